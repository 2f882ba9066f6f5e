import { authApi, isStrongPassword } from '@sidequest/shared';

const PASSWORD_MIN = authApi.PASSWORD_MIN;

export type PasswordStrength = 'empty' | 'weak' | 'fair' | 'strong';

/** The hint under the password field. "fair" is the server's minimum (isStrongPassword). */
export function passwordStrength(pw: string): PasswordStrength {
  if (!pw) return 'empty';
  if (!isStrongPassword(pw)) return 'weak';
  const kinds = [/[A-Za-z]/, /[0-9]/, /[^A-Za-z0-9\s]/].filter((re) => re.test(pw)).length;
  return pw.length >= PASSWORD_MIN + 4 && kinds === 3 ? 'strong' : 'fair';
}
