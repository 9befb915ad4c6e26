import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@grant/shared';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, login, signedInUser } from '../../../test/factories';
import { ADMIN, ANYONE, testAppWith, VOLUNTEER } from '../../../test/test-app-with';

const { t, admin, volunteer, donor } = await testAppWith({ admin: ADMIN, volunteer: VOLUNTEER, donor: ANYONE });

const patch = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'PATCH', url, headers });
const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
const stored = (id: string) => t.services.repositories.users.findById(id);
const ROUTES = ['/api/block', '/api/active', '/api/volunteer/user', '/api/admin/man', '/api/donor/user'];

describe('standing changes: access', () => {
  it.each(ROUTES)('%s/{id} is for admins only: 401 anonymous, 403 donner and volunteer, nothing changes', async (route) => {
    const target = await createUser(t, {
      status: route === '/api/active' ? 'block' : 'Active',
      role: route === '/api/donor/user' ? 'volunteer' : 'donner',
    });
    expect((await patch(`${route}/${target.id}`)).statusCode).toBe(401);
    expect((await patch(`${route}/${target.id}`, donor.headers)).statusCode).toBe(403);
    expect((await patch(`${route}/${target.id}`, volunteer.headers)).statusCode).toBe(403);
    expect(await stored(target.id)).toMatchObject({ role: target.role, status: target.status });
  });

  it.each(ROUTES)('%s/{id} answers 400 for a malformed id and 404 for an unknown one', async (route) => {
    const bad = await patch(`${route}/not-a-uuid`, admin.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'That id is not valid.' });
    const unknown = await patch(`${route}/${randomUUID()}`, admin.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});

describe('standing changes by an admin', () => {
  it('blocks: modifiedCount 1, then 0; the target is signed out at once and can sign in again as blocked', async () => {
    const target = await signedInUser(t);
    const res = await patch(`/api/block/${target.user.id}`, admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });
    expect(await stored(target.user.id)).toMatchObject({ status: 'block', role: 'donner' });
    expect((await me(target.headers)).statusCode).toBe(401);

    expect((await patch(`/api/block/${target.user.id}`, admin.headers)).json()).toEqual({ modifiedCount: 0 });
    expect((await login(t.app, target.user.email)).user.Status).toBe('block');
  });

  it('activates a blocked user: modifiedCount 1, then 0', async () => {
    const target = await createUser(t, { status: 'block' });
    expect((await patch(`/api/active/${target.id}`, admin.headers)).json()).toEqual({ modifiedCount: 1 });
    expect(await stored(target.id)).toMatchObject({ status: 'Active' });
    expect((await patch(`/api/active/${target.id}`, admin.headers)).json()).toEqual({ modifiedCount: 0 });
  });

  it('makes a volunteer: modifiedCount 1, then 0; old sessions end; signed in again they act as staff', async () => {
    const target = await signedInUser(t);
    expect((await patch(`/api/volunteer/user/${target.user.id}`, admin.headers)).json()).toEqual({ modifiedCount: 1 });
    expect((await me(target.headers)).statusCode).toBe(401);
    expect((await patch(`/api/volunteer/user/${target.user.id}`, admin.headers)).json()).toEqual({ modifiedCount: 0 });

    const { token } = await login(t.app, target.user.email);
    const read = await t.app.inject({ method: 'GET', url: `/api/user/${donor.user.email}`, headers: bearer(token) });
    expect(read.statusCode).toBe(200);
  });

  it('makes an admin: modifiedCount 1, then 0; old sessions end; signed in again they list users', async () => {
    const target = await signedInUser(t, { role: 'volunteer' });
    expect((await patch(`/api/admin/man/${target.user.id}`, admin.headers)).json()).toEqual({ modifiedCount: 1 });
    expect(await stored(target.user.id)).toMatchObject({ role: 'admin' });
    expect((await me(target.headers)).statusCode).toBe(401);
    expect((await patch(`/api/admin/man/${target.user.id}`, admin.headers)).json()).toEqual({ modifiedCount: 0 });

    const { token } = await login(t.app, target.user.email);
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('demotes another admin to volunteer while an active admin remains', async () => {
    const other = await createUser(t, { role: 'admin' });
    expect((await patch(`/api/volunteer/user/${other.id}`, admin.headers)).json()).toEqual({ modifiedCount: 1 });
    expect(await stored(other.id)).toMatchObject({ role: 'volunteer' });
  });

  it('makes a volunteer a donor again (the way back from Make volunteer): modifiedCount 1, then 0; old sessions end; no staff powers', async () => {
    const target = await signedInUser(t, { role: 'volunteer' });
    expect((await patch(`/api/donor/user/${target.user.id}`, admin.headers)).json()).toEqual({ modifiedCount: 1 });
    expect(await stored(target.user.id)).toMatchObject({ role: 'donner', status: 'Active' });
    expect((await me(target.headers)).statusCode).toBe(401);
    expect((await patch(`/api/donor/user/${target.user.id}`, admin.headers)).json()).toEqual({ modifiedCount: 0 });

    const { token, user } = await login(t.app, target.user.email);
    expect(user.Role).toBe('donner');
    const read = await t.app.inject({ method: 'GET', url: `/api/user/${donor.user.email}`, headers: bearer(token) });
    expect(read.statusCode).toBe(403);
  });

  it('makes another admin a donor while an active admin remains, and leaves a donor as they are', async () => {
    const other = await createUser(t, { role: 'admin' });
    expect((await patch(`/api/donor/user/${other.id}`, admin.headers)).json()).toEqual({ modifiedCount: 1 });
    expect(await stored(other.id)).toMatchObject({ role: 'donner' });
    const plain = await createUser(t);
    expect((await patch(`/api/donor/user/${plain.id}`, admin.headers)).json()).toEqual({ modifiedCount: 0 });
  });

  it('never lets admins block or demote themselves (409), and keeps their session', async () => {
    for (const route of ['/api/block', '/api/volunteer/user', '/api/donor/user']) {
      const res = await patch(`${route}/${admin.user.id}`, admin.headers);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ statusCode: 409, error: 'Conflict', message: 'You cannot block or demote yourself.' });
    }
    expect(await stored(admin.user.id)).toMatchObject({ role: 'admin', status: 'Active' });
    expect((await me(admin.headers)).statusCode).toBe(200);
    expect((await patch(`/api/admin/man/${admin.user.id}`, admin.headers)).json()).toEqual({ modifiedCount: 0 });
    expect((await patch(`/api/active/${admin.user.id}`, admin.headers)).json()).toEqual({ modifiedCount: 0 });
  });
});

describe('blocked staff', () => {
  it('a blocked admin who signs in again has no admin powers', async () => {
    const blockedAdmin = await createUser(t, { role: 'admin', status: 'block' });
    const victim = await createUser(t);
    const { token } = await login(t.app, blockedAdmin.email);

    const list = await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) });
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toBe(MESSAGES.accountBlocked);
    expect((await patch(`/api/block/${victim.id}`, bearer(token))).statusCode).toBe(403);
    expect((await patch(`/api/admin/man/${victim.id}`, bearer(token))).statusCode).toBe(403);
    expect(await stored(victim.id)).toMatchObject({ role: 'donner', status: 'Active' });
  });

  it("a blocked volunteer cannot read other people's records", async () => {
    const blockedVolunteer = await createUser(t, { role: 'volunteer', status: 'block' });
    const { token } = await login(t.app, blockedVolunteer.email);
    const res = await t.app.inject({ method: 'GET', url: `/api/user/${donor.user.email}`, headers: bearer(token) });
    expect(res.statusCode).toBe(403);
    const own = await t.app.inject({ method: 'GET', url: `/api/user/${blockedVolunteer.email}`, headers: bearer(token) });
    expect(own.statusCode).toBe(200);
  });
});
