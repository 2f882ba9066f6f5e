import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/providers';
import '../../test/i18n';
import { PostCard } from './post-card';
import { makePost } from './test-fixtures';

afterEach(cleanup);

function renderCard(post = makePost()) {
  const router = createMemoryRouter(
    [
      { path: '/lounge', element: <PostCard post={post} onEdit={() => {}} /> },
      { path: '/people/:nickname', element: <p>프로필 화면</p> },
    ],
    { initialEntries: ['/lounge'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('PostCard', () => {
  it('shows the cut text, and the whole body with its mention link after 펼치기', async () => {
    renderCard();
    expect(screen.getByText('안녕하세요, 프로덕트 디자이너 박서연이에요…')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '@김지우' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /펼치기/ }));
    expect(screen.getByRole('link', { name: '@김지우' }).getAttribute('href')).toBe(
      '/people/%EA%B9%80%EC%A7%80%EC%9A%B0',
    );
    expect(screen.getByRole('button', { name: /접기/ }).getAttribute('aria-expanded')).toBe('true');

    // A mention moves inside the app.
    await userEvent.click(screen.getByRole('link', { name: '@김지우' }));
    expect(await screen.findByText('프로필 화면')).toBeTruthy();
  });

  it('offers no 펼치기 for a short post, and shows tag, counts and 수정됨', () => {
    renderCard(makePost({ IS_CUT: false, BODY_HTML: '<p>짧은 글이에요</p>', UPDATED: true, REPLY_COUNT: 4 }));
    expect(screen.queryByRole('button', { name: /펼치기/ })).toBeNull();
    expect(screen.getByText('짧은 글이에요')).toBeTruthy();
    expect(screen.getByTestId('post-tag').textContent).toContain('자기소개');
    expect(screen.getByText(/수정됨/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '댓글 4개, 글 보러 가기' })).toBeTruthy();
  });

  it('names a withdrawn author 탈퇴한 회원 without a profile link or follow button', () => {
    renderCard(
      makePost({
        AUTHOR: { USER_NO: 9, USER_NICKNAME: null, USER_IMG_URL: null, USER_LEVEL: 1, IS_FOLLOWING: false },
      }),
    );
    expect(screen.getByText('탈퇴한 회원')).toBeTruthy();
    expect(screen.queryByTestId('follow-button')).toBeNull();
  });
});
