import type { VoiceSignal } from '@sidequest/shared';

/**
 * One side of an audio-only WebRTC call. Signalling goes through `send` (the chat socket's
 * voiceSignal); the offerer is the caller. No STUN or TURN server is configured: only host
 * candidates are gathered, so calls connect on loopback and on a shared LAN but not across NATs
 * (docs/decisions/chat.md).
 */
export interface PeerOptions {
  role: 'offer' | 'answer';
  /** The microphone, already granted (asked for before ringing or answering). */
  local: MediaStream;
  send: (signal: VoiceSignal) => void;
  onRemote: (stream: MediaStream) => void;
  onState: (state: RTCPeerConnectionState) => void;
  /** Created per call so tests can hand in a fake. */
  createConnection?: (config: RTCConfiguration) => RTCPeerConnection;
}

export class VoicePeer {
  private readonly pc: RTCPeerConnection;
  /** ICE candidates that arrived before the remote description: applied right after it. */
  private pending: RTCIceCandidateInit[] = [];
  private closed = false;
  /** Signals are applied one at a time, in arrival order (an answer must follow its offer). */
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly opts: PeerOptions) {
    const create = opts.createConnection ?? ((config) => new RTCPeerConnection(config));
    this.pc = create({ iceServers: [] });
    for (const track of opts.local.getAudioTracks()) this.pc.addTrack(track, opts.local);
    this.pc.onicecandidate = (e) => {
      if (!e.candidate?.candidate) return;
      opts.send({
        kind: 'ice',
        candidate: e.candidate.candidate,
        sdpMid: e.candidate.sdpMid,
        sdpMLineIndex: e.candidate.sdpMLineIndex,
      });
    };
    this.pc.ontrack = (e) => {
      opts.onRemote(e.streams[0] ?? new MediaStream([e.track]));
    };
    this.pc.onconnectionstatechange = () => opts.onState(this.pc.connectionState);
  }

  get state(): RTCPeerConnectionState {
    return this.pc.connectionState;
  }

  /** The caller starts the exchange; the callee waits for the offer. */
  start(): Promise<void> {
    if (this.opts.role !== 'offer') return Promise.resolve();
    return this.run(async () => {
      const offer = await this.pc.createOffer();
      await this.pc.setLocalDescription(offer);
      this.opts.send({ kind: 'offer', sdp: offer.sdp ?? '' });
    });
  }

  handle(signal: VoiceSignal): Promise<void> {
    return this.run(async () => {
      if (signal.kind === 'ice') {
        const init = {
          candidate: signal.candidate,
          sdpMid: signal.sdpMid,
          sdpMLineIndex: signal.sdpMLineIndex,
        };
        if (this.pc.remoteDescription) await this.pc.addIceCandidate(init);
        else this.pending.push(init);
        return;
      }
      // Only the answerer takes an offer and only the offerer an answer; anything else is stale.
      if ((signal.kind === 'offer') !== (this.opts.role === 'answer')) return;
      await this.pc.setRemoteDescription({ type: signal.kind, sdp: signal.sdp });
      for (const init of this.pending.splice(0)) await this.pc.addIceCandidate(init);
      if (signal.kind === 'offer') {
        const answer = await this.pc.createAnswer();
        await this.pc.setLocalDescription(answer);
        this.opts.send({ kind: 'answer', sdp: answer.sdp ?? '' });
      }
    });
  }

  setMuted(muted: boolean): void {
    for (const track of this.opts.local.getAudioTracks()) track.enabled = !muted;
  }

  /** Stops the microphone and closes the connection; safe to call twice. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.pc.onicecandidate = null;
    this.pc.ontrack = null;
    this.pc.onconnectionstatechange = null;
    this.pc.close();
    for (const track of this.opts.local.getTracks()) track.stop();
  }

  private run(step: () => Promise<void>): Promise<void> {
    const next = this.queue.then(() => (this.closed ? undefined : step()));
    // A failed step (a malformed SDP from the other side) must not block the ones after it.
    this.queue = next.catch(() => undefined);
    return next;
  }
}
