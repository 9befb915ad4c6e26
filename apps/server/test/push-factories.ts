import { createECDH, randomBytes, randomUUID } from 'node:crypto';

/**
 * What a browser holds for a push subscription: a P-256 key pair and a 16-byte auth secret (RFC 8291),
 * and the JSON it posts (PushSubscription.toJSON()). `ecdh` and `authSecret` decrypt what was pushed.
 */
export function browserSubscription(endpoint = `https://push.example.test/send/${randomUUID()}`) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    authSecret,
    json: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    },
  };
}
