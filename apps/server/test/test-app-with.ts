import { MESSAGES } from '@grant/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, expect } from 'vitest';
import type { AppConfig } from '../src/config';
import { type SignedInUser, signedInUser, type UserOptions } from './factories';
import { createTestApp, type TestApp } from './test-app';

export const ANYONE: UserOptions = {};
export const VOLUNTEER: UserOptions = { role: 'volunteer' };
export const ADMIN: UserOptions = { role: 'admin' };
export const BLOCKED: UserOptions = { status: 'block' };
export const BLOCKED_ADMIN: UserOptions = { role: 'admin', status: 'block' };
/** One caller of every kind, for tests that check a route against each of them. */
export const EVERY_KIND = { admin: ADMIN, volunteer: VOLUNTEER, donor: ANYONE, blocked: BLOCKED, blockedAdmin: BLOCKED_ADMIN };

/**
 * A test file's app and the signed-in people its tests act as, made in the order given when the file
 * starts (top-level await) and closed after its tests:
 * `const { t, admin } = await testAppWith({ admin: ADMIN });`
 */
export async function testAppWith<Name extends string>(
  people: Record<Name, UserOptions>,
  config: Partial<AppConfig> = {},
): Promise<{ t: TestApp } & Record<Name, SignedInUser>> {
  const t = await createTestApp(config);
  afterAll(() => t.close());
  const signedIn = {} as Record<Name, SignedInUser>;
  for (const name of Object.keys(people) as Name[]) signedIn[name] = await signedInUser(t, people[name]);
  return { t, ...signedIn };
}

/**
 * A route for active admins only, asked as each of EVERY_KIND: 401 anonymous, 403 for the donor, the
 * blocked donor, the volunteer and the blocked admin (told their account is blocked), 200 for the admin.
 */
export async function expectActiveAdminsOnly(
  ask: (headers: Record<string, string>) => Promise<LightMyRequestResponse>,
  cast: Record<keyof typeof EVERY_KIND, SignedInUser>,
) {
  expect((await ask({})).statusCode).toBe(401);
  for (const caller of [cast.donor, cast.blocked, cast.volunteer, cast.blockedAdmin]) {
    expect((await ask(caller.headers)).statusCode, caller.user.email).toBe(403);
  }
  expect((await ask(cast.blockedAdmin.headers)).json().message).toBe(MESSAGES.accountBlocked);
  expect((await ask(cast.admin.headers)).statusCode).toBe(200);
}
