import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SearchBox } from '../../app/layout/search-box';
import { createQueryClient } from '../../app/providers';
import { useUserStore } from '../../app/store';
import { transport } from '../../lib/api';
import '../../test/i18n';

const original = transport.fetch;
let calls: string[] = [];

const json = (body: Record<string, unknown>) =>
  new Response(JSON.stringify({ result: 'success', ...body }), {
    headers: { 'Content-Type': 'application/json' },
  });

const result = (no: number, title: string) => ({
  kind: 'people',
  ref_no: no,
  title,
  snippet: '',
  url: `/people/${encodeURIComponent(title)}`,
  image: null,
  tags: [],
  title_hit: true,
  at: new Date().toISOString(),
});

beforeEach(() => {
  calls = [];
  useUserStore.getState().setLoggedOut();
  transport.fetch = (async (input: string) => {
    calls.push(decodeURIComponent(input));
    if (input.startsWith('/api/search/suggest')) {
      return json({ results: [result(1, '새벽코더'), result(2, '새벽러너')] });
    }
    return json({ items: [] });
  }) as typeof transport.fetch;
});
afterEach(() => {
  cleanup();
  transport.fetch = original;
});

function renderBox() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <SearchBox /> },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the header search box', () => {
  it('asks nothing while a syllable is being composed, then suggests once it is committed', async () => {
    renderBox();
    const box = screen.getByRole('combobox');
    fireEvent.focus(box);
    fireEvent.compositionStart(box);
    fireEvent.change(box, { target: { value: 'ㅅ' } });
    fireEvent.change(box, { target: { value: '새' } });
    fireEvent.change(box, { target: { value: '새ㅂ' } });
    // Enter that confirms a syllable never submits.
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 229 });
    await act(() => new Promise((r) => setTimeout(r, 350)));
    expect(calls.filter((c) => c.includes('/suggest'))).toEqual([]);
    fireEvent.change(box, { target: { value: '새벽' } });
    fireEvent.compositionEnd(box, { target: { value: '새벽' } });
    await screen.findByRole('option', { name: /새벽코더/ });
    expect(calls.filter((c) => c.includes('/suggest'))).toEqual(['/api/search/suggest?q=새벽']);
  });

  it('moves through suggestions with the arrow keys and opens the chosen one on Enter', async () => {
    const router = renderBox();
    const box = screen.getByRole('combobox');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: '새벽' } });
    const second = await screen.findByRole('option', { name: /새벽러너/ });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    await waitFor(() => expect(second.getAttribute('aria-selected')).toBe('true'));
    expect(box.getAttribute('aria-activedescendant')).toBe(second.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/people/${encodeURIComponent('새벽러너')}`),
    );
  });

  it('searches what was typed on Enter when nothing is chosen', async () => {
    const router = renderBox();
    const box = screen.getByRole('combobox');
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: '맛집' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toBe(`?q=${encodeURIComponent('맛집')}`));
  });
});
