import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser.js';
import { chatOnline, personPage, post, register } from './support/members.js';
import { ROOT, type RunningServer, startServer } from './support/server.js';

/**
 * Two people in two separate browser contexts make a one-to-one voice call on loopback: Chromium's
 * fake microphone, WebRTC host candidates only (no STUN), signalling over the chat socket.
 */

const ARTIFACTS = path.join(ROOT, 'e2e/artifacts');
const CALLER = { email: 'caller@sidequest.kr', password: 'sidequest2026!', nickname: '전화거는이' };
const CALLEE = { email: 'callee@sidequest.kr', password: 'sidequest2026!', nickname: '전화받는이' };

let server: RunningServer;
let browser: Browser;
let caller: Page;
let callee: Page;

const card = (p: Page) => p.getByTestId('voice-call');
const shot = (p: Page, name: string) => p.screenshot({ path: path.join(ARTIFACTS, `voice-${name}.png`) });

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  server = await startServer();
  browser = await launchChromium(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']);
  const a = await register(server.url, CALLER);
  const b = await register(server.url, CALLEE);
  await post(server.url, '/api/sidequest_chat/open_chat_room', { opponent_no: b.no }, a.cookie);
  caller = await personPage(browser, server.url, a.cookie, { permissions: ['microphone'] });
  callee = await personPage(browser, server.url, b.cookie, { permissions: ['microphone'] });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a one-to-one voice call between two people', () => {
  it('calls from the one-to-one room header and rings the other person', async () => {
    await chatOnline(caller);
    await chatOnline(callee);
    await caller.getByTestId('chat-button').click();
    await caller.getByTestId('chat-room-item').filter({ hasText: CALLEE.nickname }).click();
    await caller.getByRole('button', { name: '음성 통화' }).click();

    await expect.poll(() => card(caller).getAttribute('data-view'), { timeout: 10_000 }).toBe('outgoing');
    await card(caller).getByText('연결 중…').waitFor();

    await card(callee).waitFor({ timeout: 10_000 });
    expect(await card(callee).getAttribute('data-view')).toBe('incoming');
    await card(callee).getByText('음성 통화 요청').waitFor();
    await card(callee).getByText(CALLER.nickname).waitFor();
    await shot(callee, 'incoming');
  });

  it('connects both sides and their peer connection once the callee accepts', async () => {
    await card(callee).getByRole('button', { name: '수락' }).click();
    for (const p of [caller, callee]) {
      await expect.poll(() => card(p).getAttribute('data-view'), { timeout: 10_000 }).toBe('connected');
      await expect.poll(() => card(p).getAttribute('data-rtc-state'), { timeout: 20_000 }).toBe('connected');
      await card(p).getByRole('button', { name: '통화 종료' }).waitFor();
    }
    // The timer runs (mm:ss) and the fake microphone's audio arrives on the other side.
    await expect.poll(() => card(caller).textContent(), { timeout: 5_000 }).toMatch(/00:0[1-9]/);
    const receiving = await callee.evaluate(() => {
      const audio = document.querySelector<HTMLAudioElement>('[data-testid="voice-remote-audio"]');
      const stream = audio?.srcObject as MediaStream | null;
      return Boolean(stream?.getAudioTracks().some((t) => t.readyState === 'live'));
    });
    expect(receiving).toBe(true);
    await card(caller).getByRole('button', { name: '음소거' }).click();
    await card(caller).getByRole('button', { name: '음소거 해제' }).waitFor();
    await shot(caller, 'connected');
  });

  it('hangs up: both cards close, the callee is told, and the call is left in the room', async () => {
    await card(caller).getByRole('button', { name: '통화 종료' }).click();
    await callee.getByText('상대방이 통화를 종료했어요.').waitFor({ timeout: 10_000 });
    for (const p of [caller, callee]) {
      await expect.poll(() => card(p).count(), { timeout: 10_000 }).toBe(0);
    }
    await caller
      .getByTestId('chat-message')
      .filter({ hasText: /음성 통화 \d+분 \d+초/ })
      .first()
      .waitFor({ timeout: 10_000 });
    await shot(callee, 'ended');
  });
});

describe('a callee whose microphone is blocked', () => {
  it('is told how to allow it, and the caller hears the call was declined', async () => {
    // As if the person had refused the browser's microphone prompt.
    await callee.evaluate(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('denied', 'NotAllowedError'));
    });
    await caller.getByRole('button', { name: '음성 통화' }).click();
    await card(callee).getByRole('button', { name: '수락' }).click();
    await callee.getByText('마이크를 쓸 수 없어 통화를 할 수 없어요.').waitFor({ timeout: 10_000 });
    await callee.getByText(/마이크 권한을 허용한 뒤 다시 시도해 주세요/).waitFor();
    await caller.getByText('상대방이 통화를 거절했어요.').waitFor({ timeout: 10_000 });
    for (const p of [caller, callee]) {
      await expect.poll(() => card(p).count(), { timeout: 10_000 }).toBe(0);
    }
    await caller
      .getByTestId('chat-message')
      .filter({ hasText: '취소된 음성 통화' })
      .waitFor({ timeout: 10_000 });
  });
});
