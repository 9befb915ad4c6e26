import { LIMITS, MESSAGES, SIGN_IN_LOCK_EMAIL } from '@grant/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, PASSWORD, uniqueEmail } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { outboxMessages } from '../../db/schema/index';

const WRONG = 'Wrong2026';
const LOCK_SECONDS = LIMITS.signInLockMinutes * 60;
let addressCount = 0;
/** A client address of its own for each call, as a botnet would have. */
const nextAddress = () => `203.0.113.${(++addressCount % 250) + 1}`;

type Attempt = { email: string; password: string; remoteAddress?: string; forwardedFor?: string };
const attempt = (t: TestApp, { email, password, remoteAddress = nextAddress(), forwardedFor }: Attempt) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

const lockedAnswer = { statusCode: 429, error: 'Too Many Requests', message: MESSAGES.signInLocked };

async function mailsTo(t: TestApp, email: string) {
  await t.services.background.settled();
  return t.db.select().from(outboxMessages).where(eq(outboxMessages.to, email));
}

/** `count` wrong passwords for `email`, from `addresses` client addresses taking turns; the status codes. */
async function wrongPasswords(t: TestApp, email: string, count: number, addresses = 1) {
  const from = Array.from({ length: addresses }, nextAddress);
  const codes: number[] = [];
  for (let i = 0; i < count; i++) codes.push((await attempt(t, { email, password: WRONG, remoteAddress: from[i % addresses] })).statusCode);
  return codes;
}

describe('the per-account limit on wrong passwords (default policy)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The real per address+account limit (10 in 15 minutes) stays on: 8 addresses stay under it.
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('pauses sign-in after 80 wrong passwords from 8 addresses: the right one is refused, whatever X-Forwarded-For says', async () => {
    const user = await createUser(t);
    const codes = await wrongPasswords(t, user.email, 80, 8);
    expect(codes.slice(0, LIMITS.signInLockFailures)).toEqual(Array(LIMITS.signInLockFailures).fill(401));
    expect(new Set(codes.slice(LIMITS.signInLockFailures))).toEqual(new Set([429]));

    for (const forwardedFor of [undefined, '198.51.100.7', '10.0.0.1, 127.0.0.1']) {
      const right = await attempt(t, { email: user.email, password: PASSWORD, forwardedFor });
      expect(right.statusCode).toBe(429);
      expect(right.json()).toEqual(lockedAnswer);
      const retryAfter = Number(right.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(LOCK_SECONDS - 60);
      expect(retryAfter).toBeLessThanOrEqual(LOCK_SECONDS);
    }
    // The typed address in another case is the same account.
    expect((await attempt(t, { email: user.email.toUpperCase(), password: PASSWORD })).json()).toEqual(lockedAnswer);
  });

  it('e-mails the owner once per pause, however many attempts follow', async () => {
    const user = await createUser(t, { name: 'Rumana Begum' });
    await wrongPasswords(t, user.email, LIMITS.signInLockFailures + 5, 3);
    const mails = await mailsTo(t, user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(SIGN_IN_LOCK_EMAIL.subject);
    expect(mails[0]?.text).toBe(SIGN_IN_LOCK_EMAIL.text('Rumana Begum'));
  });

  it('counts failures from simultaneous attempts once each, and e-mails once', async () => {
    const user = await createUser(t);
    const codes = await Promise.all(
      Array.from({ length: LIMITS.signInLockFailures * 2 }, () => attempt(t, { email: user.email, password: WRONG })),
    ).then((answers) => answers.map((a) => a.statusCode));
    expect(codes.filter((code) => code === 401).length).toBeGreaterThanOrEqual(LIMITS.signInLockFailures);
    expect((await attempt(t, { email: user.email, password: PASSWORD })).json()).toEqual(lockedAnswer);
    expect(await mailsTo(t, user.email)).toHaveLength(1);
  });

  it('answers an address without an account the same way, and e-mails nobody', async () => {
    const email = uniqueEmail('nobody');
    const codes = await wrongPasswords(t, email, LIMITS.signInLockFailures + 1, 4);
    expect(codes.at(-1)).toBe(429);
    expect((await attempt(t, { email, password: PASSWORD })).json()).toEqual(lockedAnswer);
    expect(await mailsTo(t, email)).toHaveLength(0);
  });

  it('starts the count again after the right password', async () => {
    const user = await createUser(t);
    await wrongPasswords(t, user.email, LIMITS.signInLockFailures - 1, 3);
    expect((await attempt(t, { email: user.email, password: PASSWORD })).statusCode).toBe(200);
    await wrongPasswords(t, user.email, LIMITS.signInLockFailures - 1, 3);
    expect((await attempt(t, { email: user.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('ends the pause with a password reset: the new password works at once', async () => {
    const user = await createUser(t);
    await wrongPasswords(t, user.email, LIMITS.signInLockFailures, 2);
    expect((await attempt(t, { email: user.email, password: PASSWORD })).statusCode).toBe(429);

    const asked = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: user.email } });
    expect(asked.statusCode).toBe(202);
    const link = (await mailsTo(t, user.email)).map((mail) => /reset-password\?token=([\w-]+)/.exec(mail.text)?.[1]).find(Boolean);
    if (!link) throw new Error('no reset link in the outbox');
    const fresh = 'Fresh2026';
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token: link, password: fresh, confirmPassword: fresh },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await attempt(t, { email: user.email, password: fresh })).statusCode).toBe(200);
  });
});

describe('the pause ends by itself', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ signInLockout: { maxFailures: 3, windowMs: 60_000, lockMs: 1_000 } });
  });
  afterAll(() => t.close());

  it('lets the right password in once the pause is over, and counts afresh', async () => {
    const user = await createUser(t);
    await wrongPasswords(t, user.email, 3, 3);
    expect((await attempt(t, { email: user.email, password: PASSWORD })).statusCode).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await attempt(t, { email: user.email, password: WRONG })).statusCode).toBe(401);
    expect((await attempt(t, { email: user.email, password: PASSWORD })).statusCode).toBe(200);
  });
});
