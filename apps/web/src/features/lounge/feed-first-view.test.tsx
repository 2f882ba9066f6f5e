import {
  LOUNGE_FIRST_VIEW_WORDS,
  type LoungePost,
  loungeControlsHtml,
  loungeFirstViewHtml,
  loungePostHtml,
  loungeWriteHtml,
  PAGE_META,
} from '@sidequest/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { PenLine } from 'lucide-react';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/providers';
import '../../test/i18n';
import { markupShape } from '../../test/markup-shape';
import { Button } from '../../ui/button';
import { FeedControls } from './feed-controls';
import { PostCard } from './post-card';
import { makePost } from './test-fixtures';

function drawn(element: React.ReactElement): HTMLElement {
  const router = createMemoryRouter([{ path: '/lounge', element }], { initialEntries: ['/lounge'] });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  ).container;
}

const server = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
};

/**
 * The copy carries none of the page's test ids, React's useId ids are its own, and its controls are
 * inert until the app's replace them (asserted in packages/shared's lounge.test.ts).
 */
const IGNORED = ['data-testid', 'id', 'aria-labelledby', 'inert'];
const shape = (el: Element | null) => markupShape(el!, IGNORED);

// /lounge's first HTML draws the newest post's opening (lounge/routes.ts): the feed then draws the
// same card, with its buttons, where the copy was.
describe("the lounge's first view", () => {
  it.each<[string, Partial<LoungePost>]>([
    [
      'a short post with a tag and a mention, edited, by a level 2 member',
      {
        IS_CUT: false,
        UPDATED: true,
        BODY_HTML:
          '<p>짧은 글이에요. <a href="/people/%EA%B9%80%EC%A7%80%EC%9A%B0" class="mention">@김지우</a>님 반가워요</p>',
      },
    ],
    [
      'a cut post by a member with a picture',
      {
        AUTHOR: {
          USER_NO: 3,
          USER_NICKNAME: '박서연',
          USER_IMG_URL: '/uploads/u/3.webp',
          USER_LEVEL: 12,
          IS_FOLLOWING: false,
        },
      },
    ],
    [
      'a withdrawn author',
      { AUTHOR: { USER_NO: 9, USER_NICKNAME: null, USER_IMG_URL: null, USER_LEVEL: 1, IS_FOLLOWING: false } },
    ],
  ])('opens the card for %s as the feed does', (_name, over) => {
    // A post of one's own: the app draws no follow button, which the copy (the same for everyone) leaves out.
    const post = makePost({ ...over, IS_MINE: true });
    const app = drawn(<PostCard post={post} onEdit={() => undefined} />);
    const copy = server(loungePostHtml(post));
    expect(copy.querySelector('article')?.getAttribute('data-post-no')).toBe(String(post.POST_NO));
    for (const part of ['h2', '.lounge-card-author', post.IS_CUT ? '.lounge-feed-text' : '.lounge-body']) {
      expect(shape(copy.querySelector(part)), part).toBe(shape(app.querySelector(part)));
    }
    expect(copy.querySelector('.lounge-tag') && shape(copy.querySelector('.lounge-tag'))).toBe(
      app.querySelector('.lounge-tag') && shape(app.querySelector('.lounge-tag')),
    );
    // Its labels point inside the copy.
    const by = copy.querySelector('article')!.getAttribute('aria-labelledby')!;
    expect(copy.querySelector(`[id="${by}"]`)?.classList.contains('lounge-card-author')).toBe(true);
  });

  it('draws the tabs and tag chips as the feed does, 전체 chosen', () => {
    const app = drawn(
      <FeedControls tab="all" tag={undefined} onTab={() => undefined} onTag={() => undefined} />,
    );
    expect(shape(server(loungeControlsHtml()).firstElementChild)).toBe(
      shape(app.querySelector('.lounge-controls')),
    );
  });

  it('draws 글쓰기 as the page head does', () => {
    const app = drawn(
      <Button icon={<PenLine size={16} aria-hidden="true" />}>{LOUNGE_FIRST_VIEW_WORDS.write}</Button>,
    );
    expect(shape(server(loungeWriteHtml()).firstElementChild)).toBe(shape(app.querySelector('button')));
  });

  it('puts head, controls and the card in the narrow page, marked as /lounge’s record', () => {
    const page = server(loungeFirstViewHtml('/lounge', makePost())).firstElementChild as HTMLElement;
    expect(page.dataset.firstView).toBe('/lounge');
    expect(page.hasAttribute('data-first-view-record')).toBe(true);
    expect(page.className).toBe('container page-wrap page-narrow');
    expect(page.querySelector('h1')?.textContent).toBe(PAGE_META.lounge.heading);
    expect(page.querySelectorAll('.lounge-list > li > article.lounge-card')).toHaveLength(1);
  });
});
