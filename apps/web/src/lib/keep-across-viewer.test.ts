import { describe, expect, it } from 'vitest';
import { keepAcrossViewer } from './keep-across-viewer';

describe('keepAcrossViewer', () => {
  const key = ['lounge', 'feed', 7, 'all', null] as const;
  const keep = keepAcrossViewer(key, 2);

  it('keeps the visitor’s data when only the viewer changed', () => {
    expect(keep('visitor view', { queryKey: ['lounge', 'feed', null, 'all', null] })).toBe('visitor view');
  });

  it('lets any other change show its loading state', () => {
    expect(keep('other tag', { queryKey: ['lounge', 'feed', null, 'all', 'ask'] })).toBeUndefined();
    expect(keep('other tab', { queryKey: ['lounge', 'feed', 7, 'following', null] })).toBeUndefined();
    expect(keep('shorter', { queryKey: ['lounge', 'feed'] })).toBeUndefined();
    expect(keep('first read', undefined)).toBeUndefined();
  });

  it('never keeps a member’s data for someone else', () => {
    const visitor = keepAcrossViewer(['lounge', 'feed', null, 'all', null], 2);
    expect(visitor('member view', { queryKey: ['lounge', 'feed', 7, 'all', null] })).toBeUndefined();
    expect(keep('other member', { queryKey: ['lounge', 'feed', 8, 'all', null] })).toBeUndefined();
  });
});
