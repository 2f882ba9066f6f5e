import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { transport } from '../../lib/api';
import { useReadQuest } from './use-read-quest';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const original = transport.fetch;
let calls: { path: string; body: Record<string, unknown> }[];
let startAnswer: Record<string, unknown>;
let progressAnswers: Record<string, unknown>[];

/** A body 2000px tall whose top sits at `top` in a 768px viewport (jsdom's default height). */
function bodyAt(top: number) {
  const el = document.createElement('div');
  el.getBoundingClientRect = () => ({ top, height: 2000 }) as DOMRect;
  return el;
}

beforeEach(() => {
  calls = [];
  startAnswer = { result: 'success', token: 'token-of-this-view', done: false, min_seconds: 5 };
  progressAnswers = [];
  transport.fetch = (async (input: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body ?? '{}'));
    calls.push({ path: input, body });
    if (input.endsWith('/read_start')) return json(startAnswer);
    return json({ result: 'success', ...(progressAnswers.shift() ?? {}) });
  }) as typeof transport.fetch;
});

afterEach(() => {
  cleanup();
  transport.fetch = original;
});

const progress = () => calls.filter((c) => c.path.endsWith('/read_progress'));

describe('useReadQuest', () => {
  it('reports past half only with this view’s token, retries after wait_ms, completes once', async () => {
    const ref = { current: bodyAt(600) }; // 168 of 2000px: not yet half
    const onCompleted = vi.fn();
    const { result } = renderHook(() =>
      useReadQuest(7, ref, { enabled: true, alreadyDone: false, onCompleted }),
    );
    await waitFor(() => expect(result.current.status).toBe('open'));
    expect(progress()).toHaveLength(0);

    progressAnswers.push(
      { completed: false, newly: false, exp: 0, wait_ms: 40 },
      { completed: true, newly: true, exp: 10, wait_ms: 0 },
    );
    ref.current = bodyAt(-400); // 1168 of 2000px: past half
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(progress()).toHaveLength(1));
    expect(progress()[0]!.body).toMatchObject({ quest_no: 7, token: 'token-of-this-view' });
    expect(progress()[0]!.body.ratio as number).toBeGreaterThanOrEqual(0.5);

    // The reader stopped scrolling; the hook tries again by itself once the server allows.
    await waitFor(() => expect(result.current.status).toBe('completed'), { timeout: 3000 });
    expect(progress()).toHaveLength(2);
    expect(result.current.exp).toBe(10);
    expect(onCompleted).toHaveBeenCalledTimes(1);

    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(progress()).toHaveLength(2);
    expect(onCompleted).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when read_start says the quest is already done', async () => {
    startAnswer = { result: 'success', token: null, done: true, min_seconds: 5 };
    const ref = { current: bodyAt(-1500) };
    const { result } = renderHook(() =>
      useReadQuest(7, ref, { enabled: true, alreadyDone: false, onCompleted: () => {} }),
    );
    await waitFor(() => expect(result.current.status).toBe('done'));
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(progress()).toHaveLength(0);
  });

  it('does not call the server for visitors or an article read before', async () => {
    const ref = { current: bodyAt(-1500) };
    const anon = renderHook(() =>
      useReadQuest(7, ref, { enabled: false, alreadyDone: false, onCompleted: () => {} }),
    );
    const before = renderHook(() =>
      useReadQuest(7, ref, { enabled: true, alreadyDone: true, onCompleted: () => {} }),
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(anon.result.current.status).toBe('off');
    expect(before.result.current.status).toBe('done');
    expect(calls).toHaveLength(0);
  });
});
