import type { PolicyTerm } from '../../../app/nav';
import type { PolicyDoc } from '../policy-doc';
import { paymentPolicy } from './payment-policy';
import { privacyPolicy } from './privacy-policy';
import { refundPolicy } from './refund-policy';
import { servicePolicy } from './service-policy';

export const POLICY_DOCS: Record<PolicyTerm, PolicyDoc> = {
  service_policy: servicePolicy,
  privacy_policy: privacyPolicy,
  refund_policy: refundPolicy,
  payment_policy: paymentPolicy,
};
