import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { ImageWorkQueue, imageOwnerOf, tagImageOwner } from './image-queue.js';

/** A job that runs until released, recording how many jobs run at once. */
function gate() {
  let release!: (v?: unknown) => void;
  let failJob!: (e: Error) => void;
  const done = new Promise((res, rej) => {
    release = res;
    failJob = rej;
  });
  return { done, release: () => release(), fail: (e: Error) => failJob(e) };
}

const tick = () => new Promise((r) => setImmediate(r));

async function refusal(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ImageWorkQueue', () => {
  it('runs at most `concurrency` jobs at once, the rest in arrival order', async () => {
    const q = new ImageWorkQueue({ concurrency: 2, maxWaiting: 10, perOwner: 5, maxWaitMs: 60_000 });
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const gates = Array.from({ length: 5 }, () => gate());
    const results = gates.map((g, i) =>
      q.run(null, async () => {
        running += 1;
        peak = Math.max(peak, running);
        order.push(i);
        await g.done;
        running -= 1;
        return i;
      }),
    );
    await tick();
    expect(q.stats).toEqual({ running: 2, waiting: 3 });
    for (const g of gates) {
      g.release();
      await tick();
    }
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(q.stats).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses a member's job beyond their share while others still get in", async () => {
    const q = new ImageWorkQueue({ concurrency: 1, maxWaiting: 10, perOwner: 2, maxWaitMs: 60_000 });
    const g = gate();
    const first = q.run('member:1', () => g.done);
    const second = q.run('member:1', async () => 'second');
    const third = await refusal(q.run('member:1', async () => 'third'));
    expect(third.code).toBe('RATE_LIMITED');
    expect(third.message).toContain('앞서 올린 이미지');
    const other = q.run('member:2', async () => 'other');
    g.release();
    await first;
    expect(await second).toBe('second');
    expect(await other).toBe('other');
    // Once their jobs are done the member has their whole share again.
    expect(await Promise.all([q.run('member:1', async () => 1), q.run('member:1', async () => 2)])).toEqual([
      1, 2,
    ]);
  });

  it('refuses at once when the waiting line is full, instead of buffering a flood', async () => {
    const q = new ImageWorkQueue({ concurrency: 1, maxWaiting: 2, perOwner: 1, maxWaitMs: 60_000 });
    const g = gate();
    const jobs = [1, 2, 3].map((n) => q.run(`member:${n}`, () => g.done.then(() => n)));
    const started = Date.now();
    const full = await refusal(q.run('member:4', async () => 4));
    expect(Date.now() - started).toBeLessThan(100);
    expect(full.code).toBe('UNAVAILABLE');
    expect(full.message).toContain('잠시 후 다시');
    g.release();
    expect(await Promise.all(jobs)).toEqual([1, 2, 3]);
  });

  it('gives up a job that waited too long, without running it', async () => {
    vi.useFakeTimers();
    const q = new ImageWorkQueue({ concurrency: 1, maxWaiting: 5, perOwner: 5, maxWaitMs: 1_000 });
    const g = gate();
    const running = q.run(null, () => g.done);
    const job = vi.fn(async () => 'late');
    const waiting = refusal(q.run('member:1', job));
    await vi.advanceTimersByTimeAsync(1_001);
    expect((await waiting).code).toBe('UNAVAILABLE');
    expect(job).not.toHaveBeenCalled();
    expect(q.stats).toEqual({ running: 1, waiting: 0 });
    g.release();
    await running;
    // The member's share came back with the refusal.
    expect(await q.run('member:1', async () => 'again')).toBe('again');
  });

  it("frees the slot and the member's share when a job fails", async () => {
    const q = new ImageWorkQueue({ concurrency: 1, maxWaiting: 5, perOwner: 1, maxWaitMs: 60_000 });
    const g = gate();
    const failing = q.run('member:1', () => g.done);
    const next = q.run('member:2', async () => 'next');
    g.fail(new Error('vips: broken file'));
    await expect(failing).rejects.toThrow('broken file');
    expect(await next).toBe('next');
    expect(await q.run('member:1', async () => 'retry')).toBe('retry');
    expect(q.stats).toEqual({ running: 0, waiting: 0 });
  });

  it('applies new limits to jobs already waiting', async () => {
    const q = new ImageWorkQueue({ concurrency: 1, maxWaiting: 5, perOwner: 5, maxWaitMs: 60_000 });
    const g = gate();
    const a = q.run(null, () => g.done);
    const b = q.run(null, async () => 'b');
    await tick();
    expect(q.stats).toEqual({ running: 1, waiting: 1 });
    q.configure({ concurrency: 2 });
    expect(await b).toBe('b');
    g.release();
    await a;
  });
});

describe('image owner tags', () => {
  it('follows the very buffer the upload was read into', () => {
    const data = Buffer.from('bytes');
    tagImageOwner(data, 'member:7');
    expect(imageOwnerOf(data)).toBe('member:7');
    expect(imageOwnerOf(Buffer.from('bytes'))).toBeNull();
  });
});
