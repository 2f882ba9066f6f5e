export * from './patterns.js';
export * from './links.js';
export * from './mention.js';
export * from './files.js';
export * from './dates.js';
export * from './region.js';
export * from './nickname.js';
