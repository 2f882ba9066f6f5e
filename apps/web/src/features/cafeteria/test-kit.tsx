import { formatNumber } from '@sidequest/shared';
/** Shared set-up for the cafeteria's component tests: a fetch stand-in, fixtures, and a router. */
import type { Order } from '@sidequest/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { createQueryClient } from '../../app/providers';
import { useUserStore } from '../../app/store';
import { transport } from '../../lib/api';
import type { Cafeteria } from './api';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const fail = (code: string, message: string, status = 400) =>
  json({ result: 'fail', code, message }, status);

type Handler = (url: string, body: unknown) => Response | Promise<Response>;

/** Answers by path; anything unplanned is a 404, so a call nobody expected shows up as a failure. */
export function mockServer() {
  const routes: Record<string, Handler> = {};
  const calls: { path: string; url: string; body: unknown }[] = [];
  const original = transport.fetch;
  transport.fetch = (async (input: string, init: RequestInit) => {
    const path = input.split('?')[0] ?? input;
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ path, url: input, body });
    const handler = routes[path];
    if (!handler) return fail('NOT_FOUND', '없음', 404);
    return handler(input, body);
  }) as typeof transport.fetch;
  return {
    routes,
    calls,
    callsTo: (path: string) => calls.filter((c) => c.path === path),
    restore: () => {
      transport.fetch = original;
    },
  };
}

export function logIn() {
  useUserStore.getState().setLoggedIn({
    no: 7,
    nickname: '테스터',
    img: null,
    chat_uid: 'x',
    main_job: null,
    main_jobD: null,
    sub_job: null,
    sub_jobD: null,
  });
}

export function shop(change: Partial<Cafeteria> = {}): Cafeteria & { result: 'success' } {
  return {
    result: 'success',
    mode: 'standin',
    topups: [
      ['10000', 10_000, 10_000, 10, 1_000],
      ['30000', 30_000, 30_000, 31, 3_000],
      ['50000', 50_000, 50_000, 53, 5_000],
      ['100000', 100_000, 100_000, 110, 10_000],
      ['200000', 200_000, 220_000, 220, 20_000],
    ].map(([code, amount, charge, points, score]) => ({
      CODE: String(code),
      LABEL: `${formatNumber(Number(amount))}원`,
      AMOUNT_WON: Number(amount),
      CHARGE_WON: Number(charge),
      POINTS: Number(points),
      ACTIVITY_SCORE: Number(score),
    })),
    packages: [
      ['P01', 5_500, 5],
      ['P02', 11_000, 10],
      ['P03', 22_000, 20],
      ['P04', 33_000, 31],
      ['P05', 55_000, 53],
      ['P06', 110_000, 110],
      ['P07', 220_000, 220],
      ['P08', 550_000, 550],
    ].map(([code, price, points]) => ({
      CODE: String(code),
      LABEL: `${points}포인트`,
      PRICE_WON: Number(price),
      POINTS: Number(points),
    })),
    BALANCE: 12,
    REFUND_DAYS: 7,
    ...change,
  };
}

export function order(change: Partial<Order> = {}): Order {
  return {
    PAYMENT_ID: 'pay_20261126_0001',
    PRODUCT: '10000',
    ORDER_NAME: '사이드퀘스트 커피 포인트 10개',
    AMOUNT_WON: 10_000,
    POINTS: 10,
    ACTIVITY_SCORE: 1_000,
    STATUS: 'ready',
    CREATED_AT: '2026-11-26T00:30:00.000Z',
    PAID_AT: null,
    REFUNDED_AT: null,
    REFUNDABLE: false,
    TEST: true,
    ...change,
  };
}

/** Renders `element` at `url`; other paths render their own path, so a navigation can be read. */
export function renderAt(path: string, url: string, element: ReactNode, state?: unknown) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    {
      initialEntries: [
        state === undefined
          ? url
          : { pathname: url.split('?')[0], search: url.includes('?') ? `?${url.split('?')[1]}` : '', state },
      ],
    },
  );
  const client = createQueryClient();
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return router;
}
