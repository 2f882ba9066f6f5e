import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { resolveJosa } from '@sidequest/shared';
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

// The namespaces loaded with i18next itself live with the per-route lists (data only, read by the
// build too).
export { EAGER_NAMESPACES };

export const LANGUAGE_STORAGE_KEY = 'sidequest_lng';
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

const backend: HttpBackendOptions = {
  loadPath: '/locales/{{lng}}/{{ns}}.json',
  reloadInterval: false,
  request: (_options, url, _payload, callback) => {
    fetchWithRetry(url).then(
      (res) => callback(null, res),
      // Retries are spent here; status 404 marks it final so i18next does not retry again.
      (err: unknown) => callback(err, { status: 404, data: '' }),
    );
  },
};

let started: Promise<unknown> | null = null;

/** Turns "{{label}}(으)로" into 으로 or 로 by the word that was filled in (format/josa.ts). */
export const josaPostProcessor = {
  type: 'postProcessor' as const,
  name: 'josa',
  process: (value: string) => resolveJosa(value),
};

/** Initialise the shared i18next instance (idempotent). */
export function initI18n(): Promise<unknown> {
  if (started) return started;
  started = i18next
    .use(josaPostProcessor)
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      lng: 'ko',
      fallbackLng: 'ko',
      supportedLngs: ['ko'],
      load: 'languageOnly',
      ns: [...EAGER_NAMESPACES],
      defaultNS: 'common',
      fallbackNS: 'common',
      maxParallelReads: 10,
      // Our request function already retries; i18next's own retry would multiply the attempts.
      maxRetries: 0,
      retryTimeout: RETRY_START_MS,
      backend,
      detection: {
        order: ['localStorage', 'navigator'],
        caches: ['localStorage'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      },
      interpolation: { escapeValue: false },
      returnNull: false,
      // Texts write particles after a variable as "(으)로", "을(를)"; the filled-in word picks one.
      postProcess: ['josa'],
      react: { useSuspense: true },
    });
  i18next.on('failedLoading', (lng, ns, msg) => {
    console.error(`[i18n] ${lng}/${ns} 번역 파일을 불러오지 못했어요. 한국어로 다시 표시해요.`, msg);
  });
  return started;
}
