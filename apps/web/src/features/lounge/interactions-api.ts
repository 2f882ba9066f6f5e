import { loungeApi, type ReactionEmoteCode, type ResponseOf } from '@sidequest/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useUserStore } from '../../app/store';
import { callApi } from '../../lib/api';
import { loungeKeys } from './api';

/**
 * Likes, reactions and votes. The toggles report the server's answer and leave the cache to their
 * caller: the same like button sits on feed cards, the post page, replies and magazine articles,
 * each cached differently.
 */

function useViewer(): number | null {
  return useUserStore((s) => (s.isLoggedIn ? (s.profile?.no ?? null) : null));
}

/** What can be liked: a lounge post, a reply (of a post or an article), or a magazine article. */
export type LikeTarget = 'post' | 'reply' | 'article';

/** ♥ on (true) or off (false). */
export function useLike(targetType: LikeTarget, targetNo: number) {
  return useMutation({
    mutationFn: (like: boolean) =>
      callApi(loungeApi.likes, { body: { target_type: targetType, target_no: targetNo, like } }),
  });
}

/**
 * Who liked, with the count and whether the viewer did (an article's like bar paints from it).
 * Never fresh for long: each opening of the list asks again, so the viewer's own like shows at once.
 */
export function useLikers(targetType: LikeTarget, targetNo: number, enabled = true) {
  const viewer = useViewer();
  return useQuery({
    queryKey: loungeKeys.likers(viewer, targetType, targetNo),
    queryFn: ({ signal }) =>
      callApi(loungeApi.likeProfile, { body: { target_type: targetType, target_no: targetNo }, signal }),
    enabled,
    staleTime: 0,
  });
}

/** Writes a like's new state into the cached likers answer, for a caller that paints from it. */
export function usePatchLikers(targetType: LikeTarget, targetNo: number) {
  const client = useQueryClient();
  const viewer = useViewer();
  return useCallback(
    (state: { liked: boolean; count: number }) =>
      client.setQueryData<ResponseOf<typeof loungeApi.likeProfile>>(
        loungeKeys.likers(viewer, targetType, targetNo),
        (old) => (old ? { ...old, mine: state.liked, count: state.count } : old),
      ),
    [client, viewer, targetType, targetNo],
  );
}

/** Adds the viewer's emote to a post, or (mine) takes it back; answers the post's whole row. */
export function useReact(postNo: number) {
  return useMutation({
    mutationFn: ({ emote, mine }: { emote: ReactionEmoteCode; mine: boolean }) =>
      callApi(mine ? loungeApi.unreact : loungeApi.react, { body: { post_no: postNo, emote } }),
  });
}

/** Who reacted to a post, grouped by emote. */
export function useReactors(postNo: number, enabled: boolean) {
  return useQuery({
    queryKey: loungeKeys.reactors(postNo),
    queryFn: ({ signal }) => callApi(loungeApi.reactionProfile, { body: { post_no: postNo }, signal }),
    enabled,
  });
}

/** 투표하기 (and 다시 투표하기): answers the poll with its exact counts. */
export function useVote(postNo: number) {
  return useMutation({
    mutationFn: (optionNos: number[]) =>
      callApi(loungeApi.changeVoting, { body: { post_no: postNo, option_nos: optionNos } }),
  });
}

/** The poll as the server holds it now, asked for once (after a vote that came too late). */
export function useReloadPoll(postNo: number) {
  return useMutation({
    mutationFn: () => callApi(loungeApi.loadVoting, { body: { post_no: postNo } }),
  });
}
