import type { VoiceSignal } from '@sidequest/shared';
import { describe, expect, it } from 'vitest';
import { FakeConnection } from './fake-rtc';
import { VoicePeer } from './peer';

function setup(role: 'offer' | 'answer') {
  const track = {
    enabled: true,
    stopped: false,
    stop() {
      this.stopped = true;
    },
  };
  const local = { getAudioTracks: () => [track], getTracks: () => [track] } as unknown as MediaStream;
  const sent: VoiceSignal[] = [];
  const states: string[] = [];
  const remotes: unknown[] = [];
  const pc = new FakeConnection();
  const peer = new VoicePeer({
    role,
    local,
    send: (s) => sent.push(s),
    onRemote: (s) => remotes.push(s),
    onState: (s) => states.push(s),
    createConnection: () => pc as unknown as RTCPeerConnection,
  });
  return { peer, pc, track, sent, states, remotes };
}

const ice = (n: number): VoiceSignal => ({
  kind: 'ice',
  candidate: `candidate:${n} 1 udp 1 127.0.0.1 ${5000 + n} typ host`,
  sdpMid: '0',
  sdpMLineIndex: 0,
});

describe('VoicePeer', () => {
  it('offers as the caller and applies ICE that arrived before the answer right after it', async () => {
    const { peer, pc, sent, track } = setup('offer');
    expect(pc.tracks).toEqual([track]);
    await peer.start();
    expect(sent).toEqual([{ kind: 'offer', sdp: 'v=0 offer' }]);
    await peer.handle(ice(1));
    expect(pc.candidates).toEqual([]);
    // An offer is not for the caller to take.
    await peer.handle({ kind: 'offer', sdp: 'stray' });
    expect(pc.remoteDescription).toBeNull();
    await peer.handle({ kind: 'answer', sdp: 'v=0 answer' });
    expect(pc.remoteDescription).toEqual({ type: 'answer', sdp: 'v=0 answer' });
    await peer.handle(ice(2));
    expect(pc.candidates.map((c) => c.candidate)).toEqual(
      [ice(1), ice(2)].map((s) => (s as { candidate: string }).candidate),
    );
  });

  it('answers an offer as the callee and sends its own candidates', async () => {
    const { peer, pc, sent } = setup('answer');
    await peer.start();
    expect(sent).toEqual([]);
    await peer.handle({ kind: 'offer', sdp: 'v=0 offer' });
    expect(pc.remoteDescription).toEqual({ type: 'offer', sdp: 'v=0 offer' });
    expect(sent).toEqual([{ kind: 'answer', sdp: 'v=0 answer' }]);
    pc.onicecandidate?.({ candidate: { candidate: 'candidate:9', sdpMid: '0', sdpMLineIndex: 0 } });
    pc.onicecandidate?.({ candidate: null }); // end of gathering: nothing to send
    expect(sent[1]).toEqual({ kind: 'ice', candidate: 'candidate:9', sdpMid: '0', sdpMLineIndex: 0 });
    expect(sent).toHaveLength(2);
  });

  it('keeps going after a bad signal, reports state and remote audio, mutes and cleans up', async () => {
    const { peer, pc, track, states, remotes } = setup('answer');
    pc.failNextRemote = true;
    await expect(peer.handle({ kind: 'offer', sdp: 'broken' })).rejects.toThrow('bad sdp');
    await peer.handle({ kind: 'offer', sdp: 'v=0 offer' });
    expect(pc.remoteDescription?.sdp).toBe('v=0 offer');

    const stream = { id: 'remote' };
    pc.ontrack?.({ streams: [stream], track: {} });
    expect(remotes).toEqual([stream]);
    pc.connectionState = 'connected';
    pc.onconnectionstatechange?.();
    expect(states).toEqual(['connected']);
    expect(peer.state).toBe('connected');

    peer.setMuted(true);
    expect(track.enabled).toBe(false);
    peer.setMuted(false);
    expect(track.enabled).toBe(true);

    peer.close();
    peer.close();
    expect(pc.closed).toBe(true);
    expect(track.stopped).toBe(true);
    expect(pc.onicecandidate).toBeNull();
    // Nothing runs on a closed connection.
    await peer.handle({ kind: 'offer', sdp: 'late' });
    expect(pc.remoteDescription?.sdp).toBe('v=0 offer');
  });
});
