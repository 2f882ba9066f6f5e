import { mentionToken } from '@sidequest/shared';
import Mention from '@tiptap/extension-mention';
import { PluginKey } from '@tiptap/pm/state';
import { type Editor, ReactRenderer } from '@tiptap/react';
import { exitSuggestion } from '@tiptap/suggestion';
import { searchMembers } from './api';
import { MentionList, type MentionListHandle, type MentionListProps } from './mention-list';

/** A selector for the element (inside the composer dialog) that holds the member list. */
export const MENTION_LAYER = '[data-mention-layer]';

/** How long typing pauses before the member search runs. */
export const MENTION_DEBOUNCE_MS = 250;

/** `@[nickname]`, or the bare nickname when it could never be a token (the server leaves it as text). */
export function mentionText(nickname: string): string {
  try {
    return mentionToken(nickname);
  } catch {
    return `@${nickname}`;
  }
}

/**
 * `@` mentions for the lounge editor. A picked member becomes a node whose HTML is the server's
 * token `@[nickname]` in a span: the sanitizer drops the span and keeps the text, and the server
 * turns the token into a profile link. A stored post or draft comes back with those links
 * (`a.mention`), which are read as mention nodes again so an edit keeps them.
 *
 * The list is mounted in MENTION_LAYER, inside the dialog: a modal dialog blocks pointer events and
 * focus outside itself. `closeList` closes an open list (true when there was one).
 */
export function createMentionExtension() {
  const pluginKey = new PluginKey('loungeMention');
  // The editor whose list is open, so the dialog can close the list on Escape instead of itself.
  let open: Editor | null = null;
  const closeList = (): boolean => {
    if (!open || open.isDestroyed) return false;
    exitSuggestion(open.view, pluginKey);
    return true;
  };
  const extension = Mention.extend({
    parseHTML() {
      return [
        { tag: `span[data-type="${this.name}"]` },
        {
          tag: 'a.mention',
          // Above the link mark, so the stored link becomes a mention and not a plain link.
          priority: 100,
          getAttrs: (el) => {
            const name = (el.textContent ?? '').replace(/^@/, '').trim();
            return name ? { id: name, label: name } : false;
          },
        },
      ];
    },
  }).configure({
    HTMLAttributes: { class: 'mention' },
    renderText: ({ node }) => mentionText(String(node.attrs.id ?? '')),
    // The brackets are in the HTML the server reads, but hidden while writing (`@민지님`, as it is published).
    renderHTML: ({ node, options }) => {
      const name = String(node.attrs.id ?? '');
      const token = mentionText(name);
      const attrs = { ...options.HTMLAttributes, 'data-type': 'mention', 'data-id': name };
      if (token !== `@[${name}]`) return ['span', attrs, token];
      return [
        'span',
        attrs,
        '@',
        ['span', { class: 'mention-bracket' }, '['],
        name,
        ['span', { class: 'mention-bracket' }, ']'],
      ];
    },
    suggestion: {
      pluginKey,
      char: '@',
      debounce: MENTION_DEBOUNCE_MS,
      container: MENTION_LAYER,
      // No space after the name: Korean particles follow it directly (`@[민지]님`).
      command: ({ editor, range, props }) => {
        editor
          .chain()
          .focus()
          .insertContentAt(range, [{ type: 'mention', attrs: props }])
          .run();
      },
      items: ({ query, signal }) => searchMembers(query, signal).catch(() => []),
      render: () => {
        let view: ReactRenderer<MentionListHandle, MentionListProps> | null = null;
        let unmount: (() => void) | null = null;
        return {
          onStart: (props) => {
            view = new ReactRenderer(MentionList, {
              props: {
                items: props.items,
                query: props.query,
                loading: props.loading,
                command: props.command,
              },
              editor: props.editor,
            });
            unmount = props.mount(view.element as HTMLElement);
            open = props.editor;
          },
          onUpdate: (props) => {
            view?.updateProps({
              items: props.items,
              query: props.query,
              loading: props.loading,
              command: props.command,
            });
          },
          onKeyDown: ({ event }) => {
            if (event.key === 'Escape') return false;
            return view?.ref?.onKeyDown(event) ?? false;
          },
          onExit: () => {
            open = null;
            unmount?.();
            view?.destroy();
            view = null;
            unmount = null;
          },
        };
      },
    },
  });
  return { extension, closeList };
}
