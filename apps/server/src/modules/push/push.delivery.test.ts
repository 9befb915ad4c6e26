import { createPublicKey, verify } from 'node:crypto';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { decrypt } from 'http_ece';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, signedInUser } from '../../../test/factories';
import { type LocalHttpService, startLocalHttpService } from '../../../test/local-http-service';
import { browserSubscription } from '../../../test/push-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { pushSubscriptions } from '../../db/schema/index';
import { PushDeliveryError } from './push.service';

/**
 * The whole server side of Web Push against a local push service: this test is the browser (its
 * P-256 key pair and auth secret) and the push service (the HTTP server the POST reaches). It
 * decrypts what arrived (RFC 8291, aes128gcm) and checks the VAPID token (RFC 8292) with the key
 * the server hands out at GET /api/push/key.
 */
let t: TestApp;
let pushService: LocalHttpService;
const SUBJECT = 'mailto:ops@grant.example.org';

beforeAll(async () => {
  pushService = await startLocalHttpService();
  // The subject and a short time-out, as configured (VAPID_SUBJECT); the keys are made in DATA_DIR.
  t = await createTestApp({ push: { subject: SUBJECT, timeoutMs: 500 } });
});
afterAll(async () => {
  await t?.close();
  await pushService?.close();
});
beforeEach(() => {
  pushService.calls.length = 0;
  pushService.answerWith((_call, reply) => reply.writeHead(201).end());
});

async function subscribedDevice(headers: Record<string, string>, path = `/push/${Math.random().toString(36).slice(2)}`) {
  const device = browserSubscription(`${pushService.url}${path}`);
  const res = await t.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers, payload: device.json });
  expect(res.statusCode, res.body).toBe(201);
  return { ...device, path, id: res.json().id as string };
}

/** ES256 over `header.payload`, checked with the raw P-256 public key the server hands to browsers. */
function verifyVapidToken(token: string, publicKey: string) {
  const [header = '', payload = '', signature = ''] = token.split('.');
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  return {
    valid,
    header: JSON.parse(Buffer.from(header, 'base64url').toString()),
    claims: JSON.parse(Buffer.from(payload, 'base64url').toString()),
  };
}

describe('sending a push (RFC 8030 / 8291 / 8292)', () => {
  it('reaches the device encrypted to its keys, signed with the VAPID key browsers subscribed with, with TTL and Urgency', async () => {
    const donor = await signedInUser(t);
    const device = await subscribedDevice(donor.headers);
    const { publicKey } = (await t.app.inject({ method: 'GET', url: '/api/push/key' })).json();
    const payload = { type: 'request-alert', requestId: 'r-1', blood: 'A+', title: 'রক্ত প্রয়োজন', url: 'https://grant.example/details/r-1' };

    const result = await t.services.push.sendToUser(donor.user.id, payload, { urgency: 'high', ttlSeconds: 3600 });

    expect(result).toEqual({ delivered: 1, removed: 0 });
    expect(pushService.calls).toHaveLength(1);
    const [call] = pushService.calls;
    if (!call) throw new Error('nothing arrived');
    expect(call.method).toBe('POST');
    expect(call.path).toBe(device.path);
    expect(call.headers['content-encoding']).toBe('aes128gcm');
    expect(call.headers.ttl).toBe('3600');
    expect(call.headers.urgency).toBe('high');
    // Only the device's private key and auth secret open it.
    const plain = decrypt(call.body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.authSecret });
    expect(JSON.parse(plain.toString('utf8'))).toEqual(payload);
    const stranger = browserSubscription();
    expect(() => decrypt(call.body, { version: 'aes128gcm', privateKey: stranger.ecdh, authSecret: stranger.authSecret })).toThrow();

    const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(call.headers.authorization ?? '');
    expect(match?.[2]).toBe(publicKey);
    const token = verifyVapidToken(match?.[1] ?? '', publicKey);
    expect(token.valid).toBe(true);
    expect(token.header).toEqual({ typ: 'JWT', alg: 'ES256' });
    expect(token.claims.aud).toBe(pushService.url);
    expect(token.claims.sub).toBe(SUBJECT);
    const hoursLeft = (token.claims.exp * 1000 - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(1);
    expect(hoursLeft).toBeLessThanOrEqual(24);

    const [row] = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
    expect(row?.lastSuccessAt).toBeInstanceOf(Date);
  });

  it('reaches every device of the person, and nobody else', async () => {
    const donor = await signedInUser(t);
    const other = await signedInUser(t);
    const phone = await subscribedDevice(donor.headers);
    const laptop = await subscribedDevice(donor.headers);
    await subscribedDevice(other.headers);

    expect(await t.services.push.sendToUser(donor.user.id, { n: 1 }, { urgency: 'normal', ttlSeconds: 60 })).toEqual({
      delivered: 2,
      removed: 0,
    });
    expect(pushService.calls.map((call) => call.path).sort()).toEqual([phone.path, laptop.path].sort());
    expect(pushService.calls.every((call) => call.headers.urgency === 'normal')).toBe(true);
  });

  it('answers nothing sent for a person without devices', async () => {
    const donor = await createUser(t);
    expect(await t.services.push.sendToUser(donor.id, { n: 1 }, { urgency: 'high', ttlSeconds: 60 })).toEqual({ delivered: 0, removed: 0 });
    expect(pushService.calls).toHaveLength(0);
  });

  it('tells which people have a device, in one answer for many', async () => {
    const [twoDevices, oneDevice] = [await signedInUser(t), await signedInUser(t)];
    const none = await createUser(t);
    await subscribedDevice(twoDevices.headers);
    await subscribedDevice(twoDevices.headers);
    await subscribedDevice(oneDevice.headers);
    const reachable = await t.services.push.usersWithDevices([twoDevices.user.id, oneDevice.user.id, none.id]);
    expect([...reachable].sort()).toEqual([twoDevices.user.id, oneDevice.user.id].sort());
    expect(await t.services.push.usersWithDevices([])).toEqual(new Set());
  });

  it.each([410, 404])('deletes a subscription whose push service answers %i (it has ended)', async (status) => {
    const donor = await signedInUser(t);
    const gone = await subscribedDevice(donor.headers, `/gone-${status}`);
    const kept = await subscribedDevice(donor.headers);
    pushService.answerWith((call, reply) => reply.writeHead(call.path === gone.path ? status : 201).end());

    expect(await t.services.push.sendToUser(donor.user.id, { n: 1 }, { urgency: 'high', ttlSeconds: 60 })).toEqual({
      delivered: 1,
      removed: 1,
    });
    const left = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, donor.user.id));
    expect(left.map((row) => row.id)).toEqual([kept.id]);
  });

  it('throws for a retry when a push service fails otherwise (5xx, 429, no answer in time), after recording the delivered ones', async () => {
    const donor = await signedInUser(t);
    const failing = await subscribedDevice(donor.headers, '/busy');
    const slow = await subscribedDevice(donor.headers, '/slow');
    const fine = await subscribedDevice(donor.headers);
    pushService.answerWith((call, reply) => {
      if (call.path === failing.path) reply.writeHead(503).end();
      else if (call.path === slow.path) setTimeout(() => reply.writeHead(201).end(), 2_000);
      else reply.writeHead(201).end();
    });

    const error = await t.services.push.sendToUser(donor.user.id, { n: 1 }, { urgency: 'high', ttlSeconds: 60 }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(PushDeliveryError);
    expect(error).toMatchObject({ delivered: 1, removed: 0 });
    expect((error as PushDeliveryError).failures).toHaveLength(2);
    expect((error as PushDeliveryError).message).toMatch(/answered 503/);
    const rows = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, donor.user.id));
    // Failed devices are kept (a later try may reach them); only the delivered one is marked.
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.id === fine.id)?.lastSuccessAt).toBeInstanceOf(Date);
    expect(rows.find((row) => row.id === failing.id)?.lastSuccessAt).toBeNull();
  });
});

describe('where a push connects', () => {
  it('does not follow a redirect from the push service: a 3xx is a failure', async () => {
    const donor = await signedInUser(t);
    await subscribedDevice(donor.headers, '/moved');
    pushService.answerWith((call, reply) =>
      call.path === '/moved' ? reply.writeHead(302, { location: `${pushService.url}/elsewhere` }).end() : reply.writeHead(201).end(),
    );

    const error = await t.services.push.sendToUser(donor.user.id, { n: 1 }, { urgency: 'high', ttlSeconds: 60 }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(PushDeliveryError);
    expect((error as PushDeliveryError).message).toMatch(/answered 302/);
    expect(pushService.calls.map((call) => call.path)).toEqual(['/moved']);
  });

  it('in production, connects only to the address it checked: a name that turns inward after the subscription gets nothing', async () => {
    // Whatever reaches this loopback port: a TLS hello would be a connection the server must not open.
    const sockets: Socket[] = [];
    const inside = createServer((socket) => {
      sockets.push(socket);
      socket.destroy();
    });
    await new Promise<void>((resolve) => inside.listen(0, '127.0.0.1', resolve));
    const { port } = inside.address() as AddressInfo;
    // DNS rebinding: a public address when the browser subscribes, loopback from then on.
    const asked: string[] = [];
    const production = await createTestApp({
      env: 'production',
      push: {
        subject: SUBJECT,
        timeoutMs: 1000,
        resolve: async (hostname) => {
          asked.push(hostname);
          return [{ address: asked.length === 1 ? '93.184.215.14' : '127.0.0.1', family: 4 }];
        },
      },
    });
    try {
      const donor = await signedInUser(production);
      const device = browserSubscription(`https://push.rebind.test:${port}/x`);
      const subscribed = await production.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: donor.headers,
        payload: device.json,
      });
      expect(subscribed.statusCode, subscribed.body).toBe(201);

      const result = await production.services.push.sendToUser(donor.user.id, { n: 1 }, { urgency: 'high', ttlSeconds: 60 });

      // Refused where it connects, and the subscription forgotten: a retry would only meet the same address.
      expect(result).toEqual({ delivered: 0, removed: 1 });
      expect(asked).toEqual(['push.rebind.test', 'push.rebind.test']);
      expect(sockets).toHaveLength(0);
      expect(await production.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, donor.user.id))).toHaveLength(0);
    } finally {
      await production.close();
      await new Promise((resolve) => inside.close(resolve));
    }
  });
});
