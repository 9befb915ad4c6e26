import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/db/schema/index';
import { totpCode } from '../totp-helpers';
import { call, signIn, storeUser } from './support/api';
import { type ServerProcess, startServer } from './support/server-process';
import { createSystemDatabase, isolatedRedisUrl, SERVER_URL, type SystemDatabase } from './support/system-database';

type LogEntry = Record<string, unknown> & { time: number; reqId?: string; msg: string };

const ADMIN = { email: 'logs-admin@example.test', password: 'Admin-Logs-2026-zq' };
const DONOR_PASSWORD = 'Donor-Logs-2026-xv';
const WRONG_PASSWORD = 'Wrong-Guess-2026-kp';
const NEW_PASSWORD = 'Reset-Logs-2026-mw';
const CARD_NUMBER = '4000 0566 5566 5556';

/**
 * One server, driven through sign-ins (good, bad, two-factor), refused calls, admin actions, a
 * password reset and a card payment; then its whole stdout is read like an operator would.
 */
describe.skipIf(!SERVER_URL)('security logs of a running server (PostgreSQL)', () => {
  let database: SystemDatabase;
  let server: ServerProcess;
  let dataDir: string;
  let donor: UserRow;
  let adminId: string;
  /** Every secret the scenario used: none may appear anywhere in the logs. */
  const secrets: Record<string, string> = {
    'admin password': ADMIN.password,
    'donor password': DONOR_PASSWORD,
    'wrong password': WRONG_PASSWORD,
    'new password': NEW_PASSWORD,
    'card number': CARD_NUMBER,
    'card number, digits only': CARD_NUMBER.replaceAll(' ', ''),
  };
  const entries = () => server.logEntries() as LogEntry[];
  const withKey = (key: string) => entries().filter((e) => e[key] !== undefined);

  beforeAll(async () => {
    database = await createSystemDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'grant-logs-'));
    server = await startServer({
      env: {
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        REDIS_URL: isolatedRedisUrl(),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      },
    });
    donor = await storeUser(database.handle(), { password: DONOR_PASSWORD });
    const adminToken = await signIn(server.url, ADMIN.email, ADMIN.password);
    secrets['admin session token'] = adminToken;
    adminId = ((await call(server.url, 'GET', '/api/auth/me', { token: adminToken })).body as { _id: string })._id;

    // Sign-ins: a wrong password, an unknown account, then the right one.
    await call(server.url, 'POST', '/api/auth/login', { body: { email: donor.email, password: WRONG_PASSWORD } });
    await call(server.url, 'POST', '/api/auth/login', { body: { email: 'nobody@example.test', password: WRONG_PASSWORD } });
    const donorToken = await signIn(server.url, donor.email, DONOR_PASSWORD);
    secrets['donor session token'] = donorToken;

    // Refused calls: nobody signed in, a donor on an admin page, a token that does not exist.
    await call(server.url, 'GET', '/api/auth/me');
    await call(server.url, 'GET', '/api/users', { token: donorToken });
    await call(server.url, 'GET', '/api/auth/me', { token: 'forged-token-that-was-never-issued-0123456789' });
    secrets['forged token'] = 'forged-token-that-was-never-issued-0123456789';

    // Two-factor sign-in: enrolment, the second step with a code, and with a recovery code.
    const setup = (await call(server.url, 'POST', '/api/auth/2fa/setup', { token: donorToken, body: { password: DONOR_PASSWORD } }))
      .body as {
      secret: string;
      otpauthUrl: string;
    };
    secrets['TOTP secret'] = setup.secret;
    const enableCode = totpCode(setup.secret, -1);
    const enabled = await call(server.url, 'POST', '/api/auth/2fa/enable', { token: donorToken, body: { code: enableCode } });
    const { recoveryCodes } = enabled.body as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    recoveryCodes.forEach((code, i) => {
      secrets[`recovery code ${i + 1}`] = code;
    });
    const challenged = await call(server.url, 'POST', '/api/auth/login', { body: { email: donor.email, password: DONOR_PASSWORD } });
    const { challenge } = challenged.body as { challenge: string };
    secrets['sign-in challenge'] = challenge;
    const loginCode = totpCode(setup.secret);
    secrets['TOTP code'] = loginCode;
    await call(server.url, 'POST', '/api/auth/login/2fa', { body: { challenge, code: '000000' === loginCode ? '111111' : '000000' } });
    const second = await call(server.url, 'POST', '/api/auth/login/2fa', { body: { challenge, code: loginCode } });
    expect(second.status).toBe(200);
    secrets['session token after two-factor'] = (second.body as { token: string }).token;
    const again = (await call(server.url, 'POST', '/api/auth/login', { body: { email: donor.email, password: DONOR_PASSWORD } })).body as {
      challenge: string;
    };
    const byRecovery = await call(server.url, 'POST', '/api/auth/login/2fa', {
      body: { challenge: again.challenge, code: recoveryCodes[0] },
    });
    expect(byRecovery.status).toBe(200);

    // A password reset, through the outbox and the link's page, to a new password.
    const victim = await storeUser(database.handle());
    expect((await call(server.url, 'POST', '/api/auth/password-reset', { body: { email: victim.email } })).status).toBe(202);
    let mails: { to: string; text: string }[] = [];
    for (let i = 0; i < 50 && !mails.some((m) => m.to === victim.email); i++) {
      mails = (await call(server.url, 'GET', '/api/outbox', { token: adminToken })).body as typeof mails;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const link = /https?:\/\/\S+\?token=([^\s]+)/.exec(mails.find((m) => m.to === victim.email)?.text ?? '');
    const resetToken = decodeURIComponent(link?.[1] ?? '');
    expect(resetToken.length).toBeGreaterThan(20);
    secrets['reset token'] = resetToken;
    await call(server.url, 'GET', `/reset-password?token=${encodeURIComponent(resetToken)}`);
    const reset = await call(server.url, 'POST', '/api/auth/password-reset/confirm', {
      body: { token: resetToken, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);

    // Admin actions: a role change and a block.
    expect((await call(server.url, 'PATCH', `/api/volunteer/user/${victim.id}`, { token: adminToken })).status).toBe(200);
    expect((await call(server.url, 'PATCH', `/api/block/${victim.id}`, { token: adminToken })).status).toBe(200);

    // A card payment through the offline provider (the card travels in the body).
    const paid = await call(server.url, 'POST', '/api/payments', {
      token: donorToken,
      body: { amount: 500, card: { number: CARD_NUMBER, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '737' } },
    });
    expect(paid.status).toBe(201);
    await server.stop();
  });

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('logs every sign-in, good or bad, with the account and the outcome', () => {
    const signIns = withKey('signIn').map((e) => ({ ...(e.signIn as object), time: e.time, reqId: e.reqId }));
    expect(signIns).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ step: 'password', outcome: 'success', userId: adminId, email: ADMIN.email }),
        expect.objectContaining({ step: 'password', outcome: 'wrong-password', userId: donor.id }),
        expect.objectContaining({ step: 'password', outcome: 'unknown-account', userId: null, email: 'nobody@example.test' }),
        expect.objectContaining({ step: 'password', outcome: 'success', userId: donor.id }),
        expect.objectContaining({ step: 'password', outcome: 'second-factor-required', userId: donor.id }),
        expect.objectContaining({ step: 'second-factor', outcome: 'wrong-second-factor', userId: donor.id }),
        expect.objectContaining({ step: 'second-factor', outcome: 'success', userId: donor.id }),
      ]),
    );
    for (const entry of signIns) {
      expect(entry.time).toEqual(expect.any(Number));
      expect(entry.reqId).toEqual(expect.any(String));
    }
  });

  it('logs every refused call (401, 403) with who, the route and when', () => {
    const denied = withKey('accessDenied').map((e) => ({ ...(e.accessDenied as { route: string; statusCode: number }), time: e.time }));
    expect(denied).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ statusCode: 401, userId: null, method: 'GET', route: '/api/auth/me' }),
        expect.objectContaining({ statusCode: 403, userId: donor.id, role: 'donner', method: 'GET', route: '/api/users' }),
      ]),
    );
    // Anonymous and with the forged token; failed sign-ins (401 too) are logged here as well as above.
    const onMe = denied.filter((d) => d.route === '/api/auth/me');
    expect(onMe).toHaveLength(2);
    for (const entry of denied) expect(entry.time).toEqual(expect.any(Number));
  });

  it('logs every admin action with the admin, the action, the target and when', () => {
    const actions = withKey('audit').map((e) => ({ ...(e.audit as object), time: e.time }));
    expect(actions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'user.makeVolunteer', actorId: adminId, targetType: 'user', time: expect.any(Number) }),
        expect.objectContaining({ action: 'user.block', actorId: adminId, targetType: 'user', time: expect.any(Number) }),
      ]),
    );
  });

  it('never logs a password, a token, a two-factor secret or code, a recovery code or a card number', () => {
    const output = server.output();
    expect(output.length).toBeGreaterThan(1000);
    const leaked = Object.entries(secrets)
      .filter(([, value]) => value.length >= 6 && output.includes(value))
      .map(([name]) => name);
    expect(leaked).toEqual([]);
  });
});
