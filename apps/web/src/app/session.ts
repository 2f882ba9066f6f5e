import { authApi, mainApi, type SessionUser } from '@sidequest/shared';
import { callApi, isApiError } from '../lib/api';
import { clearJobInfo, saveJobInfo } from '../lib/job-storage';
import { useChatStore } from '../features/chat/store';
import { useUserStore } from './store';

/**
 * The chat socket's module (socket.io-client and chat's event handlers), loaded with the first
 * login: a visitor's page never downloads it.
 */
let chatSocket: typeof import('./chat-socket') | null = null;

async function openChatSocketLazily(): Promise<void> {
  try {
    chatSocket ??= await import('./chat-socket');
  } catch {
    // The chunk did not arrive (offline, a deploy in between): chat shows 다시 연결.
    useChatStore.setState({ connection: 'offline' });
    return;
  }
  // Logged out again while the module loaded: no socket for nobody.
  if (useUserStore.getState().isLoggedIn) chatSocket.openChatSocket();
}

/**
 * Banners and ads are public (anonymous visitors see them too). Loaded at start-up and again
 * after a login, since ads may be targeted by the user's job.
 */
export async function loadMainContent(): Promise<void> {
  const s = useUserStore.getState();
  s.setMainContentStatus('loading');
  const [banners, ads] = await Promise.allSettled([
    callApi(mainApi.banner, { body: {} }),
    callApi(mainApi.ad, { body: {} }),
  ]);
  if (banners.status === 'fulfilled') s.setBannerList(banners.value.banner_info);
  if (ads.status === 'fulfilled') s.setAdList(ads.value.ad_info);
  s.setMainContentStatus(banners.status === 'rejected' || ads.status === 'rejected' ? 'error' : 'ready');
}

/** The "logged in" steps of product-spec 4: profile, job info, ads and banners, chat socket. */
export async function applyLoggedIn(user: SessionUser): Promise<void> {
  useUserStore.getState().setLoggedIn(user);
  saveJobInfo(user);
  await Promise.all([openChatSocketLazily(), loadMainContent()]);
}

/**
 * Reset everything to logged out (client side only). The stored job info is removed only when
 * the user leaves on purpose; a failed check keeps it for job-targeted content.
 */
export function applyLoggedOut({ forgetJob = false }: { forgetJob?: boolean } = {}): void {
  // Without the socket module nothing of chat's but its store can hold this person's data.
  if (chatSocket) chatSocket.closeChatSocket();
  else useChatStore.getState().reset();
  if (forgetJob) clearJobInfo();
  useUserStore.getState().setLoggedOut();
}

let inFlight: Promise<void> | null = null;
let checkedThisPage = false;

/**
 * The initial login check. Runs when no login has been attempted, and once per page load
 * regardless: the persisted flag alone cannot prove that the session cookie is still valid,
 * and the socket and ads must be set up again after a reload.
 */
export function needsLoginCheck(): boolean {
  return !checkedThisPage || !useUserStore.getState().loginAttempted;
}

export function runLoginCheck(): Promise<void> {
  if (inFlight) return inFlight;
  checkedThisPage = true;
  inFlight = (async () => {
    try {
      const res = await callApi(authApi.sessionCheck, { body: {} });
      if (res.user) {
        // `loginDuplicated` (signed in on another device too) triggers nothing special, as the seed
        // says: no forced log-out, no prompt. This device logs in as usual.
        await applyLoggedIn(res.user);
      } else {
        // A visitor (or a session that ended): the server answers user null, not a 401.
        applyLoggedOut();
        await loadMainContent();
      }
    } catch (err) {
      if (!isApiError(err) || !err.isUnauthorized) console.info('[auth] session check failed:', err);
      applyLoggedOut();
      await loadMainContent();
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/** The start-up session check while it runs (null once it answered, or before it started). */
export function loginCheckInFlight(): Promise<void> | null {
  return inFlight;
}

/** Test hook: forget that this page already checked. */
export function resetLoginCheckForTests(): void {
  checkedThisPage = false;
  inFlight = null;
}

export async function logout(): Promise<void> {
  try {
    await callApi(authApi.logout, { body: {} });
  } finally {
    // Even if the server call fails, the user asked to leave: clear this browser.
    applyLoggedOut({ forgetJob: true });
  }
}

/** `proof` is the password, or the nickname for members who signed up with Kakao or Naver only. */
export async function withdraw(proof: { password: string } | { confirm_nickname: string }): Promise<void> {
  await callApi(authApi.withdraw, { body: proof });
  applyLoggedOut({ forgetJob: true });
}
