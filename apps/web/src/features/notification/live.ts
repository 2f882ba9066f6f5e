import type { NotificationItem } from '@sidequest/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useUserStore } from '../../app/store';
import { toast } from '../../ui/toast-store';
import { applyLiveNotification } from './api';

/**
 * The socket module lives outside React, the query cache inside it. The bell (mounted whenever
 * someone is logged in, which is exactly when the socket is open) lends its client here.
 */
let boundClient: QueryClient | null = null;

export function useBindNotificationCache(): void {
  const client = useQueryClient();
  useEffect(() => {
    boundClient = client;
    return () => {
      if (boundClient === client) boundClient = null;
    };
  }, [client]);
}

/** The chat socket's `newNotification` handler: update the badge and lists, and say it briefly. */
export function handleNewNotification(payload: { notification: NotificationItem; unread: number }): void {
  const userNo = useUserStore.getState().profile?.no;
  if (boundClient && userNo !== undefined) applyLiveNotification(boundClient, userNo, payload);
  const { TITLE, BODY } = payload.notification;
  toast(TITLE, BODY ? { description: BODY } : {});
}
