import type { users } from './schema.js';

/** A member's users row, as sessions load it; here so lib/ can name it without importing a feature. */
export type UserRow = typeof users.$inferSelect;
