export * from './errors.js';
export * from './contracts/index.js';
export * from './codes/index.js';
export * from './validation/index.js';
export * from './format/index.js';
export * from './realtime/events.js';
export * from './seo/pages.js';
export * from './search/korean.js';
