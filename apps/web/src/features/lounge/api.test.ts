import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { loungeKeys, patchAuthorFollow } from './api';
import { makePost } from './test-fixtures';

const page = (posts: ReturnType<typeof makePost>[]) => ({
  pages: [{ list: posts, next_cursor: null }],
  pageParams: [undefined],
});

describe('patchAuthorFollow', () => {
  it('updates the author on every cached card and drops the cached 팔로잉 feed', () => {
    const client = new QueryClient();
    const post = makePost({ POST_NO: 1 });
    client.setQueryData(loungeKeys.feed(9, 'all', undefined), page([post]));
    client.setQueryData(loungeKeys.feed(9, 'following', undefined), page([]));
    client.setQueryData(loungeKeys.post(9, 1), { post });

    patchAuthorFollow(client, post.AUTHOR.USER_NO, true);

    const all = client.getQueryData<ReturnType<typeof page>>(loungeKeys.feed(9, 'all', undefined));
    expect(all?.pages[0]?.list[0]?.AUTHOR.IS_FOLLOWING).toBe(true);
    expect(client.getQueryData<{ post: typeof post }>(loungeKeys.post(9, 1))?.post.AUTHOR.IS_FOLLOWING).toBe(
      true,
    );
    // An empty 팔로잉 feed would be wrong now: it is fetched afresh rather than shown stale.
    expect(client.getQueryData(loungeKeys.feed(9, 'following', undefined))).toBeUndefined();
  });
});
