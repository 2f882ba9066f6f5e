/** What the magazine tells other features. */

/** A member published an article (new, or a draft made public); edits are not a new event. */
export interface ArticlePublished {
  articleNo: number;
  authorNo: number;
  /** Magazine category (reference 3.19): 21 로그, 22 개발 회고 (a checked retrospective) … */
  category: string;
}

/** A member read an article past half for the first time (the read quest, once per article). */
export interface ArticleRead {
  userNo: number;
  articleNo: number;
}

declare module '../../lib/domain-events.js' {
  interface EventMap {
    'article.published': ArticlePublished;
    'article.read': ArticleRead;
  }
}
