import { PAGE_KINDS, PAGE_META, pageTitle } from '@sidequest/shared';
import { describe, expect, it } from 'vitest';
import { applyPageMeta } from './use-page-meta';

describe('page meta', () => {
  it('has a Korean title and description for every page kind', () => {
    for (const kind of PAGE_KINDS) {
      expect(PAGE_META[kind].title).toMatch(/[가-힣]/);
      expect(PAGE_META[kind].description.length).toBeGreaterThan(20);
    }
  });

  it('fills detail titles and falls back when a value is missing', () => {
    expect(pageTitle('people_detail', { nickname: '메이커김' })).toBe('메이커김님의 프로필 | 사이드퀘스트');
    expect(pageTitle('quest_detail', { title: '첫 사이드 프로젝트 회고' })).toBe(
      '첫 사이드 프로젝트 회고 | 퀘스트에 참여하세요',
    );
    expect(pageTitle('people_detail')).toBe(PAGE_META.people_detail.title);
    expect(pageTitle('people_detail', { nickname: '' })).toBe(PAGE_META.people_detail.title);
  });

  it('writes the title and description into the document', () => {
    applyPageMeta('lounge');
    expect(document.title).toBe(PAGE_META.lounge.title);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      PAGE_META.lounge.description,
    );
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      PAGE_META.lounge.title,
    );
  });
});
