import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/providers';
import { useUserStore } from '../../app/store';
import { transport } from '../../lib/api';
import '../../test/i18n';
import { QuestWidget } from './quest-widget';
import { splitDuration, weekdayLabel } from './time';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const quest = (code: string, title: string, progress: number, target: number, claimed = false) => ({
  CODE: code,
  TITLE: title,
  CONDITION: `${title} 조건`,
  PROGRESS: progress,
  TARGET: target,
  DONE: progress >= target,
  CLAIMED: claimed,
  REWARD_EXP: 50,
});

function info(q2Claimed: boolean) {
  const quests = [
    quest('Q1', '출석 체크', 1, 1, true),
    quest('Q4', '공감 표현하기', 3, 3, q2Claimed),
    quest('Q6', '프로젝트 둘러보기', 1, 3),
  ];
  return {
    DAY: '2026-11-26',
    SET_NO: 1,
    QUESTS: quests,
    DONE_COUNT: 2,
    CLAIMED_COUNT: quests.filter((q) => q.CLAIMED).length,
    BONUS_EXP: 100,
    BONUS_CLAIMED: false,
    RESETS_AT: new Date(Date.now() + (3 * 3600 + 125) * 1000).toISOString(),
    SECONDS_LEFT: 3 * 3600 + 125,
  };
}

const days = [
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
  '2026-11-29',
];
const WEEK = {
  WEEK_START: days[0],
  WEEK_END: days[6],
  DAYS: days.map((d, i) => ({ DAY: d, DONE_COUNT: i < 2 ? 3 : i === 3 ? 2 : 0, COMPLETE: i < 2 })),
  COMPLETE_DAYS: 2,
  TARGET_DAYS: 5,
  REWARD_POINTS: 1,
  DONE: false,
  CLAIMED: false,
};
const REPORT = {
  WEEK_START: '2026-11-16',
  WEEK_END: '2026-11-22',
  DAYS_ACTIVE: 4,
  QUESTS_DONE: 9,
  COMPLETE_DAYS: 2,
  EXP_EARNED: 1250,
  POINTS_IN: 10,
  POINTS_OUT: 3,
};

const original = transport.fetch;
const claims: unknown[] = [];
let claimed = false;

beforeEach(() => {
  claims.length = 0;
  claimed = false;
  transport.fetch = (async (input: string, init: RequestInit) => {
    const path = input.split('?')[0];
    if (path === '/api/profile/quest_info') return json({ result: 'success', ...info(claimed) });
    if (path === '/api/profile/quest_claim') {
      claims.push(JSON.parse(String(init.body)));
      claimed = true;
      return json({ result: 'success', ...info(true), GAINED_EXP: 50, GAINED_BONUS_EXP: 0 });
    }
    if (path === '/api/profile/load_weekly_challenge') return json({ result: 'success', ...WEEK });
    if (path === '/api/profile/load_report_challenge') return json({ result: 'success', ...REPORT });
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

describe('time helpers', () => {
  it('splits a countdown and names a weekday by the calendar date', () => {
    expect(splitDuration(3 * 3600 + 125)).toEqual({ key: 'hms', h: 3, m: 2, s: 5 });
    expect(splitDuration(59)).toEqual({ key: 'ms', h: 0, m: 0, s: 59 });
    expect(weekdayLabel('2026-11-23')).toBe('월');
    expect(weekdayLabel('2026-11-29')).toBe('일');
  });
});

describe('the quest widget', () => {
  it('shows 2/3 with a reward waiting, opens the sheet and claims', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <QuestWidget />
      </QueryClientProvider>,
    );
    const widget = screen.getByTestId('quest-widget');
    await waitFor(() => expect(widget.textContent).toContain('2/3'));
    expect(widget.getAttribute('aria-label')).toBe('오늘의 퀘스트 2/3 완료, 받을 보상 1개, 퀘스트 열기');
    expect(screen.getByTestId('quest-claimable')).toBeTruthy();

    fireEvent.click(widget);
    // The sheet is its own chunk: the first open loads it.
    const sheet = await screen.findByTestId('quest-sheet', {}, { timeout: 5_000 });
    await waitFor(() => expect(within(sheet).getByTestId('quest-Q1').textContent).toContain('받음'));
    expect(within(sheet).getByTestId('quest-Q6').textContent).toContain('진행 중');
    expect(within(sheet).getByTestId('quest-Q6').textContent).toContain('1/3');
    expect(within(sheet).getByTestId('quest-countdown').textContent).toBe('3시간 2분 뒤 새 퀘스트');
    const bar = within(within(sheet).getByTestId('quest-Q6')).getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('1');

    await waitFor(() => expect(within(sheet).getByTestId('weekly-challenge').textContent).toContain('2/5일'));
    await waitFor(() => expect(within(sheet).getByTestId('weekly-report').textContent).toContain('1,250'));

    fireEvent.click(within(sheet).getByTestId('quest-claim-Q4'));
    await waitFor(() => expect(within(sheet).getByTestId('quest-Q4').textContent).toContain('받음'));
    expect(claims).toEqual([{ code: 'Q4' }]);
    await waitFor(() => expect(screen.queryByTestId('quest-claimable')).toBeNull());
  });
});
