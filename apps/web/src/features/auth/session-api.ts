import { authApi, type BodyOf } from '@sidequest/shared';
import { useMutation } from '@tanstack/react-query';
import { applyLoggedIn } from '../../app/session';
import { callApi } from '../../lib/api';

// Both answers carry the session's member, who is logged in on this tab (profile, chat socket,
// main content) before the caller goes on; the main content loads in the background.

/** 로그인 with e-mail and password. */
export function useLogin() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof authApi.login>) => callApi(authApi.login, { body }),
    onSuccess: (res) => void applyLoggedIn(res.user),
  });
}

/** 회원가입 step 1: the account and the consents. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof authApi.register>) => callApi(authApi.register, { body }),
    onSuccess: (res) => void applyLoggedIn(res.user),
  });
}
