import { htmlToText, MENTION_SCAN_PATTERN } from '@sidequest/shared';
import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { createMentionExtension, mentionText } from './mention';

let editor: Editor | null = null;
afterEach(() => editor?.destroy());

function edit(content: string): Editor {
  editor = new Editor({ extensions: [StarterKit, createMentionExtension().extension], content });
  return editor;
}

describe('the mention node', () => {
  it("writes the server's token as its text, so it survives the sanitizer (spans are dropped, text kept)", () => {
    const e = edit('<p>안녕하세요</p>');
    e.commands.insertContentAt(e.state.doc.content.size - 1, [
      { type: 'mention', attrs: { id: '디자인하는민지', label: '디자인하는민지' } },
      { type: 'text', text: '님' },
    ]);
    const html = e.getHTML();
    expect(html).toContain('data-type="mention"');
    const text = htmlToText(html);
    expect(text).toBe('안녕하세요@[디자인하는민지]님');
    expect([...text.matchAll(MENTION_SCAN_PATTERN)].map((m) => m[1])).toEqual(['디자인하는민지']);
  });

  it('reads a stored mention link back as a mention, not as a plain link', () => {
    const e = edit(
      '<p><a href="/people/%EB%AF%BC%EC%A7%80" class="mention" data-user-no="7">@민지</a>님 보세요</p>',
    );
    const nodes: string[] = [];
    e.state.doc.descendants((n) => {
      if (n.type.name === 'mention') nodes.push(String(n.attrs.id));
    });
    expect(nodes).toEqual(['민지']);
    expect(e.getHTML()).not.toContain('href');
    expect(htmlToText(e.getHTML())).toBe('@[민지]님 보세요');
  });

  it('leaves a nickname that could never be a token as plain @text', () => {
    expect(mentionText('민지')).toBe('@[민지]');
    expect(mentionText('민]지')).toBe('@민]지');
  });
});
