import { Extension } from '@tiptap/core';
import type { Fragment, Node as PmNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet, type EditorView } from '@tiptap/pm/view';

/**
 * Pictures that come into the editor from elsewhere. The server keeps only our own uploads in a
 * body (a picture on another site is a tracking pixel for every reader), so:
 * - a picture pasted or dropped with HTML (`<img src="https://other.site/…">`, copied from a web
 *   page) is fetched once by the server (`GET /api/proxy`) and its address swapped for ours;
 *   while that runs it shows as a placeholder, and if it fails it is taken out with a message;
 * - a picture pasted or dropped as a file (a screenshot, a photo from the desktop) is uploaded like
 *   one chosen with the picture button.
 */
export interface OutsideImagesOptions {
  /** Fetches an outside picture on the server and resolves with our address. */
  importImage: (url: string) => Promise<string>;
  /** Uploads a pasted or dropped picture file; absent, files are left to the browser (ignored). */
  uploadFile: ((file: File) => Promise<string>) | null;
  /** How many outside pictures are being fetched, for a status line. */
  onPending: (count: number) => void;
  /**
   * A picture could not be brought in (`outside`: fetched and taken out again; `file`: not
   * uploaded); the message is the server's reason, '' when there is none.
   */
  onFailed: (message: string, kind: 'outside' | 'file') => void;
}

/** An absolute web address on another origin; our `/uploads/…` paths and data:/blob: are not. */
export function isOutsideImage(src: string, ownOrigin: string): boolean {
  if (!/^https?:\/\//i.test(src)) return false;
  try {
    return new URL(src).origin !== ownOrigin;
  } catch {
    return false;
  }
}

function outsideSources(content: Fragment, ownOrigin: string): string[] {
  const found = new Set<string>();
  content.descendants((node: PmNode) => {
    const src = node.type.name === 'image' ? String(node.attrs.src ?? '') : '';
    if (src && isOutsideImage(src, ownOrigin)) found.add(src);
  });
  return [...found];
}

/** Picture files of a paste or drop, when the content is only pictures (not Word text with a preview image). */
function pictureFiles(data: DataTransfer | null): File[] {
  const text = data?.getData('text/plain') ?? '';
  if (!data || text.trim() !== '') return [];
  return [...data.files].filter((f) => f.type.startsWith('image/'));
}

const failureText = (err: unknown) => (err instanceof Error && err.message ? err.message : '');

const key = new PluginKey('outsideImages');

export const OutsideImages = Extension.create<OutsideImagesOptions>({
  name: 'outsideImages',

  addOptions() {
    return {
      importImage: async () => {
        throw new Error('');
      },
      uploadFile: null,
      onPending: () => undefined,
      onFailed: () => undefined,
    };
  },

  addProseMirrorPlugins() {
    const options = this.options;
    const ownOrigin = typeof window === 'undefined' ? '' : window.location.origin;
    const pending = new Set<string>();
    let current: EditorView | null = null;

    const imagesWith = (view: EditorView, src: string) => {
      const hits: Array<{ pos: number; node: PmNode }> = [];
      view.state.doc.descendants((node, pos) => {
        if (node.type.name === 'image' && node.attrs.src === src) hits.push({ pos, node });
      });
      return hits;
    };

    /** Every image with `src`: given the new address, or removed when there is none. */
    const settle = (src: string, url: string | null): number => {
      pending.delete(src);
      options.onPending(pending.size);
      const view = current;
      if (!view) return 0;
      const tr = view.state.tr;
      const hits = imagesWith(view, src);
      // From the end, so earlier positions stay valid while removing.
      for (const { pos, node } of hits.reverse()) {
        if (url) tr.setNodeMarkup(pos, undefined, { ...node.attrs, src: url });
        else tr.delete(pos, pos + node.nodeSize);
      }
      // The swap is part of the paste the writer already made, not a step of its own to undo.
      view.dispatch(tr.setMeta('addToHistory', false));
      return hits.length;
    };

    const fetchOutside = (src: string) => {
      options.importImage(src).then(
        (url) => settle(src, url),
        (err: unknown) => {
          // Deleted by the writer meanwhile: nothing was lost, so nothing to say.
          if (settle(src, null) > 0) options.onFailed(failureText(err), 'outside');
        },
      );
    };

    const insertFiles = (view: EditorView, files: File[], at: number | null) => {
      const upload = options.uploadFile;
      if (!upload) return;
      for (const file of files) {
        upload(file).then(
          (url) => {
            if (current !== view) return;
            const image = view.state.schema.nodes.image?.create({
              src: url,
              alt: file.name.normalize('NFC'),
            });
            if (!image) return;
            const pos = at === null ? null : Math.min(at, view.state.doc.content.size);
            const tr =
              pos === null ? view.state.tr.replaceSelectionWith(image) : view.state.tr.insert(pos, image);
            view.dispatch(tr);
          },
          (err: unknown) => options.onFailed(failureText(err), 'file'),
        );
      }
    };

    return [
      new Plugin({
        key,
        view(view) {
          current = view;
          return {
            destroy() {
              current = null;
            },
          };
        },
        props: {
          // Called for pasted and dropped HTML alike, before it is inserted.
          transformPasted(slice) {
            // Marked pending now, so the paste itself draws them as placeholders; fetched once this
            // paste is in the document, so the swap finds the nodes. A picture already on its way
            // is not asked for twice.
            const fresh = outsideSources(slice.content, ownOrigin).filter((src) => !pending.has(src));
            if (fresh.length === 0) return slice;
            for (const src of fresh) pending.add(src);
            queueMicrotask(() => {
              // A paste taken as picture files (handlePaste) never inserted this HTML: skip it.
              const inserted = fresh.filter((src) => current && imagesWith(current, src).length > 0);
              for (const src of fresh) if (!inserted.includes(src)) pending.delete(src);
              options.onPending(pending.size);
              inserted.forEach(fetchOutside);
            });
            return slice;
          },
          handlePaste(view, event) {
            const files = options.uploadFile ? pictureFiles(event.clipboardData) : [];
            if (files.length === 0) return false;
            insertFiles(view, files, null);
            return true;
          },
          handleDrop(view, event, _slice, moved) {
            const files = !moved && options.uploadFile ? pictureFiles(event.dataTransfer) : [];
            if (files.length === 0) return false;
            const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
            insertFiles(view, files, at?.pos ?? null);
            return true;
          },
          // A picture still being fetched shows as a grey placeholder (the CSP blocks the outside address).
          decorations(state) {
            if (pending.size === 0) return null;
            const marks: Decoration[] = [];
            state.doc.descendants((node, pos) => {
              if (node.type.name === 'image' && pending.has(String(node.attrs.src)))
                marks.push(
                  Decoration.node(pos, pos + node.nodeSize, {
                    class: 'outside-image-pending',
                    'aria-busy': 'true',
                  }),
                );
            });
            return DecorationSet.create(state.doc, marks);
          },
        },
      }),
    ];
  },
});
