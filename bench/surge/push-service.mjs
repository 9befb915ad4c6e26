// A local stand-in for a Web Push service (RFC 8030) and, at once, for every subscribed browser: it
// answers 201 to each push, keeps its arrival time, endpoint and body, and afterwards decrypts the
// bodies (RFC 8291, aes128gcm) and checks their VAPID signature (RFC 8292). Decrypting after the
// window, not on arrival, keeps its CPU out of the measured seconds on a machine the servers share.
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import ece from 'http_ece';
import webpush from 'web-push';

/** The browser side of every seeded subscription: one P-256 key pair and one auth secret, shared by all. */
export function createSubscriberKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') };
}

/**
 * Sends one push as the servers do (CONTRACT.md, web-push.md): web-push's generateRequestDetails
 * builds the encrypted, VAPID-signed request and fetch delivers it, http or https. Answers the status.
 */
export async function sendPush(subscription, payload, { vapidDetails, urgency = 'high', ttlSeconds = 600 }) {
  const request = webpush.generateRequestDetails(subscription, JSON.stringify(payload), { vapidDetails, TTL: ttlSeconds, urgency });
  const response = await fetch(request.endpoint, { method: request.method, headers: request.headers, body: request.body });
  return response.status;
}

const PUSH_PATH = /^\/push\/([\w-]+)$/;

/**
 * Listens on 127.0.0.1:`port` (0: any free port). Subscriptions' endpoints are `${url}/push/<donor id>`.
 * `keys`: from createSubscriberKeys(); `vapidPublicKey`: the key the servers sign with (base64url).
 */
export async function startPushService({ port = 0, keys, vapidPublicKey }) {
  const arrivals = [];
  let refused = 0;
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const at = performance.now();
      const match = PUSH_PATH.exec(request.url ?? '');
      if (request.method !== 'POST' || !match) {
        refused += 1;
        response.writeHead(404).end();
        return;
      }
      arrivals.push({
        at,
        donorId: match[1],
        body: Buffer.concat(chunks),
        headers: {
          authorization: request.headers.authorization,
          encoding: request.headers['content-encoding'],
          ttl: request.headers.ttl,
          urgency: request.headers.urgency,
        },
      });
      // As a push service does: 201 Created with the message's own address.
      response.writeHead(201, { location: `/message/${arrivals.length}` }).end();
    });
  });
  // The servers keep their connections to a push service open between batches, as to a real one.
  server.keepAliveTimeout = 60_000;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${server.address().port}`;
  return {
    url,
    endpointOf: (donorId) => `${url}/push/${donorId}`,
    arrivals,
    /** Requests to another path or method (none expected). */
    refused: () => refused,
    decryptAll: () => decryptArrivals(arrivals, { keys, vapidPublicKey, audience: url }),
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Every arrival decrypted: `pushes` [{ at, donorId, payload, urgency, ttl }] and `failures`
 * [{ at, donorId, reason }] (a body that does not decrypt, or a missing or wrong VAPID signature).
 */
export function decryptArrivals(arrivals, { keys, vapidPublicKey, audience }) {
  const vapidKey = vapidPublicKey ? publicKeyOf(vapidPublicKey) : undefined;
  const pushes = [];
  const failures = [];
  for (const arrival of arrivals) {
    const { at, donorId, headers } = arrival;
    try {
      if (headers.encoding !== 'aes128gcm') throw new Error(`Content-Encoding ${headers.encoding}, not aes128gcm`);
      checkVapid(headers.authorization, { vapidPublicKey, vapidKey, audience });
      const plain = ece.decrypt(arrival.body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth });
      pushes.push({ at, donorId, payload: JSON.parse(plain.toString('utf8')), urgency: headers.urgency, ttl: Number(headers.ttl) });
    } catch (error) {
      failures.push({ at, donorId, reason: error.message });
    }
  }
  return { pushes, failures };
}

/** An uncompressed P-256 point (65 bytes, base64url) as a KeyObject, through its JWK form. */
function publicKeyOf(base64url) {
  const point = Buffer.from(base64url, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('the VAPID public key is not an uncompressed P-256 point');
  return createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
}

/** `Authorization: vapid t=<JWT>, k=<public key>`: the key is the servers', the ES256 signature holds, the audience is this service. */
function checkVapid(authorization, { vapidPublicKey, vapidKey, audience }) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error('no VAPID Authorization header');
  const [, jwt, key] = match;
  if (vapidPublicKey && key !== vapidPublicKey) throw new Error("the VAPID key is not the servers' key");
  const [header, claims, signature] = jwt.split('.');
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: vapidKey ?? publicKeyOf(key), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID signature does not verify');
  const { aud, exp } = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
  if (aud !== audience) throw new Error(`the VAPID audience is ${aud}, not ${audience}`);
  if (!(exp * 1000 > Date.now())) throw new Error('the VAPID token has expired');
}
