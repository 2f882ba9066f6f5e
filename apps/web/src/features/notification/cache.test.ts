import type { NotificationItem, NotificationPage } from '@sidequest/shared';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyLiveNotification, notificationKeys } from './api';
import { badgeText, internalHref } from './links';

const item = (no: number, kind: string, read = false): NotificationItem => ({
  NOTIFICATION_NO: no,
  KIND: kind,
  TITLE: `알림 ${no}`,
  BODY: '',
  LINK_URL: null,
  ACTOR_NICKNAME: null,
  ACTOR_IMG_URL: null,
  IS_READ: read,
  CREATED_AT: '2026-03-02T00:00:00.000Z',
});

type Pages = InfiniteData<NotificationPage, number | undefined>;
const pages = (...lists: NotificationItem[][]): Pages => ({
  pageParams: lists.map((_, i) => (i === 0 ? undefined : i)),
  pages: lists.map((alarm_list, i) => ({
    alarm_list,
    unread: 1,
    has_more: i < lists.length - 1,
    next_cursor: null,
  })),
});
const titles = (data: Pages | undefined) =>
  data?.pages.map((p) => p.alarm_list.map((n) => n.NOTIFICATION_NO));

describe('applyLiveNotification', () => {
  it('puts a social notification on top of both loaded lists and takes the server count', () => {
    const client = new QueryClient();
    client.setQueryData(notificationKeys.count(7), 1);
    client.setQueryData(notificationKeys.list(7, 'all'), pages([item(3, 'system')], [item(1, 'invite')]));
    client.setQueryData(notificationKeys.list(7, 'social'), pages([item(2, 'follow', true)]));

    applyLiveNotification(client, 7, { notification: item(9, 'follow'), unread: 2 });

    expect(client.getQueryData(notificationKeys.count(7))).toBe(2);
    expect(titles(client.getQueryData(notificationKeys.list(7, 'all')))).toEqual([[9, 3], [1]]);
    expect(titles(client.getQueryData(notificationKeys.list(7, 'social')))).toEqual([[9, 2]]);
  });

  it('leaves the social list alone for other kinds, and never adds the same item twice', () => {
    const client = new QueryClient();
    client.setQueryData(notificationKeys.list(7, 'all'), pages([item(3, 'system')]));
    client.setQueryData(notificationKeys.list(7, 'social'), pages([item(2, 'follow')]));

    applyLiveNotification(client, 7, { notification: item(4, 'invite'), unread: 3 });
    applyLiveNotification(client, 7, { notification: item(4, 'invite'), unread: 3 });

    expect(titles(client.getQueryData(notificationKeys.list(7, 'all')))).toEqual([[4, 3]]);
    expect(titles(client.getQueryData(notificationKeys.list(7, 'social')))).toEqual([[2]]);
  });

  it('does not create a list nobody has loaded yet, and never touches another member', () => {
    const client = new QueryClient();
    client.setQueryData(notificationKeys.list(8, 'all'), pages([item(5, 'system')]));
    applyLiveNotification(client, 7, { notification: item(6, 'system'), unread: 1 });
    expect(client.getQueryData(notificationKeys.list(7, 'all'))).toBeUndefined();
    expect(titles(client.getQueryData(notificationKeys.list(8, 'all')))).toEqual([[5]]);
    expect(client.getQueryData(notificationKeys.count(7))).toBe(1);
  });
});

describe('badgeText', () => {
  it('caps at 99+', () => {
    expect([1, 9, 99, 100, 2500].map(badgeText)).toEqual(['1', '9', '99', '99+', '99+']);
  });
});

describe('internalHref', () => {
  it('follows paths on this site only', () => {
    expect(internalHref('/people/%EA%B9%80%EC%A7%80%EC%9A%B0')).toBe('/people/%EA%B9%80%EC%A7%80%EC%9A%B0');
    expect(internalHref('/notice')).toBe('/notice');
    for (const bad of [
      null,
      '',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
    ]) {
      expect(internalHref(bad)).toBeNull();
    }
  });
});
