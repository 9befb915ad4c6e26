import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { CHANNEL_TEXTS } from '@grant/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { signedInUser } from '../../../test/factories';
import { browserSubscription } from '../../../test/push-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { pushSubscriptions } from '../../db/schema/index';
import { MAX_DEVICES_PER_PERSON } from './push.service';
import { type HostResolver, isAllowedPushEndpoint, isPublicAddress } from './push-endpoint';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const subscribe = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers, payload });
const rowsOf = (userId: string) => t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe('GET /api/push/key', () => {
  it('answers a P-256 public key, made once and kept in DATA_DIR', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/push/key' });
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json();
    const raw = Buffer.from(publicKey, 'base64url');
    expect(raw).toHaveLength(65);
    expect(raw[0]).toBe(4);
    expect((await t.app.inject({ method: 'GET', url: '/api/push/key' })).json().publicKey).toBe(publicKey);
    expect(JSON.parse(readFileSync(path.join(t.dataDir, 'vapid.json'), 'utf8')).publicKey).toBe(publicKey);
  });

  it('answers VAPID_PUBLIC_KEY when the keys are configured', async () => {
    const keys = webpush.generateVAPIDKeys();
    const configured = await createTestApp({ push: { vapid: keys, subject: 'mailto:a@example.org', timeoutMs: 1000 } });
    try {
      expect((await configured.app.inject({ method: 'GET', url: '/api/push/key' })).json()).toEqual({ publicKey: keys.publicKey });
    } finally {
      await configured.close();
    }
  });
});

describe('POST and DELETE /api/push/subscriptions', () => {
  it('keeps several devices per person; the same endpoint again is updated and moves to whoever subscribes it', async () => {
    const ana = await signedInUser(t);
    const bob = await signedInUser(t);
    const phone = browserSubscription();
    const laptop = browserSubscription();
    const first = await subscribe(ana.headers, phone.json);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ id: expect.any(String) });
    expect((await subscribe(ana.headers, laptop.json)).statusCode).toBe(201);
    expect(await rowsOf(ana.user.id)).toHaveLength(2);

    // Bob signs in on Ana's phone: its new keys, and its alerts are now his.
    const renewed = browserSubscription(phone.json.endpoint);
    const again = await subscribe(bob.headers, renewed.json);
    expect(again.json().id).toBe(first.json().id);
    expect((await rowsOf(ana.user.id)).map((row) => row.endpoint)).toEqual([laptop.json.endpoint]);
    expect(await rowsOf(bob.user.id)).toMatchObject([{ endpoint: phone.json.endpoint, p256dh: renewed.json.keys.p256dh }]);
  });

  it('deletes only the caller’s own subscription', async () => {
    const ana = await signedInUser(t);
    const bob = await signedInUser(t);
    const device = browserSubscription();
    await subscribe(ana.headers, device.json);
    const unsubscribe = (headers: Record<string, string>) =>
      t.app.inject({ method: 'DELETE', url: '/api/push/subscriptions', headers, payload: { endpoint: device.json.endpoint } });
    expect((await unsubscribe(bob.headers)).json()).toEqual({ deletedCount: 0 });
    expect(await rowsOf(ana.user.id)).toHaveLength(1);
    expect((await unsubscribe(ana.headers)).json()).toEqual({ deletedCount: 1 });
    expect(await rowsOf(ana.user.id)).toHaveLength(0);
  });

  it(`keeps the newest ${MAX_DEVICES_PER_PERSON} devices of one person`, async () => {
    const ana = await signedInUser(t);
    const first = browserSubscription();
    await subscribe(ana.headers, first.json);
    for (let i = 0; i < MAX_DEVICES_PER_PERSON; i++) await subscribe(ana.headers, browserSubscription().json);
    const rows = await rowsOf(ana.user.id);
    expect(rows).toHaveLength(MAX_DEVICES_PER_PERSON);
    expect(rows.map((row) => row.endpoint)).not.toContain(first.json.endpoint);
  });

  it.each([
    [
      'a key of the wrong length',
      (s: ReturnType<typeof browserSubscription>['json']) => ({ ...s, keys: { ...s.keys, p256dh: s.keys.p256dh.slice(0, 40) } }),
    ],
    [
      'an auth secret of the wrong length',
      (s: ReturnType<typeof browserSubscription>['json']) => ({ ...s, keys: { ...s.keys, auth: `${s.keys.auth}AA` } }),
    ],
    [
      'a key that is no point on P-256',
      (s: ReturnType<typeof browserSubscription>['json']) => ({ ...s, keys: { ...s.keys, p256dh: `B${'A'.repeat(86)}` } }),
    ],
    [
      'keys that are not base64url',
      (s: ReturnType<typeof browserSubscription>['json']) => ({ ...s, keys: { ...s.keys, auth: '!'.repeat(22) } }),
    ],
    ['no keys', (s: ReturnType<typeof browserSubscription>['json']) => ({ endpoint: s.endpoint })],
    [
      'a plain http endpoint elsewhere than this machine',
      (s: ReturnType<typeof browserSubscription>['json']) => ({ ...s, endpoint: 'http://push.example.test/x' }),
    ],
    ['an endpoint that is no URL', (s: ReturnType<typeof browserSubscription>['json']) => ({ ...s, endpoint: 'push service' })],
  ])('refuses %s with 400 and a message', async (_what, spoil) => {
    const ana = await signedInUser(t);
    const res = await subscribe(ana.headers, spoil(browserSubscription().json));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^This browser gave (a )?push/);
    expect(await rowsOf(ana.user.id)).toHaveLength(0);
  });

  it('takes plain http on this machine outside production (the tests’ push service)', async () => {
    const ana = await signedInUser(t);
    expect((await subscribe(ana.headers, browserSubscription('http://127.0.0.1:9/push/1').json)).statusCode).toBe(201);
  });
});

describe('which push endpoints the server sends to', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', true, true],
    ['https://updates.push.services.mozilla.com/wpush/v2/x', true, true],
    ['http://127.0.0.1:8080/push', true, false],
    ['http://localhost:8080/push', true, false],
    ['http://[::1]:8080/push', true, false],
    ['http://push.example.test/push', false, false],
    ['http://10.0.0.5/push', false, false],
    ['https://10.0.0.5/push', true, false],
    ['https://localhost/push', true, false],
    ['https://user:pw@push.example.test/x', false, false],
    ['ftp://push.example.test/x', false, false],
  ])('%s: elsewhere %s, in production %s', (endpoint, elsewhere, production) => {
    expect(isAllowedPushEndpoint(endpoint, 'test')).toBe(elsewhere);
    expect(isAllowedPushEndpoint(endpoint, 'development')).toBe(elsewhere);
    expect(isAllowedPushEndpoint(endpoint, 'production')).toBe(production);
  });

  it('refuses a plain http subscription on loopback in production', async () => {
    const production = await createTestApp({ env: 'production' });
    try {
      const ana = await signedInUser(production);
      const res = await production.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: ana.headers,
        payload: browserSubscription('http://127.0.0.1:9/push/1').json,
      });
      expect(res.statusCode).toBe(400);
    } finally {
      await production.close();
    }
  });
});

describe('the addresses a push endpoint’s name leads to (in production)', () => {
  it.each([
    ['8.8.8.8', true],
    ['2606:4700::1111', true],
    ['127.0.0.1', false],
    ['127.3.4.5', false],
    ['::1', false],
    ['10.0.0.5', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['fe80::1', false],
    ['fc00::1', false],
    ['fd12:3456::1', false],
    ['100.64.0.1', false],
    ['224.0.0.1', false],
    ['ff02::1', false],
    ['0.0.0.0', false],
    ['::', false],
    ['255.255.255.255', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.5', false],
    ['::ffff:a9fe:a9fe', false],
    ['64:ff9b::a00:5', false],
    ['not an address', false],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  /** A stand-in for DNS: each name's addresses, as a resolver would answer them. */
  const fakeDns =
    (names: Record<string, string[]>): HostResolver =>
    async (hostname) => {
      const addresses = names[hostname];
      if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
      return addresses.map((address) => ({ address, family: isIP(address) }));
    };

  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp({
      env: 'production',
      push: {
        subject: 'mailto:ops@grant.example.org',
        timeoutMs: 1000,
        resolve: fakeDns({
          'push.public.test': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
          'push.loopback.test': ['127.0.0.1'],
          'push.private.test': ['10.0.0.5'],
          'push.mapped.test': ['::ffff:192.168.1.1'],
          'push.unique-local.test': ['fd00::1'],
          'push.cgnat.test': ['100.64.1.1'],
          'push.metadata.test': ['169.254.169.254'],
          'push.mixed.test': ['93.184.215.14', '127.0.0.1'],
        }),
      },
    });
  });
  afterAll(() => production?.close());

  const subscribeThere = async (endpoint: string) => {
    const ana = await signedInUser(production);
    const res = await production.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: ana.headers,
      payload: browserSubscription(endpoint).json,
    });
    return { res, rows: await production.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, ana.user.id)) };
  };

  it('takes a name that resolves to public addresses only', async () => {
    const { res, rows } = await subscribeThere('https://push.public.test/send/1');
    expect(res.statusCode, res.body).toBe(201);
    expect(rows).toHaveLength(1);
  });

  it.each([
    'push.loopback.test:3391',
    'push.private.test',
    'push.mapped.test',
    'push.unique-local.test',
    'push.cgnat.test',
    'push.metadata.test',
    'push.mixed.test',
  ])('refuses https://%s/x, whose name leads inside a network, with 400 and a message', async (host) => {
    const { res, rows } = await subscribeThere(`https://${host}/x`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CHANNEL_TEXTS.pushEndpointInward);
    expect(rows).toHaveLength(0);
  });

  it('refuses a name that resolves to nothing with 400 and a message', async () => {
    const { res, rows } = await subscribeThere('https://push.nowhere.test/x');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CHANNEL_TEXTS.pushEndpointUnresolved);
    expect(rows).toHaveLength(0);
  });
});
