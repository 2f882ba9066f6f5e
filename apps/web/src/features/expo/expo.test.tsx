import type { Booth } from '@sidequest/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/providers';
import { useUserStore } from '../../app/store';
import { transport } from '../../lib/api';
import '../../test/i18n';
import { type BoothForm, checkFull, draftBody } from './booth-form';
import { BoothPage } from './booth-page';
import { ManageSection } from './manage-section';
import { ProductNewPage } from './registration-page';
import { TeamPanel } from './team-panel';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const FORM: BoothForm = {
  name: '돌아보기',
  pitch: '사이드 프로젝트 팀을 위한 회고 도구',
  introduction: '<p>팀 회고를 10분 안에 끝내요.</p>',
  domain: '12',
  platform: '01',
  launch_status: '01',
  web_url: 'https://dolabogi.example.kr',
  play_store_url: '',
  app_store_url: '',
  video_url: '',
  logo_url: null,
  screenshots: [],
  industry_tags: ['01'],
};

const BOOTH: Booth = {
  booth_no: 3,
  status: 'approved',
  slug: '돌아보기',
  name: '돌아보기',
  pitch: FORM.pitch,
  introduction: FORM.introduction,
  intro_short: '팀 회고를 10분 안에 끝내요.',
  domain: '12',
  platform: '01',
  launch_status: '01',
  web_url: FORM.web_url,
  play_store_url: null,
  app_store_url: null,
  video_url: null,
  logo_url: null,
  screenshots: [],
  industry_tags: ['01'],
  project_no: null,
  refusal_reason: null,
  support_count: 0,
  like_count: 0,
  review_count: 0,
  counts_hidden_until: null,
  update_count: 0,
  created_at: '2026-11-20T03:00:00.000Z',
  approved_at: '2026-11-20T03:00:00.000Z',
  team: [{ user_no: 7, nickname: '테스터', profile_image: null, role: 'owner' }],
  invited: [],
  me: { role: 'owner', invited: false },
};

const sent: { path: string; body: unknown }[] = [];
let boothOverride: Partial<Booth> = {};
const original = transport.fetch;

beforeEach(() => {
  sent.length = 0;
  transport.fetch = (async (input: string, init: RequestInit) => {
    const [path] = input.split('?');
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ path: path!, body });
    if (path === '/api/expo/booth') {
      return body.booth_no === 404
        ? json({ result: 'fail', code: 'E005', message: '존재하지 않는 부스예요.' }, 404)
        : json({ result: 'success', booth: { ...BOOTH, ...boothOverride } });
    }
    if (path === '/api/mgmt_expo/mine') {
      return json({
        result: 'success',
        booths: [
          { booth_no: 8, name: '', pitch: '', intro_short: '', owner_nickname: '테스터', status: 'draft' },
          {
            booth_no: 3,
            name: '돌아보기',
            pitch: '',
            intro_short: '',
            owner_nickname: '테스터',
            status: 'approved',
          },
        ],
        invitations: [{ booth_no: 9, name: '같이달려', invited_by: '러너' }],
      });
    }
    if (path === '/api/mgmt_expo/remove_member' || path === '/api/mgmt_expo/cancel_invitation') {
      return json({ result: 'success', ok: true });
    }
    if (path === '/api/mgmt_expo/messages') {
      return json({ result: 'success', sent: 12, next_at: '2026-11-21T03:00:00.000Z' });
    }
    if (path === '/api/mgmt_expo/post_update') {
      return json({
        result: 'success',
        update: { update_no: 1, body: body.body, author_nickname: '테스터', created_at: BOOTH.created_at },
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
  boothOverride = {};
  cleanup();
  transport.fetch = original;
  useUserStore.getState().setLoggedOut();
});

function show(node: React.ReactNode, at = '/') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider
        router={createMemoryRouter(
          [
            { path: '/product/:id/:slug?', element: node },
            { path: '*', element: node },
          ],
          { initialEntries: [at] },
        )}
      />
    </QueryClientProvider>,
  );
}

describe('the booth form helpers', () => {
  it('autosaves only the fields that pass, so a half-typed link never fails the draft', () => {
    const body = draftBody({ ...FORM, play_store_url: 'https://play.google', domain: '' });
    expect(body).toMatchObject({ name: '돌아보기', web_url: FORM.web_url, domain: null });
    expect(body).not.toHaveProperty('play_store_url');
  });

  it('checks the full form with the shared schema before sending it for screening', () => {
    expect(checkFull(FORM)).toMatchObject({ body: { play_store_url: null, web_url: FORM.web_url } });
    const bad = checkFull({ ...FORM, domain: '', app_store_url: 'https://apps.apple.com/kr/app/x' });
    expect('errors' in bad && Object.keys(bad.errors).sort()).toEqual(['app_store_url', 'domain']);
  });
});

describe('the booth page', () => {
  it('says a missing booth does not exist', async () => {
    show(<BoothPage />, '/product/404');
    await screen.findByText('존재하지 않는 부스예요');
  });

  it('shows the titled header and the five tabs', async () => {
    show(<BoothPage />, '/product/3/돌아보기');
    await screen.findByRole('heading', { level: 1, name: '돌아보기' });
    for (const tab of ['소개', '리뷰', '포럼', '업데이트', '팀']) screen.getByRole('tab', { name: tab });
    screen.getByTestId('booth-manage');
  });

  it('lets the team post an update from the manage section', async () => {
    show(<ManageSection booth={BOOTH} />);
    fireEvent.change(screen.getByLabelText('업데이트 소식'), { target: { value: 'v1.1 나왔어요' } });
    fireEvent.click(screen.getByRole('button', { name: '올리기' }));
    await waitFor(() =>
      expect(sent.find((s) => s.path === '/api/mgmt_expo/post_update')?.body).toEqual({
        booth_no: 3,
        body: 'v1.1 나왔어요',
      }),
    );
  });
});

describe('the team tab and the manage section', () => {
  const team: Booth = {
    ...BOOTH,
    team: [...BOOTH.team, { user_no: 8, nickname: '동료', profile_image: null, role: 'member' }],
    invited: ['손님'],
  };

  it('lets the owner remove a member and cancel an invitation, each after asking', async () => {
    show(<TeamPanel booth={team} />);
    fireEvent.click(screen.getByRole('button', { name: '동료 내보내기' }));
    expect(sent.some((x) => x.path === '/api/mgmt_expo/remove_member')).toBe(false);
    const ask = await screen.findByRole('dialog', { name: '동료님을 팀에서 내보낼까요?' });
    fireEvent.click(within(ask).getByRole('button', { name: '내보내기' }));
    await waitFor(() =>
      expect(sent.find((x) => x.path === '/api/mgmt_expo/remove_member')?.body).toEqual({
        booth_no: 3,
        user_no: 8,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: '손님 초대 취소' }));
    const cancel = await screen.findByRole('dialog', { name: '손님님에게 보낸 초대를 취소할까요?' });
    fireEvent.click(within(cancel).getByRole('button', { name: '초대 취소' }));
    await waitFor(() =>
      expect(sent.find((x) => x.path === '/api/mgmt_expo/cancel_invitation')?.body).toEqual({
        booth_no: 3,
        nickname: '손님',
      }),
    );
  });

  it('shows a member the team without the owner’s buttons', () => {
    show(<TeamPanel booth={{ ...team, me: { role: 'member', invited: false } }} />);
    expect(screen.queryByRole('button', { name: /내보내기|초대 취소/ })).toBeNull();
  });

  it('messages the supporters once the title and text are long enough', async () => {
    show(<ManageSection booth={BOOTH} />);
    const send = screen.getByRole('button', { name: '메시지 보내기' });
    fireEvent.change(screen.getByLabelText('제목'), { target: { value: '정식 출시' } });
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('메시지'), {
      target: { value: '응원 고마워요, 새 기능 나왔어요' },
    });
    fireEvent.click(send);
    await waitFor(() =>
      expect(sent.find((x) => x.path === '/api/mgmt_expo/messages')?.body).toEqual({
        booth_no: 3,
        title: '정식 출시',
        body: '응원 고마워요, 새 기능 나왔어요',
      }),
    );
    await screen.findByText(/다음 메시지는 .+부터 보낼 수 있어요/);
  });

  it('says why a fresh booth shows no support count', async () => {
    boothOverride = {
      support_count: null,
      like_count: null,
      counts_hidden_until: '2026-11-20T09:00:00.000Z',
    };
    show(<BoothPage />, '/product/3/돌아보기');
    const note = await screen.findByTestId('booth-counts-hidden');
    expect(note.textContent).toContain('공개 후 6시간 동안은 응원 수를 숨겨요');
    expect(within(note).getByRole('link', { name: '랭킹 규칙 보기' }).getAttribute('href')).toBe(
      '/product/ranking-rules',
    );
  });
});

describe('starting a booth', () => {
  it('offers the drafts to continue and the invitations before making a new draft', async () => {
    show(<ProductNewPage />, '/product/new');
    const link = await screen.findByRole('link', { name: '이어서 쓰기' });
    expect(link.getAttribute('href')).toBe('/product/8/edit');
    screen.getByText("러너님이 '같이달려' 부스 팀에 초대했어요.");
    // The public booth is not a draft; nothing was created just by opening the page.
    expect(screen.getAllByRole('link', { name: '이어서 쓰기' })).toHaveLength(1);
    expect(sent.some((x) => x.path === '/api/mgmt_expo/init')).toBe(false);
    screen.getByRole('button', { name: '새 부스 만들기' });
  });
});
