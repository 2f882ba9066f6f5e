import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): ~20 ms here, slow enough for guessers.
// The library's default algorithm is argon2id (its Algorithm enum is const and cannot be imported here).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  // Unknown accounts still pay for one verification so response time does not reveal who exists.
  const target = stored ?? (await dummyHash());
  try {
    const ok = await verify(target, password);
    return stored !== null && ok;
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
function dummyHash(): Promise<string> {
  dummy ??= hash('sidequest-dummy-password', OPTIONS);
  return dummy;
}
