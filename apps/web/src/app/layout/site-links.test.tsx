import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from '../../lib/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NotFoundPage } from '../../features/errors/not-found-page';
import { FaqPage } from '../../features/pages/faq-page';
import { transport } from '../../lib/api';
import '../../test/i18n';
import { NAV_ITEMS } from '../nav';
import { createQueryClient } from '../providers';
import { routes } from '../router';
import { BottomTabBar, isFormRoute } from './bottom-tab-bar';
import { Footer } from './footer';

const original = transport.fetch;
beforeEach(() => {
  transport.fetch = (async () =>
    new Response(JSON.stringify({ result: 'fail', code: 'NOT_FOUND', message: '없음' }), {
      status: 404,
      headers: { 'Content-Type': 'application/json' },
    })) as typeof transport.fetch;
});
afterEach(() => {
  cleanup();
  transport.fetch = original;
});

function renderAt(element: React.ReactNode, path = '/') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The route an address lands on: the catch-all `*` means the 404 page. */
function landsOnPage(href: string): boolean {
  const url = new URL(href, 'http://localhost');
  const matches = matchRoutes(routes, url.pathname);
  return !!matches && matches[matches.length - 1]?.route.path !== '*';
}

function hrefs(): string[] {
  return screen.getAllByRole('link').map((a) => a.getAttribute('href') ?? '');
}

describe('site links', () => {
  it('every header/tab section and every footer link lands on a page of the router', () => {
    renderAt(<Footer />);
    const all = [...NAV_ITEMS.map((item) => item.to), ...hrefs()];
    expect(all.length).toBeGreaterThan(8);
    for (const href of all) expect([href, landsOnPage(href)]).toEqual([href, true]);
    // The catch-all really is what an unknown address meets.
    expect(landsOnPage('/no-such-section')).toBe(false);
  });

  it('the 404 page offers home and search, both real pages', () => {
    renderAt(<NotFoundPage />, '/nowhere');
    expect(screen.getByRole('link', { name: '검색하러 가기' }).getAttribute('href')).toBe('/search');
    for (const href of hrefs()) expect([href, landsOnPage(href)]).toEqual([href, true]);
  });
});

describe('the FAQ', () => {
  it('answers with links to pages that exist, and says where to ask the rest', async () => {
    renderAt(<FaqPage />, '/faq');
    expect(screen.getAllByRole('group').length).toBeGreaterThanOrEqual(8);
    const links = hrefs().filter((href) => href.startsWith('/'));
    expect(links.length).toBeGreaterThanOrEqual(8);
    for (const href of links) expect([href, landsOnPage(href)]).toEqual([href, true]);
    // The operator's details did not load here: the page says where else to find them.
    // (The site info call retries once before giving up.)
    expect(await screen.findByText(/사업자 정보의 고객센터/, {}, { timeout: 5000 })).toBeTruthy();
  });
});

describe('the bottom tab bar', () => {
  it('reaches the quest magazine, and every tab is a page', () => {
    renderAt(<BottomTabBar />);
    expect(screen.getByRole('link', { name: /퀘스트/ }).getAttribute('href')).toBe('/quest');
    for (const href of hrefs()) expect([href, landsOnPage(href)]).toEqual([href, true]);
    expect(document.documentElement.dataset.tabbar).toBe('on');
  });

  it('steps aside on a form page so the form’s action bar is the only bar at the foot', () => {
    renderAt(<BottomTabBar />, '/project/new');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(document.documentElement.dataset.tabbar).toBe('off');
    for (const path of ['/join', '/project/12/edit', '/quest/write', '/quest/write/3', '/product/new']) {
      expect([path, isFormRoute(path)]).toEqual([path, true]);
    }
    for (const path of [
      '/',
      '/project',
      '/project/12/some-title',
      '/quest',
      '/quest/3/title',
      '/product/4',
    ]) {
      expect([path, isFormRoute(path)]).toEqual([path, false]);
    }
  });
});
