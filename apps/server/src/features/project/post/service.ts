/** Writing and reading project posts; the pieces live in validate, drafts, publish and overview. */
export { initDraft, listDrafts, saveDraft } from './drafts.js';
export { overview } from './overview.js';
export { publish, update } from './publish.js';
export { questionsFromHtml, UPLOAD_PURPOSE } from './validate.js';
