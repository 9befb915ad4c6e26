import type { RouteOptions } from 'fastify';
import type { AppConfig } from '../src/config';
import type { TestApp } from './test-app';

const generous = { max: 1_000_000, windowMs: 60_000 };

/** Tests that call every route many times turn every rate limit off (rate-limits.test.ts tests them). */
export const NO_RATE_LIMITS: Partial<AppConfig> = {
  loginRateLimit: generous,
  loginIpRateLimit: generous,
  registerRateLimit: generous,
  contactRateLimit: generous,
  donorSearchRateLimit: generous,
  paymentRateLimit: generous,
  twoFactorRateLimit: generous,
  oidcRateLimit: generous,
  passwordResetRateLimit: { perEmail: generous, perIp: generous, confirmPerIp: generous },
  signInLockout: { maxFailures: generous.max, windowMs: generous.windowMs, lockMs: generous.windowMs },
  requestLimits: {
    windowMs: generous.windowMs,
    perWindow: { donor: generous.max, staff: generous.max },
    open: { donor: generous.max, staff: generous.max },
  },
};

/** `METHOD /api/path/:param`, as Fastify registered it. */
export const routeKey = (route: Pick<RouteOptions, 'method' | 'url'>) => `${[route.method].flat().join(',')} ${route.url}`;

/** Every API route of the app, read from Fastify as it registered them: a new route shows up here by itself. */
export const apiRouteKeys = (t: TestApp) => t.apiRoutes.map(routeKey).sort();
