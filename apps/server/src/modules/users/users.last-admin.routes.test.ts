import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, type SignedInUser, signedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { users } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Each test starts with no admin at all, then makes the ones it needs.
beforeEach(async () => {
  await t.db.update(users).set({ role: 'donner' });
});

const activeAdmins = async () => {
  const [row] = await t.db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'Active')));
  return row?.n;
};
const patch = (url: string, admin: SignedInUser) => t.app.inject({ method: 'PATCH', url, headers: admin.headers });
const actorOf = (user: { id: string; email: string; name: string }, status: Actor['status']): Actor => ({
  ...user,
  role: 'admin',
  status,
  sessionId: 'none',
});

describe('the last active admin', () => {
  it('cannot be blocked or demoted by anyone, e.g. by an admin account that is itself blocked (403: no admin rights)', async () => {
    const last = await createUser(t, { role: 'admin' });
    const blocked = await createUser(t, { role: 'admin', status: 'block' });

    for (const change of [t.services.users.block, t.services.users.makeVolunteer, t.services.users.makeDonor]) {
      await expect(change(actorOf(blocked, 'block'), last.id)).rejects.toMatchObject({ statusCode: 403 });
    }
    expect(await activeAdmins()).toBe(1);
  });

  it('refuses a caller whose session says admin but whose stored record no longer does (403)', async () => {
    await createUser(t, { role: 'admin' });
    const target = await createUser(t);
    const formerAdmin = await createUser(t, { role: 'volunteer' });
    for (const change of [t.services.users.block, t.services.users.makeAdmin, t.services.users.makeVolunteer]) {
      await expect(change(actorOf(formerAdmin, 'Active'), target.id)).rejects.toMatchObject({ statusCode: 403 });
    }
    expect(await t.services.repositories.users.findById(target.id)).toMatchObject({ role: 'donner', status: 'Active' });
  });

  it.each([
    ['demote', '/api/volunteer/user'],
    ['block', '/api/block'],
  ])('survives two admins who %s each other at the same moment: exactly one wins', async (_case, route) => {
    for (let round = 0; round < 5; round++) {
      await t.db.update(users).set({ role: 'donner' });
      const a = await signedInUser(t, { role: 'admin' });
      const b = await signedInUser(t, { role: 'admin' });

      const [ab, ba] = await Promise.all([patch(`${route}/${b.user.id}`, a), patch(`${route}/${a.user.id}`, b)]);
      const codes = [ab.statusCode, ba.statusCode].sort();
      expect(codes[0]).toBe(200);
      // The loser is refused as no longer an admin (403: its rights are checked under the lock), as a
      // signed-out caller (401) if its sessions ended first, or by the last-admin rule (409), kept as a guard.
      expect([401, 403, 409]).toContain(codes[1]);
      expect(await activeAdmins()).toBe(1);
    }
  });
});
