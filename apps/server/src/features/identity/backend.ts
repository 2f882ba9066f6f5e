import type { IdentityMode } from '@sidequest/shared';
import type { Config } from '../../config.js';
import { type PortOneStandin, startPortOneStandin } from '../../lib/portone/standin.js';
import { type IdentityVerifier, portoneVerifier } from './verifier.js';

type ModeInputs = Pick<
  Config,
  'NODE_ENV' | 'PORTONE_API_SECRET' | 'IDENTITY_STANDIN' | 'embeddedDb' | 'demo'
>;

/**
 * Which identity verification this server runs:
 * - `portone` when a PortOne secret is configured (unless IDENTITY_STANDIN=true forces the stand-in);
 * - `standin`, shown to members as 테스트 모드, where someone is trying the product: development,
 *   tests, the embedded database (`npm start` on a fresh machine) and `--demo`; IDENTITY_STANDIN=true
 *   forces it anywhere, IDENTITY_STANDIN=false turns it off;
 * - `off` in production on PostgreSQL without PortOne: a real site that has not connected a
 *   provider must not hand out verified badges for typed-in names.
 */
export function identityMode(config: ModeInputs): IdentityMode {
  if (config.IDENTITY_STANDIN === true) return 'standin';
  if (config.PORTONE_API_SECRET) return 'portone';
  if (config.IDENTITY_STANDIN === false) return 'off';
  if (config.NODE_ENV !== 'production' || config.embeddedDb || config.demo) return 'standin';
  return 'off';
}

export interface IdentityBackend {
  mode: IdentityMode;
  verifier: IdentityVerifier | null;
  standin(): Promise<PortOneStandin | null>;
  close(): Promise<void>;
}

/** The verifier for the mode; the stand-in starts on first use and is driven through the same SDK. */
export function identityBackend(config: Config): IdentityBackend {
  const mode = identityMode(config);
  if (mode === 'portone') {
    const verifier = portoneVerifier({
      secret: config.PORTONE_API_SECRET!,
      baseUrl: config.PORTONE_API_BASE_URL,
      ...(config.PORTONE_STORE_ID ? { storeId: config.PORTONE_STORE_ID } : {}),
    });
    return { mode, verifier, standin: async () => null, close: async () => undefined };
  }
  if (mode === 'standin') {
    let started: Promise<{ standin: PortOneStandin; verifier: IdentityVerifier }> | undefined;
    const start = () => {
      started ??= startPortOneStandin().then((standin) => ({
        standin,
        verifier: portoneVerifier({ secret: standin.secret, baseUrl: standin.url }),
      }));
      return started;
    };
    return {
      mode,
      verifier: { getVerification: async (id: string) => (await start()).verifier.getVerification(id) },
      standin: async () => (await start()).standin,
      close: async () => {
        if (started) await (await started).standin.close();
      },
    };
  }
  return { mode, verifier: null, standin: async () => null, close: async () => undefined };
}
