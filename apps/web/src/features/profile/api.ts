import { type BodyOf, type PersonPage, profileApi, type Resume } from '@sidequest/shared';
import {
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useUserStore } from '../../app/store';
import { callApi } from '../../lib/api';

const norm = (nickname: string) => nickname.normalize('NFC').trim().toLowerCase();

/** The viewer is part of every key: what a page shows depends on who looks (IS_OWNER, PRIVATE). */
export const profileKeys = {
  all: ['profile'] as const,
  resume: (nickname: string, viewer: number) => ['profile', 'resume', norm(nickname), viewer] as const,
  resumes: ['profile', 'resume'] as const,
  relations: (nickname: string, direction: 'followers' | 'followings', viewer: number) =>
    ['profile', 'relations', norm(nickname), direction, viewer] as const,
  reviews: (userNo: number, viewer: number) => ['profile', 'reviews', userNo, viewer] as const,
  /** One member's reviews, whoever looks. */
  reviewsOf: (userNo: number) => ['profile', 'reviews', userNo] as const,
  draft: (userNo: number) => ['profile', 'draft', userNo] as const,
  departments: (q: string) => ['profile', 'departments', q] as const,
};

export function useViewerNo(): number {
  return useUserStore((s) => (s.isLoggedIn ? (s.profile?.no ?? 0) : 0));
}

export function useResume(nickname: string) {
  const viewer = useViewerNo();
  return useQuery({
    queryKey: profileKeys.resume(nickname, viewer),
    queryFn: ({ signal }) => callApi(profileApi.loadResume, { query: { nickname }, signal }),
    select: (data) => data.resume,
    enabled: nickname.trim() !== '',
  });
}

/** Put a fresh resume in the cache (after make_resume) without asking again. */
export function storeResume(client: QueryClient, resume: Resume, viewer: number) {
  client.setQueryData(profileKeys.resume(resume.USER_NICKNAME, viewer), {
    result: 'success' as const,
    resume,
  });
}

export function invalidateResumes(client: QueryClient) {
  return client.invalidateQueries({ queryKey: profileKeys.resumes });
}

export function useMakeResume() {
  const client = useQueryClient();
  const viewer = useViewerNo();
  return useMutation({
    mutationFn: (body: BodyOf<typeof profileApi.makeResume>) => callApi(profileApi.makeResume, { body }),
    onSuccess: (data) => {
      storeResume(client, data.resume, viewer);
      // Jobs and the picture live in the session user too (header, job-targeted content).
      const store = useUserStore.getState();
      if (store.profile) {
        store.setProfile({
          ...store.profile,
          main_job: data.resume.MAIN_JOB,
          main_jobD: data.resume.MAIN_JOB_D,
          sub_job: data.resume.SUB_JOB,
          sub_jobD: data.resume.SUB_JOB_D,
        });
      }
    },
  });
}

export function useRelations(nickname: string, direction: 'followers' | 'followings', enabled: boolean) {
  const viewer = useViewerNo();
  const contract = direction === 'followers' ? profileApi.loadFollowers : profileApi.loadFollowings;
  return useInfiniteQuery({
    queryKey: profileKeys.relations(nickname, direction, viewer),
    queryFn: ({ pageParam, signal }) =>
      callApi(contract, { query: { nickname, page: pageParam, size: 20 }, signal }) as Promise<PersonPage>,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
    enabled,
  });
}

export function useReviews(userNo: number | undefined) {
  const viewer = useViewerNo();
  return useInfiniteQuery({
    queryKey: profileKeys.reviews(userNo ?? 0, viewer),
    queryFn: ({ pageParam, signal }) =>
      callApi(profileApi.reviewInfo, { query: { user_no: userNo ?? 0, page: pageParam, size: 10 }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.has_more ? all.length + 1 : undefined),
    enabled: Boolean(userNo),
  });
}

export function useDepartmentSearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: profileKeys.departments(query),
    queryFn: ({ signal }) => callApi(profileApi.loadDepartments, { query: { q: query }, signal }),
    enabled: query !== '',
    staleTime: 10 * 60_000,
    placeholderData: (previous) => previous,
  });
}

export function useDraft(enabled: boolean) {
  const viewer = useViewerNo();
  return useQuery({
    queryKey: profileKeys.draft(viewer),
    queryFn: ({ signal }) => callApi(profileApi.loadTempResume, { signal }),
    enabled: enabled && viewer > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

type DraftBody = BodyOf<typeof profileApi.saveTempResume>['draft'];

/**
 * Keeps the open editor's values as the draft (null removes it) and puts what the server kept in
 * the cache. The cache write sits here, not in a caller's callback: the draft is also saved as the
 * page unmounts, when a caller's callbacks no longer run.
 */
export function useSaveDraft() {
  const client = useQueryClient();
  const viewer = useViewerNo();
  return useMutation({
    mutationFn: (draft: DraftBody) => callApi(profileApi.saveTempResume, { body: { draft } }),
    onSuccess: (res, draft) =>
      client.setQueryData(profileKeys.draft(viewer), {
        result: 'success' as const,
        draft: draft ? { ...draft, savedAt: res.saved_at } : null,
        saved_at: res.saved_at,
      }),
  });
}

/**
 * A change to the resume. Its queries refresh before the mutation settles, so a caller that closes
 * an editor or says 저장됐어요 afterwards shows the page as the server now has it.
 */
function useResumeMutation<V, R>(mutationFn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateResumes(client) });
}

/** 경력 저장: adds one, or with `careerNo` updates that one. */
export function useSaveCareer(careerNo?: number) {
  return useResumeMutation((body: BodyOf<typeof profileApi.addCareer>) =>
    careerNo
      ? callApi(profileApi.updateCareer, { body: { ...body, career_no: careerNo } })
      : callApi(profileApi.addCareer, { body }),
  );
}

export function useRemoveCareer() {
  return useResumeMutation((careerNo: number) =>
    callApi(profileApi.removeCareer, { body: { career_no: careerNo } }),
  );
}

/** 학력 저장: adds one, or with `educationNo` updates that one. */
export function useSaveEducation(educationNo?: number) {
  return useResumeMutation((body: BodyOf<typeof profileApi.addEducation>) =>
    educationNo
      ? callApi(profileApi.updateEducation, { body: { ...body, education_no: educationNo } })
      : callApi(profileApi.addEducation, { body }),
  );
}

export function useRemoveEducation() {
  return useResumeMutation((educationNo: number) =>
    callApi(profileApi.removeEducation, { body: { education_no: educationNo } }),
  );
}

/** 작업물 저장: adds one, or with `workNo` updates that one. */
export function useSaveWork(workNo?: number) {
  return useResumeMutation((body: BodyOf<typeof profileApi.addWork>) =>
    workNo
      ? callApi(profileApi.updateWork, { body: { ...body, work_no: workNo } })
      : callApi(profileApi.addWork, { body }),
  );
}

export function useRemoveWork() {
  return useResumeMutation((workNo: number) => callApi(profileApi.removeWork, { body: { work_no: workNo } }));
}

/** Sets the cover image from an uploaded file's URL, or removes it (null). */
export function useUpdateBackground() {
  return useResumeMutation((url: string | null) =>
    callApi(profileApi.updateBackground, { body: { background_url: url } }),
  );
}

/** Sets the picture (null removes it); the session user carries it too (header, chat). */
export function useUpdatePicture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (url: string | null) => callApi(profileApi.updateUserImage, { body: { img_url: url } }),
    onSuccess: (res) => {
      const store = useUserStore.getState();
      if (store.profile) store.setProfile({ ...store.profile, img: res.USER_IMG_URL });
      return invalidateResumes(client);
    },
  });
}

/** The reviewer's change to their review: the reviewed member's list and resume (average) refresh. */
export function useUpdateReview(userNo: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof profileApi.updateReview>) => callApi(profileApi.updateReview, { body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: profileKeys.reviewsOf(userNo) }),
        invalidateResumes(client),
      ]),
  });
}
