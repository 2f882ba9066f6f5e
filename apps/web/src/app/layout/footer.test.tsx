import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { transport } from '../../lib/api';
import '../../test/i18n';
import { createQueryClient } from '../providers';
import { Footer } from './footer';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const DEMO = {
  NAME: '사이드퀘스트(예시)',
  CEO: '홍길동(예시)',
  BUSINESS_NO: '000-00-00000',
  MAIL_ORDER_NO: '제0000-서울강남-00000호',
  ADDRESS: '서울특별시 강남구 테헤란로 000, 0층 (예시 주소)',
  CS_PHONE: '02-0000-0000',
  CS_EMAIL: 'help@example.com',
  CS_HOURS: '평일 10:00~18:00',
  HOSTING: '예시 클라우드(주)',
  DEMO: true,
};
const REAL = {
  NAME: '주식회사 메이커스',
  CEO: '김대표',
  BUSINESS_NO: '220-81-12345',
  MAIL_ORDER_NO: '제2026-서울마포-0123호',
  ADDRESS: '서울특별시 마포구 월드컵북로 1',
  CS_PHONE: '1588-0000',
  CS_EMAIL: 'cs@makers.kr',
  CS_HOURS: '평일 09:00~18:00',
  HOSTING: '네이버클라우드(주)',
  DEMO: false,
};

const original = transport.fetch;
let operator: typeof DEMO | null = DEMO;
let requests = 0;

beforeEach(() => {
  requests = 0;
  transport.fetch = (async (input: string) => {
    if (input.split('?')[0] === '/api/main/site_info') {
      requests += 1;
      if (!operator) return json({ result: 'fail', code: 'UNAVAILABLE', message: '잠시 후' }, 503);
      return json({ result: 'success', operator });
    }
    return json({ result: 'fail', code: 'NOT_FOUND', message: '없음' }, 404);
  }) as typeof transport.fetch;
});

afterEach(() => {
  cleanup();
  transport.fetch = original;
});

function renderFooter() {
  const router = createMemoryRouter([{ path: '*', element: <Footer /> }], { initialEntries: ['/'] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the footer', () => {
  it('marks the built-in demo values so nobody takes them for a real business', async () => {
    operator = DEMO;
    renderFooter();
    expect(await screen.findByTestId('operator-demo')).toHaveProperty('textContent', '데모용 예시 정보');
    expect(screen.getByTestId('operator-NAME').textContent).toBe('사이드퀘스트(예시)');
    expect(screen.getByText(/실제 사업자가 아닌 예시예요/)).toBeTruthy();
    // No lookup link for a number that does not exist.
    expect(screen.queryByRole('link', { name: '사업자정보 확인' })).toBeNull();
  });

  it('shows the configured details with their labels, without the demo mark', async () => {
    operator = REAL;
    renderFooter();
    expect((await screen.findByTestId('operator-NAME')).textContent).toBe('주식회사 메이커스');
    const info = screen.getByTestId('operator-info').textContent ?? '';
    for (const label of ['상호', '대표자', '사업자등록번호', '통신판매업 신고번호', '주소', '고객센터']) {
      expect(info).toContain(label);
    }
    expect(info).toContain('김대표');
    expect(info).toContain('220-81-12345');
    expect(info).toContain('제2026-서울마포-0123호');
    expect(info).toContain('1588-0000 · cs@makers.kr · 평일 09:00~18:00');
    expect(screen.queryByTestId('operator-demo')).toBeNull();
    const lookup = screen.getByRole('link', { name: '사업자정보 확인' });
    expect(lookup.getAttribute('href')).toContain('wrkr_no=2208112345');
  });

  it('lays every row out before the details arrive, so the page does not jump', () => {
    operator = REAL;
    renderFooter();
    // Rendered synchronously, before the answer: the labels are already there.
    const info = screen.getByTestId('operator-info').textContent ?? '';
    expect(info).toContain('통신판매업 신고번호');
    expect(screen.queryByTestId('operator-NAME')).toBeNull();
  });

  it('folds the rows under a 사업자 정보 button (used on phones)', async () => {
    operator = REAL;
    renderFooter();
    await screen.findByTestId('operator-NAME');
    const toggle = screen.getByRole('button', { name: '사업자 정보' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.dataset.open).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.dataset.open).toBe('true');
  });

  it('keeps the policy links and says so when the details cannot be loaded', async () => {
    operator = null;
    renderFooter();
    expect(
      await screen.findByText(/사업자 정보를 불러오지 못했어요/, undefined, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '개인정보 처리방침' }).getAttribute('href')).toContain(
      'privacy_policy',
    );
    expect(requests).toBeGreaterThan(0);
  });
});
