import { type Consent, consentApi } from '@sidequest/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useUserStore } from '../../app/store';
import { callApi } from '../../lib/api';

/** Keyed by member: another member's consent must never show after a re-login on the same tab. */
export const consentKeys = {
  state: (userNo: number) => ['consent', userNo] as const,
};

export function useConsentState(enabled: boolean) {
  const userNo = useUserStore((s) => (s.isLoggedIn ? (s.profile?.no ?? 0) : 0));
  return useQuery({
    queryKey: consentKeys.state(userNo),
    queryFn: ({ signal }) => callApi(consentApi.consentState, { signal }),
    enabled,
  });
}

export function useAgreeTerms() {
  const queryClient = useQueryClient();
  const userNo = useUserStore((s) => s.profile?.no ?? 0);
  return useMutation({
    mutationFn: (body: {
      agree_age: boolean;
      agree_terms: boolean;
      agree_privacy: boolean;
      agree_marketing: boolean;
    }) => callApi(consentApi.agreeTerms, { body }),
    onSuccess: (consent: Consent) => queryClient.setQueryData(consentKeys.state(userNo), consent),
  });
}
