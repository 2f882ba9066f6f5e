import { resolveJosa } from '@sidequest/shared';
import { describe, expect, it, vi } from 'vitest';
import { type Resource, Texts } from './store';

function make(resources: Record<string, Resource>, load?: (ns: string) => Promise<Resource>) {
  const texts = new Texts();
  const onFailed = vi.fn();
  texts.configure(
    {
      namespaces: ['common', 'people', 'alert', 'late'],
      defaultNS: 'common',
      load,
      postProcess: resolveJosa,
      onFailed,
    },
    resources,
  );
  return { texts, onFailed };
}

const { texts } = make({
  common: { ok: '확인', nested: { deep: '깊은 곳' }, only_common: '공통' },
  people: {
    title: '{{name}}님의 프로필',
    path: '{{user.name}}님',
    moved: "'{{label}}'(으)로 옮겼어요",
    followers: '팔로워 {{count}}명',
    followers_other: '팔로워 {{count}}명 (여럿)',
    days: ['월', '화', '수'],
    empty: '',
    card: { rating: '평점 {{rating}}' },
  },
});

describe('t', () => {
  it('reads the default namespace, a named one and an ns: prefix', () => {
    expect(texts.t('ok')).toBe('확인');
    expect(texts.t('nested.deep')).toBe('깊은 곳');
    expect(texts.t('title', { ns: 'people', name: '데모' })).toBe('데모님의 프로필');
    expect(texts.t('people:title', { name: '데모' })).toBe('데모님의 프로필');
  });

  it('falls back to common, then reads as the key without its namespace', () => {
    expect(texts.t('only_common', { ns: 'people' })).toBe('공통');
    expect(texts.t('people:missing.key')).toBe('missing.key');
    // Not a namespace: the colon is part of the key.
    expect(texts.t('nope:x')).toBe('nope:x');
  });

  it('fills variables as i18next does: paths, missing ones kept, undefined and null empty', () => {
    expect(texts.t('people:path', { user: { name: '지유' } })).toBe('지유님');
    expect(texts.t('people:title')).toBe('{{name}}님의 프로필');
    expect(texts.t('people:title', { name: undefined })).toBe('님의 프로필');
    expect(texts.t('people:title', { name: null })).toBe('님의 프로필');
    // A value is not read again for variables.
    expect(texts.t('people:title', { name: '{{name}}' })).toBe('{{name}}님의 프로필');
  });

  it('picks the particle by the filled-in word', () => {
    expect(texts.t('people:moved', { label: '개발' })).toBe("'개발'로 옮겼어요");
    expect(texts.t('people:moved', { label: '모집 중' })).toBe("'모집 중'으로 옮겼어요");
  });

  it('reads key_other before key when a count is given', () => {
    expect(texts.t('people:followers', { count: 3 })).toBe('팔로워 3명 (여럿)');
    expect(texts.t('people:followers')).toBe('팔로워 {{count}}명');
  });

  it('returns lists with returnObjects, the default value for a missing key, and empty strings', () => {
    expect(texts.t('people:days', { returnObjects: true })).toEqual(['월', '화', '수']);
    expect(texts.t('people:days')).toBe('days');
    expect(texts.t('people:nope', { defaultValue: '기본 {{n}}', n: 1 })).toBe('기본 1');
    expect(texts.t('people:nope', { defaultValue: '' })).toBe('');
    expect(texts.t('people:empty')).toBe('');
  });

  it('tells whether a key exists', () => {
    expect(texts.exists('people:title')).toBe(true);
    expect(texts.exists('card.rating', { ns: 'people' })).toBe(true);
    expect(texts.exists('people:none')).toBe(false);
  });
});

describe('fixedT', () => {
  it('reads its namespace with a key prefix and is the same function each time', () => {
    const t = texts.fixedT('people', 'card');
    expect(t('rating', { rating: '4.5' })).toBe('평점 4.5');
    expect(texts.fixedT('people', 'card')).toBe(t);
    expect(texts.fixedT('people')('title', { name: '데모' })).toBe('데모님의 프로필');
    expect(texts.fixedT('people')('alert:x')).toBe('x');
  });
});

describe('loading', () => {
  it('loads a namespace once however many ask, and counts a failure as loaded', async () => {
    let answer: (r: Resource) => void = () => undefined;
    const load = vi.fn((ns: string) =>
      ns === 'late'
        ? new Promise<Resource>((resolve) => (answer = resolve))
        : Promise.reject(new Error('404')),
    );
    const { texts: mine, onFailed } = make({ common: {} }, load);
    const first = mine.loadNamespaces('late');
    const second = mine.loadNamespaces(['late']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(mine.hasLoadedNamespace('late')).toBe(false);
    answer({ hi: '안녕' });
    await Promise.all([first, second]);
    expect(mine.t('late:hi')).toBe('안녕');

    await mine.loadNamespaces('alert');
    expect(mine.hasLoadedNamespace('alert')).toBe(true);
    expect(onFailed).toHaveBeenCalledWith('alert', expect.any(Error));
    expect(mine.t('alert:x')).toBe('x');
  });
});
