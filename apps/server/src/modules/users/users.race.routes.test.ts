import { ifMatch } from '@grant/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EDITORS, expectOneWinner } from '../../../test/concurrent-edits';
import { type SignedInUser, signedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/index';

/** Runs on PGlite (one connection) and on PostgreSQL (a pool of 10, truly concurrent transactions). */
let t: TestApp;
let admins: SignedInUser[];
beforeAll(async () => {
  t = await createTestApp();
  admins = [await signedInUser(t, { role: 'admin' }), await signedInUser(t, { role: 'admin' }), await signedInUser(t, { role: 'admin' })];
});
afterAll(() => t.close());

const stored = (id: string) => t.services.repositories.users.findById(id);
const STANDING_CHANGES = ['/api/volunteer/user', '/api/admin/man', '/api/block', '/api/active'] as const;
const ROUNDS = 4;

type Standing = { role: string; status: string };

/** The audit entry's detail names one change, `Role: a → b` or `Status: a → b`. */
function applyEntry(state: Standing, detail: string | null): Standing {
  const [, field, from, to] = /^(Role|Status): (\S+) → (\S+)$/.exec(detail ?? '') ?? [];
  const key = field === 'Role' ? 'role' : 'status';
  expect(state[key], `the entry "${detail}" starts where the one before it ended`).toBe(from);
  return { ...state, [key]: to as string };
}

describe('concurrent standing changes of one user', () => {
  it('promote, make admin, block and activate at once, by three admins: one serial order explains the result', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const target = await signedInUser(t);
      const calls = admins.flatMap((admin) =>
        STANDING_CHANGES.map((path) => t.app.inject({ method: 'PATCH', url: `${path}/${target.user.id}`, headers: admin.headers })),
      );
      const answers = await Promise.all(calls);

      expect(answers.map((a) => a.statusCode)).toEqual(Array(calls.length).fill(200));
      const applied = answers.filter((a) => a.json().modifiedCount === 1).length;

      // The audit log, in the order it was written, replays from the first standing to the stored one.
      const entries = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, target.user.id)))
        .orderBy(asc(auditLog.createdAt));
      expect(entries).toHaveLength(applied);
      const replayed = entries.reduce((state, entry) => applyEntry(state, entry.detail), { role: 'donner', status: 'Active' });
      const stored = await t.services.repositories.users.findById(target.user.id);
      expect({ role: stored?.role, status: stored?.status }).toEqual(replayed);

      // Every change of standing ended the person's sessions, whatever the final standing.
      expect(applied).toBeGreaterThan(0);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: target.headers })).statusCode).toBe(401);
      expect(await t.services.repositories.sessions.countForUser(target.user.id)).toBe(0);
    }
  });
});

/**
 * Holds every standing change at the door of its transaction until `callers` of them have arrived:
 * both calls have passed authentication (as admins) before either is applied, which is what "at the
 * same instant" means. Without it the second call may simply arrive signed out (401) by the first.
 */
function arriveTogether(callers: number) {
  const repository = t.services.repositories.users;
  const withStandingLock = repository.withStandingLock.bind(repository);
  let arrived = 0;
  let open: () => void = () => undefined;
  const door = new Promise<void>((resolve) => {
    open = resolve;
  });
  return vi.spyOn(repository, 'withStandingLock').mockImplementation((async (work: Parameters<typeof withStandingLock>[0]) => {
    arrived += 1;
    if (arrived === callers) open();
    await door;
    return withStandingLock(work);
  }) as typeof withStandingLock);
}

describe('two admins changing each other at the same instant', () => {
  // Other admins stay, so the last-admin rule never decides: only the callers' own rights do.
  it.each([
    ['demote', '/api/volunteer/user'],
    ['make donors of', '/api/donor/user'],
    ['block', '/api/block'],
  ])('%s each other: exactly one succeeds, the other is refused (403) as no longer an admin', async (_case, route) => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = [await signedInUser(t, { role: 'admin' }), await signedInUser(t, { role: 'admin' })];
      const door = arriveTogether(2);
      const answers = await Promise.all([
        t.app.inject({ method: 'PATCH', url: `${route}/${b.user.id}`, headers: a.headers }),
        t.app.inject({ method: 'PATCH', url: `${route}/${a.user.id}`, headers: b.headers }),
      ]).finally(() => door.mockRestore());
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes).toEqual([200, 403]);
      expect(answers.find((answer) => answer.statusCode === 200)?.json()).toEqual({ modifiedCount: 1 });
      const stillAdmins = [await stored(a.user.id), await stored(b.user.id)].filter((u) => u?.role === 'admin' && u.status === 'Active');
      expect(stillAdmins).toHaveLength(1);
    }
  });
});

describe('concurrent edits of one profile', () => {
  const editBy = (editor: number) => ({ displayName: `Name ${editor}`, division: 'Dhaka', district: editor % 2 ? 'Gazipur' : 'Dhaka' });
  const edit = (person: SignedInUser, editor: number, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'PATCH', url: '/api/auth/profile', headers: { ...person.headers, ...headers }, payload: editBy(editor) });

  it(`${EDITORS} edits from one person's devices with the same If-Match: one 200, the others 412, the winner's edit stored`, async () => {
    const person = await signedInUser(t);
    const version = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: person.headers })).json().updatedAt;

    const winner = await expectOneWinner((editor) => edit(person, editor, ifMatch(version)));

    const stored = await t.services.repositories.users.findById(person.user.id);
    expect({ name: stored?.name, district: stored?.district }).toEqual({
      name: editBy(winner).displayName,
      district: editBy(winner).district,
    });
  });

  it('without If-Match the last write wins, but each write is whole: never a mix of two edits', async () => {
    const person = await signedInUser(t);
    const answers = await Promise.all(Array.from({ length: EDITORS }, (_, editor) => edit(person, editor)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(EDITORS).fill(200));
    const stored = await t.services.repositories.users.findById(person.user.id);
    expect(stored?.district).toBe(editBy(Number(stored?.name.replace('Name ', ''))).district);
  });
});
