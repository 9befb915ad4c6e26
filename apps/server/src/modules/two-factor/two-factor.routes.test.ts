import { TWO_FACTOR_MESSAGES as M, MESSAGES } from '@grant/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, PASSWORD, signedInUser, uniqueEmail } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { totpCode } from '../../../test/totp-helpers';
import { loadConfig } from '../../config';
import { loginChallenges, sessions, userTotp } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    loginRateLimit: { max: 1000, windowMs: 60_000 },
    twoFactorRateLimit: { max: 1000, windowMs: 60_000 },
  });
});
afterAll(() => t.close());

const post = (url: string, token: string | undefined, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const passwordLogin = (email: string, password = PASSWORD) => post('/api/auth/login', undefined, { email, password });

/** A signed-in user with two-factor sign-in on: its secret and recovery codes. The enrolling code is of the previous step. */
async function enrolledUser() {
  const signedIn = await signedInUser(t);
  const setup = await post('/api/auth/2fa/setup', signedIn.token, { password: PASSWORD });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const enable = await post('/api/auth/2fa/enable', signedIn.token, { code: totpCode(secret, -1) });
  expect(enable.statusCode, enable.body).toBe(200);
  return { ...signedIn, secret, recoveryCodes: (enable.json() as { recoveryCodes: string[] }).recoveryCodes };
}

async function challengeFor(email: string) {
  const res = await passwordLogin(email);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
  return body.challenge as string;
}

describe('enrolment', () => {
  it('setup answers a secret, its otpauth URL and a QR image, and stores the secret encrypted', async () => {
    const { user, token } = await signedInUser(t);
    const res = await post('/api/auth/2fa/setup', token, { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Grant:/);
    expect(body.otpauthUrl).toContain(`secret=${body.secret}`);
    expect(body.otpauthUrl).toContain('algorithm=SHA1&digits=6&period=30');
    expect(body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);

    const [row] = await t.db.select().from(userTotp).where(eq(userTotp.userId, user.id));
    expect(row?.enabledAt).toBeNull();
    expect(row?.secretCiphertext).toMatch(/^v1\./);
    expect(row?.secretCiphertext).not.toContain(body.secret);
    // Still off until confirmed: signing in needs no code.
    expect((await passwordLogin(user.email)).json().token).toEqual(expect.any(String));
  });

  it('setup asks for the current password again (re-authentication)', async () => {
    const { user, token } = await signedInUser(t);
    const missing = await post('/api/auth/2fa/setup', token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(M.setupNeedsPassword);
    const wrong = await post('/api/auth/2fa/setup', token, { password: 'Wrong1234' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(M.wrongPassword);
    expect(await t.db.select().from(userTotp).where(eq(userTotp.userId, user.id))).toEqual([]);
  });

  it('lets an account without a password (Google sign-in) set it up only within 10 minutes of signing in', async () => {
    const user = await t.services.repositories.users.insert({ name: 'Google Only', email: uniqueEmail('google-only') });
    if (!user) throw new Error('no user');
    const session = await t.services.auth.completeSignIn(user);
    if (!('token' in session)) throw new Error('no session');
    const status = await t.app.inject({ method: 'GET', url: '/api/auth/2fa', headers: bearer(session.token) });
    expect(status.json().hasPassword).toBe(false);
    await t.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.userId, user.id));
    const stale = await post('/api/auth/2fa/setup', session.token);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(M.setupNeedsRecentSignIn);
    await t.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 9 * 60_000) })
      .where(eq(sessions.userId, user.id));
    expect((await post('/api/auth/2fa/setup', session.token)).statusCode).toBe(200);
  });

  it('enable refuses a wrong or stale code, then accepts a current one and shows 10 recovery codes once', async () => {
    const { token } = await signedInUser(t);
    expect((await post('/api/auth/2fa/enable', token, { code: '123456' })).json().message).toBe(M.noPendingSetup);
    const { secret } = (await post('/api/auth/2fa/setup', token, { password: PASSWORD })).json();
    for (const code of ['000000', totpCode(secret, -3), totpCode(secret, 3)]) {
      const res = await post('/api/auth/2fa/enable', token, { code });
      expect(res.statusCode, code).toBe(400);
      expect(res.json().message).toBe(M.invalidCode);
    }
    const res = await post('/api/auth/2fa/enable', token, { code: totpCode(secret) });
    expect(res.statusCode).toBe(200);
    const { recoveryCodes } = res.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);

    expect((await post('/api/auth/2fa/enable', token, { code: totpCode(secret, 1) })).statusCode).toBe(409);
    expect((await post('/api/auth/2fa/setup', token, { password: PASSWORD })).statusCode).toBe(409);
    const status = await t.app.inject({ method: 'GET', url: '/api/auth/2fa', headers: bearer(token) });
    expect(status.json()).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10, hasPassword: true });
  });
});

describe('sign-in with two-factor on', () => {
  it('the password step gives a challenge and no session; the code step gives the session', async () => {
    const { user, secret } = await enrolledUser();
    const challenge = await challengeFor(user.email);
    const res = await post('/api/auth/login/2fa', undefined, { challenge, code: totpCode(secret) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token: expect.any(String), user: { email: user.email } });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(res.json().token) });
    expect(me.statusCode).toBe(200);
    // The challenge is not a session token.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(challenge) })).statusCode).toBe(401);
  });

  it('a challenge works once', async () => {
    const { user, secret } = await enrolledUser();
    const challenge = await challengeFor(user.email);
    expect((await post('/api/auth/login/2fa', undefined, { challenge, code: totpCode(secret) })).statusCode).toBe(200);
    const again = await post('/api/auth/login/2fa', undefined, { challenge, code: totpCode(secret, 1) });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(M.challengeExpired);
  });

  it('refuses a replayed code within its window, and an old one', async () => {
    const { user, secret } = await enrolledUser();
    const code = totpCode(secret);
    expect((await post('/api/auth/login/2fa', undefined, { challenge: await challengeFor(user.email), code })).statusCode).toBe(200);
    const challenge = await challengeFor(user.email);
    const replay = await post('/api/auth/login/2fa', undefined, { challenge, code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(M.invalidCode);
    // The enrolling code (previous step) and an older one are refused too.
    expect((await post('/api/auth/login/2fa', undefined, { challenge, code: totpCode(secret, -1) })).statusCode).toBe(400);
    expect((await post('/api/auth/login/2fa', undefined, { challenge, code: totpCode(secret, -4) })).statusCode).toBe(400);
    // The next step's code still works on the same challenge (a few wrong tries are allowed).
    expect((await post('/api/auth/login/2fa', undefined, { challenge, code: totpCode(secret, 1) })).statusCode).toBe(200);
  });

  it('a recovery code works once, typed in any case and without dashes', async () => {
    const { user, recoveryCodes, token } = await enrolledUser();
    const recovery = recoveryCodes[0] as string;
    const typed = recovery.replace(/-/g, '').toUpperCase();
    expect((await post('/api/auth/login/2fa', undefined, { challenge: await challengeFor(user.email), code: typed })).statusCode).toBe(200);
    const again = await post('/api/auth/login/2fa', undefined, { challenge: await challengeFor(user.email), code: recovery });
    expect(again.statusCode).toBe(400);
    const status = await t.app.inject({ method: 'GET', url: '/api/auth/2fa', headers: bearer(token) });
    expect(status.json().recoveryCodesLeft).toBe(9);
  });

  it('gives new recovery codes for the password or a current code; the earlier ones, used or not, stop working', async () => {
    const { user, recoveryCodes, token, secret } = await enrolledUser();
    const [used = '', unused = ''] = recoveryCodes;
    expect((await post('/api/auth/login/2fa', undefined, { challenge: await challengeFor(user.email), code: used })).statusCode).toBe(200);

    const refused = await post('/api/auth/2fa/recovery-codes', token, { password: 'Wrong1234' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(M.wrongPassword);
    expect((await post('/api/auth/2fa/recovery-codes', token, {})).statusCode).toBe(400);

    const byPassword = await post('/api/auth/2fa/recovery-codes', token, { password: PASSWORD });
    expect(byPassword.statusCode, byPassword.body).toBe(200);
    const byCode = await post('/api/auth/2fa/recovery-codes', token, { code: totpCode(secret) });
    expect(byCode.statusCode, byCode.body).toBe(200);
    const fresh = (byCode.json() as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh).toHaveLength(10);
    for (const old of [unused, ...(byPassword.json() as { recoveryCodes: string[] }).recoveryCodes.slice(0, 1)]) {
      const res = await post('/api/auth/login/2fa', undefined, { challenge: await challengeFor(user.email), code: old });
      expect(res.statusCode, old).toBe(400);
    }
    const status = await t.app.inject({ method: 'GET', url: '/api/auth/2fa', headers: bearer(token) });
    expect(status.json().recoveryCodesLeft).toBe(10);
    const withFresh = await post('/api/auth/login/2fa', undefined, { challenge: await challengeFor(user.email), code: fresh[0] });
    expect(withFresh.statusCode).toBe(200);
  });

  it('refuses an expired challenge', async () => {
    const { user, secret } = await enrolledUser();
    const challenge = await challengeFor(user.email);
    await t.db
      .update(loginChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginChallenges.userId, user.id));
    const res = await post('/api/auth/login/2fa', undefined, { challenge, code: totpCode(secret) });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(M.challengeExpired);
  });

  it('ends a challenge after 5 wrong codes', async () => {
    const { user, secret } = await enrolledUser();
    const challenge = await challengeFor(user.email);
    for (let i = 0; i < 5; i++) expect((await post('/api/auth/login/2fa', undefined, { challenge, code: '000000' })).statusCode).toBe(400);
    expect((await post('/api/auth/login/2fa', undefined, { challenge, code: totpCode(secret) })).statusCode).toBe(401);
  });

  it('a wrong password still gets 401 and no challenge; an unknown challenge gets 401', async () => {
    const { user } = await enrolledUser();
    expect((await passwordLogin(user.email, 'Wrong123')).statusCode).toBe(401);
    const res = await post('/api/auth/login/2fa', undefined, { challenge: 'made-up', code: '123456' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/auth/2fa/disable', () => {
  it('needs a current code or the password, then sign-in needs only the password', async () => {
    const { user, token, secret } = await enrolledUser();
    expect((await post('/api/auth/2fa/disable', token, {})).statusCode).toBe(400);
    expect((await post('/api/auth/2fa/disable', token, { password: 'Wrong123' })).statusCode).toBe(400);
    expect((await post('/api/auth/2fa/disable', token, { code: '000000' })).statusCode).toBe(400);
    expect((await post('/api/auth/2fa/disable', token, { code: totpCode(secret) })).statusCode).toBe(204);
    expect((await passwordLogin(user.email)).json().token).toEqual(expect.any(String));
    expect((await post('/api/auth/2fa/disable', token, { password: PASSWORD })).json().message).toBe(M.notEnabled);
  });

  it('accepts the password instead of a code', async () => {
    const { user, token } = await enrolledUser();
    expect((await post('/api/auth/2fa/disable', token, { password: PASSWORD })).statusCode).toBe(204);
    expect((await passwordLogin(user.email)).json().token).toEqual(expect.any(String));
  });
});

describe('STAFF_2FA', () => {
  it('is required by default in production only, and can be set either way', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://grant.example.org' } as const;
    expect(loadConfig(production).staffTwoFactorRequired).toBe(true);
    expect(loadConfig({ ...production, STAFF_2FA: 'optional' }).staffTwoFactorRequired).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).staffTwoFactorRequired).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', STAFF_2FA: 'required' }).staffTwoFactorRequired).toBe(true);
    expect(() => loadConfig({ STAFF_2FA: 'sometimes' })).toThrow(/STAFF_2FA/);
  });

  it('when optional, staff without two-factor sign-in use staff routes', async () => {
    const volunteer = await signedInUser(t, { role: 'volunteer' });
    expect((await t.app.inject({ method: 'GET', url: '/api/request', headers: volunteer.headers })).statusCode).toBe(200);
  });

  describe('when required', () => {
    let r: TestApp;
    beforeAll(async () => {
      r = await createTestApp({
        staffTwoFactorRequired: true,
        loginRateLimit: { max: 1000, windowMs: 60_000 },
        twoFactorRateLimit: { max: 1000, windowMs: 60_000 },
      });
    });
    afterAll(() => r.close());

    it('refuses volunteers and admins without it on staff and admin routes, not on their own pages', async () => {
      for (const role of ['volunteer', 'admin'] as const) {
        const staff = await signedInUser(r, { role });
        const res = await r.app.inject({ method: 'GET', url: '/api/request', headers: staff.headers });
        expect(res.statusCode, role).toBe(403);
        expect(res.json().message).toBe('Set up two-factor sign-in to use staff pages.');
        expect((await r.app.inject({ method: 'GET', url: '/api/auth/me', headers: staff.headers })).statusCode).toBe(200);
        const status = await r.app.inject({ method: 'GET', url: '/api/auth/2fa', headers: staff.headers });
        expect(status.json()).toMatchObject({ enabled: false, required: true });
      }
      const admin = await signedInUser(r, { role: 'admin' });
      expect((await r.app.inject({ method: 'GET', url: '/api/users', headers: admin.headers })).statusCode).toBe(403);
      // A donor is not staff: refused for the role, as before.
      const donor = await signedInUser(r);
      const res = await r.app.inject({ method: 'GET', url: '/api/request', headers: donor.headers });
      expect(res.json().message).toBe(MESSAGES.forbidden);
    });

    it('lets them in once two-factor sign-in is on', async () => {
      const user = await createUser(r, { role: 'admin' });
      const login = await r.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: PASSWORD } });
      const headers = bearer(login.json().token);
      const { secret } = (
        await r.app.inject({ method: 'POST', url: '/api/auth/2fa/setup', headers, payload: { password: PASSWORD } })
      ).json();
      expect(
        (await r.app.inject({ method: 'POST', url: '/api/auth/2fa/enable', headers, payload: { code: totpCode(secret) } })).statusCode,
      ).toBe(200);
      expect((await r.app.inject({ method: 'GET', url: '/api/users', headers })).statusCode).toBe(200);
      expect((await r.app.inject({ method: 'GET', url: '/api/request', headers })).statusCode).toBe(200);
    });
  });
});

describe('rate limit of the code step', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ twoFactorRateLimit: { max: 2, windowMs: 60_000 } });
  });
  afterAll(() => limited.close());

  it('answers 429 once an address has tried too many codes', async () => {
    const attempt = () =>
      limited.app.inject({ method: 'POST', url: '/api/auth/login/2fa', payload: { challenge: 'guess', code: '123456' } });
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(429);
  });
});
