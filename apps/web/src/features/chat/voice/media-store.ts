import { create } from 'zustand';

/**
 * This tab's media side of the call (not shared across tabs, not persisted): the peer
 * connection's state, the mute switch and the other person's audio.
 */
export interface VoiceMediaState {
  /** 'idle' before this tab has a peer connection (ringing, or the call is in another tab). */
  rtcState: RTCPeerConnectionState | 'idle';
  muted: boolean;
  remote: MediaStream | null;
  /** An action (call, answer, hang up) is waiting for the server. */
  pending: boolean;
}

export const initialVoiceMedia: VoiceMediaState = {
  rtcState: 'idle',
  muted: false,
  remote: null,
  pending: false,
};

export const useVoiceMedia = create<VoiceMediaState>()(() => initialVoiceMedia);
