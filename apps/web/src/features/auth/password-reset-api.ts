import { authApi } from '@sidequest/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

/** Asks for the reset mail. The answer is the same whether or not the address is a member's. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => callApi(authApi.passwordResetRequest, { body: { email } }),
  });
}

/**
 * Whether the mailed link still works, asked once when the page opens. Not cached between visits:
 * a link spent in another tab must show as spent here too.
 */
export function usePasswordResetLink(token: string) {
  return useQuery({
    queryKey: ['auth', 'password-reset-link', token],
    queryFn: () => callApi(authApi.passwordResetCheck, { body: { token } }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** Sets the new password with the link; the answer's session user is now logged in. */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (input: { token: string; new_password: string }) =>
      callApi(authApi.passwordResetConfirm, { body: input }),
  });
}
