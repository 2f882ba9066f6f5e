import { articleFirstViewHtml } from '@sidequest/shared';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { BootSkeleton } from './boot-skeleton';
import { firstViewHead, firstViewRecordHere } from './first-view';

// A published article's first HTML (magazine/routes.ts draws it with articleFirstViewHtml), under a
// path the server encodes; the browser may report the same path encoded or not.
const path = `/quest/5/${encodeURIComponent('결제-연동')}`;
const markup = articleFirstViewHtml({
  path,
  category: '21',
  categoryLabel: '로그',
  title: '이번 주 로그: 결제 연동 테스트를 끝냈어요',
  subtitle: '웹훅이 두 번 올 때',
});

beforeAll(() => {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root"><div class="boot">${markup}</div></div>`;
});

describe("a record's first view", () => {
  it('is kept as the markup the server drew, and is not taken for a list head', () => {
    expect(firstViewHead()).toBeNull();
    expect(firstViewRecordHere()).toBe(markup);
  });

  it('stays on screen while the app boots, on its own page only', () => {
    const { unmount } = render(<BootSkeleton />, { container: document.getElementById('root')! });
    const title = screen.getByRole('heading', {
      level: 1,
      name: '이번 주 로그: 결제 연동 테스트를 끝냈어요',
    });
    expect(title.className).toBe('article-title');
    expect(screen.getByRole('link', { name: '로그' }).getAttribute('href')).toBe('/quest?category=21');
    unmount();
    window.history.replaceState(null, '', '/quest/6/다른-글');
    render(<BootSkeleton />);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(firstViewRecordHere()).toBeNull();
  });
});
