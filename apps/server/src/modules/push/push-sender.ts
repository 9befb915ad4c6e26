import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  /** RFC 8030 Urgency: 'high' wakes a sleeping phone at once. */
  urgency: 'high' | 'normal';
  /** How long the push service keeps the message for a device that is offline. */
  ttlSeconds: number;
}

/** What the push service answered: delivered, gone for good (404/410: the subscription ended), or failed (worth a retry). */
export type PushOutcome = { kind: 'delivered' } | { kind: 'gone'; status: number } | { kind: 'failed'; reason: string };

/** A VAPID token is good for up to 24 hours (RFC 8292); each is signed for 12 and used until an hour before it ends. */
const TOKEN_SECONDS = 12 * 60 * 60;
const RENEW_BEFORE_SECONDS = 60 * 60;

/**
 * Encrypts (aes128gcm, RFC 8291) and sends one push with web-push's request details and `fetch`: web-push's
 * own sender always speaks https, and fetch reuses connections to a push service (keep-alive), which a
 * wave of hundreds of pushes to the same service needs. The VAPID token is signed once per push
 * service and reused, not once per push.
 */
export function createPushSender(deps: { keys: () => VapidKeys; subject: string; timeoutMs: number; now?: () => number }) {
  const now = deps.now ?? Date.now;
  const tokens = new Map<string, { authorization: string; expiresAt: number }>();

  function authorizationFor(endpoint: string): string {
    const audience = new URL(endpoint).origin;
    const seconds = Math.floor(now() / 1000);
    const kept = tokens.get(audience);
    if (kept && kept.expiresAt - seconds > RENEW_BEFORE_SECONDS) return kept.authorization;
    const { publicKey, privateKey } = deps.keys();
    const expiresAt = seconds + TOKEN_SECONDS;
    const { Authorization } = webpush.getVapidHeaders(audience, deps.subject, publicKey, privateKey, 'aes128gcm', expiresAt);
    tokens.set(audience, { authorization: Authorization, expiresAt });
    return Authorization;
  }

  return {
    async send(target: PushTarget, payload: string, options: PushOptions): Promise<PushOutcome> {
      let status: number;
      try {
        const details = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            TTL: options.ttlSeconds,
            urgency: options.urgency,
            contentEncoding: 'aes128gcm',
            headers: { Authorization: authorizationFor(target.endpoint) },
          },
        );
        // fetch sets Content-Length itself from the body.
        const headers = Object.fromEntries(
          Object.entries(details.headers)
            .filter(([name]) => name.toLowerCase() !== 'content-length')
            .map(([name, value]) => [name, String(value)]),
        );
        const answer = await fetch(details.endpoint, {
          method: 'POST',
          headers,
          body: details.body,
          signal: AbortSignal.timeout(deps.timeoutMs),
        });
        status = answer.status;
        // Read (and drop) the body so the connection goes back to the pool.
        await answer.arrayBuffer();
      } catch (error) {
        return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
      }
      if (status >= 200 && status < 300) return { kind: 'delivered' };
      if (status === 404 || status === 410) return { kind: 'gone', status };
      return { kind: 'failed', reason: `push service answered ${status}` };
    },
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
