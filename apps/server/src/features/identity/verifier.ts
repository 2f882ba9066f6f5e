import { IdentityVerificationClient, RestError } from '@portone/server-sdk';

/** One identity verification as our service needs it, whoever performed it. */
export interface VerificationResult {
  status: 'verified' | 'failed' | 'pending' | 'not_found';
  /** The person's CI (connecting information): the same for one person across every service. */
  ci?: string;
  /** Digits only, when the verification confirmed a mobile number. */
  phone?: string;
  name?: string;
  birthDate?: string;
  failureReason?: string;
}

/** The outbound identity-verification adapter (PortOne in production, the stand-in elsewhere). */
export interface IdentityVerifier {
  getVerification(id: string): Promise<VerificationResult>;
}

/** The verifier could not be asked (network, credentials, an answer we cannot read). */
export class VerifierUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VerifierUnavailableError';
  }
}

function digitsOnly(value: string | undefined): string | undefined {
  const d = value?.replace(/\D/g, '');
  return d && d.length >= 10 ? d : undefined;
}

/**
 * PortOne V2 through its server SDK. `baseUrl` is PortOne's API origin in production and the
 * local stand-in's address in development and tests, so the same SDK call runs everywhere.
 */
export function portoneVerifier(opts: {
  secret: string;
  baseUrl: string;
  storeId?: string;
}): IdentityVerifier {
  const client = IdentityVerificationClient({
    secret: opts.secret,
    baseUrl: opts.baseUrl,
    ...(opts.storeId ? { storeId: opts.storeId } : {}),
  });
  return {
    async getVerification(id) {
      let found: Awaited<ReturnType<typeof client.getIdentityVerification>>;
      try {
        found = await client.getIdentityVerification({
          identityVerificationId: id,
          ...(opts.storeId ? { storeId: opts.storeId } : {}),
        });
      } catch (err) {
        if (err instanceof RestError && err.data.type === 'IDENTITY_VERIFICATION_NOT_FOUND') {
          return { status: 'not_found' };
        }
        const detail = err instanceof RestError ? String(err.data.type) : (err as Error).message;
        throw new VerifierUnavailableError(`PortOne identity verification lookup failed: ${detail}`);
      }
      switch (found.status) {
        case 'VERIFIED': {
          const c = found.verifiedCustomer;
          return {
            status: 'verified',
            ...(c.ci ? { ci: c.ci } : {}),
            ...(digitsOnly(c.phoneNumber) ? { phone: digitsOnly(c.phoneNumber)! } : {}),
            name: c.name,
            ...(c.birthDate ? { birthDate: c.birthDate } : {}),
          };
        }
        case 'FAILED':
          return {
            status: 'failed',
            failureReason: found.failure.reason ?? found.failure.pgMessage ?? 'failed',
          };
        case 'READY':
          return { status: 'pending' };
        default:
          throw new VerifierUnavailableError(`unknown identity verification status ${String(found.status)}`);
      }
    },
  };
}
