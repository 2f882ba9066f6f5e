import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useUserStore } from '../../app/store';
import { transport } from '../../lib/api';
import '../../test/i18n';
import { AdminProsPage } from './admin-pros-page';
import type { ProApplicationRecord } from './api';
import { ProApplyPage } from './apply-page';
import { ProFindPage } from './find-page';
import { json, logIn, person, proProfile, renderAt } from './testing';

const original = transport.fetch;
let calls: { path: string; query: string; body: unknown }[] = [];
let application: ProApplicationRecord | null = null;
let operator = true;

const record = (over: Partial<ProApplicationRecord> = {}): ProApplicationRecord => ({
  APPLICATION_NO: 5,
  PERSON: person(30, '김변리'),
  STATUS: 'pending',
  REASON: null,
  PROFESSION: '0711',
  EVIDENCE_URL: '/uploads/evidence/a.pdf',
  EVIDENCE_NAME: '변리사등록증.pdf',
  PITCH: '아이디어를 권리로 바꾸는 변리사',
  INTRO: '특허 출원과 상표 등록을 10년 동안 해 왔어요.',
  GOOD_FOR: ['a', 'b', 'c', 'd', 'e'],
  NOT_GOOD_FOR: ['f', 'g', 'h', 'i', 'j'],
  EXAMPLE_TOPICS: ['k', 'l', 'm'],
  TOPICS: ['05'],
  PRICE: 40,
  MINUTES: 30,
  CREATED_AT: '2026-11-25T01:00:00.000Z',
  DECIDED_AT: null,
  ...over,
});

beforeEach(() => {
  calls = [];
  application = null;
  operator = true;
  transport.fetch = (async (input: string, init: RequestInit) => {
    const url = new URL(input, 'http://x');
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ path: url.pathname, query: url.search, body });
    switch (url.pathname) {
      case '/api/profile/pro_info':
        return json({ result: 'success', application, pro: null, hours: null });
      case '/api/profile/be_pro':
        application = record();
        return json({ result: 'success', application });
      case '/api/mgmt_lounge/my_suspension':
        return json({ result: 'success', suspension: null, is_operator: operator });
      case '/api/profile/pro_applications':
        return json({ result: 'success', list: [record()], has_more: false });
      case '/api/profile/register_pro':
        return json({ result: 'success', application: record({ STATUS: 'rejected', REASON: body.reason }) });
      case '/api/profile/search_pro':
        return json({
          result: 'success',
          list: url.searchParams.get('profession') === '0716' ? [] : [proProfile()],
          has_more: false,
        });
    }
    return json({ result: 'fail', code: 'NOT_FOUND', message: '없음' }, 404);
  }) as typeof transport.fetch;
});

afterEach(() => {
  cleanup();
  transport.fetch = original;
  useUserStore.getState().setLoggedOut();
});

const posts = (path: string) => calls.filter((c) => c.path === path);

describe('ProApplyPage', () => {
  it('shows the contract’s messages before sending, fills the profile from the catalogue, then applies', async () => {
    logIn();
    renderAt('/pro/apply', '/pro/apply', <ProApplyPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('apply-submit'));
    expect(await screen.findByText('전문 자격(0701~0722) 중에서 골라 주세요.')).toBeTruthy();
    expect(screen.getByText('상담 주제를 하나 이상 골라 주세요.')).toBeTruthy();
    expect(posts('/api/profile/be_pro')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('apply-profession'), { target: { value: '0711' } });
    await user.click(screen.getByRole('button', { name: '자격 기본 소개로 채우기' }));
    expect((screen.getByTestId('apply-good-0') as HTMLInputElement).value).not.toBe('');
    await user.click(screen.getByRole('button', { name: '실무' }));
    await user.click(screen.getByTestId('apply-submit'));
    // Still no proof uploaded: nothing goes out, and the form says what is missing.
    expect(screen.getByText('자격 증빙 파일을 올려 주세요.')).toBeTruthy();
    expect(screen.queryByText('상담 주제를 하나 이상 골라 주세요.')).toBeNull();
    expect(posts('/api/profile/be_pro')).toHaveLength(0);
  });

  it('shows a pending application instead of the form', async () => {
    logIn();
    application = record();
    renderAt('/pro/apply', '/pro/apply', <ProApplyPage />);
    const status = await screen.findByTestId('apply-status');
    expect(status.textContent).toContain('심사 중이에요');
    expect(status.textContent).toContain('변리사');
    expect(screen.queryByTestId('apply-form')).toBeNull();
  });

  it('shows the refusal reason above a form filled with the last application', async () => {
    logIn();
    application = record({ STATUS: 'rejected', REASON: '증빙이 흐려요. 다시 올려 주세요.' });
    renderAt('/pro/apply', '/pro/apply', <ProApplyPage />);
    expect((await screen.findByTestId('apply-status')).textContent).toContain('증빙이 흐려요');
    expect((screen.getByTestId('apply-pitch') as HTMLInputElement).value).toBe(
      '아이디어를 권리로 바꾸는 변리사',
    );
    await userEvent.setup().click(screen.getByTestId('apply-submit'));
    await waitFor(() => expect(posts('/api/profile/be_pro')).toHaveLength(1));
    expect(posts('/api/profile/be_pro')[0]?.body).toMatchObject({
      profession: '0711',
      price: 40,
      minutes: 30,
      topics: ['05'],
    });
  });
});

describe('AdminProsPage', () => {
  it('refuses only with a reason', async () => {
    logIn(1, '운영자');
    renderAt('/admin/pros', '/admin/pros', <AdminProsPage />);
    const user = userEvent.setup();
    const card = await screen.findByTestId('application-5');
    expect(within(card).getByText('변리사등록증.pdf')).toBeTruthy();
    await user.click(within(card).getByTestId('application-refuse'));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: '반려' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '증빙이 흐려요' } });
    await user.click(confirm);
    await waitFor(() =>
      expect(posts('/api/profile/register_pro').map((c) => c.body)).toEqual([
        { application_no: 5, approve: false, reason: '증빙이 흐려요' },
      ]),
    );
  });

  it('turns away a member who is not an operator', async () => {
    logIn();
    operator = false;
    renderAt('/admin/pros', '/admin/pros', <AdminProsPage />);
    expect(await screen.findByText('운영자만 볼 수 있어요')).toBeTruthy();
    expect(posts('/api/profile/pro_applications')).toHaveLength(0);
  });
});

describe('ProFindPage', () => {
  it('lists pros with rating, answer rate and next slot, and filters by profession', async () => {
    renderAt('/pro', '/pro', <ProFindPage />);
    const card = await screen.findByTestId('pro-card-3');
    expect(card.textContent).toContain('4.8 (후기 12)');
    expect(card.textContent).toContain('응답률 92%');
    expect(card.textContent).toContain('(한국 시간)');
    expect(card.textContent).toContain('40포인트 · 30분');
    expect(within(card).getByRole('link').getAttribute('href')).toBe(`/pro/@${encodeURIComponent('김변리')}`);
    fireEvent.change(screen.getByTestId('pro-filter-profession'), { target: { value: '0716' } });
    expect(await screen.findByText('조건에 맞는 전문가가 없어요')).toBeTruthy();
    expect(calls.at(-1)?.query).toBe('?profession=0716&topic=00');
  });
});
