import { PROJECT_FIRST_VIEW_WORDS, projectFirstViewHtml } from '@sidequest/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/providers';
import { transport } from '../../lib/api';
import '../../test/i18n';
import { markupShape } from '../../test/markup-shape';
import { ProjectPage } from './project-page';
import { overview } from './test-fixtures';

const original = transport.fetch;
afterEach(() => {
  cleanup();
  transport.fetch = original;
});

async function drawnPage(o: ReturnType<typeof overview>): Promise<HTMLElement> {
  transport.fetch = (async (input: string) => {
    const body =
      input.split('?')[0] === '/api/find_project/overview'
        ? { result: 'success', project_overview: o }
        : { result: 'fail', code: 'NOT_FOUND', message: '없어요.' };
    return new Response(JSON.stringify(body), {
      status: body.result === 'success' ? 200 : 404,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof transport.fetch;
  const router = createMemoryRouter([{ path: '/project/:id/:slug', element: <ProjectPage /> }], {
    initialEntries: [`/project/${o.PROJECT_NO}/${o.SLUG}`],
  });
  const { container } = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
  return container;
}

const server = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
};

/**
 * The copy carries none of the page's test ids; the tabs' ids are React's useId in the app; its tabs
 * are inert until the app's replace them.
 */
const IGNORED = ['data-testid', 'id', 'aria-controls', 'aria-labelledby', 'inert'];
const shape = (el: Element | null) => markupShape(el!, IGNORED);

/** What the copy draws: everything but the viewer's actions and what follows the introduction. */
const PARTS = [
  '.project-head-text',
  '.project-tabs',
  '.project-overview-chips',
  'section[aria-labelledby="ov-slots"]',
  '.project-facts',
  'section[aria-labelledby="ov-intro"]',
];

// A project page's first HTML draws its header, tabs and overview (project/space/routes.ts): the
// page then draws the same, with the viewer's actions beside the title.
describe("a project page's first view", () => {
  it.each([
    ['a study with a domain, no slots and the leader without a picture', overview()],
    [
      'a cover, a camp, slots open and full, job targets and a leader with a picture',
      overview({
        COVER_URL: '/uploads/project/5.webp',
        CAMP: '01',
        DOMAIN: null,
        CPG_JOB_TARGET: '01',
        SLOTS: [
          { SLOT_NO: 1, RECRUITING: '0101', TYPE: 2, FILLED: 1 },
          { SLOT_NO: 2, RECRUITING: '0102', TYPE: 1, FILLED: 1 },
        ] as ReturnType<typeof overview>['SLOTS'],
        LEADER: { ...overview().LEADER, USER_IMG_URL: '/uploads/u/1.webp' },
        PROJECT_INTRODUCTION: '<h2>소개</h2><p>함께 <a href="https://example.com">만들어요</a></p>',
      }),
    ],
  ])('draws %s as the page does', async (_name, o) => {
    const app = await drawnPage(o);
    const copy = server(projectFirstViewHtml(`/project/${o.PROJECT_NO}/${o.SLUG}`, o));
    for (const part of PARTS)
      expect(shape(copy.querySelector(part)), part).toBe(shape(app.querySelector(part)));
    const cover = (root: ParentNode) =>
      root.querySelector('.project-head-cover')?.getAttribute('src') ?? null;
    expect(cover(copy)).toBe(cover(app));
    const overviewCover = (root: ParentNode) => root.querySelector('.project-overview-cover');
    expect(overviewCover(copy) && shape(overviewCover(copy))).toBe(
      overviewCover(app) && shape(overviewCover(app)),
    );
  });

  it("leaves the viewer's actions to the app and points the tabs at its own panel", () => {
    const o = overview();
    const page = server(projectFirstViewHtml('/project/5/x', o)).firstElementChild as HTMLElement;
    expect(page.dataset.firstView).toBe('/project/5/x');
    expect(page.hasAttribute('data-first-view-record')).toBe(true);
    expect(page.querySelector('.project-actions')?.childElementCount).toBe(0);
    expect(page.querySelector('.project-tabs')?.hasAttribute('inert')).toBe(true);
    const tabs = [...page.querySelectorAll('[role="tab"]')];
    expect(tabs.map((t) => t.textContent)).toEqual(Object.values(PROJECT_FIRST_VIEW_WORDS.tabs));
    const panel = page.querySelector('[role="tabpanel"]')!;
    expect(tabs[0]!.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
  });
});
