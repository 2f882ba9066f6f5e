import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoSite, startDemoSite } from './support/demo.js';
import { layoutShift, watchLayoutShift } from './support/layout-shift.js';
import { ROOT, type RunningServer } from './support/server.js';

/**
 * The first load of the pages a newcomer meets, with the demo data: nothing may jump once it is on
 * screen. Issue 17 asks for CLS ≤ 0.05 (half Lighthouse's "good" line of 0.1), on a phone on a
 * slow network, where the skeletons are on screen while the data and the web font's slices come
 * in, and on a desktop. Each page is a fresh load in a fresh context, as a visitor arriving from a
 * link.
 */
const CLS_TARGET = 0.05;

/**
 * A slow phone connection (Lighthouse's mobile profile: 150 ms round trip, ~1.6 Mbps down), so the
 * skeletons and the system font are painted before the answers and the font arrive. No CPU
 * throttling: on a loaded CI machine it would make the run slow and its timing unsteady.
 */
const SLOW_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/**
 * Lighthouse's mobile screen, where issue 17 was measured. Text wraps depend on the width: at
 * 412 px the /project type tabs fitted one line in Pretendard but not in the system font it
 * replaces, a swap a 390 px screen (where they wrapped in both) did not show.
 */
const LIGHTHOUSE_PHONE = { width: 412, height: 823 };

const ARTIFACTS = path.join(ROOT, 'e2e/artifacts');
let site: DemoSite;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  // The whole demo (`npm run demo`'s data), written and indexed before the server opens it.
  site = await startDemoSite('cls');
  ({ server, browser } = site);
}, 240_000);

afterAll(() => site?.stop());

type Device = 'phone' | 'desktop';

async function open(device: Device): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    ...(device === 'phone'
      ? { viewport: LIGHTHOUSE_PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } }),
  });
  await watchLayoutShift(context);
  const page = await context.newPage();
  if (device === 'phone') {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
  }
  return { context, page };
}

/** Loads `url` fresh, lets every request and font settle, and answers its CLS. */
async function clsOf(url: string, name: string, device: Device): Promise<number> {
  const { context, page } = await open(device);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    // Late work (a query retried, an image decoded) shows within a moment of network idle.
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(ARTIFACTS, `cls-${name}-${device}.png`) });
    const cls = await layoutShift(page);
    // The figure itself in the log, so a creeping page shows before it fails.
    console.info(`CLS ${device} ${name}: ${cls.toFixed(4)}`);
    return cls;
  } finally {
    await context.close();
  }
}

/** The first link on `listUrl` matching `pattern`, read from the rendered list. */
async function firstLink(listUrl: string, pattern: RegExp): Promise<string> {
  const { context, page } = await open('desktop');
  try {
    await page.goto(listUrl);
    // Wait for the list's links themselves: "network idle" can come while the page's code still runs.
    const hrefsNow = () =>
      page.locator('main a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    await expect
      .poll(async () => (await hrefsNow()).some((h) => pattern.test(h)), { timeout: 20_000 })
      .toBe(true);
    return (await hrefsNow()).find((h) => pattern.test(h)) ?? '';
  } finally {
    await context.close();
  }
}

const pages: [string, string][] = [
  ['/', 'home'],
  ['/people', 'people'],
  ['/project', 'projects'],
  ['/lounge', 'lounge'],
  ['/quest', 'magazine'],
];

describe.each(['phone', 'desktop'] as const)('layout shift on a %s, demo data', (device) => {
  it.each(pages)(`%s stays within CLS ${CLS_TARGET}`, async (url, name) => {
    expect(await clsOf(url, name, device)).toBeLessThanOrEqual(CLS_TARGET);
  });

  it(`a project page stays within CLS ${CLS_TARGET}`, async () => {
    const url = await firstLink('/project', /^\/project\/\d+/);
    expect(await clsOf(url, 'project-page', device)).toBeLessThanOrEqual(CLS_TARGET);
  });

  it(`an article stays within CLS ${CLS_TARGET}`, async () => {
    const url = await firstLink('/quest', /^\/quest\/\d+/);
    expect(await clsOf(url, 'article', device)).toBeLessThanOrEqual(CLS_TARGET);
  });
});

/**
 * A long list's cards far below the first screen are not laid out or painted until they come near it
 * (`.lazy-items`, ui/global.css): on a phone /people shows two or three of its 24. Scrolled to, they
 * draw at once, and scrolling through the whole list moves nothing that is on screen.
 */
describe('a long list on a phone', () => {
  it('skips the cards below the first screen and draws them when scrolled to', async () => {
    const { context, page } = await open('phone');
    try {
      await page.goto('/people', { waitUntil: 'networkidle' });
      const cards = page.locator('[data-testid=people-list] > li');
      await expect.poll(() => cards.count(), { timeout: 20_000 }).toBeGreaterThan(6);
      const drawn = () =>
        // An item's content is what gets skipped: the card inside each item.
        cards.evaluateAll((items) =>
          items.map(
            (li) =>
              li.firstElementChild?.checkVisibility({
                contentVisibilityAuto: true,
              } as CheckVisibilityOptions) ?? false,
          ),
        );
      const atLoad = await drawn();
      expect(atLoad[0]).toBe(true);
      expect(atLoad.at(-1)).toBe(false);
      const before = await layoutShift(page);
      for (let i = 0; i < 12; i++) {
        await page.mouse.wheel(0, 700);
        await page.waitForTimeout(100);
      }
      await cards.last().scrollIntoViewIfNeeded();
      await expect.poll(async () => (await drawn()).at(-1)).toBe(true);
      // Drawn whole: its follow button is on screen, the card at its real height.
      expect(
        await cards
          .last()
          .getByRole('button', { name: /팔로우/ })
          .isVisible(),
      ).toBe(true);
      expect((await cards.last().boundingBox())?.height ?? 0).toBeGreaterThan(150);
      expect(await layoutShift(page)).toBeLessThanOrEqual(Math.max(before, CLS_TARGET));
    } finally {
      await context.close();
    }
  });
});

/**
 * A list page's head is in its first HTML (FIRST_VIEW_HEADS): it paints before any script, and the
 * page later draws its own PageHeader exactly there, so nothing moves and the first paint stays the
 * largest one. Boxes of the server's head (scripts off) against the page's (scripts on, loaded).
 */
describe("a list page's first HTML", () => {
  const heads = () =>
    (['.page-head-eyebrow', '.page-head-title', '.page-head-text'] as const).map((selector) => {
      const el = [...document.querySelectorAll(selector)].at(-1);
      const r = el?.getBoundingClientRect();
      if (!el || !r) return null;
      // The eyebrow's text is /people's count once it loads; the heading and description are the same words.
      const text = selector === '.page-head-eyebrow' ? '' : ` ${el.textContent}`;
      return `${[r.x, r.y, r.width, r.height].map(Math.round).join(',')}${text}`;
    });
  // Every list on a phone (Lighthouse's screen); on a desktop the one with an eyebrow line and the narrow one.
  it.each([
    ['phone', '/people'],
    ['phone', '/project'],
    ['phone', '/lounge'],
    ['phone', '/quest'],
    ['desktop', '/people'],
    ['desktop', '/lounge'],
  ] as const)('on a %s, %s has its head where the page draws it', async (device, url) => {
    const viewport = device === 'phone' ? LIGHTHOUSE_PHONE : { width: 1280, height: 800 };
    const html = await browser.newContext({ baseURL: server.url, viewport, javaScriptEnabled: false });
    const app = await browser.newContext({ baseURL: server.url, viewport });
    try {
      const before = await html.newPage();
      await before.goto(url);
      expect(await before.locator('[data-first-view] h1').count()).toBe(1);
      const drawn = await before.evaluate(heads);
      const page = await app.newPage();
      await page.goto(url, { waitUntil: 'networkidle' });
      // The page's own head: the server's (and the skeletons' copy of it) is gone once the page is in.
      await page.locator('main .page-head-title').waitFor();
      expect(await page.locator('[data-first-view]').count()).toBe(0);
      expect(await page.evaluate(heads)).toEqual(drawn);
    } finally {
      await html.close();
      await app.close();
    }
  });
});

/**
 * A record's first view is in its first HTML too (seo/first-views/ in @sidequest/shared): a
 * published article's head, the home's first banner, the newest article on /quest and post on
 * /lounge, a project page down to its introduction. The page, and the skeletons before it, draw it
 * exactly there.
 */
describe("a record's first HTML", () => {
  const boxes = (selectors: string[]) =>
    selectors.map((selector) => {
      const el = document.querySelector(selector);
      const r = el?.getBoundingClientRect();
      return el && r ? `${[r.x, r.y, r.width, r.height].map(Math.round).join(',')} ${el.textContent}` : null;
    });
  // The demo's articles have no cover; their subtitles are optional.
  const ARTICLE = ['.article-category', '.article-title', '.article-subtitle'];
  // The slide, not the carousel: the carousel's controls (the app's alone) float over it.
  const BANNER = ['.banner-slide', '.banner-title', '.banner-subtitle', '.banner-cta'];
  // The newest card's top part: below its text the card stretches to its grid row, which the
  // skeletons beside it share before the list arrives.
  const QUEST = [
    '.page-head-title',
    '.mag-tabs',
    '.mag-cover',
    '.mag-card .article-category',
    '.mag-card-title',
    '.mag-feed-text',
  ];
  // The newest post's opening: the name and time (the app adds the follow button and ⋯ beside
  // them, so their row is narrower) and the text; then the app's reactions and counts follow.
  const FIRST_POST = '.lounge-list > li:first-child';
  const LOUNGE = [
    '.page-head-title',
    '.page-head .btn',
    '.lounge-tabs',
    '.lounge-tags',
    `${FIRST_POST} .avatar`,
    `${FIRST_POST} .lounge-nickname`,
    `${FIRST_POST} time`,
    `${FIRST_POST} .lounge-tag`,
    `${FIRST_POST} .lounge-body`,
  ];
  // A project page down to its introduction. On a phone only: on a desktop the viewer's actions
  // (지원하기 for a visitor), which the copy leaves to the app, narrow the title's column.
  const PROJECT = [
    '.project-title',
    '.project-meta',
    '.project-tabs',
    '.project-overview-chips',
    '.project-facts',
    'section[aria-labelledby="ov-intro"] .prose',
  ];
  it.each([
    ['phone', 'an article', ARTICLE],
    ['desktop', 'an article', ARTICLE],
    ['phone', 'the home', BANNER],
    ['desktop', 'the home', BANNER],
    ['phone', 'the magazine', QUEST],
    ['desktop', 'the magazine', QUEST],
    ['phone', 'the lounge', LOUNGE],
    ['desktop', 'the lounge', LOUNGE],
    ['phone', 'a project', PROJECT],
  ] as const)('on a %s, %s has its first view where the page draws it', async (device, what, selectors) => {
    const viewport = device === 'phone' ? LIGHTHOUSE_PHONE : { width: 1280, height: 800 };
    const html = await browser.newContext({ baseURL: server.url, viewport, javaScriptEnabled: false });
    const app = await browser.newContext({ baseURL: server.url, viewport });
    try {
      let url = { 'the magazine': '/quest', 'the lounge': '/lounge' }[what as string] ?? '/';
      if (what === 'an article' || what === 'a project') {
        const list = what === 'an article' ? '/quest' : '/project';
        const listPage = await app.newPage();
        await listPage.goto(list, { waitUntil: 'networkidle' });
        const hrefs = await listPage
          .locator('main a[href]')
          .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
        url = hrefs.find((h) => new RegExp(`^${list}/\\d+/`).test(h))!;
      }
      const before = await html.newPage();
      await before.goto(url);
      expect(await before.locator('[data-first-view][data-first-view-record]').count()).toBe(1);
      const drawn = await before.evaluate(boxes, [...selectors]);
      expect(drawn.every((box, i) => box !== null || selectors[i]!.includes('subtitle'))).toBe(true);
      const page = await app.newPage();
      await page.goto(url);
      // The record as the page draws it: a list itself, not its skeleton's copy of the first card.
      const own = {
        'an article': 'main .article-title',
        'the home': 'main .banner-title',
        'the magazine': '[data-testid="magazine-list"]',
        'the lounge': '[data-testid="lounge-feed"]',
        'a project': '[data-testid="tab-overview"] .prose',
      } as const;
      await page.locator(own[what]).waitFor();
      // The carousel turns every 6 s; a pointer over it holds the first slide.
      if (what === 'the home') await page.hover('main .banner-carousel');
      await page.waitForLoadState('networkidle');
      // The page's own copy: the skeletons' copy of the server's markup is gone.
      await page.waitForFunction(() => !document.querySelector('[data-first-view]'));
      expect(await page.evaluate(boxes, [...selectors])).toEqual(drawn);
    } finally {
      await html.close();
      await app.close();
    }
  });
});

/**
 * The header on a laptop: six links, the search box and, for a member, the daily quests, chat,
 * notifications and the account button share 1024–1440 px. The search box gives way; it never
 * covers a link (it covered 라운지 at 1024–1280 px for members).
 */
describe.each(['visitor', 'member'] as const)('the header on a laptop, as a %s', (who) => {
  it.each([1024, 1100, 1280, 1440])('fits %i px without covering a link', async (width) => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 700 } });
    try {
      if (who === 'member') {
        const res = await context.request.post('/api/auth/login', {
          data: { email: 'demo@sidequest.kr', password: 'sidequest123!' },
        });
        expect(res.ok()).toBe(true);
      }
      const page = await context.newPage();
      await page.goto('/lounge');
      await (who === 'member'
        ? page.getByTestId('quest-widget')
        : page.getByRole('link', { name: '회원가입' })
      )
        .first()
        .waitFor();
      const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
      // The last link, not the nav: a squeezed nav's box ends where its overflowing links do not.
      const lastLink = await box('header nav a:last-child');
      const search = await box('header input');
      expect(lastLink.x + lastLink.width).toBeLessThanOrEqual(search.x);
      // Wide enough for its placeholder, 사람, 모임, 부스, 글 검색.
      expect(search.width).toBeGreaterThanOrEqual(185);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    } finally {
      await context.close();
    }
  });
});
