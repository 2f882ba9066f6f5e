// A record's first view, per page (common.ts says what one is).
export { articleFirstViewHtml, type ArticleFirstView } from './article.js';
export { BANNER_MORE_LABEL, bannerColors, homeFirstViewHtml } from './home.js';
export { articleCardHtml, questFirstViewHtml } from './magazine.js';
export {
  LOUNGE_FIRST_VIEW_WORDS,
  type LoungeFirstPost,
  loungeAuthorHtml,
  loungeControlsHtml,
  loungeFirstViewHtml,
  loungePostHtml,
  loungeWriteHtml,
} from './lounge.js';
export { PROJECT_FIRST_VIEW_WORDS, projectFirstViewHtml } from './project.js';
