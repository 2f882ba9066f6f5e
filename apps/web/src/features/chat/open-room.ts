import { chatApi } from '@sidequest/shared';
import { texts } from '../../lib/texts/store';
import { callApi, errorMessage, isApiError } from '../../lib/api';
import { toast } from '../../ui/toast-store';
import { refreshRoomList } from './room-actions';
import { useChatStore } from './store';

/**
 * Opening the panel on a room from elsewhere (a person card, an applicant card, a profile). The
 * room exists after the call; the list is refreshed when it is new to this page.
 */
export function showRoom(roomId: string): void {
  useChatStore.setState({ activeRoomId: roomId, open: true });
}

async function openWith(call: () => Promise<{ roomId: string; new_chat?: boolean }>): Promise<boolean> {
  try {
    const { roomId } = await call();
    if (!useChatStore.getState().roomList.some((r) => r._id === roomId)) {
      await refreshRoomList().catch(() => undefined);
    }
    showRoom(roomId);
    return true;
  } catch (err) {
    // The login prompt is the caller's (E001 after the session ended meanwhile).
    if (isApiError(err) && err.isUnauthorized) throw err;
    toast(texts.t('chat:open.failed'), { description: errorMessage(err), tone: 'error' });
    return false;
  }
}

/** 1:1 대화 with a person: their room, made on first use. */
export function openDirectChat(opponentNo: number): Promise<boolean> {
  return openWith(() => callApi(chatApi.openChatRoom, { body: { opponent_no: opponentNo } }));
}

/** 커피챗 from a project: the 1:1 room with the project's card left in it. */
export function openProjectChat(projectNo: number, opponentNo: number): Promise<boolean> {
  return openWith(() =>
    callApi(chatApi.projectChat, { body: { project_no: projectNo, opponent_no: opponentNo } }),
  );
}

/** The project's team room (members only; the server refuses anyone else). */
export function openTeamChat(projectNo: number): Promise<boolean> {
  return openWith(() => callApi(chatApi.teamChat, { body: { project_no: projectNo } }));
}

/** A room id from a create / join call: refresh the list, then show it. */
export function openCreatedRoom(roomId: string): Promise<boolean> {
  return openWith(async () => ({ roomId }));
}
