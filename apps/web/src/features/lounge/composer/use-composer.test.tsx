import type { LoungePost } from '@sidequest/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_MS, pollHasVotes, useComposer } from './use-composer';

const api = vi.hoisted(() => ({
  saveDraft: vi.fn(),
  publish: vi.fn(),
}));
vi.mock('./api', () => ({ saveDraft: api.saveDraft, publish: api.publish }));

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

function setup(post?: LoungePost) {
  const onDone = vi.fn();
  const close = vi.fn();
  const hook = renderHook(() => useComposer({ ...(post ? { post } : {}), onDone, close }), { wrapper });
  return { ...hook, onDone, close };
}

describe('useComposer drafts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    api.saveDraft.mockReset();
    api.publish.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('autosaves only after a change, and later saves go to the same draft', async () => {
    api.saveDraft.mockResolvedValue({ post_no: 77, UPDATED_AT: '2026-11-25T00:00:00.000Z' });
    const { result } = setup();
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_MS));
    expect(api.saveDraft).not.toHaveBeenCalled();

    act(() => result.current.update({ tag: '09', body: '<p>첫 글이에요</p>' }));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_MS));
    expect(api.saveDraft).toHaveBeenCalledTimes(1);
    expect(api.saveDraft.mock.calls[0]![0]).toBeNull();
    expect(result.current.dirty).toBe(false);
    expect(result.current.draftNo).toBe(77);

    // Nothing new: no second request.
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_MS));
    expect(api.saveDraft).toHaveBeenCalledTimes(1);

    act(() => result.current.update({ body: '<p>첫 글이에요. 더 썼어요</p>' }));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_MS));
    expect(api.saveDraft).toHaveBeenCalledTimes(2);
    expect(api.saveDraft.mock.calls[1]![0]).toBe(77);
  });

  it('does not autosave an edit of a published post', async () => {
    const post = {
      POST_NO: 5,
      POST_TYPE: '01',
      POST_TAG: '09',
      BODY_HTML: '<p>글</p>',
      POLL: null,
    } as LoungePost;
    const { result } = setup(post);
    act(() => result.current.update({ body: '<p>고친 글</p>' }));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_MS * 2));
    expect(api.saveDraft).not.toHaveBeenCalled();
  });

  it('publishes the draft it saved, then reports the new post', async () => {
    api.saveDraft.mockResolvedValue({ post_no: 12, UPDATED_AT: '2026-11-25T00:00:00.000Z' });
    api.publish.mockResolvedValue({ post_no: 12, flagged: false });
    const { result, onDone, close } = setup();
    act(() => result.current.update({ tag: '09', body: '<p>게시할 글이에요</p>' }));
    await act(() => result.current.save('manual'));
    await act(() => result.current.submit());
    expect(api.publish).toHaveBeenCalledWith({ draft: 12 }, expect.objectContaining({ tag: '09' }));
    expect(onDone).toHaveBeenCalledWith(12);
    expect(close).toHaveBeenCalled();
  });

  it('rescues unsaved writing as a draft when taken away, but not after it was thrown away', async () => {
    api.saveDraft.mockResolvedValue({ post_no: 3, UPDATED_AT: '2026-11-25T00:00:00.000Z' });
    const first = setup();
    act(() => first.result.current.update({ body: '<p>뒤로 가기 전에 쓴 글</p>' }));
    first.unmount();
    expect(api.saveDraft).toHaveBeenCalledTimes(1);

    const second = setup();
    act(() => second.result.current.update({ body: '<p>버릴 글</p>' }));
    act(() => second.result.current.end());
    second.unmount();
    expect(api.saveDraft).toHaveBeenCalledTimes(1);
  });

  it('does not save twice when saved and closed in one go', async () => {
    api.saveDraft.mockResolvedValue({ post_no: 8, UPDATED_AT: '2026-11-25T00:00:00.000Z' });
    const { result, unmount } = setup();
    act(() => result.current.update({ body: '<p>저장하고 닫을 글</p>' }));
    await act(async () => {
      await result.current.save('manual');
      unmount();
    });
    expect(api.saveDraft).toHaveBeenCalledTimes(1);
  });

  it('does not send a form the server would refuse, and says why inline', async () => {
    const { result } = setup();
    await act(() => result.current.submit());
    expect(api.publish).not.toHaveBeenCalled();
    expect(Object.keys(result.current.errors).sort()).toEqual(['body', 'tag']);
  });
});

describe('pollHasVotes', () => {
  const poll = { VOTER_COUNT: null, VOTED: false, HAS_VOTES: false } as NonNullable<LoungePost['POLL']>;
  it('follows the server’s HAS_VOTES, even while the counts are hidden from the author', () => {
    expect(pollHasVotes({ POLL: { ...poll, HAS_VOTES: true } } as LoungePost)).toBe(true);
    expect(pollHasVotes({ POLL: poll } as LoungePost)).toBe(false);
    expect(pollHasVotes({ POLL: null } as LoungePost)).toBe(false);
    expect(pollHasVotes(undefined)).toBe(false);
  });
});
