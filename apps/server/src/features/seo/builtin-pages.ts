import { type PageKind, pageTitle, SITE_NAME } from '@sidequest/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../auth/schema.js';
import { builtinPages, type PageInfo, type PageResolver } from './resolve.js';

const POLICY_KINDS = ['service_policy', 'privacy_policy', 'refund_policy', 'payment_policy'] as const;
type PolicyKind = (typeof POLICY_KINDS)[number];

/** Longer than any nickname the sign-up form accepts; longer values are not looked up at all. */
const MAX_NICKNAME_LOOKUP = 60;

/** The public profile of an active member; nicknames match case-insensitively, as they are unique. */
export async function findPublicMember(db: Db, nickname: string) {
  const wanted = nickname.normalize('NFC').trim();
  if (wanted === '' || wanted.length > MAX_NICKNAME_LOOKUP) return null;
  const [row] = await db
    .select({ nickname: users.nickname, imgUrl: users.imgUrl })
    .from(users)
    .where(and(sql`lower(${users.nickname}) = lower(${wanted})`, eq(users.status, 'active')))
    .limit(1);
  return row?.nickname ? { nickname: row.nickname, imgUrl: row.imgUrl } : null;
}

const simple = (kind: PageKind) => (): PageInfo => ({ kind });

let registered = false;

/** The web routes this feature knows (the brief's route list); features add theirs with registerPageResolver. */
export function registerBuiltinPages(): void {
  if (registered) return;
  registered = true;
  const page = (pattern: string, resolver: PageResolver) => builtinPages.register(pattern, resolver);

  page('/', simple('index'));
  // Service workers and old links ask for the file name; it is the home page, never the raw template.
  page('/index.html', () => ({ kind: 'index', path: '/' }));
  for (const kind of ['people', 'project', 'product', 'quest', 'lounge', 'story', 'faq', 'notice'] as const) {
    page(`/${kind}`, simple(kind));
  }

  page('/search', (_params, query) => {
    const q = (query.get('q') ?? '').trim().slice(0, 50);
    if (!q) return { kind: 'search' };
    // Result pages are endless and thin: keep them out of the index (Google's own advice).
    return {
      kind: 'search',
      title: pageTitle('search', { q }),
      path: `/search?q=${encodeURIComponent(q)}`,
      noindex: true,
    };
  });

  page('/policy', (_params, query) => {
    const term = query.get('term');
    const kind: PolicyKind = (POLICY_KINDS as readonly string[]).includes(term ?? '')
      ? (term as PolicyKind)
      : 'service_policy';
    return { kind, path: `/policy?term=${kind}` };
  });

  page('/join', () => ({ kind: 'join', noindex: true }));
  page('/login', () => ({ kind: 'login', noindex: true }));

  page('/people/:nickname', async ({ nickname }, _query, db) => {
    const member = await findPublicMember(db, nickname!);
    if (!member) {
      return {
        kind: 'people_detail',
        title: `메이커를 찾을 수 없어요 | ${SITE_NAME}`,
        description: '탈퇴했거나 닉네임을 바꾼 메이커예요. 사람들 페이지에서 다른 메이커를 찾아보세요.',
        status: 404,
      };
    }
    return {
      kind: 'people_detail',
      title: pageTitle('people_detail', { nickname: member.nickname }),
      description: `${member.nickname}님의 이력, 프로젝트, 활동을 확인하고 커피챗을 제안해 보세요.`,
      image: member.imgUrl,
      path: `/people/${encodeURIComponent(member.nickname)}`,
      type: 'profile',
    };
  });

  // Detail records arrive with their features, which register these patterns with real meta.
  // Until then the generic meta is served but not indexed: we cannot tell a real id from a typo.
  const generic = (kind: PageKind, type?: PageInfo['type']) => (): PageInfo => ({
    kind,
    noindex: true,
    ...(type ? { type } : {}),
  });
  page('/project/:id', generic('project_detail'));
  page('/quest/:id', generic('quest_detail', 'article'));
  page('/quest/:id/:name', generic('quest_detail', 'article'));
}
