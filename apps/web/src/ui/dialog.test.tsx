import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../test/i18n';
import { ConfirmDialog, Dialog } from './dialog';

afterEach(cleanup);

function Harness({ onConfirm }: { onConfirm: () => unknown }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        열기
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="글을 지울까요?"
        description="지운 글은 되돌릴 수 없어요."
        confirmLabel="지우기"
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('Dialog', () => {
  it('renders nothing while it has never been open', () => {
    render(<Dialog open={false} onOpenChange={() => undefined} title="제목" />);
    expect(document.body.textContent).toBe('');
  });

  it('opens with its code loaded on demand, confirms, and closes', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: '열기' }));
    const dialog = await screen.findByRole('dialog', { name: '글을 지울까요?' });
    expect(dialog.textContent).toContain('지운 글은 되돌릴 수 없어요.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '지우기' })));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    // A second open needs no loading.
    fireEvent.click(screen.getByRole('button', { name: '열기' }));
    expect(screen.getByRole('dialog', { name: '글을 지울까요?' })).toBeTruthy();
  });
});
