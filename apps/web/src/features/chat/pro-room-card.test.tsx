import { formatSlotRange } from '@sidequest/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../test/i18n';
import { proRoomState } from './pro-room-card';
import { RoomListItem } from './room-list-item';
import { member, room } from './test-fixtures';

afterEach(cleanup);

// Thursday 2026-11-26 19:00–20:00 in Seoul.
const slotStart = '2026-11-26T10:00:00.000Z';
const slotEnd = '2026-11-26T11:00:00.000Z';
const pro = (over: Parameters<typeof room>[0] = {}) =>
  room({
    kind: 'pro',
    type: '02',
    title: '프로 상담 · 2026.11.26 19:00',
    endDate: slotEnd,
    attributes: { realStart: null, slotStart, slotEnd },
    opponentInfo: member(7, { nickname: '김변리', role: 'pro' }),
    ...over,
  });
const at = (iso: string) => Date.parse(iso);

describe('pro room card', () => {
  it('labels the slot in Seoul time whatever the browser zone', () => {
    expect(formatSlotRange(slotStart, slotEnd)).toBe('11월 26일 (목) 19:00–20:00');
  });

  it('is scheduled before the slot, live during it, ended once the room is', () => {
    expect(proRoomState(pro(), at('2026-11-26T09:52:00Z'))).toBe('scheduled');
    expect(proRoomState(pro(), at('2026-11-26T10:20:00Z'))).toBe('live');
    expect(proRoomState(pro(), at('2026-11-26T11:00:00Z'))).toBe('ended');
    // A leave ended the room early: the card follows the room, not the slot.
    const left = pro({ endDate: '2026-11-26T10:30:00.000Z' });
    expect(proRoomState(left, at('2026-11-26T10:31:00Z'))).toBe('ended');
    expect(proRoomState(pro({ closed: true }), at('2026-11-26T09:00:00Z'))).toBe('ended');
  });

  it('shows the pro, the slot with its zone and the state in the room list', () => {
    render(
      <ul>
        <RoomListItem room={pro()} unread={0} now={at('2026-11-26T10:20:00Z')} onOpen={() => undefined} />
      </ul>,
    );
    const card = screen.getByTestId('chat-pro-card');
    expect(card.textContent).toContain('진행 중');
    expect(card.textContent).toContain('프로 상담');
    expect(card.textContent).toContain('11월 26일 (목) 19:00–20:00');
    expect(card.textContent).toContain('한국 시간(KST)');
    expect(screen.getByText('김변리')).toBeTruthy();
    expect(screen.getByTestId('chat-room-item').getAttribute('aria-label')).toContain('진행 중');
  });

  it('tells the pro it is a session they give', () => {
    const mine = pro({ opponentInfo: member(8, { nickname: '새싹메이커', role: 'user' }) });
    render(
      <ul>
        <RoomListItem room={mine} unread={0} now={at('2026-11-26T09:55:00Z')} onOpen={() => undefined} />
      </ul>,
    );
    const card = screen.getByTestId('chat-pro-card');
    expect(card.textContent).toContain('예정');
    expect(card.textContent).toContain('내가 받는 상담');
  });
});
