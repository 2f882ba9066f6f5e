import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.js';

/** Every stored file, so uploads can be audited, cleaned up and attributed. */
export const uploads = pgTable(
  'uploads',
  {
    uploadNo: serial('upload_no').primaryKey(),
    userNo: integer('user_no').references(() => users.userNo, { onDelete: 'set null' }),
    purpose: text('purpose').notNull(),
    storageKey: text('storage_key').notNull(),
    url: text('url').notNull(),
    originalName: text('original_name').notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_user_idx').on(t.userNo)],
);
