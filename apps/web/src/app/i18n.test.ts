import { describe, expect, it, vi } from 'vitest';
import { texts } from '../test/i18n';
import { fetchWithRetry, RETRY_COUNT } from './i18n';

const ok = (body: string) => new Response(body, { status: 200 });

describe('fetchWithRetry (translation loading)', () => {
  it('retries network failures 5 times, waiting 350 ms and doubling', async () => {
    const fetcher = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const waits: number[] = [];
    await expect(
      fetchWithRetry('/locales/ko/common.json', fetcher, async (ms) => {
        waits.push(ms);
      }),
    ).rejects.toThrow('Failed to fetch');
    expect(fetcher).toHaveBeenCalledTimes(1 + RETRY_COUNT);
    expect(waits).toEqual([350, 700, 1400, 2800, 5600]);
  });

  it('stops retrying as soon as a load succeeds', async () => {
    const fetcher = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(ok('{"a":"가"}'));
    const res = await fetchWithRetry('/locales/ko/main.json', fetcher, async () => {});
    expect(res).toEqual({ status: 200, data: '{"a":"가"}' });
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('does not retry a missing file', async () => {
    const fetcher = vi.fn().mockResolvedValue(new Response('', { status: 404 }));
    const res = await fetchWithRetry('/locales/ko/none.json', fetcher, async () => {});
    expect(res.status).toBe(404);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});

describe('josa post-processor', () => {
  it('picks the particle by the filled-in word in the real texts', async () => {
    // The test instance registers the same post-processor as the browser's (test/i18n.ts).
    const t = texts;
    expect(t.t('project:space.page.phase_changed', { label: '개발' })).toBe("진행 단계를 '개발'로 바꿨어요.");
    expect(t.t('project:space.page.status_changed', { label: '모집 중' })).toBe(
      "프로젝트 상태를 '모집 중'으로 바꿨어요.",
    );
  });
});
