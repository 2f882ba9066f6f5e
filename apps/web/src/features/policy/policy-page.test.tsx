import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { afterEach, describe, expect, it } from 'vitest';
import '../../test/i18n';
import { parsePolicy } from './policy-doc';
import { PolicyPage } from './policy-page';
import { resolveTerm } from './resolve-term';

afterEach(cleanup);

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/policy', element: <PolicyPage /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('resolveTerm', () => {
  it('accepts the four terms and falls back to the terms of service', () => {
    expect(resolveTerm('privacy_policy')).toBe('privacy_policy');
    expect(resolveTerm('refund_policy')).toBe('refund_policy');
    expect(resolveTerm('payment_policy')).toBe('payment_policy');
    expect(resolveTerm('service_policy')).toBe('service_policy');
    expect(resolveTerm('cookie_policy')).toBe('service_policy');
    expect(resolveTerm(null)).toBe('service_policy');
    expect(resolveTerm('')).toBe('service_policy');
  });
});

describe('PolicyPage', () => {
  it('shows the term named in ?term= with its tab selected', () => {
    renderAt('/policy?term=privacy_policy');
    expect(screen.getByTestId('policy-document').dataset.term).toBe('privacy_policy');
    expect(screen.getByRole('tab', { name: '개인정보 처리방침' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { name: /보호책임자/ })).toBeTruthy();
    expect(document.title).toBe('개인정보 처리방침 | 사이드퀘스트');
  });

  it('shows the terms of service for an unknown term', () => {
    renderAt('/policy?term=nonsense');
    expect(screen.getByTestId('policy-document').dataset.term).toBe('service_policy');
    expect(screen.getByRole('heading', { name: '제1조 (목적)' })).toBeTruthy();
  });

  it('switches term from the tabs and updates the address', () => {
    const router = renderAt('/policy?term=service_policy');
    const tab = screen.getByRole('tab', { name: '결제 및 환불 약관' });
    fireEvent.mouseDown(tab);
    fireEvent.click(tab);
    expect(router.state.location.search).toBe('?term=refund_policy');
    expect(screen.getByTestId('policy-document').dataset.term).toBe('refund_policy');
    expect(screen.getByText(/1포인트의 가치는 1,000원/)).toBeTruthy();
  });
});

describe('parsePolicy', () => {
  it('reads headings, lists, tables and paragraphs in order', () => {
    const blocks = parsePolicy(`
## 제1조 (목적)
첫 문단
이어지는 줄
1. 하나
2. 둘
- 점
| 가 | 나 |
| 1 | 2 |
### 소제목
끝`);
    expect(blocks.map((b) => b.type)).toEqual(['h2', 'p', 'ol', 'ul', 'table', 'h3', 'p']);
    expect(blocks[1]).toEqual({ type: 'p', text: '첫 문단 이어지는 줄' });
    expect(blocks[2]).toEqual({ type: 'ol', items: ['하나', '둘'] });
    expect(blocks[4]).toEqual({ type: 'table', head: ['가', '나'], rows: [['1', '2']] });
  });

  it('starts a new paragraph at each circled clause number', () => {
    const blocks = parsePolicy('① 첫째 항\n이어서\n② 둘째 항');
    expect(blocks).toEqual([
      { type: 'p', text: '① 첫째 항 이어서' },
      { type: 'p', text: '② 둘째 항' },
    ]);
  });
});
