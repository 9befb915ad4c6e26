import { describe, expect, it } from 'vitest';
import { createUser, signedInUser } from '../../../test/factories';
import { createRequest } from '../../../test/request-factories';
import { ADMIN, BLOCKED_ADMIN, testAppWith, VOLUNTEER } from '../../../test/test-app-with';
import type { DonationRequestRow } from '../../db/schema/index';

const { t, volunteer, admin, blockedVolunteer, blockedAdmin } = await testAppWith({
  volunteer: VOLUNTEER,
  admin: ADMIN,
  blockedVolunteer: { role: 'volunteer', status: 'block' },
  blockedAdmin: BLOCKED_ADMIN,
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const ids = (res: { json(): { _id: string }[] }) => res.json().map((r) => r._id);
const idsOf = (rows: DonationRequestRow[]) => rows.map((r) => r.id);

/** A requester with one request in each status, created an hour apart (the last is the newest). */
async function requesterWithHistory(options: { status?: 'Active' | 'block' } = {}) {
  const person = await signedInUser(t, options);
  const rows: DonationRequestRow[] = [];
  for (const [i, status] of (['pending', 'inprogress', 'done', 'canceled', 'pending'] as const).entries()) {
    rows.push(await createRequest(t, person.user, { status, createdAt: new Date(Date.UTC(2026, 0, 1, i)) }));
  }
  return { person, rows, newestFirst: idsOf([...rows].reverse()) };
}

describe('GET /api/request/{email}', () => {
  it('answers your own requests, newest first, in full, with the total in X-Total-Count', async () => {
    const { person, rows, newestFirst } = await requesterWithHistory();
    const res = await get(`/api/request/${person.user.email}`, person.headers);

    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('5');
    expect(ids(res)).toEqual(newestFirst);
    expect(res.json()[0]).toMatchObject({ email: person.user.email, recipientName: 'Karim Mia', hospitalName: expect.any(String) });
    expect(rows).toHaveLength(5);
  });

  it('filters by status, and an empty status means all', async () => {
    const { person, rows } = await requesterWithHistory();
    const pending = await get(`/api/request/${person.user.email}?status=pending`, person.headers);
    expect(ids(pending)).toEqual([rows[4]?.id, rows[0]?.id]);
    expect(pending.headers['x-total-count']).toBe('2');
    expect(ids(await get(`/api/request/${person.user.email}?status=done`, person.headers))).toEqual([rows[2]?.id]);
    expect((await get(`/api/request/${person.user.email}?status=`, person.headers)).headers['x-total-count']).toBe('5');
    expect((await get(`/api/request/${person.user.email}?status=finished`, person.headers)).statusCode).toBe(400);
  });

  it('pages with page and limit (the dashboard asks for the latest 3)', async () => {
    const { person, newestFirst } = await requesterWithHistory();
    const latest = await get(`/api/request/${person.user.email}?limit=3`, person.headers);
    expect(ids(latest)).toEqual(newestFirst.slice(0, 3));
    expect(latest.headers['x-total-count']).toBe('5');
    expect(ids(await get(`/api/request/${person.user.email}?page=2&limit=3`, person.headers))).toEqual(newestFirst.slice(3));
    expect(ids(await get(`/api/request/${person.user.email}?page=3&limit=3`, person.headers))).toEqual([]);
  });

  it('lets a blocked person read their own requests, whatever the case of the email', async () => {
    const { person } = await requesterWithHistory({ status: 'block' });
    const res = await get(`/api/request/${person.user.email.toUpperCase()}`, person.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('5');
  });

  it("refuses a donner reading someone else's requests (403), and anonymous callers (401)", async () => {
    const { person } = await requesterWithHistory();
    const stranger = await signedInUser(t);
    expect((await get(`/api/request/${person.user.email}`, stranger.headers)).statusCode).toBe(403);
    expect((await get(`/api/request/${person.user.email}`)).statusCode).toBe(401);
  });

  it("lets active volunteers and admins read anyone's; blocked staff only their own", async () => {
    const { person, newestFirst } = await requesterWithHistory();
    expect(ids(await get(`/api/request/${person.user.email}`, volunteer.headers))).toEqual(newestFirst);
    expect(ids(await get(`/api/request/${person.user.email}`, admin.headers))).toEqual(newestFirst);
    expect((await get(`/api/request/${person.user.email}`, blockedVolunteer.headers)).statusCode).toBe(403);
    expect((await get(`/api/request/${person.user.email}`, blockedAdmin.headers)).statusCode).toBe(403);
  });

  it('answers staff an empty list for an unknown email, and 400 for a malformed one', async () => {
    const res = await get('/api/request/nobody-at-all@example.test', admin.headers);
    expect(res.json()).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
    expect((await get('/api/request/not-an-email', admin.headers)).statusCode).toBe(400);
  });
});

describe('GET /api/request', () => {
  it('is for active staff only: 401 anonymous, 403 donner and blocked staff', async () => {
    const donor = await signedInUser(t);
    expect((await get('/api/request')).statusCode).toBe(401);
    expect((await get('/api/request', donor.headers)).statusCode).toBe(403);
    expect((await get('/api/request', blockedVolunteer.headers)).statusCode).toBe(403);
    expect((await get('/api/request', blockedAdmin.headers)).statusCode).toBe(403);
    expect((await get('/api/request', volunteer.headers)).statusCode).toBe(200);
  });

  it('answers every request, newest first, paged, with the total; optionally one status', async () => {
    await requesterWithHistory();
    const total = (await t.services.repositories.requests.list({}, { offset: 0, limit: 1 })).total;
    const all = await get('/api/request?limit=100', admin.headers);
    expect(all.headers['x-total-count']).toBe(String(total));
    expect(all.json()).toHaveLength(total);
    const times = all.json().map((r: { createdAt: string }) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const firstTwo = await get('/api/request?limit=2', admin.headers);
    expect(ids(firstTwo)).toEqual(ids(all).slice(0, 2));
    expect(ids(await get('/api/request?page=2&limit=2', admin.headers))).toEqual(ids(all).slice(2, 4));

    const done = await get('/api/request?status=done&limit=100', volunteer.headers);
    expect(done.json().length).toBeGreaterThan(0);
    expect(done.json().every((r: { status: string }) => r.status === 'done')).toBe(true);
    expect(done.headers['x-total-count']).toBe(String(done.json().length));
  });

  it.each(['page=0', 'limit=0', 'limit=101', 'page=abc', 'status=open'])('refuses %s with 400', async (query) => {
    const res = await get(`/api/request?${query}`, admin.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/page|limit|status/);
  });
});

describe('GET /api/pending/all', () => {
  it('gives anyone their own requests of one status (user = their own email)', async () => {
    const { person, rows } = await requesterWithHistory();
    const res = await get(`/api/pending/all?status=pending&user=${person.user.email}`, person.headers);
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([rows[4]?.id, rows[0]?.id]);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.json()[0]).toMatchObject({ email: person.user.email, hospitalName: expect.any(String) });
  });

  it("refuses a donner someone else's requests or everyone's (403); 401 anonymous", async () => {
    const { person } = await requesterWithHistory();
    const stranger = await signedInUser(t);
    expect((await get(`/api/pending/all?status=pending&user=${person.user.email}`, stranger.headers)).statusCode).toBe(403);
    expect((await get('/api/pending/all?status=pending', stranger.headers)).statusCode).toBe(403);
    expect((await get('/api/pending/all?status=pending&user=', stranger.headers)).statusCode).toBe(403);
    expect((await get('/api/pending/all?status=pending')).statusCode).toBe(401);
  });

  it("lets active staff filter anyone's or everyone's requests; blocked staff get 403", async () => {
    const { person, rows } = await requesterWithHistory();
    expect(ids(await get(`/api/pending/all?status=inprogress&user=${person.user.email}`, volunteer.headers))).toEqual([rows[1]?.id]);

    const everyone = await get('/api/pending/all?status=canceled&limit=100', admin.headers);
    expect(everyone.statusCode).toBe(200);
    expect(ids(everyone)).toContain(rows[3]?.id);
    expect(everyone.json().every((r: { status: string }) => r.status === 'canceled')).toBe(true);
    expect(everyone.headers['x-total-count']).toBe(String(everyone.json().length));
    expect(ids(await get('/api/pending/all?status=canceled&limit=1', admin.headers))).toEqual(ids(everyone).slice(0, 1));

    expect((await get('/api/pending/all?status=canceled', blockedVolunteer.headers)).statusCode).toBe(403);
    expect((await get(`/api/pending/all?status=canceled&user=${person.user.email}`, blockedAdmin.headers)).statusCode).toBe(403);
  });

  it('requires a status (400 with the choices), and a valid email in user', async () => {
    const person = await createUser(t);
    const missing = await get('/api/pending/all', admin.headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Choose a status: pending, inprogress, done or canceled.');
    expect((await get(`/api/pending/all?status=done&user=${person.name}`, admin.headers)).statusCode).toBe(400);
  });
});
