import {
  LOUNGE_LIMITS,
  type LoungePost,
  type LoungePostTagCode,
  loungeApi,
  magazineApi,
  type Poll,
  type ResponseOf,
} from '@sidequest/shared';
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { keepAcrossViewer } from '../../lib/keep-across-viewer';
import { callApi } from '../../lib/api';

export type FeedTab = 'all' | 'following';
type FeedPage = ResponseOf<typeof loungeApi.postings>;

/**
 * Every query of the lounge starts with 'lounge', so the composer can refresh them all with
 * `invalidateQueries({ queryKey: ['lounge'] })` after a post is published or edited.
 */
export const loungeKeys = {
  all: ['lounge'] as const,
  feed: (viewer: number | null, tab: FeedTab, tag: LoungePostTagCode | undefined) =>
    ['lounge', 'feed', viewer, tab, tag ?? null] as const,
  post: (viewer: number | null, postNo: number) => ['lounge', 'post', viewer, postNo] as const,
  replies: (viewer: number | null, thread: ReplyThread) =>
    ['lounge', 'replies', viewer, thread.kind, thread.no] as const,
  likers: (viewer: number | null, targetType: string, targetNo: number) =>
    ['lounge', 'likers', viewer, targetType, targetNo] as const,
  reactors: (postNo: number) => ['lounge', 'reactors', postNo] as const,
};

/** The feed page by page; 더보기 passes the last page's `next_cursor` back. */
export function useFeed(viewer: number | null, tab: FeedTab, tag: LoungePostTagCode | undefined) {
  return useInfiniteQuery({
    queryKey: loungeKeys.feed(viewer, tab, tag),
    placeholderData: keepAcrossViewer(loungeKeys.feed(viewer, tab, tag), 2),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callApi(tab === 'following' ? loungeApi.loadFollowingPost : loungeApi.postings, {
        body: { tag, cursor: pageParam, size: LOUNGE_LIMITS.feedPageSize },
        signal,
      }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // The following feed needs a session; the page shows a login call instead of asking.
    enabled: tab === 'all' || viewer !== null,
  });
}

/** The pages as one list; a post published between two pages never shows twice. */
export function flattenFeed(data: InfiniteData<FeedPage> | undefined): LoungePost[] {
  if (!data) return [];
  const seen = new Set<number>();
  const out: LoungePost[] = [];
  for (const page of data.pages) {
    for (const post of page.list) {
      if (seen.has(post.POST_NO)) continue;
      seen.add(post.POST_NO);
      out.push(post);
    }
  }
  return out;
}

export function usePost(viewer: number | null, postNo: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: loungeKeys.post(viewer, postNo),
    placeholderData: keepAcrossViewer(loungeKeys.post(viewer, postNo), 2),
    queryFn: ({ signal }) => callApi(loungeApi.loadPost, { body: { post_no: postNo }, signal }),
    // A missing or deleted post stays missing: asking again only delays the not-found state.
    retry: (count, err) =>
      count < 2 && !['NOT_FOUND', 'POST_DELETED'].includes((err as { code?: string }).code ?? ''),
  });
}

/** What replies hang under: a lounge post or a magazine article (one reply machinery on the server). */
export interface ReplyThread {
  kind: 'post' | 'article';
  no: number;
}

export function useReplies(viewer: number | null, thread: ReplyThread, enabled = true) {
  return useQuery({
    queryKey: loungeKeys.replies(viewer, thread),
    queryFn: ({ signal }) =>
      thread.kind === 'post'
        ? callApi(loungeApi.replies, { body: { post_no: thread.no }, signal })
        : callApi(magazineApi.replies, { body: { quest_no: thread.no }, signal }),
    enabled,
  });
}

/**
 * A change to a thread's replies: the list refreshes before the mutation settles, and a post's
 * reply count on every cached card moves with it.
 */
function useReplyMutation<V, R>(
  viewer: number | null,
  thread: ReplyThread,
  delta: 1 | -1,
  mutationFn: (vars: V) => Promise<R>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      if (thread.kind === 'post')
        patchPost(client, thread.no, (p) => ({ REPLY_COUNT: Math.max(0, p.REPLY_COUNT + delta) }));
      return client.invalidateQueries({ queryKey: loungeKeys.replies(viewer, thread) });
    },
  });
}

/** Publishes a reply (or, with parentNo, an answer) in a post's or an article's thread. */
export function useSendReply(viewer: number | null, thread: ReplyThread) {
  return useReplyMutation(viewer, thread, 1, ({ body, parentNo }: { body: string; parentNo?: number }) => {
    const parent = parentNo ? { parent_no: parentNo } : {};
    return thread.kind === 'post'
      ? callApi(loungeApi.replyNew, { body: { post_no: thread.no, body, ...parent } })
      : callApi(magazineApi.replyNew, { body: { quest_no: thread.no, body, ...parent } });
  });
}

/** Deletes a reply of either kind of thread (one reply machinery on the server). */
export function useRemoveReply(viewer: number | null, thread: ReplyThread) {
  return useReplyMutation(viewer, thread, -1, (replyNo: number) =>
    callApi(loungeApi.replyRemove, { body: { reply_no: replyNo } }),
  );
}

/** Deletes one's own post; it leaves every cached feed at once. */
export function useRemovePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (postNo: number) => callApi(loungeApi.remove, { body: { post_no: postNo } }),
    onSuccess: (_res, postNo) => dropPost(client, postNo),
  });
}

/**
 * Applies a change to one post wherever it is cached (feed pages of every tab and tag, the post
 * page), so a like or a vote on the card shows the same on the post page and back.
 */
export function patchPost(
  client: QueryClient,
  postNo: number,
  patch: Partial<LoungePost> | ((post: LoungePost) => Partial<LoungePost>),
) {
  const fix = (post: LoungePost) =>
    post.POST_NO === postNo ? { ...post, ...(typeof patch === 'function' ? patch(post) : patch) } : post;
  client.setQueriesData<unknown>({ queryKey: loungeKeys.all }, (old: unknown) => {
    if (!old || typeof old !== 'object') return old;
    if ('pages' in old) {
      const data = old as InfiniteData<FeedPage>;
      return { ...data, pages: data.pages.map((p) => ({ ...p, list: p.list.map(fix) })) };
    }
    if ('post' in old) {
      const data = old as { post: LoungePost };
      return { ...data, post: fix(data.post) };
    }
    return old;
  });
}

/**
 * After a follow or unfollow: every cached card by that author shows the new state, and the cached
 * 팔로잉 feed is dropped — it lists the wrong people now, and showing it stale would flash
 * "no posts from people you follow" right after following someone. It loads afresh when opened.
 */
export function patchAuthorFollow(client: QueryClient, userNo: number, following: boolean) {
  client.setQueriesData<unknown>({ queryKey: loungeKeys.all }, (old: unknown) => {
    if (!old || typeof old !== 'object') return old;
    const fix = (post: LoungePost) =>
      post.AUTHOR.USER_NO === userNo
        ? { ...post, AUTHOR: { ...post.AUTHOR, IS_FOLLOWING: following } }
        : post;
    if ('pages' in old) {
      const data = old as InfiniteData<FeedPage>;
      return { ...data, pages: data.pages.map((p) => ({ ...p, list: p.list.map(fix) })) };
    }
    if ('post' in old) {
      const data = old as { post: LoungePost };
      return { ...data, post: fix(data.post) };
    }
    return old;
  });
  client.removeQueries({ queryKey: ['lounge', 'feed'], predicate: (q) => q.queryKey[3] === 'following' });
}

/** The server's poll answer replaces the cached one: its counts are the exact ones. */
export function patchPoll(client: QueryClient, poll: Poll) {
  patchPost(client, poll.POST_NO, { POLL: poll });
}

/** A deleted post leaves every cached feed at once. */
export function dropPost(client: QueryClient, postNo: number) {
  client.setQueriesData<unknown>({ queryKey: ['lounge', 'feed'] }, (old: unknown) => {
    if (!old || typeof old !== 'object' || !('pages' in old)) return old;
    const data = old as InfiniteData<FeedPage>;
    return {
      ...data,
      pages: data.pages.map((p) => ({ ...p, list: p.list.filter((x) => x.POST_NO !== postNo) })),
    };
  });
}
