import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

/**
 * The rate limit of a signed-in route that checks the account's password (a password change, the
 * proof before a download of one's data or an account's deletion): as many tries as sign-in allows,
 * counted per account once the session is resolved, so a renewed token (POST /jwt) does not start a
 * new count, and no token is ever part of a key (the keys may be in Redis).
 */
export const passwordCheckLimit = (config: Pick<AppConfig, 'loginRateLimit'>, name: string) => ({
  max: config.loginRateLimit.max,
  timeWindow: config.loginRateLimit.windowMs,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `${name}:${request.actor?.id ?? request.ip}`,
});
