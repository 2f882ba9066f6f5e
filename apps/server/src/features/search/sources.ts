import {
  canonicalTechName,
  cutText,
  industries,
  jobs,
  loungePostTags,
  postCategories,
  professions,
  questSlug,
  type SearchKind,
  skillTags,
} from '@sidequest/shared';
import { and, eq, gt, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../auth/schema.js';
import { booths } from '../expo/schema.js';
import { loungePosts } from '../lounge/schema.js';
import { magazineArticles } from '../magazine/schema.js';
import { postingSuspensions } from '../moderation/schema.js';
import { pros } from '../pro/schema.js';
import { profiles } from '../profile/schema.js';
import { projects } from '../project/schema.js';
import type { SearchMeta } from './schema.js';

/**
 * Where each kind's documents come from: the owning feature's tables (a feature may read another's
 * schema; boundaries.test.ts). A source loads the documents of some refs (or a page of all of
 * them); a ref it does not return is not public any more and leaves the index. A kind added later
 * is one more entry here and in SEARCH_KINDS; bumping `version` rebuilds that kind at start-up.
 */
export interface SourceDoc {
  refNo: number;
  title: string;
  /** Text searched besides the title (introduction, body, tags); the card's snippet is cut from it. */
  body: string;
  snippet: string;
  url: string;
  meta: SearchMeta;
  visible: boolean;
  sortAt: Date;
}

export interface SearchSource {
  kind: SearchKind;
  version: number;
  /** Documents of `refNos`, or (null) of every ref after `after`, `limit` at a time in ref order. */
  load(db: Db, refNos: readonly number[] | null, after: number, limit: number): Promise<SourceDoc[]>;
}

const SNIPPET = 120;
const BODY_MAX = 4000;

function scope(col: Parameters<typeof inArray>[0], refNos: readonly number[] | null, after: number): SQL {
  return refNos ? inArray(col, [...refNos]) : gt(col, after);
}

const labels = (cat: { label(code: string | null | undefined): string | undefined }, codes: string[]) =>
  codes.map((c) => cat.label(c)).filter((l): l is string => !!l);

const suspendedNow = (userNo: SQL | typeof users.userNo) =>
  sql<boolean>`exists (select 1 from ${postingSuspensions} s where s.user_no = ${userNo}
    and s.lifted_at is null and s.ends_at > now())`;

const people: SearchSource = {
  kind: 'people',
  version: 2,
  async load(db, refNos, after, limit) {
    const rows = await db
      .select({
        no: users.userNo,
        nickname: users.nickname,
        img: users.imgUrl,
        mainJobD: users.mainJobD,
        statusLine: profiles.statusLine,
        intro: profiles.introduction,
        skills: profiles.skills,
        active: profiles.lastActiveAt,
        suspended: suspendedNow(users.userNo),
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.userNo, users.userNo))
      .where(
        and(
          scope(users.userNo, refNos, after),
          eq(users.status, 'active'),
          isNull(profiles.joinStep),
          isNotNull(users.nickname),
        ),
      )
      .orderBy(users.userNo)
      .limit(refNos ? refNos.length : limit);
    return rows.map((r) => {
      const skills = r.skills.map(canonicalTechName);
      const job = jobs.label(r.mainJobD) ?? '';
      return {
        refNo: r.no,
        title: r.nickname!,
        body: [job, r.statusLine ?? '', r.intro, ...skills, ...r.skills.map(koreanSkill)].join(' '),
        snippet: cutText(r.statusLine || r.intro, SNIPPET),
        url: `/people/${encodeURIComponent(r.nickname!)}`,
        meta: { image: r.img, tags: [job, ...skills].filter(Boolean).slice(0, 4) },
        visible: !r.suspended,
        sortAt: r.active,
      };
    });
  },
};

/** A skill's Korean label too, so 리액트 finds it even as a word inside a longer query. */
function koreanSkill(code: string): string {
  return skillTags.label(code) ?? '';
}

const project: SearchSource = {
  kind: 'project',
  version: 2,
  async load(db, refNos, after, limit) {
    const rows = await db
      .select({
        no: projects.projectNo,
        title: projects.title,
        text: projects.introductionText,
        tech: projects.tech,
        cover: projects.coverUrl,
        at: sql<Date>`coalesce(${projects.publishedAt}, ${projects.createdAt})`.mapWith(
          (v) => new Date(v as string),
        ),
      })
      .from(projects)
      .where(
        and(
          scope(projects.projectNo, refNos, after),
          sql`${projects.status} <> '99'`,
          isNull(projects.deletedAt),
        ),
      )
      .orderBy(projects.projectNo)
      .limit(refNos ? refNos.length : limit);
    return rows.map((r) => {
      const tech = r.tech.map(canonicalTechName);
      return {
        refNo: r.no,
        title: r.title,
        body: [r.text.slice(0, BODY_MAX), ...tech, ...r.tech.map(koreanSkill)].join(' '),
        snippet: cutText(r.text, SNIPPET),
        url: `/project/${r.no}/${encodeURIComponent(questSlug(r.title))}`,
        meta: { image: r.cover, tags: tech.slice(0, 4) },
        visible: true,
        sortAt: r.at,
      };
    });
  },
};

const booth: SearchSource = {
  kind: 'booth',
  version: 2,
  async load(db, refNos, after, limit) {
    const rows = await db
      .select({
        no: booths.boothNo,
        name: booths.name,
        pitch: booths.pitch,
        text: booths.introText,
        logo: booths.logoUrl,
        tags: booths.industryTags,
        at: booths.approvedAt,
      })
      .from(booths)
      .where(
        and(scope(booths.boothNo, refNos, after), eq(booths.status, 'approved'), isNull(booths.removedAt)),
      )
      .orderBy(booths.boothNo)
      .limit(refNos ? refNos.length : limit);
    return rows.map((r) => {
      const tags = labels(industries, r.tags);
      return {
        refNo: r.no,
        title: r.name,
        body: [r.pitch, r.text.slice(0, BODY_MAX), ...tags].join(' '),
        snippet: cutText(r.pitch || r.text, SNIPPET),
        url: `/product/${r.no}/${encodeURIComponent(questSlug(r.name || 'product'))}`,
        meta: { image: r.logo, tags },
        visible: true,
        sortAt: r.at ?? new Date(0),
      };
    });
  },
};

const pro: SearchSource = {
  kind: 'pro',
  // 3: a pro's page moved to /pro/@nickname; the bump rewrites the stored urls.
  version: 3,
  async load(db, refNos, after, limit) {
    const rows = await db
      .select({
        no: pros.proNo,
        nickname: users.nickname,
        img: users.imgUrl,
        profession: pros.profession,
        pitch: pros.pitch,
        intro: pros.intro,
        topics: pros.topics,
        at: pros.approvedAt,
        suspended: suspendedNow(users.userNo),
      })
      .from(pros)
      .innerJoin(users, eq(users.userNo, pros.proNo))
      .where(and(scope(pros.proNo, refNos, after), eq(users.status, 'active'), isNotNull(users.nickname)))
      .orderBy(pros.proNo)
      .limit(refNos ? refNos.length : limit);
    return rows.map((r) => {
      const profession = professions.label(r.profession) ?? '';
      return {
        refNo: r.no,
        title: r.nickname!,
        body: [profession, r.pitch, r.intro.slice(0, BODY_MAX), ...r.topics].join(' '),
        snippet: cutText(r.pitch, SNIPPET),
        url: `/pro/@${encodeURIComponent(r.nickname!)}`,
        meta: { image: r.img, tags: [profession, ...r.topics].filter(Boolean).slice(0, 4) },
        visible: !r.suspended,
        sortAt: r.at,
      };
    });
  },
};

const lounge: SearchSource = {
  kind: 'lounge',
  version: 2,
  async load(db, refNos, after, limit) {
    const rows = await db
      .select({
        no: loungePosts.postNo,
        text: loungePosts.bodyText,
        tag: loungePosts.tag,
        at: loungePosts.publishedAt,
      })
      .from(loungePosts)
      .where(
        and(
          scope(loungePosts.postNo, refNos, after),
          eq(loungePosts.status, 'published'),
          isNull(loungePosts.deletedAt),
          isNull(loungePosts.hiddenAt),
        ),
      )
      .orderBy(loungePosts.postNo)
      .limit(refNos ? refNos.length : limit);
    return rows.map((r) => {
      // A lounge post has no title: its first line stands for one.
      const firstLine = r.text.split('\n').find((l) => l.trim() !== '') ?? '';
      const tag = loungePostTags.label(r.tag) ?? '';
      return {
        refNo: r.no,
        title: cutText(firstLine, 60),
        body: [r.text.slice(0, BODY_MAX), tag].join(' '),
        snippet: cutText(r.text, SNIPPET),
        url: `/lounge/${r.no}`,
        meta: { image: null, tags: tag ? [tag] : [] },
        visible: true,
        sortAt: r.at ?? new Date(0),
      };
    });
  },
};

const article: SearchSource = {
  kind: 'article',
  version: 2,
  async load(db, refNos, after, limit) {
    const rows = await db
      .select({
        no: magazineArticles.articleNo,
        title: magazineArticles.title,
        subtitle: magazineArticles.subtitle,
        slug: magazineArticles.slug,
        text: magazineArticles.bodyText,
        tags: magazineArticles.tags,
        category: magazineArticles.category,
        cover: magazineArticles.coverUrl,
        at: magazineArticles.publishedAt,
      })
      .from(magazineArticles)
      .where(
        and(
          scope(magazineArticles.articleNo, refNos, after),
          eq(magazineArticles.status, 'published'),
          isNull(magazineArticles.deletedAt),
          isNull(magazineArticles.hiddenAt),
        ),
      )
      .orderBy(magazineArticles.articleNo)
      .limit(refNos ? refNos.length : limit);
    return rows.map((r) => {
      const category = postCategories.label(r.category) ?? '';
      return {
        refNo: r.no,
        title: r.title,
        body: [r.subtitle, r.text.slice(0, BODY_MAX), ...r.tags, category].join(' '),
        snippet: cutText(r.subtitle || r.text, SNIPPET),
        url: `/quest/${r.no}/${encodeURIComponent(r.slug)}`,
        meta: { image: r.cover, tags: r.tags.slice(0, 4) },
        visible: true,
        sortAt: r.at ?? new Date(0),
      };
    });
  },
};

/** Every kind the one search covers, in the order of the tabs. */
export const SOURCES: readonly SearchSource[] = [people, project, booth, pro, lounge, article];

export function sourceOf(kind: SearchKind): SearchSource {
  const s = SOURCES.find((x) => x.kind === kind);
  if (!s) throw new Error(`no search source for ${kind}`);
  return s;
}
