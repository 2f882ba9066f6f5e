import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type DrawnQuery, useDrawnData } from './use-drawn-data';

afterEach(cleanup);

type Seen = { data: string[] | undefined; pending: boolean };

/** A list page's decision; every render's is recorded in `seen`. */
function List({ query, seen }: { query: DrawnQuery<string[]>; seen: Seen[] }) {
  const drawn = useDrawnData(query);
  seen.push(drawn);
  if (drawn.pending) return <p>불러오는 중</p>;
  return drawn.data?.length ? (
    <ul>
      {drawn.data.map((x) => (
        <li key={x}>{x}</li>
      ))}
    </ul>
  ) : (
    <p>비어 있어요</p>
  );
}

function renderList(initial: DrawnQuery<string[]>) {
  const seen: Seen[] = [];
  const view = render(<List query={initial} seen={seen} />);
  return {
    seen,
    view,
    update: (q: DrawnQuery<string[]>) => act(() => view.rerender(<List query={q} seen={seen} />)),
  };
}

describe('useDrawnData', () => {
  it('keeps the skeleton until the background render has the answer, never the empty state', async () => {
    const { seen, view, update } = renderList({ data: undefined, isPending: true });
    expect(view.container.textContent).toBe('불러오는 중');
    await update({ data: ['가', '나'], isPending: false });
    expect(view.container.textContent).toBe('가나');
    // The urgent render (still without the data) kept the skeleton; only the deferred one drew the list.
    expect(seen.some((s) => !s.pending && s.data === undefined)).toBe(false);
    expect(seen.at(-1)).toEqual({ data: ['가', '나'], pending: false });
  });

  it('keeps the pages already shown while the next one is drawn', async () => {
    const { seen, view, update } = renderList({ data: ['가'], isPending: false });
    await update({ data: ['가', '나'], isPending: false });
    expect(view.container.textContent).toBe('가나');
    expect(seen.every((s) => !s.pending && s.data !== undefined)).toBe(true);
  });

  it('shows the empty state for an answer with nothing in it, and the failure of a query without data', async () => {
    const { view, update } = renderList({ data: undefined, isPending: true });
    await update({ data: [], isPending: false });
    expect(view.container.textContent).toBe('비어 있어요');
    const failed = renderList({ data: undefined, isPending: false });
    expect(failed.seen.at(-1)).toEqual({ data: undefined, pending: false });
  });
});
