/** Fixtures and a router for the pro pages' component tests (fetch-level mocks, as elsewhere). */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { createQueryClient } from '../../app/providers';
import { useUserStore } from '../../app/store';
import type { ProProfile, Reservation } from './api';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const person = (no: number, nickname: string) => ({
  USER_NO: no,
  USER_NICKNAME: nickname,
  USER_IMG_URL: null,
});

export const proProfile = (over: Partial<ProProfile> = {}): ProProfile => ({
  PRO_NO: 3,
  PERSON: person(30, '김변리'),
  PROFESSION: '0711',
  PITCH: '아이디어를 권리로 바꾸는 변리사',
  TOPICS: ['05', '09'],
  PRICE: 40,
  MINUTES: 30,
  RATING: 4.8,
  REVIEW_COUNT: 12,
  ANSWER_RATE: 92,
  NEXT_FREE: '2026-12-01T01:00:00.000Z',
  INTRO: '특허 출원과 상표 등록을 10년 동안 해 왔어요.',
  GOOD_FOR: ['특허 출원 전 확인', '상표 선점', '선행 기술 조사', '직무 발명', '해외 출원'],
  NOT_GOOD_FOR: ['소송 대리', '가치 평가', '투자 권유', '세무 신고', '계약 대행'],
  EXAMPLE_TOPICS: ['이 아이디어 특허 될까요?', '상표는 언제 내나요?', '출원 비용은요?'],
  ...over,
});

export const reservation = (over: Partial<Reservation> = {}): Reservation => ({
  RESERVATION_NO: 11,
  PRO: person(30, '김변리'),
  MEMBER: person(2, '메이커'),
  PROFESSION: '0711',
  START_AT: new Date(Date.now() + 48 * 3_600_000).toISOString(),
  END_AT: new Date(Date.now() + 48.5 * 3_600_000).toISOString(),
  ZONE: 'Asia/Seoul',
  PRICE: 40,
  TOPIC: '05',
  MESSAGE: '출원 전에 무엇을 준비할까요?',
  STATUS: 'accepted',
  ANSWER_DEADLINE: new Date(Date.now() + 3_600_000).toISOString(),
  REJECT_REASON: null,
  REFUNDED: 0,
  RELEASED: 0,
  CHAT_ID: null,
  REVIEWED: false,
  CREATED_AT: new Date().toISOString(),
  ...over,
});

export function logIn(no = 2, nickname = '메이커') {
  useUserStore.getState().setLoggedIn({
    no,
    nickname,
    img: null,
    chat_uid: 'x',
    main_job: '02',
    main_jobD: '0201',
    sub_job: null,
    sub_jobD: null,
  });
}

/** Renders one page at a path with a fresh query client. */
export function renderAt(path: string, pattern: string, element: ReactElement) {
  const elsewhere = <p data-testid="elsewhere">elsewhere</p>;
  // The fixed pro pages rank above `/pro/:nickname`, as in the app's router.
  const fixed = ['/pro/apply', '/pro/manage', '/pro/reservations'].filter((p) => p !== pattern);
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      ...fixed.map((path) => ({ path, element: elsewhere })),
      { path: '*', element: elsewhere },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
