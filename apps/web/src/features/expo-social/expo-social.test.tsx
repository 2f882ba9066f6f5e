import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '../../lib/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/providers';
import { useUserStore } from '../../app/store';
import { transport } from '../../lib/api';
import '../../test/i18n';
import { ForumPanel, ReviewsPanel, SupportButton } from './index';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const author = (no: number, nick: string) => ({
  USER_NO: no,
  USER_NICKNAME: nick,
  USER_IMG_URL: null,
  USER_LEVEL: 2,
  IS_FOLLOWING: false,
});
const noReactions = ['01', '02', '03', '04', '05'].map((e) => ({ EMOTE: e, COUNT: 0, MINE: false }));
const review = (no: number, extra: Record<string, unknown> = {}) => ({
  REVIEW_NO: no,
  RATING: 4,
  BODY: `리뷰 본문 ${no}`,
  AUTHOR: author(100 + no, `리뷰어${no}`),
  MINE: false,
  ANSWER: null,
  ANSWERED_AT: null,
  CREATED_AT: '2026-11-20T03:00:00.000Z',
  UPDATED_AT: '2026-11-20T03:00:00.000Z',
  ...extra,
});

let state: Record<string, unknown>;
let thread: Record<string, unknown>;
const live = { STATE: 'live', CAN_DELETE: false, CAN_HIDE: false };
let mine: ReturnType<typeof review> | null = null;
const sent: { path: string; body: unknown }[] = [];
const original = transport.fetch;

beforeEach(() => {
  sent.length = 0;
  state = {
    SUPPORT_COUNT: 3,
    LIKE_COUNT: 1,
    REVIEW_COUNT: 1,
    REVIEW_AVERAGE: 4,
    SUPPORTED: false,
    LIKED: false,
    IS_TEAM: false,
    COUNTS_HIDDEN_UNTIL: null,
  };
  thread = {
    THREAD_NO: 5,
    TITLE: '위젯도 나오나요?',
    BODY: '궁금해요',
    AUTHOR: author(9, '질문자'),
    BY_TEAM: false,
    REPLY_COUNT: 0,
    CREATED_AT: '2026-11-20T03:00:00.000Z',
    REACTIONS: noReactions,
    ...live,
  };
  transport.fetch = (async (input: string, init: RequestInit) => {
    const [path] = input.split('?');
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    if (init.method === 'POST') sent.push({ path: path!, body });
    if (path === '/api/mgmt_expo/social_state') return json({ result: 'success', ...state });
    if (path === '/api/mgmt_expo/support') {
      state = { ...state, SUPPORTED: true, SUPPORT_COUNT: 4 };
      return json({ result: 'success', ...state });
    }
    if (path === '/api/mgmt_expo/reviews') {
      return json({ result: 'success', list: [review(1)], has_more: false, mine });
    }
    if (path === '/api/mgmt_expo/review_answer') {
      return json({ result: 'success', review: review(1, { ANSWER: body.answer }) });
    }
    if (path === '/api/mgmt_expo/forum_threads') {
      return json({
        result: 'success',
        has_more: false,
        list: [thread],
      });
    }
    if (path === '/api/mgmt_expo/forum_delete') {
      thread = { ...thread, ...live, STATE: 'deleted', TITLE: '', BODY: '' };
      return json({ result: 'success', ok: true });
    }
    if (path === '/api/mgmt_lounge/report') return json({ result: 'success', report_no: 1 });
    if (path === '/api/mgmt_expo/forum_replies')
      return json({ result: 'success', list: [], has_more: false });
    if (path === '/api/mgmt_expo/forum_reply') {
      return json({
        result: 'success',
        reply: {
          REPLY_NO: 1,
          BODY: body.body,
          AUTHOR: author(7, '테스터'),
          BY_TEAM: true,
          CREATED_AT: '2026-11-20T03:00:00.000Z',
          REACTIONS: noReactions,
          ...live,
        },
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
  mine = null;
  cleanup();
  transport.fetch = original;
  useUserStore.getState().setLoggedOut();
});

function show(node: React.ReactNode) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the support button', () => {
  it('asks first, then supports once and stays pressed', async () => {
    show(<SupportButton boothNo={3} />);
    const button = await screen.findByTestId('booth-support');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(button.textContent).toContain('3');
    fireEvent.click(button);
    expect(sent).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: '응원하기' }));
    await waitFor(() => expect(screen.getByTestId('booth-support').textContent).toContain('응원했어요'));
    expect(sent).toEqual([{ path: '/api/mgmt_expo/support', body: { booth_no: 3 } }]);
    expect(screen.getByTestId('booth-support').hasAttribute('disabled')).toBe(true);
  });

  it('leaves the count out while a fresh booth hides it', async () => {
    state = {
      ...state,
      SUPPORT_COUNT: null,
      LIKE_COUNT: null,
      COUNTS_HIDDEN_UNTIL: '2026-11-20T09:00:00.000Z',
    };
    show(<SupportButton boothNo={3} />);
    const button = await screen.findByTestId('booth-support');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(button.textContent).toBe('응원하기');
  });

  it('cannot be pressed by the booth’s own team', async () => {
    state.IS_TEAM = true;
    show(<SupportButton boothNo={3} />);
    await waitFor(() =>
      expect(screen.getByTestId('booth-support').getAttribute('title')).toBe('내 팀 부스는 응원할 수 없어요'),
    );
    expect(screen.getByTestId('booth-support').hasAttribute('disabled')).toBe(true);
  });
});

describe('the reviews panel', () => {
  it('shows the average and a write form to a visitor who is not on the team', async () => {
    show(<ReviewsPanel boothNo={3} />);
    expect(await screen.findByText('리뷰 본문 1')).toBeTruthy();
    expect(screen.getByText('평균 별점 4.0')).toBeTruthy();
    expect(screen.getByTestId('review-form')).toBeTruthy();
    expect(screen.queryByTestId('review-answer-open')).toBeNull();
  });

  it('keeps the viewer’s own review at hand when it is beyond the loaded pages', async () => {
    mine = review(40, { MINE: true, BODY: '내가 쓴 예전 리뷰', AUTHOR: author(7, '테스터') });
    show(<ReviewsPanel boothNo={3} />);
    const own = await screen.findByTestId('review-40');
    expect(within(own).getByText('내가 쓴 예전 리뷰')).toBeTruthy();
    expect(within(own).getByRole('button', { name: '수정' })).toBeTruthy();
    expect(screen.queryByTestId('review-form')).toBeNull();
  });

  it('lets the team answer instead of review', async () => {
    state.IS_TEAM = true;
    show(<ReviewsPanel boothNo={3} />);
    fireEvent.click(await screen.findByTestId('review-answer-open'));
    expect(screen.queryByTestId('review-form')).toBeNull();
    const form = screen.getByTestId('answer-form');
    fireEvent.change(within(form).getByRole('textbox'), { target: { value: '고마워요!' } });
    fireEvent.click(within(form).getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(sent).toContainEqual({
        path: '/api/mgmt_expo/review_answer',
        body: { review_no: 1, answer: '고마워요!' },
      }),
    );
  });
});

describe('the forum panel', () => {
  it('sends a reply on Enter but not while a syllable is composing', async () => {
    show(<ForumPanel boothNo={3} />);
    fireEvent.click(await screen.findByTestId('thread-toggle'));
    const input = await screen.findByTestId('reply-input');
    fireEvent.change(input, { target: { value: '다음 달에 나와요' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 });
    expect(sent).toHaveLength(0);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() =>
      expect(sent).toEqual([
        { path: '/api/mgmt_expo/forum_reply', body: { thread_no: 5, body: '다음 달에 나와요' } },
      ]),
    );
  });

  it('lets the author delete a thread after asking, and shows where it was', async () => {
    thread = { ...thread, AUTHOR: author(7, '테스터'), CAN_DELETE: true };
    show(<ForumPanel boothNo={3} />);
    const menu = await screen.findByTestId('forum-thread-menu');
    fireEvent.pointerDown(menu, { button: 0, pointerType: 'mouse' });
    fireEvent.click(await screen.findByRole('menuitem', { name: '삭제' }));
    expect(sent).toHaveLength(0);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { path: '/api/mgmt_expo/forum_delete', body: { target_type: 'thread', target_no: 5 } },
      ]),
    );
    expect(await screen.findByText('삭제된 글이에요.')).toBeTruthy();
    expect(screen.queryByText('위젯도 나오나요?')).toBeNull();
    expect(screen.queryByTestId('forum-thread-menu')).toBeNull();
  });

  it("offers 신고하기 on someone else's post and sends it to moderation", async () => {
    show(<ForumPanel boothNo={3} />);
    const menu = await screen.findByTestId('forum-thread-menu');
    fireEvent.pointerDown(menu, { button: 0, pointerType: 'mouse' });
    expect(screen.queryByRole('menuitem', { name: '삭제' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: '숨기기' })).toBeNull();
    fireEvent.click(await screen.findByRole('menuitem', { name: '신고하기' }));
    const dialog = await screen.findByRole('dialog', { name: '부스 포럼 글 신고하기' });
    fireEvent.click(within(dialog).getByLabelText('스팸·광고'));
    fireEvent.click(within(dialog).getByTestId('report-submit'));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          path: '/api/mgmt_lounge/report',
          body: { target_type: 'booth_thread', target_no: 5, reason: '01', detail: '' },
        },
      ]),
    );
    // Sent: the dialog closes (the toast says so, outside this tree).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("offers no 신고하기 on one's own post, and no menu on someone else's deleted or hidden one", async () => {
    thread = { ...thread, CAN_DELETE: true };
    show(<ForumPanel boothNo={3} />);
    fireEvent.pointerDown(await screen.findByTestId('forum-thread-menu'), {
      button: 0,
      pointerType: 'mouse',
    });
    expect(await screen.findByRole('menuitem', { name: '삭제' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: '신고하기' })).toBeNull();
    cleanup();
    const notes = { deleted: '삭제된 글이에요.', hidden: '부스 팀이나 운영자가 숨긴 글이에요.' };
    for (const [STATE, note] of Object.entries(notes)) {
      thread = { ...thread, ...live, STATE, TITLE: '', BODY: '' };
      show(<ForumPanel boothNo={3} />);
      expect(await screen.findByText(note)).toBeTruthy();
      expect(screen.queryByTestId('forum-thread-menu')).toBeNull();
      cleanup();
    }
  });
});
