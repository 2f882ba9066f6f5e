import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/providers';
import { useUserStore } from '../../app/store';
import { transport } from '../../lib/api';
import '../../test/i18n';
import { PollView } from './poll-view';
import { makePoll } from './test-fixtures';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const original = transport.fetch;
let calls: { url: string; body: Record<string, unknown> }[] = [];
let answer: () => Response;

beforeEach(() => {
  calls = [];
  transport.fetch = (async (input: string, init: RequestInit) => {
    calls.push({ url: input, body: JSON.parse(String(init.body ?? '{}')) });
    return answer();
  }) as typeof transport.fetch;
  useUserStore.getState().setLoggedIn({
    no: 7,
    nickname: '김지우',
    img: null,
    chat_uid: 'x',
    main_job: '02',
    main_jobD: '0201',
    sub_job: null,
    sub_jobD: null,
  });
});

afterEach(() => {
  cleanup();
  transport.fetch = original;
  useUserStore.getState().setLoggedOut();
});

function Harness() {
  const [poll, setPoll] = useState(makePoll());
  return <PollView poll={poll} onChange={setPoll} />;
}

function renderPoll() {
  const router = createMemoryRouter([{ path: '/lounge/11', element: <Harness /> }], {
    initialEntries: ['/lounge/11'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('PollView', () => {
  it('votes, then shows the server counts as bars with the choice marked', async () => {
    answer = () =>
      json({
        result: 'success',
        poll: makePoll({
          VOTED: true,
          RESULTS_VISIBLE: true,
          VOTER_COUNT: 3,
          HAS_VOTES: true,
          OPTIONS: [
            { OPTION_NO: 1, LABEL: 'NestJS', VOTE_COUNT: 1, MY_VOTE: false },
            { OPTION_NO: 2, LABEL: 'Fastify', VOTE_COUNT: 2, MY_VOTE: true },
            { OPTION_NO: 3, LABEL: 'Spring Boot', VOTE_COUNT: 0, MY_VOTE: false },
          ],
        }),
      });
    renderPoll();
    const vote = screen.getByRole('button', { name: '투표하기' });
    expect((vote as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Fastify' }));
    await userEvent.click(vote);

    expect(calls[0]).toMatchObject({
      url: '/api/mgmt_lounge/change_voting',
      body: { post_no: 11, option_nos: [2] },
    });
    const bars = await screen.findAllByTestId('poll-bar');
    expect(bars.map((b) => b.textContent)).toEqual(['NestJS33%1표', 'Fastify67%2표', 'Spring Boot0%0표']);
    expect(within(bars[1]!).getByLabelText('내 선택')).toBeTruthy();
    expect(screen.getByText('3명 참여')).toBeTruthy();
    expect(screen.getByRole('button', { name: '다시 투표하기' })).toBeTruthy();
  });

  it('keeps the choices and says why when the poll has closed meanwhile', async () => {
    let n = 0;
    answer = () => {
      n += 1;
      if (n === 1)
        return json(
          {
            result: 'fail',
            code: 'VOTING_CLOSED',
            message: '투표가 끝나서 더는 투표하거나 바꿀 수 없어요. 결과를 확인해 주세요.',
          },
          409,
        );
      return json({
        result: 'success',
        poll: makePoll({
          CLOSED: true,
          RESULTS_VISIBLE: true,
          VOTER_COUNT: 1,
          HAS_VOTES: true,
          OPTIONS: [
            { OPTION_NO: 1, LABEL: 'NestJS', VOTE_COUNT: 1, MY_VOTE: false },
            { OPTION_NO: 2, LABEL: 'Fastify', VOTE_COUNT: 0, MY_VOTE: false },
            { OPTION_NO: 3, LABEL: 'Spring Boot', VOTE_COUNT: 0, MY_VOTE: false },
          ],
        }),
      });
    };
    renderPoll();
    await userEvent.click(screen.getByRole('radio', { name: 'NestJS' }));
    await userEvent.click(screen.getByRole('button', { name: '투표하기' }));
    expect(await screen.findByText('마감됨')).toBeTruthy();
    expect(calls.map((c) => c.url)).toEqual([
      '/api/mgmt_lounge/change_voting',
      '/api/mgmt_lounge/load_voting',
    ]);
    expect(screen.getAllByTestId('poll-bar')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: '다시 투표하기' })).toBeNull();
  });
});
