import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { MESSAGES } from '@grant/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config';

/**
 * Security headers with a strict CSP (the session token lives in localStorage, so no inline or
 * foreign script may run), and rate limits that routes opt into, shared through Redis when configured.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: AppConfig }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers and sonner styles toasts through inline styles; no script can run from them.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  const redis = opts.config.redisUrl ? new Redis(opts.config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false }) : undefined;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'grant-rate-limit:',
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      error: 'Too Many Requests',
      message: MESSAGES.tooManyAttempts,
    }),
  });
});
