// Every table, for drizzle-kit and the typed client. Each feature owns its schema.ts.
export * from '../features/auth/schema.js';
export * from '../features/main/schema.js';
export * from '../features/upload/schema.js';
