import { type Banner, homeFirstViewHtml } from '@sidequest/shared';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { describe, expect, it } from 'vitest';
import '../../test/i18n';
import { markupShape } from '../../test/markup-shape';
import { BannerCarousel } from './banner-carousel';

const banner: Banner = {
  BANNER_NO: 3,
  BANNER_TITLE: '이번 주말, 사이드 프로젝트 첫 모임을 열어 보세요',
  BANNER_SUBTITLE: '모집 글 템플릿과 지원 질문이 준비돼 있어요',
  BANNER_IMG_URL: '/uploads/banner/3.webp',
  BANNER_LINK_URL: '/project/new',
  BANNER_BG_COLOR: '#1e1b4b',
  BANNER_PLACEMENT: 'index',
  START_DATE: '2026-11-01T00:00:00.000Z',
  END_DATE: '2026-12-01T00:00:00.000Z',
};

const slideOf = (root: ParentNode) => markupShape(root.querySelector('.banner-slide')!);

describe('the banner slide', () => {
  it.each([
    ['an inside link', banner],
    ['an outside link', { ...banner, BANNER_LINK_URL: 'https://maker.example/meetup' }],
    [
      'no link, no image, no colour',
      { ...banner, BANNER_LINK_URL: null, BANNER_IMG_URL: null, BANNER_BG_COLOR: null },
    ],
  ])('with %s, is drawn as the server draws the first one', (_name, b) => {
    const router = createMemoryRouter([{ path: '/', element: <BannerCarousel banners={[b, banner]} /> }]);
    const { container } = render(<RouterProvider router={router} />);
    const server = document.createElement('template');
    server.innerHTML = homeFirstViewHtml('/', b);
    expect(slideOf(container)).toBe(slideOf(server.content));
  });
});
