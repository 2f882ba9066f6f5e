import {
  isSocialNotificationKind,
  type NotificationItem,
  type NotificationPage,
  type NotificationSetting,
  notificationApi,
} from '@sidequest/shared';
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { texts } from '../../lib/texts/store';
import { useUserStore } from '../../app/store';
import { callApi, errorMessage } from '../../lib/api';
import { toast } from '../../ui/toast-store';

/** 전체 (every kind) or 소셜 (follow, favourite, review). */
export type ListScope = 'all' | 'social';

export const PAGE_SIZE = 20;

/**
 * Keys carry the member's number: after a logout and another login in the same tab, the last
 * member's inbox must never show, even for a frame.
 */
export const notificationKeys = {
  root: (userNo: number) => ['notification', userNo] as const,
  count: (userNo: number) => ['notification', userNo, 'count'] as const,
  lists: (userNo: number) => ['notification', userNo, 'list'] as const,
  list: (userNo: number, scope: ListScope) => ['notification', userNo, 'list', scope] as const,
  settings: (userNo: number) => ['notification', userNo, 'settings'] as const,
};

type Pages = InfiniteData<NotificationPage, number | undefined>;

function useUserNo(): number | null {
  return useUserStore((s) => (s.isLoggedIn ? (s.profile?.no ?? null) : null));
}

/** The bell's number. Refetched on focus: the socket does not reconnect, so it may have missed some. */
export function useUnreadCount() {
  const userNo = useUserNo();
  return useQuery({
    queryKey: notificationKeys.count(userNo ?? 0),
    queryFn: async ({ signal }) => (await callApi(notificationApi.alarmCount, { signal })).unread,
    enabled: userNo !== null,
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
}

export function useNotificationList(scope: ListScope, { enabled = true }: { enabled?: boolean } = {}) {
  const userNo = useUserNo();
  const client = useQueryClient();
  return useInfiniteQuery({
    queryKey: notificationKeys.list(userNo ?? 0, scope),
    queryFn: async ({ pageParam, signal }): Promise<NotificationPage> => {
      const query = { limit: PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) };
      const page =
        scope === 'social'
          ? await callApi(notificationApi.alarmSocialInfo, { query, signal })
          : await callApi(notificationApi.alarmInfo, { query, signal });
      // Every page carries the unread count; keep the bell in step with what the list shows.
      if (userNo !== null) client.setQueryData(notificationKeys.count(userNo), page.unread);
      return page;
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled: enabled && userNo !== null,
  });
}

function updateLists(
  client: QueryClient,
  userNo: number,
  update: (item: NotificationItem) => NotificationItem,
) {
  client.setQueriesData<Pages>({ queryKey: notificationKeys.lists(userNo) }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((p) => ({ ...p, alarm_list: p.alarm_list.map(update) })),
        }
      : data,
  );
}

export type ReadTarget = { notificationNo: number } | { all: true };

/** Marks one or all as read; the list and the badge change at once and settle on the server's count. */
export function useMarkRead() {
  const client = useQueryClient();
  const userNo = useUserNo();
  return useMutation({
    mutationFn: (target: ReadTarget) =>
      callApi(notificationApi.changeAlarmRead, {
        body: 'all' in target ? { all: true } : { notification_no: target.notificationNo },
      }),
    onMutate: async (target) => {
      if (userNo === null) return;
      await client.cancelQueries({ queryKey: notificationKeys.root(userNo) });
      const countKey = notificationKeys.count(userNo);
      if ('all' in target) {
        updateLists(client, userNo, (item) => ({ ...item, IS_READ: true }));
        client.setQueryData(countKey, 0);
        return;
      }
      const wasUnread = client
        .getQueriesData<Pages>({ queryKey: notificationKeys.lists(userNo) })
        .some(([, data]) =>
          data?.pages.some((p) =>
            p.alarm_list.some((n) => n.NOTIFICATION_NO === target.notificationNo && !n.IS_READ),
          ),
        );
      updateLists(client, userNo, (item) =>
        item.NOTIFICATION_NO === target.notificationNo ? { ...item, IS_READ: true } : item,
      );
      if (wasUnread) client.setQueryData<number>(countKey, (n) => Math.max(0, (n ?? 1) - 1));
    },
    onSuccess: (res) => {
      if (userNo !== null) client.setQueryData(notificationKeys.count(userNo), res.unread);
    },
    onError: (err) => {
      if (userNo !== null) void client.invalidateQueries({ queryKey: notificationKeys.root(userNo) });
      toast(texts.t('common:notification.mark_failed'), { description: errorMessage(err), tone: 'error' });
    },
  });
}

export function useNotificationSettings() {
  const userNo = useUserNo();
  return useQuery({
    queryKey: notificationKeys.settings(userNo ?? 0),
    queryFn: async ({ signal }) => (await callApi(notificationApi.loadUserNoti, { signal })).noti_settings,
    enabled: userNo !== null,
  });
}

export interface SettingChange {
  kind: NotificationSetting['KIND'];
  in_app: boolean;
  email: boolean;
}

/** One switch: shown flipped at once, put back (with a toast) if the server refuses. */
export function useChangeSetting() {
  const client = useQueryClient();
  const userNo = useUserNo();
  const key = notificationKeys.settings(userNo ?? 0);
  return useMutation({
    mutationFn: (change: SettingChange) => callApi(notificationApi.changeUserNoti, { body: change }),
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<NotificationSetting[]>(key);
      client.setQueryData<NotificationSetting[]>(key, (list) =>
        list?.map((s) =>
          s.KIND === change.kind ? { ...s, IN_APP: change.in_app, EMAIL: change.email, CUSTOMIZED: true } : s,
        ),
      );
      return { before };
    },
    onSuccess: (res) => client.setQueryData(key, res.noti_settings),
    onError: (err, _change, context) => {
      if (context?.before) client.setQueryData(key, context.before);
      toast(texts.t('common:notification.settings.failed'), {
        description: errorMessage(err),
        tone: 'error',
      });
    },
  });
}

/**
 * A notification that arrived over the socket: the badge takes the server's count, and the
 * lists already loaded get it on top (the social list only for social kinds).
 */
export function applyLiveNotification(
  client: QueryClient,
  userNo: number,
  payload: { notification: NotificationItem; unread: number },
): void {
  const { notification, unread } = payload;
  client.setQueryData(notificationKeys.count(userNo), unread);
  const scopes: ListScope[] = isSocialNotificationKind(notification.KIND) ? ['all', 'social'] : ['all'];
  for (const scope of scopes) {
    client.setQueryData<Pages>(notificationKeys.list(userNo, scope), (data) => {
      const first = data?.pages[0];
      if (!data || !first) return data;
      if (
        data.pages.some((p) => p.alarm_list.some((n) => n.NOTIFICATION_NO === notification.NOTIFICATION_NO))
      ) {
        return data;
      }
      return {
        ...data,
        pages: [
          { ...first, unread, alarm_list: [notification, ...first.alarm_list] },
          ...data.pages.slice(1),
        ],
      };
    });
  }
}
