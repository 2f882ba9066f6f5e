import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/providers';
import { useUserStore } from '../../app/store';
import { transport } from '../../lib/api';
import '../../test/i18n';
import { MarketingConsent, seoulDotDate } from './marketing-consent';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const INFO = {
  USER_NO: 7,
  USER_NICKNAME: '테스터',
  USER_IMG_URL: null,
  EMAIL: 'tester@sidequest.kr',
  USER_LEVEL: 1,
  LEVEL_NAME: '새싹',
  EXP: 0,
  POINT_BALANCE: 0,
  CI_VERIFIED: '00',
  USER_PHONE: '00',
  SCHOOL_VERIFIED: '00',
  FOLLOWER_COUNT: 0,
  FOLLOWING_COUNT: 0,
  FAVOURITE_COUNT: 0,
  PROJECT_COUNT: 0,
  JOINED_AT: '2026-11-20T01:00:00.000Z',
  // 2026-11-20 23:30 in Seoul.
  MARKETING_CONSENT: false,
  MARKETING_CONSENT_AT: '2026-11-20T14:30:00.000Z',
};

const original = transport.fetch;
const sent: unknown[] = [];

beforeEach(() => {
  sent.length = 0;
  transport.fetch = (async (input: string, init: RequestInit) => {
    const path = input.split('?')[0];
    if (path === '/api/profile/my_info') return json({ result: 'success', ...INFO });
    if (path === '/api/profile/marketing_consent') {
      const body = JSON.parse(String(init.body)) as { consent: boolean };
      sent.push(body);
      // 2026-11-25 00:10 in Seoul, still the 24th in UTC.
      return json({
        result: 'success',
        MARKETING_CONSENT: body.consent,
        MARKETING_CONSENT_AT: '2026-11-24T15:10:00.000Z',
      });
    }
    return json({ result: 'fail', code: 'NOT_FOUND', message: '없음' }, 404);
  }) as typeof transport.fetch;
  useUserStore.getState().setLoggedIn({
    no: 7,
    nickname: '테스터',
    img: null,
    chat_uid: 'x',
    main_job: null,
    main_jobD: null,
    sub_job: null,
    sub_jobD: null,
  });
});

afterEach(() => {
  cleanup();
  transport.fetch = original;
  useUserStore.getState().setLoggedOut();
});

describe('seoulDotDate', () => {
  it('dates a time by the Seoul calendar day', () => {
    expect(seoulDotDate('2026-11-24T15:10:00.000Z')).toBe('2026.11.25');
    expect(seoulDotDate('2026-11-24T14:59:00.000Z')).toBe('2026.11.24');
    expect(seoulDotDate(null)).toBe('');
    expect(seoulDotDate('nope')).toBe('');
  });
});

describe('the marketing switch', () => {
  it('shows the latest choice with its Seoul date and records a change', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MarketingConsent />
      </QueryClientProvider>,
    );
    await waitFor(() =>
      expect(screen.getByTestId('marketing-status').textContent).toBe('2026.11.20 수신 거부'),
    );
    const toggle = screen.getByRole('switch', { name: '광고성 정보 수신 동의' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.getByTestId('marketing-status').textContent).toBe('2026.11.25 동의'));
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(sent).toEqual([{ consent: true }]);
  });
});
