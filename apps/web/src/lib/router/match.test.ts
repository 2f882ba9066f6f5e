import { describe, expect, it } from 'vitest';
import { resolveTo } from './history';
import { matchPath, matchRoutes } from './match';
import type { RouteObject } from './types';

const tree: RouteObject[] = [
  {
    children: [
      {
        children: [
          { index: true },
          { path: '*' },
          { path: 'project/:id/:slug?' },
          { path: 'project/new' },
          { path: 'project/:id/edit' },
          { path: 'people/:nickname' },
          { path: 'lounge', children: [{ index: true }, { path: ':postId' }] },
        ],
      },
    ],
  },
];

const leaf = (pathname: string) => {
  const matches = matchRoutes(tree, pathname);
  const last = matches?.at(-1);
  return (
    last && {
      path: last.route.path ?? (last.route.index ? 'index' : ''),
      params: last.params,
      depth: matches?.length,
    }
  );
};

describe('matchRoutes', () => {
  it('picks the most specific route, whatever the order it is written in', () => {
    expect(leaf('/project/new')?.path).toBe('project/new');
    expect(leaf('/project/7/edit')?.path).toBe('project/:id/edit');
    expect(leaf('/project/7')).toMatchObject({ path: 'project/:id/:slug?', params: { id: '7' } });
    expect(leaf('/project/7/주말-가계부')).toMatchObject({ params: { id: '7', slug: '주말-가계부' } });
    expect(leaf('/')).toMatchObject({ path: 'index', depth: 3 });
  });

  it('falls through to the splat, with what it caught', () => {
    expect(leaf('/nowhere/at/all')).toMatchObject({ path: '*', params: { '*': 'nowhere/at/all' } });
  });

  it('decodes parameters and joins nested paths', () => {
    expect(leaf(`/people/${encodeURIComponent('새벽러너')}`)?.params).toEqual({ nickname: '새벽러너' });
    expect(leaf('/lounge')).toMatchObject({ path: 'index', depth: 4 });
    expect(leaf('/lounge/11')).toMatchObject({ path: ':postId', params: { postId: '11' } });
  });

  it('rules routes out by their first word in any case, and still tries those that open with a parameter', () => {
    expect(leaf('/PROJECT/7/Edit')).toMatchObject({ path: 'project/:id/edit', params: { id: '7' } });
    expect(leaf('/Lounge/11')).toMatchObject({ path: ':postId', params: { postId: '11' } });
    const open: RouteObject[] = [{ path: ':handle/posts' }, { path: 'about' }];
    expect(matchRoutes(open, '/dawn/posts')?.[0]?.params).toEqual({ handle: 'dawn' });
    expect(matchRoutes(open, '/about')?.[0]?.route.path).toBe('about');
  });

  it('answers null when nothing matches', () => {
    expect(matchRoutes([{ path: '/policy' }], '/login')).toBeNull();
  });
});

describe('matchPath', () => {
  it('matches a whole address, a trailing slash and any case', () => {
    expect(matchPath('/project/new', '/project/new/')?.pathname).toBe('/project/new');
    expect(matchPath('/project/new', '/Project/New')).not.toBeNull();
    expect(matchPath('/project/new', '/project/new/x')).toBeNull();
    expect(matchPath({ path: '/project', end: false }, '/project/5')?.pathname).toBe('/project');
    expect(matchPath('/product/:id/edit', '/product/3/edit')?.params).toEqual({ id: '3' });
  });
});

describe('resolveTo', () => {
  const here = { pathname: '/lounge/11', search: '?sort=new', hash: '#r3' };
  it('keeps the page for a query or a hash, and resolves relative paths from the directory', () => {
    expect(resolveTo('?tab=history', here)).toEqual({
      pathname: '/lounge/11',
      search: '?tab=history',
      hash: '',
    });
    expect(resolveTo('#top', here)).toEqual({ pathname: '/lounge/11', search: '?sort=new', hash: '#top' });
    expect(resolveTo('12', here).pathname).toBe('/lounge/12');
    expect(resolveTo('../people', here).pathname).toBe('/people');
    expect(resolveTo({ pathname: '/my', search: 'tab=points' }, here)).toEqual({
      pathname: '/my',
      search: '?tab=points',
      hash: '',
    });
  });
});
