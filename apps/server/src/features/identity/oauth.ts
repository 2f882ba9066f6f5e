import { type OAuthProvider, isEmail } from '@sidequest/shared';
import { OAuth2Client, OAuth2Tokens } from 'arctic';
import type { Config } from '../../config.js';

/** The seed's login provider codes (codes/app.ts loginProviders). */
export const PROVIDER_CODES: Record<OAuthProvider, '0' | '6'> = { kakao: '0', naver: '6' };

/** What we keep from a provider's user-info answer. */
export interface OAuthProfile {
  /** The provider's stable user id (Kakao's numeric id, Naver's per-app id). */
  id: string;
  /** Lower-cased, only when the provider says it is valid and verified. */
  email: string | null;
  nickname: string | null;
}

export interface OAuthProviderAdapter {
  readonly name: OAuthProvider;
  readonly code: '0' | '6';
  authorizationUrl(state: string): URL;
  /** Authorization code → access token. */
  exchange(code: string, state: string): Promise<string>;
  profile(accessToken: string): Promise<OAuthProfile>;
}

/** Any failure talking to the provider; the callback turns it into `?error=oauth_failed`. */
export class OAuthFlowError extends Error {
  constructor(
    readonly step: 'token' | 'userinfo',
    message: string,
  ) {
    super(message);
    this.name = 'OAuthFlowError';
  }
}

interface Endpoints {
  clientId: string;
  clientSecret: string | undefined;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  redirectUri: string;
}

const TIMEOUT_MS = 10_000;

function cleanEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim().toLowerCase();
  return email.length <= 254 && isEmail(email) ? email : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Kakao `GET /v2/user/me`: `{ id, kakao_account: { email, is_email_valid, is_email_verified, profile: { nickname } } }`. */
export function parseKakaoProfile(data: unknown): OAuthProfile {
  const d = (data ?? {}) as {
    id?: unknown;
    kakao_account?: {
      email?: unknown;
      is_email_valid?: unknown;
      is_email_verified?: unknown;
      profile?: { nickname?: unknown };
    };
    properties?: { nickname?: unknown };
  };
  if ((typeof d.id !== 'number' && typeof d.id !== 'string') || String(d.id) === '') {
    throw new OAuthFlowError('userinfo', 'kakao user info has no id');
  }
  const account = d.kakao_account ?? {};
  const emailOk = account.is_email_valid === true && account.is_email_verified === true;
  return {
    id: String(d.id),
    email: emailOk ? cleanEmail(account.email) : null,
    nickname: text(account.profile?.nickname) ?? text(d.properties?.nickname),
  };
}

/** Naver `GET /v1/nid/me`: `{ resultcode: '00', message: 'success', response: { id, email, nickname, name } }`. */
export function parseNaverProfile(data: unknown): OAuthProfile {
  const d = (data ?? {}) as {
    resultcode?: unknown;
    response?: { id?: unknown; email?: unknown; nickname?: unknown; name?: unknown };
  };
  const r = d.response;
  if (d.resultcode !== '00' || !r || typeof r.id !== 'string' || r.id === '') {
    throw new OAuthFlowError('userinfo', `naver user info refused (resultcode ${String(d.resultcode)})`);
  }
  return {
    id: r.id,
    // Naver answers only with the account's confirmed contact address.
    email: cleanEmail(r.email),
    nickname: text(r.nickname) ?? text(r.name),
  };
}

/**
 * One provider over arctic's generic OAuth2Client, with every endpoint configurable so a local
 * OAuth server can stand in. arctic's own Kakao and Naver classes hard-code their hosts (and the
 * Naver one sends no `state`), so they cannot be pointed elsewhere. The token request sends the
 * secret in the form body (`client_secret_post`), the only method Kakao and Naver accept — the
 * generic client would use HTTP Basic — and its answer is read with arctic's OAuth2Tokens.
 */
function createProvider(
  name: OAuthProvider,
  e: Endpoints,
  parse: (data: unknown) => OAuthProfile,
): OAuthProviderAdapter {
  const client = new OAuth2Client(e.clientId, e.clientSecret ?? null, e.redirectUri);
  return {
    name,
    code: PROVIDER_CODES[name],
    // No scopes: both providers ask for the consent items configured in their developer console.
    authorizationUrl: (state) => client.createAuthorizationURL(e.authorizeUrl, state, []),
    async exchange(code, state) {
      const body = new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: e.redirectUri,
        client_id: e.clientId,
      });
      if (e.clientSecret) body.set('client_secret', e.clientSecret);
      // Naver checks the state again at the token endpoint.
      if (name === 'naver') body.set('state', state);
      let res: Response;
      try {
        res = await fetch(e.tokenUrl, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8',
            Accept: 'application/json',
          },
          body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        throw new OAuthFlowError('token', `token endpoint unreachable: ${(err as Error).message}`);
      }
      const data = (await res.json().catch(() => null)) as Record<string, unknown> | null;
      // Naver reports refusals with status 200 and an `error` field.
      if (!res.ok || !data || typeof data !== 'object' || 'error' in data) {
        throw new OAuthFlowError('token', `token refused (${res.status}): ${String(data?.error ?? '')}`);
      }
      try {
        return new OAuth2Tokens(data).accessToken();
      } catch {
        throw new OAuthFlowError('token', 'token answer has no access_token');
      }
    },
    async profile(accessToken) {
      let res: Response;
      try {
        res = await fetch(e.userinfoUrl, {
          headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        throw new OAuthFlowError('userinfo', `user info unreachable: ${(err as Error).message}`);
      }
      if (!res.ok) throw new OAuthFlowError('userinfo', `user info refused (${res.status})`);
      const data = await res.json().catch(() => null);
      return parse(data);
    },
  };
}

export function redirectUri(config: Config, provider: OAuthProvider): string {
  return new URL(`/api/auth/oauth/${provider}/callback`, config.PUBLIC_ORIGIN).toString();
}

/** The providers this server offers: Kakao needs its REST API key, Naver its id and secret. */
export function createOAuthProviders(config: Config): Map<OAuthProvider, OAuthProviderAdapter> {
  const map = new Map<OAuthProvider, OAuthProviderAdapter>();
  if (config.KAKAO_CLIENT_ID) {
    map.set(
      'kakao',
      createProvider(
        'kakao',
        {
          clientId: config.KAKAO_CLIENT_ID,
          clientSecret: config.KAKAO_CLIENT_SECRET || undefined,
          authorizeUrl: config.KAKAO_AUTHORIZE_URL,
          tokenUrl: config.KAKAO_TOKEN_URL,
          userinfoUrl: config.KAKAO_USERINFO_URL,
          redirectUri: redirectUri(config, 'kakao'),
        },
        parseKakaoProfile,
      ),
    );
  }
  if (config.NAVER_CLIENT_ID && config.NAVER_CLIENT_SECRET) {
    map.set(
      'naver',
      createProvider(
        'naver',
        {
          clientId: config.NAVER_CLIENT_ID,
          clientSecret: config.NAVER_CLIENT_SECRET,
          authorizeUrl: config.NAVER_AUTHORIZE_URL,
          tokenUrl: config.NAVER_TOKEN_URL,
          userinfoUrl: config.NAVER_USERINFO_URL,
          redirectUri: redirectUri(config, 'naver'),
        },
        parseNaverProfile,
      ),
    );
  }
  return map;
}
