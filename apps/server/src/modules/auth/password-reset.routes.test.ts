import { createHash } from 'node:crypto';
import { MESSAGES, PASSWORD_RESET_MESSAGES } from '@grant/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createUser, PASSWORD, signedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { outboxMessages, passwordResetTokens } from '../../db/schema/index';
import { TEST_FAST_PASSWORD_HASH } from './password-hasher';

const NEW_PASSWORD = 'Fresh2026';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    loginRateLimit: { max: 1000, windowMs: 60_000 },
    passwordResetRateLimit: {
      perEmail: { max: 1000, windowMs: 60_000 },
      perIp: { max: 1000, windowMs: 60_000 },
      confirmPerIp: { max: 1000, windowMs: 60_000 },
    },
  });
});
afterAll(() => t.close());

const requestReset = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, headers });

const confirm = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password, confirmPassword } });

/** The messages in the outbox for this address, once every started request is handled. */
async function mailsTo(email: string) {
  await t.services.passwordReset.settled();
  return t.db.select().from(outboxMessages).where(eq(outboxMessages.to, email));
}

/** Asks for a reset and answers the token from the link of the e-mail it sends. */
async function resetToken(email: string, headers: Record<string, string> = {}) {
  const before = (await mailsTo(email)).length;
  expect((await requestReset(email, headers)).statusCode).toBe(202);
  const mails = await mailsTo(email);
  expect(mails).toHaveLength(before + 1);
  const token = /\/reset-password\?token=([\w-]+)/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!token) throw new Error('no reset link in the e-mail');
  return token;
}

const loginStatus = async (email: string, password: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })).statusCode;

describe('POST /api/auth/password-reset', () => {
  it('gives a known and an unknown address the same 202 answer, and mails only the known one', async () => {
    const user = await createUser(t);
    const known = await requestReset(user.email);
    const unknown = await requestReset('nobody-at-all@example.test');

    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.requested });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(await mailsTo('nobody-at-all@example.test')).toHaveLength(0);
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('Reset your Grant password');
    expect(mail?.text).toMatch(/^http:\/\/localhost(:\d+)?\/reset-password\?token=[\w-]{43}$/m);
  });

  it('answers before the e-mail is sent, so its timing does not tell whether the account exists', async () => {
    const user = await createUser(t);
    const mailer = t.services.mailer as { send: (message: unknown) => Promise<void> };
    const send = mailer.send;
    let release = () => {};
    let sending = false;
    mailer.send = async (message) => {
      sending = true;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return send(message);
    };
    try {
      const res = await requestReset(user.email);
      expect(res.statusCode).toBe(202);
      await expect.poll(() => sending).toBe(true);
      expect(await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, user.email))).toHaveLength(0);
    } finally {
      release();
      mailer.send = send;
    }
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('sends the link to the stored address whatever the case of the one typed', async () => {
    const user = await createUser(t);
    expect((await requestReset(`  ${user.email.toUpperCase()} `)).statusCode).toBe(202);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('makes a 256-bit token and stores only its SHA-256, valid for 30 minutes', async () => {
    const user = await createUser(t);
    const started = Date.now();
    const token = await resetToken(user.email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const rows = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    const ttl = (rows[0]?.expiresAt.getTime() ?? 0) - started;
    expect(ttl).toBeGreaterThan(29 * 60_000);
    expect(ttl).toBeLessThanOrEqual(30 * 60_000 + 5_000);
  });

  it("never builds the link on the request's Host header: without PUBLIC_URL it is the server's own address", async () => {
    const user = await createUser(t);
    await resetToken(user.email, { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' });
    const [mail] = await mailsTo(user.email);
    expect(mail?.text).not.toContain('attacker.example');
    expect(mail?.text).toContain('http://localhost:3000/reset-password?token=');
  });

  it('refuses an address that is not one', async () => {
    const res = await requestReset('not-an-email');
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/auth/password-reset/confirm', () => {
  it('sets the new password, ends every session of the account and works only once', async () => {
    const { user, headers } = await signedInUser(t);
    const other = await signedInUser(t, { email: undefined });
    const token = await resetToken(user.email);

    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.done });

    expect(await loginStatus(user.email, PASSWORD)).toBe(401);
    expect(await loginStatus(user.email, NEW_PASSWORD)).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(401);
    // Sessions of other accounts are untouched.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: other.headers })).statusCode).toBe(200);

    const again = await confirm(token, 'Another2026');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(PASSWORD_RESET_MESSAGES.invalidToken);
    expect(await loginStatus(user.email, NEW_PASSWORD)).toBe(200);
  });

  it('stores the new password as an argon2id hash at the real cost', async () => {
    const user = await createUser(t);
    // The suite hashes cheaply (vitest.config.ts); this test is about the hash, so it uses the real one.
    vi.stubEnv(TEST_FAST_PASSWORD_HASH, '0');
    try {
      await confirm(await resetToken(user.email));
    } finally {
      vi.unstubAllEnvs();
    }
    const stored = await t.services.repositories.users.findById(user.id);
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses an expired token', async () => {
    const user = await createUser(t);
    const token = await resetToken(user.email);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));

    const res = await confirm(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PASSWORD_RESET_MESSAGES.invalidToken);
    expect(await loginStatus(user.email, PASSWORD)).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const res = await confirm('x'.repeat(43));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: PASSWORD_RESET_MESSAGES.invalidToken });
  });

  it('keeps only the latest link working', async () => {
    const user = await createUser(t);
    const first = await resetToken(user.email);
    const second = await resetToken(user.email);
    expect((await confirm(first)).statusCode).toBe(400);
    expect((await confirm(second)).statusCode).toBe(200);
  });

  it("applies the spec's password rules, and a refused password leaves the token usable", async () => {
    const user = await createUser(t);
    const token = await resetToken(user.email);
    const cases: [string, string, string][] = [
      ['Ab1', 'Ab1', MESSAGES.passwordTooShort],
      ['abcdef1', 'abcdef1', MESSAGES.passwordNeedsUppercase],
      ['ABCDEF1', 'ABCDEF1', MESSAGES.passwordNeedsLowercase],
      ['Abcdefg', 'Abcdefg', MESSAGES.passwordNeedsNumber],
      [NEW_PASSWORD, 'Different1', MESSAGES.passwordsDiffer],
    ];
    for (const [password, confirmPassword, message] of cases) {
      const res = await confirm(token, password, confirmPassword);
      expect(res.statusCode, password).toBe(400);
      expect(res.json().message, password).toBe(message);
    }
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous uses of a token through', async () => {
    const user = await createUser(t);
    const token = await resetToken(user.email);
    const answers = await Promise.all([confirm(token, 'Racing2026'), confirm(token, 'Winning2026')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });
});

describe('GET /api/outbox', () => {
  it('shows admins the kept e-mails, newest first, with the link', async () => {
    const admin = await signedInUser(t, { role: 'admin' });
    const user = await createUser(t);
    await resetToken(user.email);

    const res = await t.app.inject({ method: 'GET', url: '/api/outbox?limit=5', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const [newest] = res.json();
    expect(newest).toMatchObject({ to: user.email, subject: 'Reset your Grant password' });
    expect(newest.text).toContain('/reset-password?token=');
    expect(Number(res.headers['x-total-count'])).toBeGreaterThan(0);
  });

  it('is closed to everyone else', async () => {
    const donor = await signedInUser(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/outbox', headers: donor.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/outbox', headers: bearer('forged') })).statusCode).toBe(401);
  });
});
