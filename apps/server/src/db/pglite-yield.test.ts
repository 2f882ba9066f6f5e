import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { yieldBetweenQueries } from './client.js';

let client: PGlite;
beforeAll(async () => {
  client = await PGlite.create('memory://');
  yieldBetweenQueries(client);
});
afterAll(() => client.close());

describe('PGlite under a queue of queries', () => {
  it('lets timers run while a long queue drains', async () => {
    let timerFiredAfter = -1;
    let done = 0;
    const queries = Array.from({ length: 400 }, () =>
      client.query('select pg_sleep(0)').then(() => {
        done += 1;
      }),
    );
    // Without the yield this timer only fires once all 400 queries have finished.
    const timer = new Promise<void>((resolve) =>
      setTimeout(() => {
        timerFiredAfter = done;
        resolve();
      }, 0),
    );
    await Promise.all([...queries, timer]);
    expect(timerFiredAfter).toBeGreaterThanOrEqual(0);
    expect(timerFiredAfter).toBeLessThan(400);
  });

  it('keeps answers and transactions intact', async () => {
    const answers = await Promise.all([1, 2, 3].map((n) => client.query<{ n: number }>(`select ${n} as n`)));
    expect(answers.map((a) => a.rows[0]?.n)).toEqual([1, 2, 3]);
    const inTx = await client.transaction(
      async (tx) => (await tx.query<{ n: number }>('select 42 as n')).rows[0]?.n,
    );
    expect(inTx).toBe(42);
  });
});
