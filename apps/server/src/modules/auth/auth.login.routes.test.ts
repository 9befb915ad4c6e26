import { MESSAGES } from '@grant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, images, multipart, PASSWORD, registerFields } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

const LOGIN_MAX = 3;
const REGISTER_MAX = 2;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    loginRateLimit: { max: LOGIN_MAX, windowMs: 60_000 },
    registerRateLimit: { max: REGISTER_MAX, windowMs: 60_000 },
  });
});
afterAll(() => t.close());

const login = (payload: object, extra: { headers?: Record<string, string>; remoteAddress?: string } = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, ...extra });

describe('POST /api/auth/login', () => {
  it('answers 200 with a working token and the session user', async () => {
    const user = await createUser(t, { name: 'Nusrat Jahan', role: 'volunteer' });
    const res = await login({ email: user.email, password: PASSWORD });

    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual({
      _id: user.id,
      displayName: 'Nusrat Jahan',
      email: user.email,
      photoURL: null,
      Role: 'volunteer',
      Status: 'Active',
      division: 'Dhaka',
      district: 'Gazipur',
      blood: 'O+',
      updatedAt: user.updatedAt.toISOString(),
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(body.token) });
    expect(me.json()._id).toBe(user.id);
  });

  it('treats the email case-insensitively', async () => {
    const user = await createUser(t);
    const res = await login({ email: `  ${user.email.toUpperCase()}  `, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(user.email);
  });

  it('gives a wrong password and an unknown email the same 401 answer', async () => {
    const user = await createUser(t);
    const wrongPassword = await login({ email: user.email, password: 'Wrong123' });
    const unknownEmail = await login({ email: 'nobody-here@example.test', password: PASSWORD });

    const expected = { statusCode: 401, error: 'Unauthorized', message: MESSAGES.invalidCredentials };
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(expected);
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.body).toBe(wrongPassword.body);
  });

  it('lets a blocked user sign in, with Status block (the web app then shows the block message)', async () => {
    const user = await createUser(t, { status: 'block' });
    const res = await login({ email: user.email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.Status).toBe('block');
  });

  it.each([
    ['no password', { email: 'a@example.test' }],
    ['an empty password', { email: 'a@example.test', password: '' }],
    ['no email', { password: PASSWORD }],
    ['an invalid email', { email: 'nope', password: PASSWORD }],
  ])('refuses %s with 400', async (_case, payload) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });
});

describe('login rate limit', () => {
  it('answers 429 with retry-after once the attempts are used up, even for the right password', async () => {
    const user = await createUser(t);
    for (let i = 0; i < LOGIN_MAX; i++) expect((await login({ email: user.email, password: 'Wrong123' })).statusCode).toBe(401);

    const limited = await login({ email: user.email, password: PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: MESSAGES.tooManyAttempts });
  });

  it('is not reset by a spoofed X-Forwarded-For header', async () => {
    const user = await createUser(t);
    for (let i = 0; i < LOGIN_MAX; i++) await login({ email: user.email, password: 'Wrong123' });

    for (const address of ['203.0.113.7', '198.51.100.1, 203.0.113.9']) {
      const spoofed = await login({ email: user.email, password: PASSWORD }, { headers: { 'x-forwarded-for': address } });
      expect(spoofed.statusCode).toBe(429);
    }
  });

  it('counts every spelling of one email (case, spaces) against the same limit', async () => {
    const user = await createUser(t);
    const spellings = [user.email.toUpperCase(), ` ${user.email}`, `${user.email}  `];
    for (const email of spellings) expect((await login({ email, password: 'Wrong123' })).statusCode).toBe(401);
    expect((await login({ email: user.email, password: PASSWORD })).statusCode).toBe(429);
  });

  it('limits per address and account: another address, or another account, is not locked out', async () => {
    const victim = await createUser(t);
    const other = await createUser(t);
    for (let i = 0; i < LOGIN_MAX; i++) await login({ email: victim.email, password: 'Wrong123' });
    expect((await login({ email: victim.email, password: PASSWORD })).statusCode).toBe(429);

    expect((await login({ email: victim.email, password: PASSWORD }, { remoteAddress: '192.0.2.44' })).statusCode).toBe(200);
    expect((await login({ email: other.email, password: PASSWORD })).statusCode).toBe(200);
  });
});

describe('register rate limit', () => {
  it('answers 429 once the registrations from one address are used up', async () => {
    const register = async () =>
      t.app.inject({ method: 'POST', url: '/api/auth/register', ...(await multipart(registerFields(), { image: await images.png() })) });
    for (let i = 0; i < REGISTER_MAX; i++) expect((await register()).statusCode).toBe(201);

    const limited = await register();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().message).toBe(MESSAGES.tooManyAttempts);
  });
});
