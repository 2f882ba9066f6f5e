import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { MAX_UPLOAD_BYTES } from '@sidequest/shared';
import { AppError, fail } from '../../lib/app-error.js';
import { isIpLiteral, isPublicAddress } from './address-policy.js';

/**
 * Fetches a file from another site for a member (a picture pasted from a web page), so readers'
 * browsers never call that site themselves. This is the one place the server reaches out to an
 * address a member chose, so it is locked down: https on port 443 only, every address the name
 * resolves to must be public, the connection goes to the address that was checked (a second DNS
 * answer cannot swap in 127.0.0.1), at most three redirects each checked again, 5 seconds in all
 * and 10 MB at most, counted while streaming.
 */

export interface FetchPolicy {
  /**
   * Test-only: exact origins (`http://127.0.0.1:41234`) that skip the https, port and public-address
   * rules, so tests can serve pictures from a local server. Production never sets it (config refuses).
   */
  testOrigins?: readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

export const REMOTE_FETCH_TIMEOUT_MS = 5_000;
export const REMOTE_FETCH_MAX_REDIRECTS = 3;

export interface FetchedFile {
  data: Buffer;
  /** Where the bytes finally came from, after redirects. */
  finalUrl: string;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = 'SideQuestImageFetcher/1.0 (+https://sidequest.kr)';

const badUrl = () =>
  fail('VALIDATION', '이미지 주소가 올바르지 않아요. https://로 시작하는 이미지 주소를 넣어 주세요.', {
    url: 'https:// 이미지 주소를 넣어 주세요.',
  });
const notPublic = () =>
  fail('VALIDATION', '공개된 인터넷 주소의 이미지만 가져올 수 있어요. 사진을 내려받아 직접 올려 주세요.', {
    url: '공개된 https 주소가 아니에요.',
  });
const failed = (why: string) => fail('REMOTE_IMAGE_FAILED', `${why} 사진을 내려받아 직접 올려 주세요.`);
const tooLarge = (maxBytes: number) =>
  fail(
    'PAYLOAD_TOO_LARGE',
    `이미지가 ${Math.round(maxBytes / 1024 / 1024)}MB보다 커요. 크기를 줄여서 직접 올려 주세요.`,
  );

/**
 * Parses and checks an address before anything is sent: the scheme, the port, no user:password@,
 * and, for an IP written in the URL (the parser has already turned `2130706433` or `0x7f.1` into
 * 127.0.0.1), that it is public. The fragment is dropped: it never leaves the browser anyway.
 */
export function checkRemoteUrl(raw: string, policy: FetchPolicy = {}): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw badUrl();
  }
  url.hash = '';
  if (policy.testOrigins?.includes(url.origin)) return url;
  if (url.protocol !== 'https:' || url.username || url.password) throw badUrl();
  // Only the standard port: the fetcher must not become a port scanner for other people's hosts.
  if (url.port !== '' && url.port !== '443') throw badUrl();
  if (isIpLiteral(url.hostname) && !isPublicAddress(url.hostname)) throw notPublic();
  return url;
}

interface Pinned {
  address: string;
  family: number;
}

/** Resolves the name once; every answer must be public, and the first one is where we connect. */
async function resolvePublic(url: URL, policy: FetchPolicy, signal: AbortSignal): Promise<Pinned | null> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An IP in the URL was checked already and needs no lookup (Node does not call `lookup` for it).
  if (isIpLiteral(host)) return null;
  let answers: dns.LookupAddress[];
  try {
    answers = await Promise.race([
      dns.promises.lookup(host, { all: true, verbatim: true }),
      new Promise<never>((_, reject) => {
        if (signal.aborted) reject(signal.reason);
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      }),
    ]);
  } catch {
    if (signal.aborted) throw failed('이미지를 가져오는 데 너무 오래 걸려요.');
    throw failed('이미지가 있는 사이트를 찾을 수 없어요.');
  }
  if (answers.length === 0) throw failed('이미지가 있는 사이트를 찾을 수 없어요.');
  const trusted = policy.testOrigins?.includes(url.origin) ?? false;
  if (!trusted && answers.some((a) => !isPublicAddress(a.address))) throw notPublic();
  return { address: answers[0]!.address, family: answers[0]!.family };
}

/** A DNS lookup that always answers the vetted address, so the socket goes where we checked. */
function pinnedLookup(pinned: Pinned): LookupFunction {
  return ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  }) as unknown as LookupFunction;
}

type Hop = { kind: 'redirect'; location: string | null } | { kind: 'body'; data: Buffer };

function requestOnce(url: URL, pinned: Pinned | null, signal: AbortSignal, maxBytes: number): Promise<Hop> {
  return new Promise<Hop>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(
      url,
      {
        method: 'GET',
        // No Accept-Encoding: the size limit counts the bytes as they are, never a zip bomb's output.
        headers: { accept: 'image/*', 'user-agent': USER_AGENT },
        // A fresh socket per request: a pooled one could belong to an address checked for another hop.
        agent: false,
        signal,
        ...(pinned ? { lookup: pinnedLookup(pinned) } : {}),
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (REDIRECT_STATUSES.has(status)) {
          res.resume();
          resolve({ kind: 'redirect', location: res.headers.location ?? null });
          return;
        }
        if (status !== 200) {
          res.resume();
          reject(failed(`이미지를 가져오지 못했어요(응답 ${status}).`));
          return;
        }
        const declared = Number(res.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          req.destroy();
          reject(tooLarge(maxBytes));
          return;
        }
        const chunks: Buffer[] = [];
        let total = 0;
        res.on('data', (chunk: Buffer) => {
          total += chunk.length;
          if (total > maxBytes) {
            req.destroy();
            reject(tooLarge(maxBytes));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => {
          if (!res.complete) reject(failed('이미지를 끝까지 받지 못했어요.'));
          else resolve({ kind: 'body', data: Buffer.concat(chunks) });
        });
        res.on('error', () =>
          reject(
            signal.aborted
              ? failed('이미지를 가져오는 데 너무 오래 걸려요.')
              : failed('이미지를 끝까지 받지 못했어요.'),
          ),
        );
      },
    );
    req.on('error', () =>
      reject(
        signal.aborted
          ? failed('이미지를 가져오는 데 너무 오래 걸려요.')
          : failed('이미지가 있는 사이트에 연결할 수 없어요.'),
      ),
    );
    req.end();
  });
}

/**
 * The bytes at `raw`, within the policy's limits. Throws coded errors a member can act on:
 * VALIDATION for an address we will not fetch, REMOTE_IMAGE_FAILED when the other site fails or
 * is too slow, PAYLOAD_TOO_LARGE past the size limit.
 */
export async function fetchRemoteFile(raw: string, policy: FetchPolicy = {}): Promise<FetchedFile> {
  const maxBytes = policy.maxBytes ?? MAX_UPLOAD_BYTES;
  const maxRedirects = policy.maxRedirects ?? REMOTE_FETCH_MAX_REDIRECTS;
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error('remote fetch timed out')),
    policy.timeoutMs ?? REMOTE_FETCH_TIMEOUT_MS,
  );
  try {
    let url = checkRemoteUrl(raw, policy);
    for (let hop = 0; ; hop += 1) {
      const pinned = await resolvePublic(url, policy, controller.signal);
      const answer = await requestOnce(url, pinned, controller.signal, maxBytes);
      if (answer.kind === 'body') return { data: answer.data, finalUrl: url.href };
      if (hop >= maxRedirects) throw failed('이미지 주소가 너무 여러 번 다른 주소로 넘어가요.');
      if (!answer.location) throw failed('이미지를 가져오지 못했어요.');
      let next: string;
      try {
        next = new URL(answer.location, url).href;
      } catch {
        throw failed('이미지 주소가 올바르지 않은 곳으로 넘어가요.');
      }
      // Every hop passes the same checks as the first address (https, port, public).
      url = checkRemoteUrl(next, policy);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw failed('이미지를 가져오지 못했어요.');
  } finally {
    clearTimeout(timer);
  }
}
