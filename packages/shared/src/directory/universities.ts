/** The university directory (reference 3.30): parsing, school e-mail matching and search. */
import { getChoseong } from 'es-hangul';
import { z } from 'zod';
import { universityOwners, universityTypes } from '../codes/schools.js';
import { type DirectoryIssue, DirectoryParseError, readCsvTable } from './csv.js';

/** '@snu.ac.kr' or, for campuses sharing a mail host, '@kopo.ac.kr/seoul'. */
const DOMAIN_PATTERN = /^@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?:\/\S*)?$/i;

export const ZUniversity = z.object({
  /** 7-digit school code, kept as a string (leading zeros matter). */
  value: z.string().regex(/^\d{7}$/, 'school code must be 7 digits'),
  label: z.string().min(1, 'school name is empty'),
  type: z.enum(universityTypes.codes),
  owner: z.enum(universityOwners.codes),
  domain: z.string().regex(DOMAIN_PATTERN, 'domain must look like @school.ac.kr'),
  en: z.string(),
});
export type University = z.infer<typeof ZUniversity>;

const COLUMNS = ['value', 'label', 'type', 'owner', 'domain', 'en'] as const;

/**
 * The seed's placeholder row carries the Korean header text (학교코드, 학교명, …) instead of values.
 * It is recognised by its code cell so that an operator's copy of the seed loads unchanged.
 */
function isPlaceholder(values: Record<string, string>): boolean {
  return values.value === '학교코드' || values.label === '학교명';
}

function describe(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`).join('; ');
}

/**
 * Parses universities.csv. Throws DirectoryParseError listing every bad row with its line, so a
 * broken file stops the server instead of quietly losing schools from verification.
 */
export function parseUniversities(csvText: string, source = 'universities.csv'): University[] {
  const { rows, issues } = readCsvTable(csvText, COLUMNS);
  const problems: DirectoryIssue[] = [...issues];
  const list: University[] = [];
  const firstLine = new Map<string, number>();

  for (const { line, values } of rows) {
    if (isPlaceholder(values)) continue;
    const parsed = ZUniversity.safeParse(values);
    if (!parsed.success) {
      problems.push({ line, message: describe(parsed.error) });
      continue;
    }
    const seen = firstLine.get(parsed.data.value);
    if (seen !== undefined) {
      problems.push({ line, message: `school code ${parsed.data.value} already used on line ${seen}` });
      continue;
    }
    firstLine.set(parsed.data.value, line);
    list.push(parsed.data);
  }
  if (problems.length > 0)
    throw new DirectoryParseError(
      source,
      problems.sort((a, b) => a.line - b.line),
    );
  return list;
}

/** The host part of a directory domain: '@kopo.ac.kr/seoul' → 'kopo.ac.kr'. */
export function domainHost(domain: string): string {
  return domain.replace(/^@/, '').split('/')[0]!.toLowerCase().replace(/\.$/, '');
}

/** The host of an e-mail address, or `undefined` when there is none. */
function emailHost(email: string): string | undefined {
  const at = email.lastIndexOf('@');
  if (at <= 0) return undefined;
  const host = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');
  return host === '' ? undefined : host;
}

/**
 * Shared suffixes that belong to no single school. A directory entry on one of them (the seed has
 * '@ac.kr/…' style rows) matches only that exact host, or it would claim every school's students.
 */
const SHARED_SUFFIXES = new Set([
  'kr',
  'ac.kr',
  'co.kr',
  'or.kr',
  'go.kr',
  're.kr',
  'ne.kr',
  'edu',
  'com',
  'net',
  'org',
]);

function hostMatches(host: string, schoolHost: string): boolean {
  if (host === schoolHost) return true;
  return !SHARED_SUFFIXES.has(schoolHost) && host.endsWith(`.${schoolHost}`);
}

/**
 * Every school whose domain fits an e-mail address, most specific domain first. Campuses that
 * share one mail host all match; the member then picks their campus.
 */
export function findUniversitiesByEmail(email: string, list: readonly University[]): University[] {
  const host = emailHost(email);
  if (host === undefined) return [];
  return list
    .map((school, index) => ({ school, index, schoolHost: domainHost(school.domain) }))
    .filter(({ schoolHost }) => hostMatches(host, schoolHost))
    .sort((a, b) => b.schoolHost.length - a.schoolHost.length || a.index - b.index)
    .map(({ school }) => school);
}

/**
 * The school of a school e-mail address: 'kim@snu.ac.kr' and 'kim@mail.snu.ac.kr' both give the
 * entry with domain '@snu.ac.kr'. `undefined` for a portal address or an unknown school.
 */
export function findUniversityByEmail(email: string, list: readonly University[]): University | undefined {
  return findUniversitiesByEmail(email, list)[0];
}

const CHOSEONG_ONLY = /^[ㄱ-ㅎ]+$/;

interface SearchEntry {
  readonly school: University;
  readonly label: string;
  readonly choseong: string;
  readonly en: string;
  readonly host: string;
}

// Choseong extraction is the costly part of a search; lists are long-lived, so index them once.
const indexes = new WeakMap<readonly University[], SearchEntry[]>();

function indexOf(list: readonly University[]): SearchEntry[] {
  let index = indexes.get(list);
  if (!index) {
    index = list.map((school) => {
      const label = school.label.replace(/\s+/g, '');
      return {
        school,
        label,
        choseong: getChoseong(label),
        en: school.en.toLowerCase(),
        host: domainHost(school.domain),
      };
    });
    indexes.set(list, index);
  }
  return index;
}

/** Rank of a match of one space-free term (lower is better), or `undefined` for no match. */
function rankTerm(entry: SearchEntry, query: string): number | undefined {
  if (CHOSEONG_ONLY.test(query)) {
    if (entry.choseong.startsWith(query)) return 1;
    return entry.choseong.includes(query) ? 2 : undefined;
  }
  if (entry.label === query) return 0;
  if (entry.label.startsWith(query)) return 1;
  if (entry.label.includes(query)) return 2;
  const lower = query.toLowerCase();
  if (entry.en.includes(lower) || entry.host.includes(lower)) return 3;
  return undefined;
}

/**
 * Ranks a whole query. Spaces are ignored first ('서울 대' finds 서울대학교); failing that, every
 * word must match on its own ('폴리텍 서울' finds 한국폴리텍대학 서울캠퍼스), ranked after
 * direct matches.
 */
function rank(entry: SearchEntry, query: string): number | undefined {
  const direct = rankTerm(entry, query.replace(/\s+/g, ''));
  if (direct !== undefined) return direct;
  const words = query.split(/\s+/).filter((word) => word !== '');
  if (words.length < 2) return undefined;
  return words.every((word) => rankTerm(entry, word) !== undefined) ? 4 : undefined;
}

/**
 * Finds schools by name: a substring ('서울대', '과학기술'), Korean initials ('ㅅㅇㄷ' finds
 * 서울대학교), an English name or a mail host ('kaist'), or several such words. Better matches
 * come first (exact, then prefix, then anywhere), ties keep the directory's order.
 */
export function searchUniversities(
  query: string,
  list: readonly University[],
  options: { limit?: number } = {},
): University[] {
  const q = query.trim();
  if (q === '') return [];
  return indexOf(list)
    .map((entry, position) => ({ entry, position, rank: rank(entry, q) }))
    .filter((hit): hit is { entry: SearchEntry; position: number; rank: number } => hit.rank !== undefined)
    .sort((a, b) => a.rank - b.rank || a.position - b.position)
    .slice(0, options.limit ?? Number.POSITIVE_INFINITY)
    .map((hit) => hit.entry.school);
}
