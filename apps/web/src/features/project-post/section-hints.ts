import { sectionHint } from '@sidequest/shared';
import { Extension } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';

/**
 * Shows each template section's instruction greyed over the empty paragraph under its heading,
 * the way an input shows its placeholder. The instruction is a decoration, never document text,
 * so it is not saved, not published and disappears as soon as the leader types.
 */
export function sectionHints(className: string) {
  return Extension.create({
    name: 'projectSectionHints',
    addProseMirrorPlugins() {
      return [
        new Plugin({
          key: new PluginKey('projectSectionHints'),
          props: {
            decorations: (state) => {
              const decorations: Decoration[] = [];
              let hint: string | null = null;
              state.doc.forEach((node, offset) => {
                if (node.type.name === 'heading') {
                  hint = sectionHint(node.textContent.trim());
                  return;
                }
                if (hint && node.type.name === 'paragraph' && node.content.size === 0) {
                  decorations.push(
                    Decoration.node(offset, offset + node.nodeSize, { class: className, 'data-hint': hint }),
                  );
                }
                // Only the first block under a heading carries its hint.
                hint = null;
              });
              return DecorationSet.create(state.doc, decorations);
            },
          },
        }),
      ];
    },
  });
}
