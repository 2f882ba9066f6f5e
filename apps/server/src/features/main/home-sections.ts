/**
 * The home page's sections, each read through the owning feature's public read (its list, its
 * ranking, its cards) and never through its internals. Sections are independent: one that throws
 * becomes `null` and is logged, so a broken lounge never takes the gatherings down with it.
 */
import { mainApi } from '@sidequest/shared';
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { seoulDay } from '../../lib/seoul-day.js';
import { carousels } from '../expo/leaderboard.js';
import { selectCards, toCard, visiblePost } from '../lounge/cards.js';
import { loungePosts } from '../lounge/schema.js';
import { listArticles } from '../magazine/reading.js';
import type { MatchResult } from '../people/match.js';
import { pointBalance } from '../points/ledger.js';
import { expLedger } from '../points/schema.js';
import { recommendProjects } from '../project/find/recommend.js';
import { recommendationCache } from '../project/find/recommend-cache.js';
import { bonusRef, describeDay, progressRows } from '../quests/progress.js';
import type { BriefValue } from './brief-value.js';

const { HOME_CARDS } = mainApi;
type Home = mainApi.Home;
type HomePost = mainApi.HomePost;

/** "This week" for the lounge's popular posts: a rolling seven days, so Monday is never empty. */
const POPULAR_WINDOW_DAYS = 7;

/** The people feature's per-viewer ranking cache (app.ts hands it to every feature as `matches`). */
export interface PeopleMatches {
  load(db: Db, viewerNo: number | null, limit: number): Promise<MatchResult>;
}

type Expo = NonNullable<Home['expo']>;

/** What every viewer shares, kept briefly in this process (routes.ts sets the TTLs). */
export interface SharedReads {
  expo: BriefValue<Expo>;
  popularNos: BriefValue<number[]>;
}

export interface HomeDeps {
  db: Db;
  events: DomainEvents;
  matches?: PeopleMatches | undefined;
  shared: SharedReads;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

type Sections = Omit<Home, 'member'>;

/** Runs one section; a failure is logged and answered as `null`. */
async function section<T>(name: string, log: HomeDeps['log'], read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (err) {
    log.warn({ err, section: name }, 'home section failed');
    return null;
  }
}

async function projectsFor(db: Db, events: DomainEvents, viewer: UserRow | null) {
  const cache = recommendationCache(events);
  // A visitor's "recommendation" is the newest recruiting list: read it once and show it once.
  const [newest, mine] = await Promise.all([
    recommendProjects(db, null, cache),
    viewer ? recommendProjects(db, viewer, cache) : null,
  ]);
  const recommended = mine?.personalized ? mine.projects.slice(0, HOME_CARDS) : [];
  const shown = new Set(recommended.map((p) => p.PROJECT_NO));
  return {
    recommended,
    personalized: recommended.length > 0,
    // What the member already sees as recommended is not repeated among the newest.
    newest: newest.projects.filter((p) => !shown.has(p.PROJECT_NO)).slice(0, HOME_CARDS),
  };
}

/** The week's posts with the most likes and replies (a reply weighs like a like), best first. */
export async function popularPostNos(db: Db): Promise<number[]> {
  const since = new Date(Date.now() - POPULAR_WINDOW_DAYS * 86_400_000);
  const rows = await db
    .select({ no: loungePosts.postNo })
    .from(loungePosts)
    .where(and(visiblePost(), gte(loungePosts.publishedAt, since)))
    .orderBy(
      sql`${loungePosts.likeCount} + ${loungePosts.replyCount} desc`,
      desc(loungePosts.publishedAt),
      desc(loungePosts.postNo),
    )
    .limit(HOME_CARDS);
  return rows.map((r) => r.no);
}

/**
 * The popular posts' cards as this viewer sees them (their likes, whom they follow). The ranking
 * is the same for everyone and shared briefly; the cards are read by primary key, so a post
 * hidden or deleted since drops out at once.
 */
async function popularPosts(db: Db, viewerNo: number | null, nos: number[]): Promise<HomePost[]> {
  if (nos.length === 0) return [];
  const found = await selectCards(db, viewerNo).where(and(visiblePost(), inArray(loungePosts.postNo, nos)));
  const rows = nos.flatMap((no) => found.filter((r) => r.postNo === no));
  const now = Date.now();
  return rows.map((r) => {
    const c = toCard(r, viewerNo, now);
    return {
      POST_NO: c.POST_NO,
      POST_TAG: c.POST_TAG,
      AUTHOR: c.AUTHOR,
      CREATE_TIME: c.CREATE_TIME,
      FEED_TEXT: c.FEED_TEXT,
      LIKE_COUNT: c.LIKE_COUNT,
      REPLY_COUNT: c.REPLY_COUNT,
    };
  });
}

/**
 * Today's quests as a read: unlike `quest_info` it records no visit (the app's start-up call does
 * that), so opening the home never changes anything.
 */
async function todaysQuests(db: Db, userNo: number) {
  const now = new Date();
  const day = seoulDay(now);
  const [rows, [bonus]] = await Promise.all([
    progressRows(db, userNo, day),
    db
      .select({ n: expLedger.entryNo })
      .from(expLedger)
      .where(eq(expLedger.ref, bonusRef(userNo, day)))
      .limit(1),
  ]);
  return describeDay(day, rows, Boolean(bonus), now);
}

/** Every section at once; the member's own two only for a member. */
export async function loadHome(deps: HomeDeps, viewer: UserRow | null): Promise<Home> {
  const { db, events, matches, shared, log } = deps;
  const viewerNo = viewer?.userNo ?? null;
  const reads: { [K in keyof Sections]: Promise<Sections[K]> } = {
    projects: section('projects', log, () => projectsFor(db, events, viewer)),
    people: section('people', log, async () => {
      if (!matches) throw new Error('no people ranking configured');
      const r = await matches.load(db, viewerNo, HOME_CARDS);
      return { profiles: r.profiles, personalized: r.personalized };
    }),
    expo: section('expo', log, () => shared.expo.get(() => carousels(db))),
    lounge: section('lounge', log, async () =>
      popularPosts(db, viewerNo, await shared.popularNos.get(() => popularPostNos(db))),
    ),
    magazine: section('magazine', log, async () => {
      return (await listArticles(db, viewerNo, { size: HOME_CARDS })).list;
    }),
    quests: viewer ? section('quests', log, () => todaysQuests(db, viewer.userNo)) : Promise.resolve(null),
    points: viewer
      ? section('points', log, async () => ({ balance: await pointBalance(db, viewer.userNo) }))
      : Promise.resolve(null),
  };
  const keys = Object.keys(reads) as (keyof Sections)[];
  const values = await Promise.all(keys.map((k) => reads[k]));
  return { member: viewer !== null, ...(Object.fromEntries(keys.map((k, i) => [k, values[i]])) as Sections) };
}

/** Whether a visitor's page may be shared: every public section was read. */
export function hasAllPublic(home: Home): boolean {
  return [home.projects, home.people, home.expo, home.lounge, home.magazine].every((v) => v !== null);
}
