import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import { InwardAddressError, type PushEndpointRule } from './push-endpoint';
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

/**
 * What the push service answered: delivered, gone for good (404/410: the subscription ended), or failed
 * (worth a retry: a 3xx among them, as redirects are not followed); or refused by the server itself
 * (the endpoint is not one it sends to, or its name now leads inside a network).
 */
export type PushOutcome =
  | { kind: 'delivered' }
  | { kind: 'gone'; status: number }
  | { kind: 'failed'; reason: string }
  | { kind: 'refused'; reason: string };

/** A VAPID token is good for up to 24 hours (RFC 8292); each is signed for 12 and used until an hour before it ends. */
const TOKEN_SECONDS = 12 * 60 * 60;
const RENEW_BEFORE_SECONDS = 60 * 60;

/** Connections to a push service are kept open between pushes: a wave sends hundreds to the same few services. */
const AGENTS = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) };

/**
 * One POST with node's own client, which never follows a redirect; the connection looks the name up
 * with `lookup` (the endpoint rule's, which checks the addresses it connects to). Answers the status.
 */
function post(
  endpoint: string,
  headers: Record<string, string>,
  body: Buffer,
  options: { lookup: PushEndpointRule['lookup']; timeoutMs: number },
) {
  const url = new URL(endpoint);
  const client = url.protocol === 'https:' ? https : http;
  const agent = url.protocol === 'https:' ? AGENTS['https:'] : AGENTS['http:'];
  return new Promise<number>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers,
        agent,
        signal: AbortSignal.timeout(options.timeoutMs),
        ...(options.lookup ? { lookup: options.lookup } : {}),
      },
      (answer) => {
        // Read (and drop) the body so the connection goes back to the pool.
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
        answer.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Encrypts (aes128gcm, RFC 8291) and sends one push with web-push's request details and node's http(s)
 * client: web-push's own sender always speaks https, and the client's keep-alive agents reuse
 * connections to a push service. Each push is checked against the endpoint rule (`endpoints`) where it
 * connects, not only when the browser subscribed. The VAPID token is signed once per push service and
 * reused, not once per push.
 */
export function createPushSender(deps: {
  keys: () => VapidKeys;
  subject: string;
  timeoutMs: number;
  endpoints: PushEndpointRule;
  now?: () => number;
}) {
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
      if (!deps.endpoints.allows(target.endpoint)) return { kind: 'refused', reason: 'not an endpoint this server sends to' };
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
        const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)]));
        status = await post(details.endpoint, headers, details.body, { lookup: deps.endpoints.lookup, timeoutMs: deps.timeoutMs });
      } catch (error) {
        if (error instanceof InwardAddressError) return { kind: 'refused', reason: error.message };
        return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
      }
      if (status >= 200 && status < 300) return { kind: 'delivered' };
      if (status === 404 || status === 410) return { kind: 'gone', status };
      return { kind: 'failed', reason: `push service answered ${status}` };
    },
  };
}

export type PushSender = ReturnType<typeof createPushSender>;
