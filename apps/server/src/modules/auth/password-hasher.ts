import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` of @node-rs/argon2, a const enum that isolated modules cannot import. */
const ARGON2ID = 2;

/** argon2id with OWASP's minimum parameters: 19 MiB memory, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * The name of the switch that lets tests that are not about hashing store cheap hashes (vitest.config.ts
 * sets it): the suite creates and signs in thousands of users, at about 50 ms each at the real cost.
 */
export const TEST_FAST_PASSWORD_HASH = 'GRANT_TEST_FAST_PASSWORD_HASH';
/** argon2's smallest memory (8 KiB per lane) and one pass: a hash in well under a millisecond. */
const TEST_ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 8, timeCost: 1, parallelism: 1 } as const;

/** Honoured only when NODE_ENV is 'test', so a stray variable can never weaken a running server's hashes. */
export const argon2Options = (env: NodeJS.ProcessEnv = process.env) =>
  env.NODE_ENV === 'test' && env[TEST_FAST_PASSWORD_HASH] === '1' ? TEST_ARGON2_OPTIONS : ARGON2_OPTIONS;

export const hashPassword = (password: string): Promise<string> => hash(password, argon2Options());

/** A hash of nothing in particular, verified when an email is unknown, so both paths take as long. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hashPassword('decoy-password-for-timing');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
