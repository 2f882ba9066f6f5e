import { describe, expect, it } from 'vitest';
import { articlePath, canonicalRedirect, editPath, filtersFromParams, parseArticleNo, tagPath } from './urls';

describe('magazine urls', () => {
  it('builds the article path with the slug encoded', () => {
    expect(articlePath(12, '사이드-프로젝트-회고')).toBe(
      `/quest/12/${encodeURIComponent('사이드-프로젝트-회고')}`,
    );
    expect(editPath(12)).toBe('/quest/write/12');
  });

  it('links a tag to the filtered list', () => {
    expect(tagPath('리액트')).toBe(`/quest?tag=${encodeURIComponent('리액트')}`);
    expect(tagPath('a&b')).toBe('/quest?tag=a%26b');
  });

  it('redirects only when the name is missing or wrong, keeping the query', () => {
    expect(canonicalRedirect(3, '회고', '회고')).toBeNull();
    expect(canonicalRedirect(3, 'wrong-name', '회고', '?from=news')).toBe(
      `/quest/3/${encodeURIComponent('회고')}?from=news`,
    );
    expect(canonicalRedirect(3, undefined, 'quest')).toBe('/quest/3/quest');
  });

  it('accepts only positive article numbers', () => {
    expect(parseArticleNo('42')).toBe(42);
    expect(parseArticleNo('0')).toBeNull();
    expect(parseArticleNo('write')).toBeNull();
    expect(parseArticleNo('99999999999')).toBeNull();
    expect(parseArticleNo(undefined)).toBeNull();
  });

  it('reads the list filters from the URL, dropping unknown categories', () => {
    expect(filtersFromParams(new URLSearchParams('category=22&tag=%20회고%20'))).toEqual({
      category: '22',
      tag: '회고',
    });
    expect(filtersFromParams(new URLSearchParams('category=99&tag='))).toEqual({
      category: undefined,
      tag: undefined,
    });
  });
});
