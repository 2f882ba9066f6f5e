import { FALLBACK_MESSAGES, joinApi, type ResponseOf, uploadApi } from '@sidequest/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, callApi, toApiError, transport } from '../../lib/api';

export type JoinState = ResponseOf<typeof joinApi.joinState>;
export type JoinAnswers = joinApi.JoinAnswersInput;
export type StepNo = 2 | 3 | 4 | 5;

export const joinKeys = {
  all: ['join'] as const,
  /** `step` undefined: the member's current step, no draft (the resume banner). */
  state: (step?: number) => ['join', 'state', step ?? 'current'] as const,
  tutorial: (kind: 'user' | 'project' | 'product') => ['join', 'tutorial', kind] as const,
};

/** The join state with the draft of `step` (user_temp=1), or the current step without one. */
export function useJoinState(step: number | undefined, enabled = true) {
  return useQuery({
    queryKey: joinKeys.state(step),
    queryFn: ({ signal }) =>
      callApi(joinApi.joinState, {
        query: step ? { step, user_temp: '1' } : { user_temp: '0' },
        signal,
      }),
    enabled,
    // Drafts change on every keystroke elsewhere; a step always starts from what the server holds.
    staleTime: 0,
    gcTime: 0,
  });
}

export function saveJoinStep(step: StepNo, answers: JoinAnswers | null, draft: boolean) {
  return callApi(joinApi.saveStep, {
    query: { step, user_temp: draft ? '1' : '0' },
    body: answers ?? {},
  });
}

/**
 * The last draft when the page is being left (tab closed, reload): `keepalive` lets the request
 * outlive the page, which an ordinary fetch from callApi would not.
 */
export function saveDraftOnExit(step: StepNo, answers: JoinAnswers): void {
  try {
    void transport
      .fetch(`${joinApi.saveStep.path}?step=${step}&user_temp=1`, {
        method: 'POST',
        credentials: 'include',
        keepalive: true,
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(answers),
      })
      .catch(() => undefined);
  } catch {
    // The page is going away; nothing left to tell anyone.
  }
}

export function useTutorialUsers() {
  return useQuery({
    queryKey: joinKeys.tutorial('user'),
    queryFn: ({ signal }) => callApi(joinApi.tutorialUsers, { query: {}, signal }),
    staleTime: 60_000,
  });
}

export function useTutorialProjects() {
  return useQuery({
    queryKey: joinKeys.tutorial('project'),
    queryFn: ({ signal }) => callApi(joinApi.tutorialProjects, { signal }),
    staleTime: 60_000,
  });
}

export function useTutorialProducts() {
  return useQuery({
    queryKey: joinKeys.tutorial('product'),
    queryFn: ({ signal }) => callApi(joinApi.tutorialProducts, { signal }),
    staleTime: 60_000,
  });
}

export function saveTutorialUserPicks(targetNos: number[]) {
  return callApi(joinApi.bookmarkUsers, { body: { target_nos: targetNos } });
}

export function saveTutorialProjectPicks(targetNos: number[]) {
  return callApi(joinApi.bookmarkProjects, { body: { target_nos: targetNos } });
}

export function saveTutorialProductPicks(targetNos: number[]) {
  return callApi(joinApi.bookmarkProducts, { body: { target_nos: targetNos } });
}

/** The profile picture goes through the upload area's own call (multipart, checked and resized there). */
export async function uploadUserImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  let res: Response;
  try {
    res = await transport.fetch(uploadApi.userImage.path, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json' },
      body: form,
    });
  } catch {
    throw new ApiError('E004', FALLBACK_MESSAGES.E004, 0);
  }
  const json = (await res.json().catch(() => null)) as { result?: string; USER_IMG_URL?: string } | null;
  if (!res.ok || json?.result !== 'success' || !json.USER_IMG_URL) throw toApiError(res.status, json);
  return json.USER_IMG_URL;
}
