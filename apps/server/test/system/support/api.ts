import type { Role, UserStatus } from '@grant/shared';
import type { DatabaseHandle } from '../../../src/db/client';
import type { UserRow } from '../../../src/db/schema/index';
import { hashPassword } from '../../../src/modules/auth/password-hasher';
import { createUsersRepository } from '../../../src/modules/users/users.repository';
import { PASSWORD, uniqueEmail } from '../../factories';

export interface Answer {
  status: number;
  body: unknown;
  ms: number;
  /** The answer's headers, lower-case names (none without an answer). */
  headers: Record<string, string>;
}

/** One call to a running server; a status of 0 means no answer (refused, reset or timed out). */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<Answer> {
  const started = performance.now();
  try {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    return { status: res.status, body, ms: performance.now() - started, headers: Object.fromEntries(res.headers) };
  } catch {
    return { status: 0, body: undefined, ms: performance.now() - started, headers: {} };
  }
}

export interface StoredUserOptions {
  role?: Role;
  status?: UserStatus;
  email?: string;
  password?: string;
  /** Many users at once share one hash, so argon2 does not eat the test's time. */
  passwordHash?: string;
}

/** A user stored straight in the database the server uses (no HTTP). */
export async function storeUser(db: DatabaseHandle, options: StoredUserOptions = {}): Promise<UserRow> {
  const user = await createUsersRepository(db.db).insert({
    name: 'System Test Person',
    email: options.email ?? uniqueEmail(options.role ?? 'user'),
    passwordHash: options.passwordHash ?? (await hashPassword(options.password ?? PASSWORD)),
    role: options.role ?? 'donner',
    status: options.status ?? 'Active',
    division: 'Dhaka',
    district: 'Gazipur',
    blood: 'O+',
  });
  if (!user) throw new Error('the test user could not be stored');
  return user;
}

/** `n` donors with the password PASSWORD. */
export async function storeUsers(db: DatabaseHandle, n: number): Promise<UserRow[]> {
  const passwordHash = await hashPassword(PASSWORD);
  const users: UserRow[] = [];
  for (let i = 0; i < n; i++) users.push(await storeUser(db, { passwordHash }));
  return users;
}

/** Signs in through the server and answers the session token. */
export async function signIn(baseUrl: string, email: string, password = PASSWORD): Promise<string> {
  const answer = await call(baseUrl, 'POST', '/api/auth/login', { body: { email, password } });
  const token = (answer.body as { token?: string } | undefined)?.token;
  if (answer.status !== 200 || !token) throw new Error(`sign-in of ${email} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return token;
}

/** How many answers had each status: `{ 200: 41, 503: 7 }`. */
export function countByStatus(answers: Answer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  return counts;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
