/**
 * Test double: just enough of RTCPeerConnection to watch what the call code does with it (the
 * unit tests run without WebRTC). Not imported by the app.
 */
export class FakeConnection {
  remoteDescription: RTCSessionDescriptionInit | null = null;
  localDescription: RTCSessionDescriptionInit | null = null;
  connectionState: RTCPeerConnectionState = 'new';
  tracks: unknown[] = [];
  candidates: RTCIceCandidateInit[] = [];
  closed = false;
  failNextRemote = false;
  onicecandidate: ((e: { candidate: Partial<RTCIceCandidate> | null }) => void) | null = null;
  ontrack: ((e: { streams: unknown[]; track: unknown }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  addTrack(track: unknown) {
    this.tracks.push(track);
  }
  async createOffer() {
    return { type: 'offer' as const, sdp: 'v=0 offer' };
  }
  async createAnswer() {
    return { type: 'answer' as const, sdp: 'v=0 answer' };
  }
  async setLocalDescription(d: RTCSessionDescriptionInit) {
    this.localDescription = d;
  }
  async setRemoteDescription(d: RTCSessionDescriptionInit) {
    if (this.failNextRemote) {
      this.failNextRemote = false;
      throw new Error('bad sdp');
    }
    this.remoteDescription = d;
  }
  async addIceCandidate(c: RTCIceCandidateInit) {
    if (!this.remoteDescription) throw new Error('no remote description yet');
    this.candidates.push(c);
  }
  close() {
    this.closed = true;
  }
  /** Every connection made while a test stubs the global, newest last. */
  static made: FakeConnection[] = [];
  constructor() {
    FakeConnection.made.push(this);
  }
}
