import { MESSAGES } from '@grant/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

export interface ExtraRateLimit {
  max: number;
  windowMs: number;
  /** Must be unique to this limit (prefix it): these counters share one key space in the store. */
  key: (request: FastifyRequest) => string;
}

/**
 * A second limit on a route that already has one in `config.rateLimit`, as a preHandler.
 * `app.rateLimit()` cannot do it: @fastify/rate-limit runs only the first of its handlers on a
 * request, so the route's own limit would silently stop counting.
 */
export function extraRateLimit(app: FastifyInstance, limit: ExtraRateLimit) {
  const check = app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: limit.key });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    // `isAllowed` only means "on the allow list"; a counted request is refused once past the limit.
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyAttempts);
  };
}
