/** What every project list shares: which projects are listed, the card row and its shape. */
import {
  cutFeedText,
  PROJECT_POST_SECTIONS,
  type ProjectCard,
  projectFindApi,
  questSlug,
} from '@sidequest/shared';
import { and, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { textArray } from '../../../lib/korean-search.js';
import { users } from '../../auth/schema.js';
import { projects } from '../schema.js';

const { UPDATED_WITHIN_DAYS } = projectFindApi;

/** Published and not deleted: the only projects any list shows. */
export function listedProject(): SQL {
  return and(ne(projects.status, '99'), isNull(projects.deletedAt))!;
}

/**
 * Still taking people: a slot with room, and the project not complete (05/06). `open_jobs` is kept
 * by a slot trigger; written this way the condition matches `projects_recruiting_idx`.
 */
export function recruitingProject(): SQL {
  return sql`(${projects.status} not in ('05', '06') and ${projects.openJobs} <> '{}'::text[])`;
}

/** An open slot for one of these detailed jobs (the `open_jobs` GIN index). */
export function openSlotFor(jobCodes: string[]): SQL {
  return sql`${projects.openJobs} && ${textArray(jobCodes)}`;
}

type SlotJson = { RECRUITING: string; TYPE: number; FILLED: number };

/** Everything a card needs, in one row; like/scrap state for the viewer rides along. */
export function cardFields(viewerNo: number | null) {
  return {
    projectNo: projects.projectNo,
    title: projects.title,
    type: projects.type,
    domain: projects.domain,
    region: projects.region,
    meetingMode: projects.meetingMode,
    phase: projects.phase,
    status: projects.status,
    introductionText: projects.introductionText,
    tech: projects.tech,
    views: projects.views,
    likes: projects.likes,
    coverUrl: projects.coverUrl,
    publishedAt: projects.publishedAt,
    leaderNickname: users.nickname,
    updated: sql<boolean>`coalesce(${projects.newsAt} > now() - make_interval(days => ${UPDATED_WITHIN_DAYS}), false)`,
    slots: sql<SlotJson[] | string>`coalesce((select json_agg(json_build_object('RECRUITING', s.job_code,
      'TYPE', s.capacity, 'FILLED', s.filled) order by s.sort_order, s.slot_no) from project_slots s
      where s.project_no = ${projects.projectNo}), '[]'::json)`,
    isLiked:
      viewerNo == null
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from project_likes l where l.project_no = ${projects.projectNo}
          and l.user_no = ${viewerNo})`,
    isMarked:
      viewerNo == null
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from favourites f where f.target_type = 'project'
          and f.target_no = ${projects.projectNo} and f.user_no = ${viewerNo})`,
  };
}
export interface CardRow {
  projectNo: number;
  title: string;
  type: string;
  domain: string | null;
  region: string;
  meetingMode: string;
  phase: string;
  status: string;
  introductionText: string;
  tech: string[];
  views: number;
  likes: number;
  coverUrl: string | null;
  publishedAt: Date | string | null;
  leaderNickname: string;
  updated: boolean;
  slots: SlotJson[] | string;
  isLiked: boolean;
  isMarked: boolean;
}

/**
 * The card's text: the plain introduction without the template's section headings ("1. 어떤
 * 프로젝트인가요?" …), which every post shares and which would fill the short description.
 */
function cardText(introText: string): string {
  let text = introText;
  for (const section of PROJECT_POST_SECTIONS) text = text.split(section.heading).join(' ');
  return text.replace(/\s+/g, ' ').trim();
}

function toIso(value: Date | string | null): string | null {
  if (value == null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function toProjectCard(row: CardRow, reason: string | null = null): ProjectCard {
  const slots = (typeof row.slots === 'string' ? JSON.parse(row.slots) : row.slots) as SlotJson[];
  const open = slots.some((s) => Number(s.FILLED) < Number(s.TYPE));
  return {
    PROJECT_NO: row.projectNo,
    PROJECT_NAME: row.title,
    SLUG: questSlug(row.title),
    PROJECT_TYPE: row.type,
    DOMAIN: row.domain,
    REGION: row.region,
    MEETING_MODE: row.meetingMode,
    PHASE: row.phase,
    STATUS: row.status,
    SHORT_DESCRIPTION: cutFeedText(cardText(row.introductionText)),
    PROJECT_TECH: row.tech,
    SLOTS: slots.map((s) => ({ RECRUITING: s.RECRUITING, TYPE: Number(s.TYPE), FILLED: Number(s.FILLED) })),
    IS_RECRUITING: open && row.status !== '05' && row.status !== '06',
    UPDATED: Boolean(row.updated),
    VIEWS: row.views,
    LIKES: row.likes,
    IS_LIKED: Boolean(row.isLiked),
    IS_MARKED: Boolean(row.isMarked),
    COVER_URL: row.coverUrl,
    LEADER_NICKNAME: row.leaderNickname,
    PUBLISHED_AT: toIso(row.publishedAt),
    MATCH_REASON: reason,
  };
}

/**
 * Newest published first; ties by number so pages never overlap. `nulls last` matches
 * projects_listed_idx exactly (the planner only walks the index in the order it was built with).
 */
export const NEWEST_FIRST = [
  sql`${projects.publishedAt} desc nulls last`,
  sql`${projects.projectNo} desc nulls last`,
];
