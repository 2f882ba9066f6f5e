import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WithdrawDialog } from '../../app/layout/withdraw-dialog';
import { useUserStore } from '../../app/store';
import '../../test/i18n';
import { logIn, mockServer, renderAt } from './test-kit';

let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  server = mockServer();
  logIn();
});

afterEach(() => {
  cleanup();
  server.restore();
  useUserStore.getState().setLoggedOut();
});

describe('ways into the cafeteria', () => {
  it('the withdraw dialog’s refund advice leads to 충전 내역 and closes the dialog', async () => {
    const onOpenChange = vi.fn();
    const router = renderAt('/my', '/my', <WithdrawDialog open onOpenChange={onOpenChange} />);
    fireEvent.click(await screen.findByRole('link', { name: '충전 내역에서 환불 신청하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cafeteria'));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(server.calls).toHaveLength(0);
  });
});
