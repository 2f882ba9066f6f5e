/**
 * `phone2`: the phone gift coupons are sent to. Verifying a phone is an identity verification
 * (PortOne's window confirms the person and their mobile number together), so the browser runs
 * identity's flow (prepare → window → verify, which records the phone on the profile) and then
 * asks here: was that verification this member's, did it finish, and did it confirm a phone?
 * The answer is the masked number the shop shows. Read through identity's public `phone.ts`.
 */
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import { verificationOutcome, verifiedPhone } from '../identity/phone.js';

export async function confirmPhone(db: Db, userNo: number, verificationId: string) {
  switch (await verificationOutcome(db, userNo, verificationId)) {
    case null:
      throw fail('IDENTITY_NOT_FOUND');
    case 'requested':
      throw fail('IDENTITY_NOT_VERIFIED');
    case 'failed':
      throw fail('IDENTITY_FAILED');
    case 'duplicate':
      throw fail('IDENTITY_ALREADY_USED');
    case 'verified':
      break;
  }
  const phone = await verifiedPhone(db, userNo);
  if (!phone) throw fail('PHONE_NOT_VERIFIED');
  return { USER_PHONE: '01' as const, PHONE_MASKED: phone.masked };
}
