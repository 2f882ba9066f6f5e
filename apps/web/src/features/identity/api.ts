import { identityApi, type VerificationStatus } from '@sidequest/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useUserStore } from '../../app/store';
import { callApi } from '../../lib/api';

/** Keys carry the member's number so another member's status never shows after a re-login. */
export const identityKeys = {
  providers: ['identity', 'providers'] as const,
  status: (userNo: number) => ['identity', userNo, 'status'] as const,
  universities: (q: string) => ['identity', 'universities', q] as const,
};

function useUserNo(): number | null {
  return useUserStore((s) => (s.isLoggedIn ? (s.profile?.no ?? null) : null));
}

/** Which social log-ins the server offers; buttons appear only for these. */
export function useAuthProviders() {
  return useQuery({
    queryKey: identityKeys.providers,
    queryFn: ({ signal }) => callApi(identityApi.providers, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useVerificationStatus() {
  const userNo = useUserNo();
  return useQuery({
    queryKey: identityKeys.status(userNo ?? 0),
    queryFn: ({ signal }) => callApi(identityApi.verificationStatus, { signal }),
    enabled: userNo !== null,
  });
}

/** School search for the picker; an empty query asks nothing. */
export function useUniversitySearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: identityKeys.universities(query),
    queryFn: ({ signal }) =>
      callApi(identityApi.searchUniversities, { query: { q: query, limit: 20 }, signal }),
    enabled: query !== '',
    staleTime: 10 * 60_000,
    placeholderData: (previous) => previous,
  });
}

function useStatusUpdater() {
  const client = useQueryClient();
  const userNo = useUserNo();
  return {
    patch: (change: Partial<VerificationStatus>) =>
      client.setQueryData<VerificationStatus & { result: 'success' }>(
        identityKeys.status(userNo ?? 0),
        (old) => (old ? { ...old, ...change } : old),
      ),
    refresh: () => client.invalidateQueries({ queryKey: identityKeys.status(userNo ?? 0) }),
  };
}

export function usePrepareIdentity() {
  return useMutation({ mutationFn: () => callApi(identityApi.prepareIdentity, { body: {} }) });
}

export function useStandinIdentity() {
  return useMutation({
    mutationFn: (body: {
      identity_verification_id: string;
      outcome: 'verified' | 'failed';
      name: string;
      birth_date: string;
      phone: string;
    }) => callApi(identityApi.standinIdentity, { body }),
  });
}

export function useVerifyIdentity() {
  const status = useStatusUpdater();
  return useMutation({
    mutationFn: (id: string) =>
      callApi(identityApi.verifyIdentity, { body: { identity_verification_id: id } }),
    onSettled: () => status.refresh(),
  });
}

export function useSchoolRequest() {
  const status = useStatusUpdater();
  return useMutation({
    mutationFn: (body: { school_code: string; email: string }) =>
      callApi(identityApi.schoolVerifyRequest, { body }),
    onSuccess: (p) => {
      status.patch({
        SCHOOL_PENDING: {
          SCHOOL_CODE: p.SCHOOL_CODE,
          SCHOOL_NAME: p.SCHOOL_NAME,
          EMAIL: p.EMAIL,
          EXPIRES_AT: p.EXPIRES_AT,
          RESEND_AT: p.RESEND_AT,
          ATTEMPTS_LEFT: p.ATTEMPTS_LEFT,
        },
      });
    },
  });
}

export function useSchoolConfirm() {
  const status = useStatusUpdater();
  return useMutation({
    mutationFn: (code: string) => callApi(identityApi.schoolVerifyConfirm, { body: { code } }),
    onSettled: () => status.refresh(),
  });
}
