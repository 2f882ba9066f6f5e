import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../../../test/i18n';
import { transport } from '../../../lib/api';
import { ProductsBlock } from './product-picks';

const original = transport.fetch;
let products: unknown[];

beforeEach(() => {
  transport.fetch = (async () =>
    new Response(JSON.stringify({ result: 'success', product_list: products }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })) as typeof transport.fetch;
});
afterEach(() => {
  cleanup();
  transport.fetch = original;
});

function Harness() {
  const [picked, setPicked] = useState<number[]>([]);
  const toggle = (no: number) => setPicked((p) => (p.includes(no) ? p.filter((x) => x !== no) : [...p, no]));
  return <ProductsBlock picked={picked} toggle={toggle} />;
}

const renderBlock = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Harness />
    </QueryClientProvider>,
  );

describe('the tutorial’s products', () => {
  it('offers the expo’s booths and counts the ones picked', async () => {
    products = [
      {
        PRODUCT_NO: 3,
        PRODUCT_NAME: '회고 보드',
        PRODUCT_PITCH: '팀 회고를 10분 안에',
        PRODUCT_IMG_URL: null,
      },
      {
        PRODUCT_NO: 8,
        PRODUCT_NAME: '가계부 메이트',
        PRODUCT_PITCH: '둘이 쓰는 가계부',
        PRODUCT_IMG_URL: null,
      },
    ];
    renderBlock();
    const board = await screen.findByRole('button', { name: '회고 보드, 엑스포 부스' });
    expect(screen.getByText('팀 회고를 10분 안에')).toBeTruthy();
    fireEvent.click(board);
    expect(board.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('product-pick-count').textContent).toBe('1개 선택');
  });

  it('says plainly that no booth is open yet', async () => {
    products = [];
    renderBlock();
    expect(await screen.findByText('아직 문을 연 부스가 없어요')).toBeTruthy();
  });
});
