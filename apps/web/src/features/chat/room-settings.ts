import { type ChatRoomDetail, type ChatRoomSummary, chatApi } from '@sidequest/shared';
import { texts } from '../../lib/texts/store';
import { callApi, errorMessage } from '../../lib/api';
import { toast } from '../../ui/toast-store';
import { patchRoomDetail, useChatStore } from './store';

/**
 * The room menu's switches: 알림 (mine only) and 프로젝트 소식 (the team room's host, for everyone).
 * The answer is applied at once to the open room and the list; the server's roomUpdated that
 * follows a bot change carries the same value.
 */

/** Apply changed room fields to the open room and to its line in the list. */
export function patchRoomFields(roomId: string, change: Partial<ChatRoomSummary>): void {
  patchRoomDetail(roomId, change);
  useChatStore.setState({
    roomList: useChatStore.getState().roomList.map((r) => (r._id === roomId ? { ...r, ...change } : r)),
  });
}

/** 알림 끄기 / 켜기: this room's notifications, for me only. */
export async function toggleAlarm(room: ChatRoomDetail): Promise<void> {
  try {
    const res = await callApi(chatApi.alarmChange, {
      body: { chatId: room._id, is_alarm_blocked: !room.alarmBlocked },
    });
    patchRoomFields(room._id, { alarmBlocked: res.is_alarm_blocked });
    toast(res.is_alarm_blocked ? texts.t('chat:menu.alarm_off_done') : texts.t('chat:menu.alarm_on_done'), {
      tone: 'success',
    });
  } catch (err) {
    toast(texts.t('chat:menu.failed'), { description: errorMessage(err), tone: 'error' });
  }
}

/** 프로젝트 소식 받기 on / off (the team room's host): to-do and milestone cards in the room. */
export async function toggleBot(room: ChatRoomDetail): Promise<void> {
  try {
    // The seed's field name: `is_alarm_blocked: true` switches the project news off.
    const res = await callApi(chatApi.botChange, {
      body: { chatId: room._id, is_alarm_blocked: room.botEnabled },
    });
    patchRoomFields(room._id, { botEnabled: !res.is_alarm_blocked });
    toast(res.is_alarm_blocked ? texts.t('chat:menu.bot_off_done') : texts.t('chat:menu.bot_on_done'), {
      tone: 'success',
    });
  } catch (err) {
    toast(texts.t('chat:menu.failed'), { description: errorMessage(err), tone: 'error' });
  }
}
