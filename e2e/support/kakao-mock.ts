import { OAuth2Server } from 'oauth2-mock-server';

export interface KakaoPerson {
  id: number;
  nickname: string;
  email?: string;
}

export interface KakaoMock {
  /** The server's Kakao settings (KAKAO_*), pointing at this local OAuth server. */
  env: Record<string, string>;
  /** Who "logs in to Kakao" next: the user-info answer the server will get. */
  signInAs(person: KakaoPerson): void;
  stop(): Promise<void>;
}

/**
 * A local OAuth2 server standing in for Kakao (as apps/server's oauth.int.test.ts uses it): its
 * authorize step answers at once with a redirect back to our callback, so a browser walks the
 * real round trip — our start route, the provider, our callback — without a consent screen.
 */
export async function startKakaoMock(): Promise<KakaoMock> {
  const mock = new OAuth2Server();
  await mock.issuer.keys.generate('RS256');
  await mock.start(0, '127.0.0.1');
  const issuer = mock.issuer.url!.replace(/\/$/, '');
  let person: KakaoPerson | null = null;
  mock.service.on('beforeUserinfo', (res) => {
    if (!person) throw new Error('signInAs() was not called before the Kakao log-in');
    // Kakao's /v2/user/me shape: a numeric id, the nickname and a verified e-mail.
    res.body = {
      id: person.id,
      connected_at: new Date().toISOString(),
      properties: { nickname: person.nickname },
      kakao_account: {
        profile: { nickname: person.nickname, is_default_image: true },
        ...(person.email
          ? { email: person.email, has_email: true, is_email_valid: true, is_email_verified: true }
          : {}),
      },
    };
  });
  return {
    env: {
      KAKAO_CLIENT_ID: 'e2e-kakao-rest-key',
      KAKAO_CLIENT_SECRET: 'e2e-kakao-secret',
      KAKAO_AUTHORIZE_URL: `${issuer}/authorize`,
      KAKAO_TOKEN_URL: `${issuer}/token`,
      KAKAO_USERINFO_URL: `${issuer}/userinfo`,
    },
    signInAs(next) {
      person = next;
    },
    stop: () => mock.stop(),
  };
}
