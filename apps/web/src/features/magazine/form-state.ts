import {
  type Article,
  type ArticleDraftInput,
  type ArticleInput,
  type DateRange,
  htmlToText,
  MAGAZINE_MEMBER_CATEGORIES,
  MAGAZINE_RETROSPECTIVE,
  postCategories,
  retrospectiveTemplateHtml,
  UNSET_DATE,
} from '@sidequest/shared';

/** The retrospective (개발 회고): it has the product and period fields and starts from the template. */
export const RETROSPECTIVE = MAGAZINE_RETROSPECTIVE;

export interface ArticleForm {
  /** '' until one is chosen. */
  category: string;
  title: string;
  subtitle: string;
  body: string;
  tags: string[];
  cover_url: string | null;
  series_no: number | null;
  retro_product: string;
  retro_period: DateRange;
}

export function emptyForm(): ArticleForm {
  return {
    category: '',
    title: '',
    subtitle: '',
    body: '',
    tags: [],
    cover_url: null,
    series_no: null,
    retro_product: '',
    retro_period: { startDate: UNSET_DATE, endDate: UNSET_DATE },
  };
}

export function formFromArticle(a: Article): ArticleForm {
  return {
    category: a.CATEGORY,
    title: a.QUEST_TITLE,
    subtitle: a.SUBTITLE,
    body: a.BODY_HTML,
    tags: [...a.TAGS],
    cover_url: a.COVER_URL,
    series_no: a.SERIES_NO,
    retro_product: a.RETRO_PRODUCT ?? '',
    retro_period: { startDate: a.RETRO_START ?? UNSET_DATE, endDate: a.RETRO_END ?? UNSET_DATE },
  };
}

/** The categories this writer may pick. */
export function allowedCategories(isOperator: boolean) {
  return postCategories.items.filter((c) => isOperator || MAGAZINE_MEMBER_CATEGORIES.includes(c.code));
}

/** True when the body has no words and no picture (an empty editor gives `<p></p>`). */
export function isBlankBody(html: string): boolean {
  return htmlToText(html).trim() === '' && !/<img\b/i.test(html);
}

/** Choosing 개발 회고 with an empty body starts the body from the retrospective questions. */
export function withCategory(form: ArticleForm, category: string): ArticleForm {
  const body = category === RETROSPECTIVE && isBlankBody(form.body) ? retrospectiveTemplateHtml() : form.body;
  return { ...form, category, body };
}

const day = (v: string) => (v === UNSET_DATE || v === '' ? null : v);

/** The retrospective fields, only for a retrospective (other categories send nulls). */
function retro(form: ArticleForm) {
  if (form.category !== RETROSPECTIVE) return { retro_product: null, retro_start: null, retro_end: null };
  return {
    retro_product: form.retro_product.trim() || null,
    retro_start: day(form.retro_period.startDate),
    retro_end: day(form.retro_period.endDate),
  };
}

/** A draft may be half done: everything the writer has so far. */
export function toDraftBody(form: ArticleForm): ArticleDraftInput {
  return {
    ...(postCategories.has(form.category) ? { category: form.category } : {}),
    title: form.title.trim(),
    subtitle: form.subtitle.trim(),
    body: form.body,
    tags: form.tags,
    cover_url: form.cover_url,
    series_no: form.series_no,
    ...retro(form),
  };
}

/** The full article for 발행하기; the server validates and answers field errors. */
export function toPublishBody(form: ArticleForm): ArticleInput {
  return {
    category: form.category as ArticleInput['category'],
    title: form.title.trim(),
    subtitle: form.subtitle.trim(),
    body: form.body,
    tags: form.tags,
    cover_url: form.cover_url,
    series_no: form.series_no,
    ...retro(form),
  };
}
