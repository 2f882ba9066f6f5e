import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /** For a picture fetched from another site on a member's behalf: the address it came from. */
    sourceUrl: text('source_url'),
  },
  (t) => [
    index('uploads_user_idx').on(t.userNo),
    // An outside picture is fetched once; later uses of the same address reuse the stored copy.
    uniqueIndex('uploads_source_url_uq').on(t.sourceUrl).where(sql`${t.sourceUrl} is not null`),
  ],
);
