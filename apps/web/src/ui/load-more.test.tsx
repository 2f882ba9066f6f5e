import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../test/i18n';
import { LoadMore, type NextPageQuery } from './load-more';

afterEach(cleanup);

const query = (over: Partial<NextPageQuery> = {}): NextPageQuery => ({
  hasNextPage: false,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  error: null,
  fetchNextPage: vi.fn(async () => undefined),
  ...over,
});
const props = { label: '더보기', errorTitle: '더 불러오지 못했어요', endLabel: '모두 봤어요' };

describe('LoadMore', () => {
  it('asks for the next page while there is more', () => {
    const q = query({ hasNextPage: true });
    render(<LoadMore query={q} {...props} />);
    fireEvent.click(screen.getByRole('button', { name: '더보기' }));
    expect(q.fetchNextPage).toHaveBeenCalledOnce();
  });

  it('offers a retry when the next page failed, keeping the label of the failure', () => {
    const q = query({ hasNextPage: true, isFetchNextPageError: true, error: new Error('연결이 끊겼어요') });
    render(<LoadMore query={q} {...props} />);
    expect(screen.getByText('더 불러오지 못했어요')).toBeTruthy();
    expect(screen.getByText('연결이 끊겼어요')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '더보기' })).toBeNull();
  });

  it('says the list ended only when asked to', () => {
    const { rerender } = render(<LoadMore query={query()} {...props} />);
    expect(screen.queryByText('모두 봤어요')).toBeNull();
    rerender(<LoadMore query={query()} {...props} showEnd />);
    expect(screen.getByText('모두 봤어요')).toBeTruthy();
  });
});
