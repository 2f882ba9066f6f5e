import { PROJECT_POST_SECTIONS, projectPostTemplateHtml } from '@sidequest/shared';
import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyForm, toPublishBody } from './form-state';
import { sectionHints } from './section-hints';

let editor: Editor | null = null;
afterEach(() => {
  editor?.destroy();
  editor = null;
});

const hints = (e: Editor) =>
  [...e.view.dom.querySelectorAll('.hint')].map((el) => el.getAttribute('data-hint'));

describe('the template as hints', () => {
  it('shows each section’s instruction over its empty paragraph, never in the saved body', () => {
    editor = new Editor({
      extensions: [StarterKit, sectionHints('hint')],
      content: projectPostTemplateHtml(),
    });
    const [s1, s2] = PROJECT_POST_SECTIONS;
    expect(hints(editor)[0]).toBe(s1!.placeholder);
    expect(hints(editor)[1]).toBe(s2!.placeholder);
    for (const s of PROJECT_POST_SECTIONS) expect(editor.getHTML()).not.toContain(s.placeholder);

    // Writing under a heading takes its hint away.
    editor.commands.setTextSelection(s1!.heading.length + 3);
    editor.commands.insertContent('동네 가게 재고 앱');
    expect(hints(editor)).not.toContain(s1!.placeholder);
    expect(hints(editor)).toContain(s2!.placeholder);
  });

  it('asks applicants only the questions the leader wrote', () => {
    const f = emptyForm();
    expect(f.questions).toEqual([]);
    expect(
      toPublishBody({ ...f, questions: ['  포트폴리오를 알려 주세요. ', ' '] }, false).questions,
    ).toEqual(['포트폴리오를 알려 주세요.']);
  });
});
