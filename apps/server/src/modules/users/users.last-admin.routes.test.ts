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
  it('cannot be blocked or demoted by anyone (409), e.g. by an admin account that is itself blocked', async () => {
    const last = await createUser(t, { role: 'admin' });
    const blocked = await createUser(t, { role: 'admin', status: 'block' });
    const message = 'The system must keep at least one active admin.';

    await expect(t.services.users.block(actorOf(blocked, 'block'), last.id)).rejects.toMatchObject({ statusCode: 409, message });
    await expect(t.services.users.makeVolunteer(actorOf(blocked, 'block'), last.id)).rejects.toMatchObject({ statusCode: 409, message });
    expect(await activeAdmins()).toBe(1);
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
      // The loser is refused by the last-admin rule (409), or, if it was demoted or blocked before its
      // own request was checked, as a signed-out (401) or no longer admin (403) caller.
      expect([401, 403, 409]).toContain(codes[1]);
      expect(await activeAdmins()).toBe(1);
    }
  });
});
