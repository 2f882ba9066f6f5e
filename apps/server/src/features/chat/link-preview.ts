import { CHAT_LIMITS, type ChatMessageMeta, cutText } from '@sidequest/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import { projects } from '../project/schema.js';

export type LinkCard = NonNullable<ChatMessageMeta['link']>;

const badLink = () =>
  fail('VALIDATION', '공유할 수 없는 링크예요. http나 https로 시작하는 주소를 보내 주세요.', {
    url: '링크 주소를 확인해 주세요.',
  });

/**
 * A preview card for a shared link, built only from what the server knows: our own project and
 * quest pages from the database, any other page as its host name. No outbound request is ever
 * made (a preview fetch would let anyone make the server call arbitrary addresses).
 */
export async function linkPreview(db: DbOrTx, raw: string, publicOrigin?: string): Promise<LinkCard> {
  const text = raw.trim();
  let url: URL;
  try {
    // A bare path ("/project/12") is one of our pages.
    url = new URL(text, publicOrigin ?? 'http://localhost');
  } catch {
    throw badLink();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badLink();
  const own =
    text.startsWith('/') || (publicOrigin !== undefined && url.origin === new URL(publicOrigin).origin);
  if (own) {
    const project = /^\/project\/(\d{1,9})(?:\/|$)/.exec(url.pathname);
    if (project) {
      const card = await projectCard(db, Number(project[1]));
      if (card) return card;
    }
    const quest = /^\/quest\/([^/]+)(?:\/([^/]+))?/.exec(url.pathname);
    if (quest) {
      const name = safeDecode(quest[2] ?? '')
        .replace(/[-_]+/g, ' ')
        .trim();
      return {
        kind: 'quest',
        title: cutText(name || '사이드퀘스트 퀘스트', CHAT_LIMITS.linkTitle),
        url: url.pathname,
        image: null,
        description: null,
      };
    }
  }
  return { kind: 'url', title: url.host, url: url.toString(), image: null, description: null };
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** A project's card: title, cover and the first line of its introduction. Drafts are never shown. */
export async function projectCard(db: DbOrTx, projectNo: number): Promise<LinkCard | null> {
  const [p] = await db
    .select({
      title: projects.title,
      cover: projects.coverUrl,
      intro: projects.introductionText,
      status: projects.status,
    })
    .from(projects)
    .where(and(eq(projects.projectNo, projectNo), isNull(projects.deletedAt)))
    .limit(1);
  if (!p || p.status === '99') return null;
  const firstLine = p.intro.split('\n').find((l) => l.trim() !== '') ?? '';
  return {
    kind: 'project',
    title: cutText(p.title || '사이드퀘스트 프로젝트', CHAT_LIMITS.linkTitle),
    url: `/project/${projectNo}`,
    image: p.cover,
    description: firstLine ? cutText(firstLine.trim(), 120) : null,
  };
}
