import { resolveJosa } from '@sidequest/shared';
import { type Resource, type TextsConfig, texts } from '../lib/texts/store';
import { EAGER_NAMESPACES } from './route-namespaces';

/** The seed's namespaces, served as /locales/ko/{ns}.json. */
export const NAMESPACES = [
  'common',
  'main',
  'alert',
  'data',
  'chat',
  'invest',
  'magazine',
  'people',
  'product',
  'join',
  'tutorial',
  'project',
  // Ours, beyond the seed's: the lounge, its composer, and moderation.
  'lounge',
  'lounge_write',
  'moderation',
  // The second half: points and payments, rewards, gifts, quests and events.
  'points',
  'payment',
  'rewards',
  'gifts',
  'quests',
  'campaigns',
  // The expo (the seed's 'product' namespace holds the booths).
  'expo_social',
  'expo_rank',
  // Pro consultations: finding pros, reserving, applying and managing the calendar.
  'pro',
  // The one search: its page and the header box's suggestions.
  'search',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

// The namespaces loaded first live with the per-route lists (data only, read by the
// build too).
export { EAGER_NAMESPACES };

export const RETRY_COUNT = 5;
export const RETRY_START_MS = 350;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface FetchResult {
  status: number;
  data: string;
}

/**
 * GET with the seed's retry rule: up to 5 retries, waiting 350 ms and doubling each time.
 * Only network failures and 5xx are retried; a 404 will not get better by asking again.
 */
export async function fetchWithRetry(
  url: string,
  fetcher: (url: string) => Promise<Response> = (u) => fetch(u, { credentials: 'same-origin' }),
  wait: (ms: number) => Promise<unknown> = sleep,
): Promise<FetchResult> {
  let delay = RETRY_START_MS;
  let lastError: unknown = null;
  for (let attempt = 0; attempt <= RETRY_COUNT; attempt++) {
    if (attempt > 0) {
      await wait(delay);
      delay *= 2;
    }
    try {
      const res = await fetcher(url);
      if (res.status >= 500) {
        lastError = new Error(`status ${res.status}`);
        continue;
      }
      return { status: res.status, data: res.ok ? await res.text() : '' };
    } catch (err) {
      lastError = err;
    }
  }
  throw lastError instanceof Error ? lastError : new Error('translation load failed');
}

/** A namespace's file, fetched with the seed's retry rule; a 404 or a broken file fails it for good. */
async function loadNamespace(ns: string): Promise<Resource> {
  const res = await fetchWithRetry(`/locales/ko/${ns}.json`);
  if (res.status !== 200) throw new Error(`status ${res.status}`);
  return JSON.parse(res.data) as Resource;
}

/** How the app reads its texts, for the browser and (with the files given) for tests. */
export function textsConfig(load?: (ns: string) => Promise<Resource>): TextsConfig {
  return {
    namespaces: NAMESPACES,
    defaultNS: 'common',
    load,
    // Texts write particles after a variable as "(으)로", "을(를)"; the filled-in word picks one.
    postProcess: resolveJosa,
    onFailed: (ns, error) => {
      console.error(`[i18n] ko/${ns} 번역 파일을 불러오지 못했어요. 키를 그대로 표시해요.`, error);
    },
  };
}

let started: Promise<unknown> | null = null;

/** Configures the app's texts and loads the shell's namespaces (idempotent). */
export function initI18n(): Promise<unknown> {
  if (started) return started;
  texts.configure(textsConfig(loadNamespace));
  started = texts.loadNamespaces(EAGER_NAMESPACES);
  return started;
}
