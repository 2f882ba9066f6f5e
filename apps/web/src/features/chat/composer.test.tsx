import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../test/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../app/providers';
import { Composer, mentionQuery } from './composer';
import { member, ROOM } from './test-fixtures';

afterEach(cleanup);

function setup(mentionable = [member(2, { nickname: '메이커' }), member(3, { nickname: '하늘' })]) {
  const onSend = vi.fn();
  const router = createMemoryRouter([
    {
      path: '/',
      element: <Composer roomId={ROOM} mentionable={mentionable} disabledReason={null} onSend={onSend} />,
    },
  ]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const input = screen.getByLabelText('메시지 입력') as HTMLTextAreaElement;
  const type = (value: string) =>
    fireEvent.change(input, { target: { value, selectionStart: value.length } });
  return { input, onSend, type };
}

describe('composer', () => {
  it('Enter sends and clears; Shift+Enter does not send', () => {
    const { input, onSend, type } = setup();
    type('안녕하세요');
    expect(fireEvent.keyDown(input, { key: 'Enter', shiftKey: true, keyCode: 13 })).toBe(true);
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(onSend).toHaveBeenCalledWith('안녕하세요');
    expect(input.value).toBe('');
  });

  it('never sends while a Hangul syllable is being composed', () => {
    const { input, onSend, type } = setup();
    fireEvent.compositionStart(input);
    type('한');
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229, isComposing: true });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.compositionEnd(input);
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(onSend).toHaveBeenCalledWith('한');
  });

  it('does not send blank text', () => {
    const { input, onSend, type } = setup();
    type('   ');
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(onSend).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: '보내기' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the counter near the limit and refuses text over 2,000 characters', () => {
    const { input, onSend, type } = setup();
    type('가'.repeat(1900));
    expect(screen.getByText('1900 / 2,000자')).toBeTruthy();
    type('가'.repeat(2001));
    expect(screen.getByText('메시지는 2,000자까지 보낼 수 있어요. 나눠서 보내 주세요.')).toBeTruthy();
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('@ opens the member picker; Enter inserts @[nickname] instead of sending', () => {
    const { input, onSend, type } = setup();
    type('확인 부탁해요 @메');
    expect(screen.getByRole('option', { name: '@메이커' })).toBeTruthy();
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(onSend).not.toHaveBeenCalled();
    expect(input.value).toBe('확인 부탁해요 @[메이커] ');
  });

  it('finds the @word right before the caret only', () => {
    expect(mentionQuery('@', 1)).toBe('');
    expect(mentionQuery('안녕 @하', 5)).toBe('하');
    expect(mentionQuery('a@b.com', 7)).toBeNull();
    expect(mentionQuery('@[메이커] 좋아요', 11)).toBeNull();
  });
});
