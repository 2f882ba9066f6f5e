import { POLICY_TERMS, type PolicyTerm } from '../../app/nav';

/** `?term=` → the term to show; anything unknown or missing shows the terms of service. */
export function resolveTerm(value: string | null | undefined): PolicyTerm {
  return (POLICY_TERMS as readonly string[]).includes(value ?? '') ? (value as PolicyTerm) : 'service_policy';
}
