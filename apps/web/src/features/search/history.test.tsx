import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useUserStore } from '../../app/store';
import { transport } from '../../lib/api';
import { testMember } from '../../test/member';
import { useClearQueries, useQueryHistory } from './api';

const json = (body: unknown) =>
  new Response(JSON.stringify({ result: 'success', ...(body as object) }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
const item = { history_no: 1, query: '회고', searched_at: '2026-11-26T00:00:00.000Z' };

const original = transport.fetch;
let answerList: ((r: Response) => void)[];

beforeEach(() => {
  answerList = [];
  useUserStore.getState().setLoggedIn(testMember);
  transport.fetch = (async (input: string) => {
    if (input.startsWith('/api/search/query_history/clear')) return json({ items: [] });
    // The list answers only when the test says so: a read still on its way.
    return new Promise<Response>((resolve) => answerList.push(resolve));
  }) as typeof transport.fetch;
});

afterEach(() => {
  cleanup();
  transport.fetch = original;
  useUserStore.getState().setProfile(null);
});

describe('recent searches', () => {
  it('stay cleared when a read of the old list answers after 전체 삭제', async () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => ({ list: useQueryHistory(), clear: useClearQueries() }), { wrapper });
    await waitFor(() => expect(answerList).toHaveLength(1));
    await act(() => result.current.clear.mutateAsync(undefined));
    // The read that left before the clear answers now, with the list as it was.
    act(() => answerList[0]?.(json({ items: [item] })));
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current.list.data?.items ?? []).toEqual([]);
  });
});
