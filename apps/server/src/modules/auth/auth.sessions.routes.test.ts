import { createHash } from 'node:crypto';
import { MESSAGES } from '@grant/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, login, signedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { sessions } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const me = (token?: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: token ? bearer(token) : {} });
const sessionsOf = (userId: string) => t.db.select().from(sessions).where(eq(sessions.userId, userId));
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('session tokens', () => {
  it('stores only the SHA-256 of the token, never the token itself', async () => {
    const user = await createUser(t);
    const { token } = await login(t.app, user.email);

    const rows = await sessionsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('GET /api/auth/me answers the signed-in user, and 401 without or with an unknown token', async () => {
    const { user, token } = await signedInUser(t, { name: 'Me Myself' });
    const res = await me(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: user.id, displayName: 'Me Myself', email: user.email, Role: 'donner', Status: 'Active' });

    expect((await me()).json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: MESSAGES.signInRequired });
    const unknown = await me('not-a-real-token');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(MESSAGES.sessionExpired);
    const wrongScheme = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Basic ${token}` } });
    expect(wrongScheme.statusCode).toBe(401);
  });

  it('logout ends this session only: its token gets 401, another session of the same user still works', async () => {
    const user = await createUser(t);
    const first = await login(t.app, user.email);
    const second = await login(t.app, user.email);

    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first.token) });
    expect(out.statusCode).toBe(204);
    expect((await me(first.token)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first.token) })).statusCode).toBe(401);
    expect((await me(second.token)).statusCode).toBe(200);
    expect(await sessionsOf(user.id)).toHaveLength(1);
  });

  it('refuses a session idle for longer than 7 days, and deletes it', async () => {
    const { user, token } = await signedInUser(t);
    await t.db
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - 7 * DAY - 60_000) })
      .where(eq(sessions.userId, user.id));

    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MESSAGES.sessionExpired);
    expect(await sessionsOf(user.id)).toHaveLength(0);
  });

  it('keeps a session used within 7 days, and records its use', async () => {
    const { user, token } = await signedInUser(t);
    const sixDaysAgo = new Date(Date.now() - 6 * DAY);
    await t.db.update(sessions).set({ lastUsedAt: sixDaysAgo }).where(eq(sessions.userId, user.id));

    expect((await me(token)).statusCode).toBe(200);
    const [row] = await sessionsOf(user.id);
    expect(row?.lastUsedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('sweeps idle and expired sessions out of the table and keeps the live ones', async () => {
    const idle = await signedInUser(t);
    const ended = await signedInUser(t);
    const live = await signedInUser(t);
    await t.db
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - 8 * DAY) })
      .where(eq(sessions.userId, idle.user.id));
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, ended.user.id));

    await t.services.auth.sweepExpiredSessions();
    expect(await sessionsOf(idle.user.id)).toHaveLength(0);
    expect(await sessionsOf(ended.user.id)).toHaveLength(0);
    expect(await sessionsOf(live.user.id)).toHaveLength(1);
  });

  it('refuses a session past its absolute expiry, however recently used', async () => {
    const { user, token } = await signedInUser(t);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000), lastUsedAt: new Date() })
      .where(eq(sessions.userId, user.id));

    expect((await me(token)).statusCode).toBe(401);
    expect(await sessionsOf(user.id)).toHaveLength(0);
  });

  it('gives a new session an absolute expiry 30 days ahead', async () => {
    const { user } = await signedInUser(t);
    const [row] = await sessionsOf(user.id);
    expect(Math.abs((row?.expiresAt.getTime() ?? 0) - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
  });
});

describe('password hashes', () => {
  it('never appear in any answer that carries a user', async () => {
    const admin = await signedInUser(t, { role: 'admin' });
    const { user, token, headers } = await signedInUser(t);
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);

    const answers = [
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'Secret12' } }),
      await me(token),
      await t.app.inject({ method: 'PATCH', url: '/api/auth/profile', headers, payload: { displayName: 'Renamed' } }),
      await t.app.inject({ method: 'GET', url: `/api/user/${user.email}`, headers }),
      await t.app.inject({ method: 'GET', url: '/api/users?limit=100', headers: admin.headers }),
      await t.app.inject({ method: 'POST', url: '/api/jwt', headers, payload: { user: user.email } }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(user.passwordHash);
      expect(res.body).not.toMatch(/argon2|password/i);
    }
  });
});

describe('POST /api/jwt', () => {
  const renew = (headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method: 'POST', url: '/api/jwt', headers, ...(payload ? { payload } : {}) });

  it('is 401 without a token, even when a body names a user', async () => {
    const user = await createUser(t);
    expect((await renew({})).statusCode).toBe(401);
    const fromEmail = await renew({}, { user: user.email });
    expect(fromEmail.statusCode).toBe(401);
    expect(fromEmail.body).not.toContain('token"');
  });

  it('swaps the token for a new working one; the old one stops working', async () => {
    const { user, token } = await signedInUser(t);
    const res = await renew(bearer(token), { user: user.email.toUpperCase() });

    expect(res.statusCode).toBe(200);
    const renewed: string = res.json().token;
    expect(renewed).not.toBe(token);
    expect((await me(renewed)).json()._id).toBe(user.id);
    expect((await me(token)).statusCode).toBe(401);
    expect(await sessionsOf(user.id)).toHaveLength(1);
  });

  it('keeps the absolute expiry and the sign-in time of the session it renews (renewing weekly never outlives 30 days)', async () => {
    const { user, token } = await signedInUser(t);
    // Signed in 25 days ago, used yesterday: 5 days of its 30 are left.
    const signedInAt = new Date(Date.now() - 25 * DAY);
    const expiresAt = new Date(signedInAt.getTime() + 30 * DAY);
    await t.db
      .update(sessions)
      .set({ createdAt: signedInAt, expiresAt, lastUsedAt: new Date(Date.now() - DAY) })
      .where(eq(sessions.userId, user.id));

    const res = await renew(bearer(token));
    expect(res.statusCode).toBe(200);
    const [row] = await sessionsOf(user.id);
    expect(row?.expiresAt.getTime()).toBe(expiresAt.getTime());
    // Renewal is not a fresh sign-in: it does not count as a re-authentication (decision 0010).
    expect(row?.createdAt.getTime()).toBe(signedInAt.getTime());

    // Once that end has passed, the renewed token is refused like the original would have been.
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await me(res.json().token)).statusCode).toBe(401);
  });

  it('renews without a body too', async () => {
    const { token } = await signedInUser(t);
    const res = await renew(bearer(token));
    expect(res.statusCode).toBe(200);
    expect((await me(res.json().token)).statusCode).toBe(200);
  });

  it.each(['user', 'email'])('is 403 when the body field %s names someone else, and the session stays', async (field) => {
    const { token } = await signedInUser(t);
    const other = await createUser(t);
    const res = await renew(bearer(token), { [field]: other.email });

    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    expect((await me(token)).statusCode).toBe(200);
  });
});
