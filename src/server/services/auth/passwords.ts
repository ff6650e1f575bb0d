import { hash, verify } from '@node-rs/argon2';

/**
 * Argon2id with OWASP's baseline (19 MiB, 2 passes): memory-hard, so a leaked table is costly
 * to crack on GPUs, and about 30-60 ms per hash here, which also paces online guessing.
 */
// `algorithm: 2` is Algorithm.Argon2id (a const enum, which this build setup cannot import).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash is a failed login, not a 500
  }
}

let dummy: Promise<string> | undefined;

/**
 * Verifies against a throw-away hash so that "no such account" costs the same time as "wrong
 * password": login must not tell which e-mails are registered.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword('not-a-real-password-0');
  await verifyPassword(await dummy, password);
}
