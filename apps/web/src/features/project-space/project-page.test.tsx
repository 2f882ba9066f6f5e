import type { ProjectOverview } from '@sidequest/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/providers';
import { useUserStore } from '../../app/store';
import { transport } from '../../lib/api';
import '../../test/i18n';
import { ProjectPage } from './project-page';
import { overview } from './test-fixtures';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let routes: Record<string, (init: RequestInit) => Response>;
const posted: { path: string; body: unknown }[] = [];
const original = transport.fetch;

beforeEach(() => {
  posted.length = 0;
  routes = {
    '/api/find_project/overview': () => json({ result: 'success', project_overview: overview() }),
    '/api/find_project/history': () => json({ result: 'success', list: [], has_more: false }),
  };
  transport.fetch = (async (input: string, init: RequestInit) => {
    const path = input.split('?')[0]!;
    if (init.method === 'POST')
      posted.push({ path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const handler = routes[path];
    // Parts owned by other features (Q&A, members, apply) may answer anything here: only the shell is tested.
    return handler ? handler(init) : json({ result: 'fail', code: 'NOT_FOUND', message: '없어요.' }, 404);
  }) as typeof transport.fetch;
});

afterEach(() => {
  cleanup();
  transport.fetch = original;
  useUserStore.getState().setLoggedOut();
});

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/project/:id/:slug?', element: <ProjectPage /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the project page', () => {
  it('puts the right slug in the address and keeps the tab', async () => {
    const router = renderAt('/project/5/wrong?tab=history');
    await waitFor(() =>
      expect(decodeURIComponent(router.state.location.pathname)).toBe('/project/5/주말-가계부-스터디'),
    );
    expect(router.state.location.search).toBe('?tab=history');
    expect(await screen.findByRole('heading', { level: 1, name: '주말 가계부 스터디' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '히스토리' }).getAttribute('aria-selected')).toBe('true');
  });

  it('hides the team tabs from outsiders, even when the URL asks for them', async () => {
    renderAt('/project/5/주말-가계부-스터디?tab=todos');
    await screen.findByRole('heading', { level: 1 });
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['개요', '팀원', '홍보', '히스토리']);
    expect(screen.getByRole('tab', { name: '개요' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByLabelText('진행 단계')).toBeNull();
  });

  it('gives the leader phase and status selectors, and members the milestone and to-do tabs', async () => {
    routes['/api/find_project/overview'] = () =>
      json({ result: 'success', project_overview: overview({ MY_ROLE: 'leader' }) });
    routes['/api/find_project/todos'] = () => json({ result: 'success', list: [] });
    routes['/api/mgmt_project/change_phase'] = () => json({ result: 'success', PHASE: '08' });
    routes['/api/mgmt_project/todo_new'] = () =>
      json({ result: 'fail', code: 'FORBIDDEN', message: '안 돼요.' }, 403);
    renderAt('/project/5/주말-가계부-스터디?tab=todos');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      '개요',
      '팀원',
      '마일스톤',
      '할 일',
      '홍보',
      '히스토리',
    ]);
    fireEvent.change(screen.getByLabelText('진행 단계'), { target: { value: '08' } });
    await waitFor(() =>
      expect(posted.find((p) => p.path === '/api/mgmt_project/change_phase')?.body).toEqual({
        project_no: 5,
        phase: '08',
      }),
    );
    expect(screen.getByRole('link', { name: /모집글 고치기/ }).getAttribute('href')).toBe('/project/5/edit');

    // Quick add: Enter while composing Hangul does nothing; a plain Enter adds.
    const input = await screen.findByLabelText('할 일 빠르게 추가');
    fireEvent.change(input, { target: { value: '와이어프레임' } });
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true, keyCode: 229 });
    expect(posted.some((p) => p.path === '/api/mgmt_project/todo_new')).toBe(false);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() =>
      expect(posted.find((p) => p.path === '/api/mgmt_project/todo_new')?.body).toEqual({
        project_no: 5,
        title: '와이어프레임',
      }),
    );
  });

  it('offers the leader of a finished project, and only them, to register it as a booth', async () => {
    const asRole = (MY_ROLE: string, STATUS: string) => {
      routes['/api/find_project/overview'] = () =>
        json({
          result: 'success',
          project_overview: overview({ MY_ROLE, STATUS } as Partial<ProjectOverview>),
        });
    };
    asRole('leader', '05');
    renderAt('/project/5/주말-가계부-스터디');
    const link = await screen.findByRole('link', { name: /부스로 등록하기/ });
    expect(link.getAttribute('href')).toBe('/product/new?project=5');
    cleanup();

    asRole('member', '05');
    renderAt('/project/5/주말-가계부-스터디');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: /부스로 등록하기/ })).toBeNull();
    cleanup();

    asRole('leader', '02');
    renderAt('/project/5/주말-가계부-스터디');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: /부스로 등록하기/ })).toBeNull();
  });

  it('says a missing project is not there, with a way back to the list', async () => {
    routes['/api/find_project/overview'] = () =>
      json({ result: 'fail', code: 'NOT_FOUND', message: '찾는 프로젝트가 없어요.' }, 404);
    renderAt('/project/77');
    expect(await screen.findByText('프로젝트를 찾을 수 없어요')).toBeTruthy();
    expect(screen.getByRole('link', { name: '프로젝트 목록 보기' }).getAttribute('href')).toBe('/project');
  });
});
