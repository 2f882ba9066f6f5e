/**
 * What a posted body becomes before it is stored: sanitized HTML (YouTube players allowed), its
 * plain text, the repeated-body hash, and `@[nickname]` mentions of real members turned into
 * profile links. Links are added after sanitizing, so they are ours and not the writer's markup.
 */
import { htmlToText, MENTION_SCAN_PATTERN } from '@sidequest/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bodyHash } from '../../lib/body-hash.js';
import { sanitizeRichHtml, textToHtml } from '../../lib/sanitize.js';
import { users } from '../auth/schema.js';

export interface Mentioned {
  userNo: number;
  nickname: string;
}

/** Shorter bodies ("감사합니다!") repeat innocently; only longer ones count as a repeated post. */
export const REPEAT_MIN_CHARS = 20;

/** The active members behind the mention tokens of a text, keyed by lower-cased nickname. */
export async function resolveMentions(db: Db, text: string): Promise<Map<string, Mentioned>> {
  const names = [...new Set([...text.matchAll(MENTION_SCAN_PATTERN)].map((m) => (m[1] ?? '').toLowerCase()))]
    .filter((n) => n !== '')
    .slice(0, 30);
  if (names.length === 0) return new Map();
  const rows = await db
    .select({ userNo: users.userNo, nickname: users.nickname })
    .from(users)
    .where(and(eq(users.status, 'active'), inArray(sql`lower(${users.nickname})`, names)));
  return new Map(
    rows
      .filter((r) => r.nickname)
      .map((r) => [r.nickname!.toLowerCase(), { userNo: r.userNo, nickname: r.nickname! }]),
  );
}

/** Replaces resolved tokens in the text parts of sanitized HTML (never inside tags or links). */
export function linkMentions(html: string, mentioned: Map<string, Mentioned>): string {
  if (mentioned.size === 0) return html;
  let inLink = 0;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        if (/^<a[\s>]/i.test(part)) inLink += 1;
        else if (/^<\/a\s*>/i.test(part)) inLink = Math.max(0, inLink - 1);
        return part;
      }
      if (inLink > 0) return part;
      return part.replace(MENTION_SCAN_PATTERN, (token, name: string) => {
        const who = mentioned.get(name.toLowerCase());
        if (!who) return token;
        const href = `/people/${encodeURIComponent(who.nickname)}`;
        return `<a href="${href}" class="mention" data-user-no="${who.userNo}">@${textToHtml(who.nickname)}</a>`;
      });
    })
    .join('');
}

const MENTION_LINK = /<a\b[^>]*\bclass="mention"[^>]*>@([^<[\]]{1,50})<\/a>/gi;

export interface PreparedBody {
  html: string;
  text: string;
  hash: string | null;
  mentioned: Mentioned[];
}

/** A post or article body: sanitized, mentions linked, text and (long enough) hash. */
export async function prepareRichBody(db: Db, source: string): Promise<PreparedBody> {
  // An edit sends back the stored HTML: our mention links become tokens again and are re-resolved.
  const tokens = source.replace(MENTION_LINK, (_, name: string) => `@[${name}]`);
  const clean = sanitizeRichHtml(tokens, { videoIframes: true });
  const mentions = await resolveMentions(db, htmlToText(clean));
  const html = linkMentions(clean, mentions);
  // The feed's text is what readers see: `@박서연`, not the `@[박서연]` token that was typed.
  const text = htmlToText(html).replace(/\s+/g, ' ').trim();
  const meaningful = text.replace(/[\s\p{P}]/gu, '');
  return {
    html,
    text,
    hash: [...meaningful].length >= REPEAT_MIN_CHARS ? bodyHash(text) : null,
    mentioned: [...mentions.values()],
  };
}

/** A reply: plain text, escaped, with line breaks and mention links. */
export async function prepareReplyBody(
  db: Db,
  text: string,
): Promise<{ html: string; mentioned: Mentioned[] }> {
  const mentions = await resolveMentions(db, text);
  return { html: linkMentions(textToHtml(text), mentions), mentioned: [...mentions.values()] };
}

/**
 * Who is newly mentioned: everyone resolved in the body but the writer and the members in `skip`
 * (those an earlier version of the body already mentioned). They are the ones to be told.
 */
export function newMentions(
  mentioned: Mentioned[],
  writerNo: number,
  skip: readonly number[] = [],
): number[] {
  return mentioned.map((m) => m.userNo).filter((no) => no !== writerNo && !skip.includes(no));
}
