import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredMenu, type DeferredMenuProps } from './deferred-menu';

afterEach(cleanup);

function RealMenu({ name, defaultOpen }: { name: string } & DeferredMenuProps) {
  return (
    <div>
      <button type="button" data-testid="real-trigger">
        {name}
      </button>
      {defaultOpen ? <div role="menu">열린 메뉴</div> : null}
    </div>
  );
}

const trigger = {
  className: 'trigger',
  label: '김메이커 님 메뉴',
  testId: 'card-menu',
  icon: <span>⋯</span>,
};

describe('DeferredMenu', () => {
  it('is a named button until asked, and opens the real menu on a click', async () => {
    const load = vi.fn(async () => RealMenu);
    render(<DeferredMenu load={load} props={{ name: '메뉴' }} trigger={trigger} />);
    const button = screen.getByRole('button', { name: '김메이커 님 메뉴' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(await screen.findByRole('menu')).toBeTruthy();
    expect(screen.getByTestId('real-trigger').textContent).toBe('메뉴');
  });

  it('loads ahead when pointed at, without opening', async () => {
    const load = vi.fn(async () => RealMenu);
    render(<DeferredMenu load={load} props={{ name: '메뉴' }} trigger={trigger} />);
    fireEvent.pointerEnter(screen.getByTestId('card-menu'));
    expect(await screen.findByTestId('real-trigger')).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('asks again on the next click when the menu failed to load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(RealMenu);
    render(<DeferredMenu load={load} props={{ name: '메뉴' }} trigger={trigger} />);
    fireEvent.click(screen.getByTestId('card-menu'));
    await vi.waitFor(() => expect(screen.getByTestId('card-menu').dataset.failed).toBe('true'));
    fireEvent.click(screen.getByTestId('card-menu'));
    expect(await screen.findByRole('menu')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
