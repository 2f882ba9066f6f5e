import { seoulDayKey } from '@sidequest/shared';
import { describe, expect, it } from 'vitest';
import {
  applyUnreadCounts,
  hasMessage,
  mergeMessages,
  messageSender,
  previewText,
  splitMentions,
  totalUnread,
  unreadMarks,
} from './messages';
import { buildRows } from './rows';
import { clockLabel, dayLabel } from './time';
import { member, message, oid, room, T0 } from './test-fixtures';

describe('mergeMessages', () => {
  const a = message({ at: T0 });
  const b = message({ at: T0 + 1000 });
  const c = message({ at: T0 + 2000 });

  it('keeps each id once, oldest first, whatever the arrival order', () => {
    const merged = mergeMessages([b], [c, a, b]);
    expect(merged.map((m) => m._id)).toEqual([a._id, b._id, c._id]);
  });

  it('lets the later copy of a message win', () => {
    const edited = { ...b, body: '고친 내용' };
    expect(mergeMessages([a, b], [edited]).find((m) => m._id === b._id)?.body).toBe('고친 내용');
  });

  it('knows my echo by clientId as well as by id', () => {
    const mine = message({ clientId: 'c-1' });
    expect(hasMessage([mine], { ...mine, _id: oid(1) })).toBe(true);
    expect(hasMessage([mine], message())).toBe(false);
  });
});

describe('unread marks on bubbles', () => {
  const m1 = message({ at: T0, sender: { no: 1, nickname: '나', img: null } });
  const m2 = message({ at: T0 + 1000, sender: { no: 1, nickname: '나', img: null } });
  const sys = message({ at: T0 + 2000, type: '10', sender: null, body: '회원3님이 들어왔어요.' });
  const list = [m1, m2, sys];

  it('counts the active members other than the sender who have not read up to it', () => {
    const marks = unreadMarks(list, [
      member(1, { lastReadId: m2._id }),
      member(2, { lastReadId: m1._id }),
      member(3, { lastReadId: null }),
    ]);
    expect(marks.get(m1._id)).toBe(1); // member 3
    expect(marks.get(m2._id)).toBe(2); // members 2 and 3
    expect(marks.has(sys._id)).toBe(false);
  });

  it('does not wait for members who left, and marks nothing once all have read', () => {
    const marks = unreadMarks(list, [
      member(1),
      member(2, { lastReadId: sys._id }),
      member(3, { status: 'left' }),
    ]);
    expect(marks.size).toBe(0);
  });

  it('falls back to the time in the id for a read mark older or newer than the loaded page', () => {
    const newer = oid(Math.floor(T0 / 1000) + 60);
    const older = oid(Math.floor(T0 / 1000) - 60);
    expect(unreadMarks([m1], [member(2, { lastReadId: newer })]).size).toBe(0);
    expect(unreadMarks([m1], [member(2, { lastReadId: older })]).get(m1._id)).toBe(1);
  });
});

describe('unread counts', () => {
  it('the initial counts replace, later ones update the rooms they name', () => {
    const start = applyUnreadCounts(
      { x: 9 },
      [
        { _id: 'a', count: 2 },
        { _id: 'b', count: 1 },
      ],
      'replace',
    );
    expect(start).toEqual({ a: 2, b: 1 });
    expect(applyUnreadCounts(start, [{ _id: 'a', count: 5 }], 'merge')).toEqual({ a: 5, b: 1 });
    expect(applyUnreadCounts(start, [{ _id: 'a', count: -3 }], 'merge').a).toBe(0);
  });

  it('totals only the rooms still listed', () => {
    const unread = { [room()._id]: 3, gone: 4 };
    expect(totalUnread(unread)).toBe(7);
    expect(totalUnread(unread, [room()])).toBe(3);
  });
});

describe('previews, mentions and times', () => {
  it('cuts text and labels the other types', () => {
    const at = new Date(T0).toISOString();
    expect(previewText({ _id: '1', body: '짧은 인사', type: '01', createdAt: at })).toBe('짧은 인사');
    expect(previewText({ _id: '1', body: 'x'.repeat(100), type: '01', createdAt: at }).endsWith('…')).toBe(
      true,
    );
    expect(previewText({ _id: '1', body: 'a.png', type: '02', createdAt: at })).toBe('사진을 보냈어요.');
    expect(previewText({ _id: '1', body: 'cv.pdf', type: '08', createdAt: at })).toBe('파일을 보냈어요.');
    expect(previewText(null)).toBe('');
  });

  it('shows mentions by name in the room list, never the raw token', () => {
    const at = new Date(T0).toISOString();
    expect(previewText({ _id: '1', body: '@[데모메이커] 회의록 올렸어요', type: '01', createdAt: at })).toBe(
      '@데모메이커 회의록 올렸어요',
    );
  });

  it('names the project bot and members who left instead of an unknown user', () => {
    expect(messageSender({ sender: null, type: '04' })).toEqual({ kind: 'bot' });
    expect(messageSender({ sender: null, type: '05' })).toEqual({ kind: 'bot' });
    expect(messageSender({ sender: { no: 3, nickname: '', img: null }, type: '01' })).toEqual({
      kind: 'gone',
    });
    expect(messageSender({ sender: { no: 3, nickname: '하늘', img: null }, type: '04' })).toEqual({
      kind: 'person',
      nickname: '하늘',
    });
  });

  it('splits @[nickname] mentions out of the text', () => {
    expect(splitMentions('@[메이커] 확인 부탁해요 @[하늘_1]')).toEqual([
      { kind: 'mention', nickname: '메이커' },
      { kind: 'text', text: ' 확인 부탁해요 ' },
      { kind: 'mention', nickname: '하늘_1' },
    ]);
    expect(splitMentions('이메일 a@b.com')).toEqual([{ kind: 'text', text: '이메일 a@b.com' }]);
  });

  it('shows Seoul wall time in Korean', () => {
    // 06:05 UTC is 15:05 in Seoul.
    expect(clockLabel('2026-11-21T06:05:00Z')).toBe('오후 3:05');
    expect(clockLabel('2026-11-20T15:30:00Z')).toBe('오전 12:30');
    expect(seoulDayKey('2026-11-20T15:30:00Z')).toBe('2026-11-21');
    expect(dayLabel('2026-11-21T06:05:00Z')).toContain('2026년 11월 21일');
  });

  it('puts a day separator before the first message of each Seoul day', () => {
    const a = message({ at: Date.parse('2026-11-20T14:00:00Z') }); // 23:00 KST on the 20th
    const b = message({ at: Date.parse('2026-11-20T15:10:00Z') }); // 00:10 KST on the 21st
    const rows = buildRows([a, b], [], 1, new Map());
    expect(rows.map((r) => r.kind)).toEqual(['day', 'message', 'day', 'message']);
  });
});
