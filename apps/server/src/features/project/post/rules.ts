import {
  decodeEntities,
  PROJECT_POST_SECTIONS,
  REQUIRED_SECTIONS,
  SECTION_MIN_CHARS,
  sectionTitle,
  withJosa,
} from '@sidequest/shared';
import { fail } from '../../../lib/app-error.js';

/**
 * Posting rules of product-spec 5 that need more than a schema: the template's first three
 * sections must be written, apply methods may not leave the site, and a repeated body is noticed.
 */

/** Text of the sanitized HTML split at its headings: heading text → the text under it. */
export function sectionsOf(html: string): Map<string, string> {
  const out = new Map<string, string>();
  const parts = html.split(/<h[2-4][^>]*>/i);
  for (const part of parts.slice(1)) {
    const end = part.search(/<\/h[2-4]\s*>/i);
    if (end < 0) continue;
    const heading = plain(part.slice(0, end));
    const body = plain(part.slice(end).replace(/^<\/h[2-4]\s*>/i, ''));
    if (!out.has(heading)) out.set(heading, body);
  }
  return out;
}

function plain(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Compares headings loosely: the number, spaces and punctuation may differ. */
function headingKey(text: string): string {
  return text
    .replace(/^\s*\d+\s*[.)]\s*/, '')
    .replace(/[\s?!.:·]/g, '')
    .toLowerCase();
}

/** Throws TEMPLATE_INCOMPLETE naming the first required section that is missing or unwritten. */
export function checkTemplate(sanitizedHtml: string): void {
  const sections = sectionsOf(sanitizedHtml);
  const byKey = new Map([...sections].map(([h, body]) => [headingKey(h), body]));
  for (const section of REQUIRED_SECTIONS) {
    const body = byKey.get(headingKey(section.heading));
    const title = sectionTitle(section);
    if (body === undefined) {
      throw fail(
        'TEMPLATE_INCOMPLETE',
        `‘${title}’ 항목이 없어요. 템플릿의 제목을 지우지 말고 내용을 채워 주세요.`,
        {
          introduction: `‘${title}’ 항목을 채워 주세요.`,
        },
      );
    }
    const own = body.replace(section.placeholder, '').replace(/\s/g, '');
    if ([...own].length < SECTION_MIN_CHARS) {
      throw fail(
        'TEMPLATE_INCOMPLETE',
        `‘${title}’ 항목을 ${SECTION_MIN_CHARS}자 이상 직접 적어 주세요. 안내 문구만으로는 게시할 수 없어요.`,
        { introduction: `‘${title}’ 항목을 ${SECTION_MIN_CHARS}자 이상 적어 주세요.` },
      );
    }
  }
}

/**
 * Apply channels outside the site (shared-document forms and open chats). Matched against link
 * targets and the plain text, so a pasted bare address or a spelled-out name is caught as well.
 */
const FORBIDDEN_HOSTS: { pattern: RegExp; label: string }[] = [
  { pattern: /docs\.google\.com\/forms/i, label: '구글 폼' },
  { pattern: /forms\.gle\//i, label: '구글 폼' },
  { pattern: /(?:notion\.so|notion\.site)\/[^\s"'<>]*form/i, label: '노션 폼' },
  { pattern: /typeform\.com/i, label: '타입폼' },
  { pattern: /tally\.so/i, label: '탤리' },
  { pattern: /forms\.office\.com|forms\.microsoft\.com/i, label: 'MS 폼' },
  { pattern: /naver\.me\/|form\.naver\.com/i, label: '네이버 폼' },
  { pattern: /open\.kakao\.com/i, label: '카카오 오픈채팅' },
  { pattern: /band\.us\//i, label: '네이버 밴드' },
  { pattern: /discord\.(?:gg|com\/invite)\//i, label: '디스코드 초대' },
  { pattern: /t\.me\//i, label: '텔레그램' },
];
const FORBIDDEN_WORDS: { pattern: RegExp; label: string }[] = [
  { pattern: /오픈\s*채팅|오픈\s*톡|오픈카톡|카톡\s*오픈/, label: '카카오 오픈채팅' },
  { pattern: /구글\s*폼|구글\s*설문|google\s*forms?/i, label: '구글 폼' },
];

export function forbiddenApplyMethod(html: string): string | null {
  const hrefs = [...html.matchAll(/href="([^"]*)"/gi)].map((m) => decodeEntities(m[1] ?? ''));
  // The template's own guidance (which may warn about these channels) is not the leader's text.
  let text = plain(html);
  for (const s of PROJECT_POST_SECTIONS) text = text.replace(s.placeholder, ' ');
  for (const { pattern, label } of FORBIDDEN_HOSTS) {
    if (hrefs.some((h) => pattern.test(h)) || pattern.test(text)) return label;
  }
  for (const { pattern, label } of FORBIDDEN_WORDS) if (pattern.test(text)) return label;
  return null;
}

export function checkApplyMethods(html: string, questions: readonly string[]): void {
  const found = forbiddenApplyMethod(`${html}\n${questions.join('\n')}`);
  if (found) {
    throw fail(
      'FORBIDDEN_APPLY_METHOD',
      `${withJosa(found, '으로/로')} 지원을 받는 안내는 지워 주세요. 지원은 사이드퀘스트 안에서 받아야 지원자 정보와 알림을 함께 관리할 수 있어요.`,
      { introduction: `${found} 안내를 지워 주세요.` },
    );
  }
}

// Lounge posts use the same hash (a recruiting post pasted into the lounge is a repeat too).
export { bodyHash } from '../../../lib/body-hash.js';
