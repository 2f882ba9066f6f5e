import { Editor } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOutsideImage, OutsideImages, type OutsideImagesOptions } from './outside-images';

let editor: Editor | null = null;
afterEach(() => {
  editor?.destroy();
  editor = null;
});

function edit(options: Partial<OutsideImagesOptions>): Editor {
  editor = new Editor({
    extensions: [
      StarterKit,
      Image.configure({ inline: false, allowBase64: false }),
      OutsideImages.configure(options),
    ],
    content: '<p>본문</p>',
  });
  return editor;
}

const sources = (e: Editor) => {
  const found: string[] = [];
  e.state.doc.descendants((n) => {
    if (n.type.name === 'image') found.push(String(n.attrs.src));
  });
  return found;
};

/** A promise with its resolve/reject, to settle an import when the test says so. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('isOutsideImage', () => {
  const own = 'https://sidequest.kr';
  it('tells another site from our own pictures', () => {
    expect(isOutsideImage('https://images.example.com/a.png', own)).toBe(true);
    expect(isOutsideImage('http://images.example.com/a.png', own)).toBe(true);
    expect(isOutsideImage('https://sidequest.kr/uploads/note/2026/11/a.webp', own)).toBe(false);
    expect(isOutsideImage('/uploads/note/2026/11/a.webp', own)).toBe(false);
    expect(isOutsideImage('data:image/png;base64,AAAA', own)).toBe(false);
  });
});

describe('pasting a picture from another site', () => {
  it('fetches it through the server and swaps in our address, showing a placeholder meanwhile', async () => {
    const fetched = deferred<string>();
    const importImage = vi.fn(() => fetched.promise);
    const onPending = vi.fn();
    const e = edit({ importImage, onPending });
    e.view.pasteHTML('<p>참고</p><img src="https://images.example.com/cat.png" alt="고양이">');
    await flush();

    expect(importImage).toHaveBeenCalledWith('https://images.example.com/cat.png');
    expect(onPending).toHaveBeenLastCalledWith(1);
    expect(e.view.dom.querySelector('img.outside-image-pending')).not.toBeNull();

    fetched.resolve('/uploads/remote_image/2026/11/abc.webp');
    await flush();
    expect(sources(e)).toEqual(['/uploads/remote_image/2026/11/abc.webp']);
    expect(e.getHTML()).toContain('alt="고양이"');
    expect(e.getHTML()).not.toContain('images.example.com');
    expect(onPending).toHaveBeenLastCalledWith(0);
    expect(e.view.dom.querySelector('img.outside-image-pending')).toBeNull();
  });

  it('takes the picture out and says why when the server cannot bring it in', async () => {
    const onFailed = vi.fn();
    const e = edit({
      importImage: () => Promise.reject(new Error('이 주소의 파일은 이미지가 아니에요.')),
      onFailed,
    });
    e.view.pasteHTML('<p>글</p><img src="https://tracker.example.com/p.gif">');
    await flush();
    await flush();
    expect(sources(e)).toEqual([]);
    expect(e.getHTML()).toContain('글');
    expect(onFailed).toHaveBeenCalledWith('이 주소의 파일은 이미지가 아니에요.', 'outside');
  });

  it('leaves our own pictures alone', async () => {
    const importImage = vi.fn(async (url: string) => url);
    const e = edit({ importImage });
    e.view.pasteHTML('<img src="/uploads/note/2026/11/a.webp">');
    await flush();
    expect(importImage).not.toHaveBeenCalled();
    expect(sources(e)).toEqual(['/uploads/note/2026/11/a.webp']);
  });

  it('uploads a pasted screenshot like a chosen picture, but leaves Word text with a preview to the editor', async () => {
    const uploadFile = vi.fn(
      async (file: File) => `/uploads/note/2026/11/${file.name.replace('.png', '')}.webp`,
    );
    const e = edit({ uploadFile });
    const paste = (plain: string, files: File[]) =>
      e.view.someProp('handlePaste', (handle) =>
        handle(
          e.view,
          { clipboardData: { getData: (t: string) => (t === 'text/plain' ? plain : ''), files } } as never,
          e.state.doc.slice(0, 0),
        ),
      );
    const shot = new File([new Uint8Array([137, 80, 78, 71])], 'shot.png', { type: 'image/png' });
    expect(paste('', [shot])).toBe(true);
    await flush();
    expect(uploadFile).toHaveBeenCalledWith(shot);
    expect(sources(e)).toEqual(['/uploads/note/2026/11/shot.webp']);
    // Text copied from Word carries a picture of itself: the text is what the writer meant.
    expect(paste('회의록 내용', [shot])).toBeFalsy();
    expect(uploadFile).toHaveBeenCalledTimes(1);
  });
});
