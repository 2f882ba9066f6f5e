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

/** The author changed a published article (`article.edited`) or deleted it (`article.deleted`). */
export interface ArticleChanged {
  articleNo: number;
  authorNo: number;
}

/** An operator hid an article (`hidden`), or showed it again. */
export interface ArticleHidden {
  articleNo: number;
  hidden: boolean;
}

declare module '../../lib/domain-events.js' {
  interface EventMap {
    'article.published': ArticlePublished;
    'article.edited': ArticleChanged;
    'article.deleted': ArticleChanged;
    'article.hidden': ArticleHidden;
    'article.read': ArticleRead;
  }
}
