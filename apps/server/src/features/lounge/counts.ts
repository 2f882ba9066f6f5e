/**
 * A member's published lounge posts as a scalar subquery, for the profile's one statement
 * (profile/resume.ts). Drafts, deleted and hidden posts are not shown anywhere, so not counted.
 */
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { loungePosts } from './schema.js';

export function memberPostCount(userNo: AnyColumn | SQL) {
  return sql<number>`(select count(*)::int from ${loungePosts} lp where lp.user_no = ${userNo} and lp.status = 'published' and lp.deleted_at is null and lp.hidden_at is null)`;
}
