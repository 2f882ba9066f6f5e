import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../test/i18n';
import { transport } from '../../lib/api';
import type { JoinState } from './api';
import { FormStep } from './join-step-page';

const SAVED: JoinState['SAVED'] = {
  USER_NICKNAME: '하나킴',
  USER_IMG_URL: null,
  MEMBER_TYPE: '01',
  MAIN_JOB: '04',
  MAIN_JOB_D: '0401',
  SUB_JOB: null,
  SUB_JOB_D: null,
  AGE: null,
  GENDER: null,
  REGION: null,
  MEETING_MODE: null,
  AVAILABLE_DAYS: null,
  AVAILABLE_TIME: null,
  SKILL_LEVEL: null,
  EXPERIENCE_YEARS: null,
  INTERESTS: null,
  SKILLS: null,
  MBTI: null,
  STATUS_LINE: null,
  INTRODUCTION: null,
  TUTORIAL_USERS: [],
  TUTORIAL_PROJECTS: [],
  TUTORIAL_PRODUCTS: [],
};
const STATE: JoinState = { JOIN_STEP: 4, JOIN_COMPLETED: false, TOTAL_STEPS: 5, STEP: 4, SAVED, DRAFT: null };

let calls: { url: string; body: unknown }[];
const original = transport.fetch;

beforeEach(() => {
  calls = [];
  transport.fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify({ result: 'success', kind: 'nickname', available: true }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as unknown as typeof transport.fetch;
});
afterEach(async () => {
  // Unmounting saves pending drafts: through the mock, before it is taken away.
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
  transport.fetch = original;
});

function renderStep() {
  const router = createMemoryRouter([{ path: '/join', element: <FormStep step={4} state={STATE} /> }], {
    initialEntries: ['/join?step=4'],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const group = (name: string) => document.querySelector<HTMLElement>(`[data-field="${name}"]`)!;

describe('the basics step', () => {
  it('shows progress and marks required fields with an asterisk', () => {
    renderStep();
    expect(screen.getByTestId('join-progress').textContent).toBe('단계 4/5');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('4');
    expect(within(group('meeting_mode')).getByText('*')).toBeTruthy();
    expect(within(group('interests')).getByText('*')).toBeTruthy();
    expect(within(group('skills')).queryByText('*')).toBeNull();
    expect(screen.getByText('* 표시는 꼭 채워야 하는 항목이에요.')).toBeTruthy();
  });

  it('locks the region to 상관없음 when the member meets online only, and unlocks it again', () => {
    renderStep();
    const region = screen.getByRole('combobox', { name: /활동 지역/ }) as HTMLSelectElement;
    fireEvent.change(region, { target: { value: 'KR01' } });
    fireEvent.click(within(group('meeting_mode')).getByRole('radio', { name: '온라인' }));
    expect(region.disabled).toBe(true);
    expect(region.value).toBe('KR00');
    expect(screen.getByTestId('region-locked').textContent).toContain('상관없음');
    fireEvent.click(within(group('meeting_mode')).getByRole('radio', { name: '오프라인' }));
    expect(region.disabled).toBe(false);
  });

  it('lists what is missing next to each field and sends no full save', async () => {
    renderStep();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '다음' }));
    });
    expect(screen.getByText('빨간색으로 표시된 항목을 확인해 주세요.')).toBeTruthy();
    expect(within(group('meeting_mode')).getByText('만나는 방식을 골라 주세요.')).toBeTruthy();
    expect(within(group('interests')).getByText('관심 분야를 하나 이상 골라 주세요.')).toBeTruthy();
    expect(calls.some((c) => c.url.includes('user_temp=0'))).toBe(false);
  });

  it('adds a skill on Enter, but not on the Enter that ends a Hangul composition', () => {
    renderStep();
    const search = screen.getByLabelText('기술·도구 검색');
    fireEvent.change(search, { target: { value: '리액트' } });
    fireEvent.keyDown(search, { key: 'Enter', keyCode: 229, isComposing: true });
    expect(screen.queryByRole('button', { name: 'React 빼기' })).toBeNull();
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(screen.getByRole('button', { name: 'React 빼기' })).toBeTruthy();
    expect(screen.getByText('1/15')).toBeTruthy();
  });

  it('caps interests at five', () => {
    renderStep();
    const boxes = within(group('interests')).getAllByRole('checkbox') as HTMLInputElement[];
    for (const box of boxes.slice(0, 5)) fireEvent.click(box);
    expect(screen.getByText('5/5')).toBeTruthy();
    expect(boxes[5]!.disabled).toBe(true);
    fireEvent.click(boxes[0]!);
    expect(boxes[5]!.disabled).toBe(false);
  });
});
