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
