import { MESSAGES, TWO_FACTOR_MESSAGES } from '@grant/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Actor, actsAsAdmin, actsAsStaff } from '../lib/actor';
import { type AppError, forbidden, unauthorized } from '../lib/app-error';

/**
 * Who may call a route, declared on every API route (deny by default: a route without it does not
 * start). Resource rules (owner or staff) live in each module's policy.
 */
export type Access = 'public' | 'signedIn' | 'active' | 'staff' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export interface AuthPluginOptions {
  resolveToken: (token: string) => Promise<Actor | undefined>;
  /** Set when STAFF_2FA is required: whether a user has two-factor sign-in on. */
  staffTwoFactor?: (userId: string) => Promise<boolean>;
}

export const STAFF_NEEDS_TWO_FACTOR = TWO_FACTOR_MESSAGES.staffNeedsTwoFactor;

/** The token of an `Authorization: Bearer` header, if the request has one. */
export const bearerToken = (request: Pick<FastifyRequest, 'headers'>): string | undefined => {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
};

/** The caller of a route that requires sign-in; the access check has already run. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized(MESSAGES.signInRequired);
  return request.actor;
}

function checkAccess(access: Access, actor: Actor | null): AppError | undefined {
  if (access === 'public') return undefined;
  if (!actor) return unauthorized(MESSAGES.signInRequired);
  if (access === 'signedIn') return undefined;
  // Every other level needs an active account: a blocked admin keeps the role but not its powers.
  if (actor.status !== 'Active') return forbidden(access === 'active' ? MESSAGES.blockedUser : MESSAGES.accountBlocked);
  if (access === 'staff' && !actsAsStaff(actor)) return forbidden(MESSAGES.forbidden);
  if (access === 'admin' && !actsAsAdmin(actor)) return forbidden(MESSAGES.forbidden);
  return undefined;
}

export const authPlugin = fp(async (app: FastifyInstance, opts: AuthPluginOptions) => {
  app.decorateRequest('actor', null);

  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') && !route.url.startsWith('/api/docs');
    if (isApi && !route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} declares no access level`);
    }
  });

  /** What keeps this caller out of the route, if anything (STAFF_2FA aside). */
  const refusal = (request: FastifyRequest, token: string | undefined): AppError | undefined => {
    const access = request.routeOptions.config?.access;
    const denied = access ? checkAccess(access, request.actor) : undefined;
    // A token that was sent but no longer works is a sign-in problem, not a permission one.
    if (denied && !request.actor && token) return unauthorized(MESSAGES.sessionExpired);
    return denied;
  };

  const signedIn = async (request: FastifyRequest, token: string) => {
    request.actor = (await opts.resolveToken(token)) ?? null;
    const denied = refusal(request, token);
    if (denied) throw denied;
    // Staff powers need a second factor when STAFF_2FA is required (a donor's own pages do not).
    const access = request.routeOptions.config?.access;
    const staffOnly = access === 'staff' || access === 'admin';
    if (staffOnly && opts.staffTwoFactor && request.actor && !(await opts.staffTwoFactor(request.actor.id))) {
      throw forbidden(STAFF_NEEDS_TWO_FACTOR);
    }
  };

  // Runs before the body is read or validated: a caller who may not use a route learns nothing
  // about its input, and sends no body that gets parsed. A callback, so that a call without a token
  // (every public read) costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = bearerToken(request);
    if (!token) return done(refusal(request, undefined));
    signedIn(request, token).then(() => done(), done);
  });
});
