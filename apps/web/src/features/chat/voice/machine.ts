import type { VoicePartyInfo } from '@sidequest/shared';
import type { VoiceChat } from '../store';

/**
 * The call state machine, pure so it can be tested without a socket or a browser: socket events
 * and this tab's own actions in, the next `voiceChat` out. Null means no call.
 *
 *   (none) --ringing--> waiting --connected--> connected
 *      ^                   |                        |
 *      +------- ended -----+---------- ended -------+
 *
 * Every tab of both people hears the events; only the tab that placed or answered the call
 * (`here`) holds the microphone and the peer connection. The others show it as "in another tab".
 */

export type VoiceEvent =
  | {
      type: 'ringing';
      roomId: string;
      caller: VoicePartyInfo;
      receiver: VoicePartyInfo;
      /** This tab is the one that just pressed 통화. */
      placedHere: boolean;
    }
  | { type: 'answering'; roomId: string }
  | { type: 'connected'; roomId: string; at: number }
  | { type: 'ended'; roomId: string };

export function nextVoice(state: VoiceChat | null, event: VoiceEvent): VoiceChat | null {
  switch (event.type) {
    case 'ringing':
      // One call at a time: a second ring while busy is the server's to refuse, not ours to show.
      if (state && state.roomId !== event.roomId) return state;
      return {
        status: 'waiting',
        caller: event.caller,
        receiver: event.receiver,
        roomId: event.roomId,
        here: event.placedHere,
        connectedAt: null,
      };
    case 'answering':
      if (!state || state.roomId !== event.roomId || state.status !== 'waiting') return state;
      return { ...state, here: true };
    case 'connected':
      if (!state || state.roomId !== event.roomId) return state;
      if (state.status === 'connected') return state;
      return { ...state, status: 'connected', connectedAt: event.at };
    case 'ended':
      return state && state.roomId === event.roomId ? null : state;
  }
}

export type VoiceView = 'incoming' | 'outgoing' | 'connected' | 'elsewhere';

/** What the overlay shows this tab. */
export function voiceView(state: VoiceChat, me: number | null): VoiceView {
  const iAmCaller = state.caller.no === me;
  if (state.status === 'waiting') {
    if (!iAmCaller) return 'incoming';
    return state.here ? 'outgoing' : 'elsewhere';
  }
  return state.here ? 'connected' : 'elsewhere';
}

/** The other person on the call, as this member sees it. */
export function otherParty(state: VoiceChat, me: number | null): VoicePartyInfo {
  return state.caller.no === me ? state.receiver : state.caller;
}

/** The WebRTC side this tab plays once connected: the caller offers, the callee answers. */
export function rtcRole(state: VoiceChat | null, me: number | null): 'offer' | 'answer' | null {
  if (state?.status !== 'connected' || !state.here) return null;
  return state.caller.no === me ? 'offer' : 'answer';
}

/** mm:ss (hours roll into minutes, as phone call timers do). */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

export type EndReason = 'cancelled' | 'declined' | 'hangup' | 'timeout' | 'disconnected';

/**
 * The toast key under `chat:voice.ended` for a call that ended, or null when this person ended it
 * themselves (they know). `voice.cancelled` keeps the seed's wording for a caller who gave up.
 */
export function endNoticeKey(
  reason: string,
  byUserNo: number,
  me: number | null,
  iWasCaller: boolean,
): string | null {
  if (byUserNo === me && reason !== 'timeout' && reason !== 'disconnected') return null;
  switch (reason) {
    case 'cancelled':
      return 'voice.cancelled';
    case 'declined':
      return 'voice.ended.declined';
    case 'hangup':
      return 'voice.ended.hangup';
    case 'timeout':
      return iWasCaller ? 'voice.ended.no_answer' : 'voice.ended.missed';
    case 'disconnected':
      return byUserNo === me ? 'voice.ended.my_disconnect' : 'voice.ended.disconnected';
    default:
      return 'voice.ended.hangup';
  }
}
