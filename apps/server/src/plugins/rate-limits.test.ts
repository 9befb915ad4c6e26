import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, PASSWORD, uniqueEmail } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loadConfig } from '../config';

const tight = { max: 2, windowMs: 60_000 };
const limits = {
  loginRateLimit: tight,
  loginIpRateLimit: { max: 3, windowMs: 60_000 },
  registerRateLimit: tight,
  passwordResetRateLimit: { perEmail: tight, perIp: { max: 4, windowMs: 60_000 }, confirmPerIp: tight },
};

/** A different client address for each test, so their counters never meet. */
let lastOctet = 10;
const nextAddress = () => `203.0.113.${++lastOctet}`;
/** What a client would send to pass for someone else: a fresh X-Forwarded-For on every request. */
const spoofed = () => ({ 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(limits);
});
afterAll(() => t.close());

type Post = { url: string; payload?: object; remoteAddress: string; headers?: Record<string, string> };
const post = (app: TestApp['app'], { url, payload, remoteAddress, headers }: Post) =>
  app.inject({ method: 'POST', url, payload, remoteAddress, headers: { ...spoofed(), ...headers } });

describe('proxy trust', () => {
  it('is off unless TRUST_PROXY says otherwise, so X-Forwarded-For is not the client address', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
  });
});

describe('rate limits, keyed on the connection address whatever X-Forwarded-For says', () => {
  it('login: one address cannot try one password on many accounts', async () => {
    const remoteAddress = nextAddress();
    const codes = [];
    for (let i = 0; i < 4; i++) {
      codes.push(
        (await post(t.app, { url: '/api/auth/login', payload: { email: uniqueEmail(), password: PASSWORD }, remoteAddress })).statusCode,
      );
    }
    expect(codes).toEqual([401, 401, 401, 429]);
    // Another address is not held back.
    const user = await createUser(t);
    const other = await post(t.app, {
      url: '/api/auth/login',
      payload: { email: user.email, password: PASSWORD },
      remoteAddress: nextAddress(),
    });
    expect(other.statusCode).toBe(200);
  });

  it('login: per address and account, under the looser per-address limit', async () => {
    const remoteAddress = nextAddress();
    const payload = { email: uniqueEmail(), password: 'Wrong2026' };
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await post(t.app, { url: '/api/auth/login', payload, remoteAddress })).statusCode);
    expect(codes).toEqual([401, 401, 429]);
  });

  it('registration: per address', async () => {
    const remoteAddress = nextAddress();
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await post(t.app, { url: '/api/auth/register', remoteAddress })).statusCode);
    expect(codes.slice(0, 2)).not.toContain(429);
    expect(codes[2]).toBe(429);
  });

  it('reset requests: per account, even from many addresses', async () => {
    const user = await createUser(t);
    const codes = [];
    for (let i = 0; i < 3; i++) {
      codes.push(
        (await post(t.app, { url: '/api/auth/password-reset', payload: { email: user.email }, remoteAddress: nextAddress() })).statusCode,
      );
    }
    expect(codes).toEqual([202, 202, 429]);
    const res = await post(t.app, {
      url: '/api/auth/password-reset',
      payload: { email: user.email.toUpperCase() },
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(429);
    await t.services.passwordReset.settled();
  });

  it('reset requests: per address, over many accounts', async () => {
    const remoteAddress = nextAddress();
    const codes = [];
    for (let i = 0; i < 5; i++) {
      codes.push((await post(t.app, { url: '/api/auth/password-reset', payload: { email: uniqueEmail() }, remoteAddress })).statusCode);
    }
    expect(codes).toEqual([202, 202, 202, 202, 429]);
    expect(codes.at(-1)).toBe(429);
    await t.services.passwordReset.settled();
  });

  it('reset confirmations: per address', async () => {
    const remoteAddress = nextAddress();
    const payload = { token: 'x'.repeat(43), password: 'Guess2026', confirmPassword: 'Guess2026' };
    const codes = [];
    for (let i = 0; i < 3; i++)
      codes.push((await post(t.app, { url: '/api/auth/password-reset/confirm', payload, remoteAddress })).statusCode);
    expect(codes).toEqual([400, 400, 429]);
    const other = await post(t.app, { url: '/api/auth/password-reset/confirm', payload, remoteAddress: nextAddress() });
    expect(other.statusCode).toBe(400);
  });
});

describe('rate limits shared through Redis (REDIS_URL)', () => {
  // CI runs Redis on this address, as does the development machine; REDIS_URL_TEST names another.
  const redisUrl = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379';
  const nameSpace = `grant-test-${randomBytes(6).toString('hex')}:`;
  let first: TestApp;
  let second: TestApp;
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });

  beforeAll(async () => {
    await redis.connect();
    const config = { ...limits, redisUrl, rateLimitNameSpace: nameSpace };
    first = await createTestApp(config);
    second = await createTestApp(config);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    const keys = await redis.keys(`${nameSpace}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('hold on every server process: a limit reached on one is enforced by the other', async () => {
    const remoteAddress = nextAddress();
    const payload = { token: 'y'.repeat(43), password: 'Guess2026', confirmPassword: 'Guess2026' };
    const url = '/api/auth/password-reset/confirm';
    expect((await post(first.app, { url, payload, remoteAddress })).statusCode).toBe(400);
    expect((await post(second.app, { url, payload, remoteAddress })).statusCode).toBe(400);
    expect((await post(first.app, { url, payload, remoteAddress })).statusCode).toBe(429);
    expect((await post(second.app, { url, payload, remoteAddress })).statusCode).toBe(429);
    // The counters live in Redis under this run's prefix.
    expect((await redis.keys(`${nameSpace}*`)).length).toBeGreaterThan(0);
  });

  it('share the per-address login limit too', async () => {
    const remoteAddress = nextAddress();
    const codes = [];
    for (const app of [first.app, second.app, first.app, second.app]) {
      codes.push(
        (await post(app, { url: '/api/auth/login', payload: { email: uniqueEmail(), password: PASSWORD }, remoteAddress })).statusCode,
      );
    }
    expect(codes).toEqual([401, 401, 401, 429]);
  });
});
