import { loungeApi, peopleApi } from '@sidequest/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { type ComposerForm, toDraftRequest, toPostRequest } from './form-state';

/** Under ['lounge'], so one invalidation after publishing refreshes the feed and the drafts alike. */
export const composerKeys = {
  drafts: (viewer: number | null) => ['lounge', 'drafts', viewer] as const,
};

export function useDrafts(viewer: number | null, enabled: boolean) {
  return useQuery({
    queryKey: composerKeys.drafts(viewer),
    queryFn: ({ signal }) => callApi(loungeApi.loadTemp, { signal }),
    enabled: enabled && viewer !== null,
  });
}

/** Saves the form as a draft; `postNo` is the draft saved before (so it is updated, not duplicated). */
export function saveDraft(postNo: number | null, form: ComposerForm) {
  return callApi(loungeApi.saveTemp, {
    body: { ...toDraftRequest(form), ...(postNo ? { post_no: postNo } : {}) },
  });
}

/**
 * Publishes: `update` for an edited post; otherwise `newUpload`, with the draft's number when the
 * writing started from (or was saved as) a draft, so the draft becomes the post.
 */
export function publish(mode: { editing: number } | { draft: number | null }, form: ComposerForm) {
  const body = toPostRequest(form);
  if ('editing' in mode) return callApi(loungeApi.update, { body: { ...body, post_no: mode.editing } });
  return callApi(loungeApi.newUpload, { body: { ...body, ...(mode.draft ? { post_no: mode.draft } : {}) } });
}

export function removeDraft(postNo: number) {
  return callApi(loungeApi.remove, { body: { post_no: postNo } });
}

export interface MentionCandidate {
  no: number;
  nickname: string;
  img: string | null;
}

/** Members whose nickname starts with (or contains) the typed text; the server needs two characters. */
export async function searchMembers(keyword: string, signal?: AbortSignal): Promise<MentionCandidate[]> {
  const q = keyword.normalize('NFC').trim();
  if ([...q.replace(/\s+/g, '')].length < peopleApi.KEYWORD_MIN) return [];
  const res = await callApi(peopleApi.search, {
    query: { keyword: q, limit: 6 },
    ...(signal ? { signal } : {}),
  });
  return res.profiles.map((p) => ({ no: p.USER_NO, nickname: p.USER_NICKNAME, img: p.USER_IMG_URL }));
}
