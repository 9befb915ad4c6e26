import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, nextMillisecond } from '../../../test/factories';
import { EVERY_KIND, expectActiveAdminsOnly, testAppWith } from '../../../test/test-app-with';
import { users } from '../../db/schema/index';

const { t, admin, volunteer, donor, blocked, blockedAdmin } = await testAppWith(EVERY_KIND);

const list = (query = '', headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'GET', url: `/api/audit${query}`, headers });

describe('GET /api/audit', () => {
  it('is for active admins only: 401 anonymous, 403 donner, blocked donner, volunteer and blocked admin', async () => {
    await expectActiveAdminsOnly((headers) => list('', headers), { admin, volunteer, donor, blocked, blockedAdmin });
  });

  it('answers the entries in their API shape: who, what, whom, when', async () => {
    const target = await createUser(t, { name: 'Rafiq Islam' });
    await t.app.inject({ method: 'PATCH', url: `/api/block/${target.id}`, headers: admin.headers });

    const [entry] = (await list('?limit=1')).json();
    expect(entry).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      actorId: admin.user.id,
      actorEmail: admin.user.email,
      action: 'user.block',
      targetType: 'user',
      targetId: target.id,
      targetLabel: `Rafiq Islam (${target.email})`,
      detail: 'Status: Active → block',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/),
    });
  });

  it('pages newest first with page and limit, and gives the total in X-Total-Count', async () => {
    const targets = [];
    for (let i = 0; i < 3; i++) {
      const target = await createUser(t, { name: `Paged ${i}` });
      await t.app.inject({ method: 'PATCH', url: `/api/volunteer/user/${target.id}`, headers: admin.headers });
      targets.push(target.id);
      await nextMillisecond();
    }
    const ids = (res: { json(): { targetId: string }[] }) => res.json().map((e) => e.targetId);

    const first = await list('?page=1&limit=2');
    expect(first.statusCode).toBe(200);
    expect(ids(first)).toEqual([targets[2], targets[1]]);
    expect(ids(await list('?page=2&limit=2'))[0]).toBe(targets[0]);

    const total = Number(first.headers['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(3);
    expect((await list('?limit=100')).json()).toHaveLength(total);
    expect((await list(`?page=${total + 1}&limit=1`)).json()).toEqual([]);
  });

  it('keeps an entry whose actor account is gone: actorId becomes null, the email stays', async () => {
    const former = await createUser(t, { role: 'admin' });
    const row = await t.services.audit.record({
      actorId: former.id,
      actorEmail: former.email,
      action: 'blog.delete',
      targetType: 'blog',
      targetId: '00000000-0000-4000-8000-000000000001',
      targetLabel: 'How to prepare for a donation',
    });
    await t.db.delete(users).where(eq(users.id, former.id));
    const entry = (await list('?limit=100')).json().find((e: { _id: string }) => e._id === row.id);
    expect(entry).toMatchObject({ action: 'blog.delete', targetType: 'blog', detail: null, actorId: null, actorEmail: former.email });
  });

  it.each(['page=0', 'limit=0', 'limit=101', 'page=abc'])('refuses %s with 400', async (query) => {
    expect((await list(`?${query}`)).statusCode).toBe(400);
  });
});
