import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { MESSAGES, PAGE_HEADERS } from '@grant/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config';

/**
 * The security headers of every answer, with a strict CSP (the session token lives in localStorage,
 * so no foreign script may run, and no inline one but those the build wrote into a page and named by
 * their hash: `inlineScripts`, for that page's answer). Worked out once: the answers kept in memory
 * (plugins/http-caching.ts) carry them too.
 */
export function securityHeadersOf(config: AppConfig, inlineScripts: string[] = []): Record<string, string> {
  const stripe = config.payments.provider === 'stripe';
  return helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          ...inlineScripts.map((hash) => `'${hash}'`),
          ...(stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : []),
        ],
        frameSrc: ["'self'", ...(stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'] : [])],
        // Radix positions popovers and sonner styles toasts through inline styles; no script can run from them.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Uploaded images come from the S3 bucket's public address when S3_* is set.
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.s3 ? [new URL(config.s3.publicUrl).origin] : [])],
        connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
        fontSrc: ["'self'", 'data:'],
        // The service worker (/sw.js) and the web manifests, said outright rather than left to default-src.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

/**
 * Security headers (securityHeadersOf), CORS for the configured origins, and rate limits that routes
 * opt into, shared through Redis when configured.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: AppConfig; headers?: Record<string, string> }) => {
  const headers = opts.headers ?? securityHeadersOf(opts.config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  // Cross-site calls only from the configured origins; with none, browsers keep the API same-origin.
  const allowedOrigins = new Set(opts.config.corsOrigins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowedOrigins.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type', 'if-match', 'if-none-match'],
    exposedHeaders: [...Object.values(PAGE_HEADERS), 'etag', 'retry-after'],
    maxAge: 600,
  });

  // API answers carry personal data unless a route says otherwise (the place lists do): no cache may keep them.
  // A callback, not an async hook: it runs on every answer, and a promise each time is measurable.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  // ioredis is loaded only when Redis is configured (it is a tenth of the start time otherwise).
  const redis = opts.config.redisUrl
    ? new (await import('ioredis')).Redis(opts.config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  if (redis) {
    app.addHook('onClose', async () => void redis.disconnect());
    // Until the connection is up every limited request would fail; wait for it a moment at boot.
    await waitForRedis(redis, 5000).catch((error) =>
      app.log.warn({ err: error }, 'Redis is not reachable yet; rate limits will fail until it is'),
    );
  }
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: opts.config.rateLimitNameSpace,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: 'Too Many Requests',
      message: MESSAGES.tooManyAttempts,
    }),
  });
});

function waitForRedis(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error(`no connection to Redis within ${timeoutMs} ms`)), timeoutMs);
    const onReady = () => done();
    function done(error?: Error) {
      clearTimeout(timer);
      redis.off('ready', onReady);
      if (error) reject(error);
      else resolve();
    }
    redis.on('ready', onReady);
  });
}

/**
 * Helmet's headers, worked out once: with no per-request nonce they are the same on every answer,
 * so each reply gets a copy rather than a run of Helmet's middleware (which @fastify/helmet rebuilds,
 * CSP parsing included, on every request).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
