import { describe, expect, it } from 'vitest';
import { loungePostTags } from './content.js';
import { loungePromptCategories, RETROSPECTIVE_QUESTIONS, retrospectiveTemplateHtml } from './lounge.js';

describe('lounge composer prompts', () => {
  it('has three categories of five distinct Korean prompts, each suiting real lounge tags', () => {
    expect(loungePromptCategories.items).toHaveLength(3);
    const allTags = new Set<string>();
    for (const c of loungePromptCategories.items) {
      expect(c.prompts).toHaveLength(5);
      expect(new Set(c.prompts).size).toBe(5);
      for (const p of c.prompts) expect(p).toMatch(/[가-힣].*(요|세요)[.?!]?$/);
      for (const t of c.tags) {
        expect(loungePostTags.has(t)).toBe(true);
        allTags.add(t);
      }
    }
    // Every tag has prompts to rotate through, whichever the writer picks.
    expect(allTags).toEqual(new Set(loungePostTags.codes));
  });
});

describe('retrospective template', () => {
  it('starts the editor with each question as a heading over its placeholder', () => {
    const html = retrospectiveTemplateHtml();
    for (const q of RETROSPECTIVE_QUESTIONS)
      expect(html).toContain(`<h2>${q.heading}</h2><p>${q.placeholder}</p>`);
  });
});
