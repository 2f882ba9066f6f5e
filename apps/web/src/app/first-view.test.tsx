import { firstViewHeadHtml, PAGE_META } from '@sidequest/shared';
import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { BootSkeleton } from './boot-skeleton';
import { FirstViewPage, firstViewHead } from './first-view';

// The server's markup for /people, as index.html arrives with it (seo/render.ts, renderFirstView).
beforeAll(() => {
  window.history.replaceState(null, '', '/people');
  document.body.innerHTML = `<div id="root"><div class="boot">${firstViewHeadHtml('people', '/people')}</div></div>`;
});

describe('the first-view head', () => {
  it('is read back from the server markup', () => {
    expect(firstViewHead()).toEqual({
      path: '/people',
      heading: PAGE_META.people.heading,
      description: PAGE_META.people.description,
      eyebrow: true,
      narrow: false,
    });
  });

  it('is drawn by React in the same markup as the server, less the attributes that mark it', () => {
    const server = firstViewHeadHtml('people', '/people')
      .replace(' data-first-view="/people"', '')
      .replace(' data-eyebrow=""', '');
    expect(renderToStaticMarkup(<FirstViewPage head={firstViewHead()!} />)).toBe(server);
    const lounge = firstViewHeadHtml('lounge', '/lounge').replace(' data-first-view="/lounge"', '');
    const head = { ...firstViewHead()!, eyebrow: false, narrow: true, heading: PAGE_META.lounge.heading };
    expect(
      renderToStaticMarkup(<FirstViewPage head={{ ...head, description: PAGE_META.lounge.description }} />),
    ).toBe(lounge);
  });

  it('stays on screen while the app boots, on its own page only', () => {
    // Into #root, as the app does: React's first commit replaces the server's copy.
    const { unmount } = render(<BootSkeleton />, { container: document.getElementById('root')! });
    expect(document.querySelector('[data-first-view]')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: PAGE_META.people.heading })).toBeTruthy();
    unmount();
    window.history.replaceState(null, '', '/project');
    render(<BootSkeleton />);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
