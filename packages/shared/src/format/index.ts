export * from './date.js';
export * from './count.js';
export * from './recruit.js';
export * from './text.js';
export * from './html.js';
export * from './slug.js';
export * from './josa.js';
