import { ACCOUNT_TEXTS, MESSAGES, WRONG_CURRENT_PASSWORD } from '@grant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, PASSWORD, signedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginRateLimit: { max: 1000, windowMs: 60_000 } });
});
afterAll(() => t.close());

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const list = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: bearer(token) });
const revoke = (token: string, id: string) => t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${id}`, headers: bearer(token) });
const changePassword = (token: string, payload: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password', headers: bearer(token), payload });

describe('GET /api/auth/sessions', () => {
  it('lists only the caller’s sessions, with user agent, times and the current one flagged', async () => {
    const { user, token } = await signedInUser(t);
    const phone = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'user-agent': 'PhoneBrowser/1.0' },
      payload: { email: user.email, password: PASSWORD },
    });
    expect(phone.statusCode).toBe(200);
    await signedInUser(t); // someone else's session must not show

    const res = await list(token);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Array<{ id: string; userAgent: string | null; current: boolean; createdAt: string; lastUsedAt: string }>;
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.current)).toHaveLength(1);
    expect(rows.find((r) => !r.current)?.userAgent).toBe('PhoneBrowser/1.0');
    for (const row of rows) {
      expect(Number.isNaN(Date.parse(row.createdAt))).toBe(false);
      expect(Number.isNaN(Date.parse(row.lastUsedAt))).toBe(false);
    }
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('DELETE /api/auth/sessions/:id', () => {
  it('ends one of the caller’s own sessions', async () => {
    const { user, token } = await signedInUser(t);
    const other = await login(t.app, user.email);
    const rows = (await list(token)).json() as Array<{ id: string; current: boolean }>;
    const otherId = rows.find((r) => !r.current)?.id as string;

    expect((await revoke(token, otherId)).statusCode).toBe(204);
    expect((await me(other.token)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
    expect((await revoke(token, otherId)).statusCode).toBe(404);
  });

  it('answers 404 for another user’s session and leaves it alone', async () => {
    const alice = await signedInUser(t);
    const bob = await signedInUser(t);
    const bobSession = ((await list(bob.token)).json() as Array<{ id: string }>)[0]?.id as string;

    const res = await revoke(alice.token, bobSession);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(ACCOUNT_TEXTS.sessionNotFound);
    expect((await me(bob.token)).statusCode).toBe(200);
  });

  it('rejects an id that is not a session id with 400, and an anonymous caller with 401', async () => {
    const { token } = await signedInUser(t);
    expect((await revoke(token, 'not-a-uuid')).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'DELETE', url: '/api/auth/sessions/00000000-0000-4000-8000-000000000000' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/auth/sessions/revoke-others', () => {
  it('ends every other session of the caller, keeps this one and other users’ sessions', async () => {
    const { user, token } = await signedInUser(t);
    const second = await login(t.app, user.email);
    const third = await login(t.app, user.email);
    const stranger = await signedInUser(t);

    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sessions/revoke-others', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 2 });
    expect((await me(second.token)).statusCode).toBe(401);
    expect((await me(third.token)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(stranger.token)).statusCode).toBe(200);
    expect((await list(token)).json()).toHaveLength(1);
  });
});

describe('POST /api/auth/password', () => {
  it('changes the password and ends every other session, keeping this one', async () => {
    const { user, token } = await signedInUser(t);
    const other = await login(t.app, user.email);
    const stranger = await signedInUser(t);

    const res = await changePassword(token, { currentPassword: PASSWORD, password: 'Newpass9', confirmPassword: 'Newpass9' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect((await me(other.token)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(stranger.token)).statusCode).toBe(200);

    const oldLogin = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: PASSWORD } });
    expect(oldLogin.statusCode).toBe(401);
    await login(t.app, user.email, 'Newpass9');
  });

  it('refuses a wrong current password with 400 and a clear message, changing nothing', async () => {
    const { user, token } = await signedInUser(t);
    const other = await login(t.app, user.email);
    const res = await changePassword(token, { currentPassword: 'Wrong123', password: 'Newpass9', confirmPassword: 'Newpass9' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(WRONG_CURRENT_PASSWORD);
    expect((await me(other.token)).statusCode).toBe(200);
    await login(t.app, user.email, PASSWORD);
  });

  it('applies the spec’s password rules, first failure wins', async () => {
    const { token } = await signedInUser(t);
    const cases: Array<[string, string, string]> = [
      ['abc', 'abc', MESSAGES.passwordTooShort],
      ['abcdef1', 'abcdef1', MESSAGES.passwordNeedsUppercase],
      ['ABCDEF1', 'ABCDEF1', MESSAGES.passwordNeedsLowercase],
      ['Abcdefg', 'Abcdefg', MESSAGES.passwordNeedsNumber],
      ['Abcdef1', 'Abcdef2', MESSAGES.passwordsDiffer],
    ];
    for (const [password, confirmPassword, message] of cases) {
      const res = await changePassword(token, { currentPassword: PASSWORD, password, confirmPassword });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().message, password).toBe(message);
    }
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      payload: { currentPassword: PASSWORD, password: 'Newpass9', confirmPassword: 'Newpass9' },
    });
    expect(res.statusCode).toBe(401);
  });
});
