import { type ArticleCard as Card, articleCardHtml, PAGE_META, questFirstViewHtml } from '@sidequest/shared';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { describe, expect, it } from 'vitest';
import '../../test/i18n';
import { markupShape } from '../../test/markup-shape';
import { ArticleCard } from './article-card';
import { CategoryTabs } from './category-tabs';

const card: Card = {
  QUEST_NO: 5,
  QUEST_TITLE: '이번 주 로그: 결제 연동 테스트를 끝냈어요',
  SUBTITLE: '웹훅이 두 번 올 때',
  CATEGORY: '21',
  TAGS: ['로그', '결제 연동'],
  COVER_URL: null,
  SLUG: '이번-주-로그-결제-연동-테스트를-끝냈어요',
  AUTHOR: { USER_NO: 3, USER_NICKNAME: '정유나', USER_IMG_URL: null, USER_LEVEL: 1, IS_FOLLOWING: false },
  FEED_TEXT: '테스트 결제가 드디어 통과했어요. 웹훅이 두 번 오는 경우가 있어서 주문 번호로 중복을 막았어요.',
  PUBLISHED_AT: '2026-11-27T04:27:00.000Z',
  SERIES_NO: null,
  SERIES_ORDER: null,
};

function drawn(element: React.ReactElement): HTMLElement {
  const router = createMemoryRouter([{ path: '/', element }]);
  return render(<RouterProvider router={router} />).container;
}

const server = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
};

// /quest's first HTML draws the newest card (magazine/routes.ts): the list then draws the same card.
describe("the magazine's first view", () => {
  it.each([
    ['a generated cover and a level 1 author', card],
    [
      'a cover, no subtitle or tags, a withdrawn author of level 12',
      {
        ...card,
        COVER_URL: '/uploads/quest/5.webp',
        SUBTITLE: '',
        TAGS: [],
        AUTHOR: { ...card.AUTHOR, USER_NICKNAME: null, USER_LEVEL: 12 },
      },
    ],
    ['a member with a picture', { ...card, AUTHOR: { ...card.AUTHOR, USER_IMG_URL: '/uploads/u/3.webp' } }],
  ])('draws a card with %s as the list does', (_name, c) => {
    const app = drawn(<ArticleCard article={c} headingLevel={2} />);
    expect(markupShape(app.querySelector('article')!)).toBe(
      markupShape(server(articleCardHtml(c)).querySelector('article')!),
    );
  });

  it('draws the head and the category tabs as the list page does, with 전체 chosen', () => {
    const page = server(questFirstViewHtml('/quest', card));
    expect(page.querySelector('h1')?.textContent).toBe(PAGE_META.quest.heading);
    const app = drawn(<CategoryTabs value={undefined} onChange={() => undefined} />);
    // The copy's tabs are inert until the app's replace them.
    expect(page.querySelector('nav')?.hasAttribute('inert')).toBe(true);
    expect(markupShape(app.querySelector('nav')!, ['inert'])).toBe(
      markupShape(page.querySelector('nav')!, ['inert']),
    );
  });
});
