/**
 * A member's project counts as scalar subqueries, so the profile adds them to its one statement
 * (profile/resume.ts) instead of asking the project feature in a second round trip. Drafts
 * ('99') and deleted projects are the leader's private business and are not counted.
 */
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { projectMembers, projects } from './schema.js';

const visible = sql`p.status <> '99' and p.deleted_at is null`;

export function memberProjectCounts(userNo: AnyColumn | SQL) {
  return {
    /** Projects the member leads. */
    led: sql<number>`(select count(*)::int from ${projects} p where p.leader_no = ${userNo} and ${visible})`,
    /** Projects the member joined as a team member (leading one is counted as led, not twice). */
    joined: sql<number>`(select count(*)::int from ${projectMembers} m join ${projects} p on p.project_no = m.project_no and ${visible} where m.user_no = ${userNo} and p.leader_no <> ${userNo})`,
  };
}
