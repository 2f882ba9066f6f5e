import { type Article, retrospectiveTemplateHtml, UNSET_DATE } from '@sidequest/shared';
import { describe, expect, it } from 'vitest';
import {
  allowedCategories,
  emptyForm,
  formFromArticle,
  isBlankBody,
  toDraftBody,
  toPublishBody,
  withCategory,
} from './form-state';

describe('article form', () => {
  it('lets members pick only 로그 and 개발 회고, operators everything', () => {
    expect(allowedCategories(false).map((c) => c.code)).toEqual(['21', '22']);
    expect(allowedCategories(true).length).toBeGreaterThan(2);
  });

  it('starts a retrospective from the template only when the body is empty', () => {
    expect(withCategory(emptyForm(), '22').body).toBe(retrospectiveTemplateHtml());
    expect(withCategory({ ...emptyForm(), body: '<p></p>' }, '22').body).toBe(retrospectiveTemplateHtml());
    expect(withCategory({ ...emptyForm(), body: '<p>내 글</p>' }, '22').body).toBe('<p>내 글</p>');
    expect(withCategory(emptyForm(), '21').body).toBe('');
  });

  it('treats a picture alone as content', () => {
    expect(isBlankBody('<p> </p>')).toBe(true);
    expect(isBlankBody('<p><img src="/u/a.png"></p>')).toBe(false);
  });

  it('sends retrospective fields only for a retrospective', () => {
    const form = {
      ...emptyForm(),
      category: '22',
      title: '  출시 회고  ',
      retro_product: ' 모각코 ',
      retro_period: { startDate: '2026-01-01', endDate: UNSET_DATE },
    };
    expect(toPublishBody(form)).toMatchObject({
      category: '22',
      title: '출시 회고',
      retro_product: '모각코',
      retro_start: '2026-01-01',
      retro_end: null,
    });
    expect(toPublishBody({ ...form, category: '21' })).toMatchObject({
      retro_product: null,
      retro_start: null,
      retro_end: null,
    });
  });

  it('leaves an unchosen category out of a draft', () => {
    expect(toDraftBody(emptyForm())).not.toHaveProperty('category');
    expect(toDraftBody({ ...emptyForm(), category: '21' }).category).toBe('21');
  });

  it('reads an article back into the form', () => {
    const article = {
      CATEGORY: '22',
      QUEST_TITLE: '제목입니다',
      SUBTITLE: '',
      BODY_HTML: '<p>본문</p>',
      TAGS: ['a'],
      COVER_URL: null,
      SERIES_NO: 4,
      RETRO_PRODUCT: null,
      RETRO_START: '2026-02-01',
      RETRO_END: null,
    } as unknown as Article;
    const form = formFromArticle(article);
    expect(form.series_no).toBe(4);
    expect(form.retro_product).toBe('');
    expect(form.retro_period).toEqual({ startDate: '2026-02-01', endDate: UNSET_DATE });
  });
});
