import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

/**
 * A browser's push keys, held by the test (notes/web-push.md): a P-256 key pair and a 16-byte auth
 * secret, as `PushSubscription.toJSON().keys` gives them (base64url), and what decrypts a push sent to them.
 */
export function deviceKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: authSecret.toString('base64url'),
    /** The push's body (RFC 8291: aes128gcm), decrypted and parsed. */
    open: (body: Buffer): unknown => JSON.parse(decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret }).toString('utf8')),
  };
}

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A push service on 127.0.0.1 (RFC 8030's push resource): takes every POST with 201 and keeps it. */
export async function startPushService(port: number) {
  const received: ReceivedPush[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST') received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(request.method === 'POST' ? 201 : 405).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
