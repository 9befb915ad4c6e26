import { randomBytes } from 'node:crypto';
import { DISTRICT_NOT_IN_DIVISION, MESSAGES } from '@grant/shared';
import { describe, expect, it } from 'vitest';
import { createUser, nextMillisecond, signedInUser, uniqueEmail } from '../../../test/factories';
import { ADMIN, ANYONE, testAppWith, VOLUNTEER } from '../../../test/test-app-with';

const { t, admin, volunteer, donor } = await testAppWith({ admin: ADMIN, volunteer: VOLUNTEER, donor: ANYONE });

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/users', () => {
  it('is for admins only: 401 anonymous, 403 donner and volunteer', async () => {
    expect((await get('/api/users')).statusCode).toBe(401);
    expect((await get('/api/users', donor.headers)).statusCode).toBe(403);
    expect((await get('/api/users', volunteer.headers)).statusCode).toBe(403);
    const res = await get('/api/users', admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expect.arrayContaining([expect.objectContaining({ _id: donor.user.id })]));
  });

  it('answers user records in the spec shape, with no password hash', async () => {
    const res = await get('/api/users', admin.headers);
    const record = res.json().find((u: { _id: string }) => u._id === volunteer.user.id);
    expect(record).toEqual({
      _id: volunteer.user.id,
      Name: 'Test Person',
      Email: volunteer.user.email,
      Division: 'Dhaka',
      District: 'Gazipur',
      Blood: 'O+',
      photoURL: null,
      Role: 'volunteer',
      Status: 'Active',
    });
    expect(res.body).not.toContain('argon2');
  });

  it('pages newest first with page and limit, and gives the total in X-Total-Count', async () => {
    const tag = `pager${randomBytes(3).toString('hex')}`;
    const created = [];
    for (let i = 0; i < 5; i++) {
      created.push(await createUser(t, { name: `${tag} ${i}` }));
      await nextMillisecond();
    }
    const ids = (res: { json(): { _id: string }[] }) => res.json().map((u) => u._id);

    const first = await get(`/api/users?search=${tag}&page=1&limit=2`, admin.headers);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('5');
    expect(ids(first)).toEqual([created[4]?.id, created[3]?.id]);
    expect(ids(await get(`/api/users?search=${tag}&page=3&limit=2`, admin.headers))).toEqual([created[0]?.id]);
    expect(ids(await get(`/api/users?search=${tag}&page=4&limit=2`, admin.headers))).toEqual([]);

    const all = await get('/api/users?limit=100', admin.headers);
    expect(Number(all.headers['x-total-count'])).toBe(all.json().length);
  });

  it('searches by name or email, case-insensitively, and treats % and _ literally', async () => {
    const tag = `find${randomBytes(3).toString('hex')}`;
    const byName = await createUser(t, { name: `Shirin ${tag.toUpperCase()}` });
    const byEmail = await createUser(t, { email: uniqueEmail(tag) });
    await createUser(t, { name: 'Someone Else' });

    const res = await get(`/api/users?search=${tag}`, admin.headers);
    expect(
      res
        .json()
        .map((u: { _id: string }) => u._id)
        .sort(),
    ).toEqual([byName.id, byEmail.id].sort());
    expect(res.headers['x-total-count']).toBe('2');
    for (const wildcard of ['%', '_']) {
      const literal = await get(`/api/users?search=${encodeURIComponent(wildcard)}`, admin.headers);
      expect(literal.json()).toEqual([]);
    }
  });

  it.each(['page=0', 'limit=0', 'limit=101', 'page=abc'])('refuses %s with 400', async (query) => {
    expect((await get(`/api/users?${query}`, admin.headers)).statusCode).toBe(400);
  });
});

describe('GET /api/user/{email}', () => {
  it('answers your own record, whatever the case of the email', async () => {
    const res = await get(`/api/user/${donor.user.email.toUpperCase()}`, donor.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: donor.user.id, Email: donor.user.email, Role: 'donner', Status: 'Active' });
  });

  it('is 403 for a donner reading someone else, 401 anonymous', async () => {
    const res = await get(`/api/user/${volunteer.user.email}`, donor.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: MESSAGES.forbidden });
    expect((await get(`/api/user/${donor.user.email}`)).statusCode).toBe(401);
  });

  it('lets volunteers and admins read anyone, and answers 404 for an unknown email', async () => {
    expect((await get(`/api/user/${donor.user.email}`, volunteer.headers)).json()._id).toBe(donor.user.id);
    expect((await get(`/api/user/${donor.user.email}`, admin.headers)).json()._id).toBe(donor.user.id);
    expect((await get('/api/user/nobody-at-all@example.test', admin.headers)).statusCode).toBe(404);
  });

  it('gives a donner 403, not 404, for an unknown email (no account probing)', async () => {
    expect((await get('/api/user/nobody-at-all@example.test', donor.headers)).statusCode).toBe(403);
  });
});

describe('POST /api/users', () => {
  const post = (headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: '/api/users', headers, payload });
  const complete = { Division: 'Khulna', District: 'Jashore', Blood: 'B-' };

  it('completes your own record and answers modifiedCount 1', async () => {
    const me = await signedInUser(t);
    const res = await post(me.headers, {
      ...complete,
      Name: 'Farhana Akter',
      Email: me.user.email,
      photoURL: 'https://x.example.test/a.png',
    });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });
    expect((await get(`/api/user/${me.user.email}`, me.headers)).json()).toMatchObject({
      Name: 'Farhana Akter',
      Division: 'Khulna',
      District: 'Jashore',
      Blood: 'B-',
      photoURL: 'https://x.example.test/a.png',
    });
  });

  it('never takes Role or Status from the body', async () => {
    const me = await signedInUser(t);
    const res = await post(me.headers, { ...complete, Role: 'admin', Status: 'block' });

    expect([200, 400]).toContain(res.statusCode);
    expect(await t.services.repositories.users.findById(me.user.id)).toMatchObject({ role: 'donner', status: 'Active' });
    expect((await get('/api/users', me.headers)).statusCode).toBe(403);
  });

  it("is 403 with someone else's Email, and changes nobody", async () => {
    const me = await signedInUser(t);
    const other = await createUser(t, { division: 'Dhaka', district: 'Gazipur' });
    const res = await post(me.headers, { ...complete, Email: other.email });

    expect(res.statusCode).toBe(403);
    expect(await t.services.repositories.users.findById(other.id)).toMatchObject({ division: 'Dhaka', district: 'Gazipur' });
    expect(await t.services.repositories.users.findById(me.user.id)).toMatchObject({ division: 'Dhaka', district: 'Gazipur' });
  });

  it('refuses a missing division and a district outside the division', async () => {
    const me = await signedInUser(t);
    expect((await post(me.headers, { District: 'Jashore', Blood: 'B-' })).statusCode).toBe(400);
    const outside = await post(me.headers, { Division: 'Khulna', District: 'Gazipur', Blood: 'B-' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe(DISTRICT_NOT_IN_DIVISION);
  });

  it('is 401 without a session', async () => {
    expect((await post({}, complete)).statusCode).toBe(401);
  });
});
