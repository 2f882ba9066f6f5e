/**
 * Who may see and change a booth, and the booth as its page reads it. A booth that does not
 * exist, was taken down, or is not public and the viewer is neither on its team nor an operator
 * answers E005 (no such product) unless the viewer is invited to it: an outsider cannot tell a hidden draft from a missing number.
 */
import { BOOTH_LIMITS, type Booth, type BoothStatus, questSlug } from '@sidequest/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import { boothInvitations, boothMembers, booths, boothUpdates } from './schema.js';
import { countsHiddenUntil } from './social-access.js';

export type BoothRow = typeof booths.$inferSelect;
export type TeamRole = 'owner' | 'member';

export const noSuchBooth = () => fail('E005', '존재하지 않는 부스예요. 주소를 다시 확인해 주세요.');

/** A booth that still exists (not taken down), or E005. */
export async function loadBooth(db: DbOrTx, boothNo: number): Promise<BoothRow> {
  const [row] = await db
    .select()
    .from(booths)
    .where(and(eq(booths.boothNo, boothNo), isNull(booths.removedAt)))
    .limit(1);
  if (!row) throw noSuchBooth();
  return row;
}

export async function teamRole(db: DbOrTx, boothNo: number, userNo: number): Promise<TeamRole | null> {
  const [row] = await db
    .select({ role: boothMembers.role })
    .from(boothMembers)
    .where(and(eq(boothMembers.boothNo, boothNo), eq(boothMembers.userNo, userNo)))
    .limit(1);
  return (row?.role as TeamRole | undefined) ?? null;
}

/**
 * The booth and the caller's place on its team. Someone off the team gets E005 for a booth that
 * is not public (they must not learn it exists) and FORBIDDEN for a public one.
 */
export async function requireTeam(
  db: DbOrTx,
  boothNo: number,
  userNo: number,
  need: TeamRole = 'member',
): Promise<{ booth: BoothRow; role: TeamRole }> {
  const booth = await loadBooth(db, boothNo);
  const role = await teamRole(db, boothNo, userNo);
  if (!role) {
    if (booth.status !== 'approved') throw noSuchBooth();
    throw fail('FORBIDDEN', '부스 팀원만 할 수 있어요.');
  }
  if (need === 'owner' && role !== 'owner') throw fail('FORBIDDEN', '부스 팀장만 할 수 있어요.');
  return { booth, role };
}

/** Plain text cut for cards and previews (product-spec 9): at most 100 characters, with "…". */
export function cutIntro(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  const chars = [...plain];
  return chars.length <= BOOTH_LIMITS.cardIntro
    ? plain
    : `${chars.slice(0, BOOTH_LIMITS.cardIntro).join('')}…`;
}

/** The name segment of `/product/{id}/{slug}`; the id alone identifies the booth. */
export const boothSlug = (name: string) => questSlug(name || 'product');

/**
 * The outer row's booth number, qualified: drizzle prints a column of a one-table select without
 * its table, which inside a subquery would bind to the subquery's own `booth_no`.
 */
const THIS_BOOTH = sql.raw('"booths"."booth_no"');

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * The booth page's read, in one statement: the booth, its team, open invitations, the number of
 * updates and the viewer's role and invitation. An anonymous viewer (most page views, and every
 * crawler) reads a shorter statement without the viewer's subqueries. Each is a named prepared
 * statement per database handle, as the session check is: drizzle builds its SQL once, and
 * PostgreSQL parses and plans it once per connection (bench/expo.mjs measures it).
 */
function pageStatement(db: Db, withViewer: boolean) {
  const viewer = sql.placeholder('viewer');
  return db
    .select({
      b: booths,
      team: sql<Booth['team']>`coalesce((select json_agg(json_build_object(
          'user_no', u.user_no, 'nickname', u.nickname, 'profile_image', u.img_url, 'role', m.role)
          order by (m.role = 'owner') desc, m.joined_at, u.user_no)
        from ${boothMembers} m join users u on u.user_no = m.user_no
        where m.booth_no = ${THIS_BOOTH}), '[]'::json)`,
      updateCount: sql<number>`(select count(*)::int from ${boothUpdates} x where x.booth_no = ${THIS_BOOTH})`,
      // Only the team reads the open invitations; everyone else gets none, so they are not built.
      invited: withViewer
        ? sql<string[] | null>`(select json_agg(u.nickname order by i.invitation_no)
            from ${boothInvitations} i join users u on u.user_no = i.user_no
            where i.booth_no = ${THIS_BOOTH} and i.status = 'pending'
              and exists(select 1 from ${boothMembers} t where t.booth_no = ${THIS_BOOTH} and t.user_no = ${viewer}))`
        : sql<null>`null`,
      myRole: withViewer
        ? sql<TeamRole | null>`(select m.role from ${boothMembers} m
            where m.booth_no = ${THIS_BOOTH} and m.user_no = ${viewer})`
        : sql<null>`null`,
      myInvited: withViewer
        ? sql<boolean>`exists(select 1 from ${boothInvitations} i
            where i.booth_no = ${THIS_BOOTH} and i.user_no = ${viewer} and i.status = 'pending')`
        : sql<boolean>`false`,
    })
    .from(booths)
    .where(and(eq(booths.boothNo, sql.placeholder('boothNo')), isNull(booths.removedAt)))
    .prepare(withViewer ? 'booth_page_viewer' : 'booth_page_public');
}

const statements = new WeakMap<
  Db,
  { viewer: ReturnType<typeof pageStatement>; anonymous: ReturnType<typeof pageStatement> }
>();
function pageStatements(db: Db) {
  let found = statements.get(db);
  if (!found) {
    found = { viewer: pageStatement(db, true), anonymous: pageStatement(db, false) };
    statements.set(db, found);
  }
  return found;
}

export async function readBooth(
  db: Db,
  boothNo: number,
  viewerNo: number | null,
  isOperator = false,
): Promise<Booth> {
  const page = pageStatements(db);
  const [row] =
    viewerNo === null
      ? await page.anonymous.execute({ boothNo })
      : await page.viewer.execute({ boothNo, viewer: viewerNo });
  if (!row) throw noSuchBooth();
  const { b } = row;
  const onTeam = row.myRole !== null;
  const hiddenUntil = countsHiddenUntil(b.approvedAt);
  const hideCounts = hiddenUntil !== null && !onTeam;
  // An invited member reads the draft they are asked to join before answering.
  if (b.status !== 'approved' && !onTeam && !row.myInvited && !isOperator) throw noSuchBooth();
  return {
    booth_no: b.boothNo,
    status: b.status as BoothStatus,
    slug: boothSlug(b.name),
    name: b.name,
    pitch: b.pitch,
    introduction: b.introduction,
    intro_short: cutIntro(b.introText),
    domain: b.domain,
    platform: b.platform,
    launch_status: b.launchStatus,
    web_url: b.webUrl,
    play_store_url: b.playStoreUrl,
    app_store_url: b.appStoreUrl,
    video_url: b.videoUrl,
    logo_url: b.logoUrl,
    screenshots: b.screenshots,
    industry_tags: b.industryTags,
    project_no: b.projectNo,
    refusal_reason: onTeam || isOperator ? b.refusalReason : null,
    support_count: hideCounts ? null : b.supportCount,
    like_count: hideCounts ? null : b.likeCount,
    review_count: b.reviewCount,
    counts_hidden_until: hiddenUntil?.toISOString() ?? null,
    update_count: row.updateCount,
    created_at: iso(b.createdAt)!,
    approved_at: iso(b.approvedAt),
    team: row.team,
    invited: onTeam ? (row.invited ?? []) : [],
    me: { role: row.myRole, invited: row.myInvited },
  };
}
