import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@grant/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Actor } from '../lib/actor';
import { type Access, authPlugin } from './auth';
import { errorsPlugin } from './errors';

/** Tokens of this fake session store are named after the caller they stand for. */
const ACTORS: Record<string, Actor> = Object.fromEntries(
  (
    [
      ['donner', 'donner', 'Active'],
      ['blocked-donner', 'donner', 'block'],
      ['volunteer', 'volunteer', 'Active'],
      ['blocked-volunteer', 'volunteer', 'block'],
      ['admin', 'admin', 'Active'],
      ['blocked-admin', 'admin', 'block'],
    ] as const
  ).map(([token, role, status]) => [token, { id: token, email: `${token}@example.test`, name: token, role, status, sessionId: token }]),
);

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function bareApp(routes: (app: FastifyInstance) => void) {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  await app.register(authPlugin, { resolveToken: async (token) => ACTORS[token] });
  routes(app);
  await app.ready();
  return app;
}

const LEVELS: Access[] = ['public', 'signedIn', 'active', 'staff', 'admin'];

describe('authPlugin: the access declared on a route', () => {
  it('refuses to start with an /api route that declares no access level', async () => {
    await expect(bareApp((a) => a.get('/api/forgotten', async () => 'open'))).rejects.toThrow(
      /GET \/api\/forgotten declares no access level/,
    );
  });

  it('does not ask it of routes outside /api, nor of the API docs', async () => {
    const a = await bareApp((a) => {
      a.get('/elsewhere', async () => 'page');
      a.get('/api/docs/json', async () => '{}');
    });
    expect((await a.inject({ method: 'GET', url: '/elsewhere' })).statusCode).toBe(200);
  });

  // Expected status per caller (rows) and access level (columns: public, signedIn, active, staff, admin).
  const MATRIX: [string, number[]][] = [
    ['anonymous', [200, 401, 401, 401, 401]],
    ['donner', [200, 200, 200, 403, 403]],
    ['blocked-donner', [200, 200, 403, 403, 403]],
    ['volunteer', [200, 200, 200, 200, 403]],
    ['blocked-volunteer', [200, 200, 403, 403, 403]],
    ['admin', [200, 200, 200, 200, 200]],
    ['blocked-admin', [200, 200, 403, 403, 403]],
  ];

  it.each(MATRIX)('lets %s through exactly as declared', async (caller, expected) => {
    const a = await bareApp((a) => {
      for (const access of LEVELS) a.get(`/api/${access}`, { config: { access } }, async () => ({ ok: true }));
    });
    const headers = caller === 'anonymous' ? {} : { authorization: `Bearer ${caller}` };
    const codes = [];
    for (const access of LEVELS) codes.push((await a.inject({ method: 'GET', url: `/api/${access}`, headers })).statusCode);
    expect(codes).toEqual(expected);
  });

  it('explains each refusal: sign in, session ended, blocked, or no permission', async () => {
    const a = await bareApp((a) => {
      for (const access of LEVELS) a.get(`/api/${access}`, { config: { access } }, async () => ({ ok: true }));
    });
    const message = async (url: string, token?: string) =>
      (await a.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} })).json().message;

    expect(await message('/api/signedIn')).toBe(MESSAGES.signInRequired);
    expect(await message('/api/signedIn', 'ended-or-forged')).toBe(MESSAGES.sessionExpired);
    expect(await message('/api/active', 'blocked-donner')).toBe(MESSAGES.blockedUser);
    expect(await message('/api/admin', 'blocked-admin')).toBe(MESSAGES.accountBlocked);
    expect(await message('/api/admin', 'volunteer')).toBe(MESSAGES.forbidden);
    expect(await message('/api/public', 'ended-or-forged')).toBeUndefined();
  });

  it('reads only Bearer tokens', async () => {
    const a = await bareApp((a) => a.get('/api/me', { config: { access: 'signedIn' } }, async () => ({ ok: true })));
    for (const authorization of ['Basic admin', 'admin', 'Bearer', 'Bearer  admin']) {
      expect((await a.inject({ method: 'GET', url: '/api/me', headers: { authorization } })).statusCode, authorization).toBe(401);
    }
    expect((await a.inject({ method: 'GET', url: '/api/me', headers: { authorization: 'bearer admin' } })).statusCode).toBe(200);
  });

  it('refuses before reading the body: an anonymous caller gets 401, never a validation message', async () => {
    const a = await bareApp((a) =>
      a.post(
        '/api/things',
        { config: { access: 'signedIn' }, schema: { body: z.object({ name: z.string() }).strict() } },
        async () => ({}),
      ),
    );
    const invalid = await a.inject({ method: 'POST', url: '/api/things', payload: { secret: 1 } });
    expect(invalid.statusCode).toBe(401);
    const malformed = await a.inject({
      method: 'POST',
      url: '/api/things',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(malformed.statusCode).toBe(401);
  });
});

/**
 * The reviewed list of who may call each API route. A new route fails the first test until it is
 * added here, so every access level gets a second look.
 */
const API_ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/division': 'public',
  'GET /api/district': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'signedIn',
  'GET /api/auth/me': 'signedIn',
  'PATCH /api/auth/profile': 'signedIn',
  'POST /api/auth/password-reset': 'public',
  'POST /api/auth/password-reset/confirm': 'public',
  'GET /api/auth/sessions': 'signedIn',
  'DELETE /api/auth/sessions/{id}': 'signedIn',
  'POST /api/auth/sessions/revoke-others': 'signedIn',
  'POST /api/auth/password': 'signedIn',
  'GET /api/auth/2fa': 'signedIn',
  'POST /api/auth/2fa/setup': 'signedIn',
  'POST /api/auth/2fa/enable': 'signedIn',
  'POST /api/auth/2fa/disable': 'signedIn',
  // The second step of sign-in: the caller proves themself with the challenge and a code.
  'POST /api/auth/login/2fa': 'public',
  'POST /api/jwt': 'signedIn',
  'POST /api/users': 'signedIn',
  'GET /api/user/{email}': 'signedIn',
  'POST /api/uploads': 'signedIn',
  'GET /api/users': 'admin',
  'PATCH /api/block/{id}': 'admin',
  'PATCH /api/active/{id}': 'admin',
  'PATCH /api/volunteer/user/{id}': 'admin',
  'PATCH /api/admin/man/{id}': 'admin',
  'GET /api/pending': 'public',
  'GET /api/search': 'public',
  'GET /api/request/{email}': 'signedIn',
  'GET /api/request/man/{id}': 'signedIn',
  'GET /api/pending/all': 'signedIn',
  'POST /api/request': 'active',
  'PATCH /api/request/{id}': 'active',
  'PATCH /api/request/done/{id}': 'active',
  'PATCH /api/request/cancel/{id}': 'active',
  'PATCH /api/update/{id}': 'active',
  'DELETE /api/delete/{id}': 'active',
  'GET /api/request': 'staff',
  'POST /api/contact': 'public',
  'GET /api/contact': 'admin',
  'GET /api/audit': 'admin',
  'GET /api/outbox': 'admin',
  'GET /api/blogs': 'public',
  'GET /api/blogs/{id}': 'public',
  'POST /api/blogs': 'active',
  'PATCH /api/blogs/{id}': 'active',
  'DELETE /api/blogs/{id}': 'active',
  // Giving needs no account (a signed-in gift is attributed); Stripe's webhook proves itself by its signature.
  'GET /api/payments/config': 'public',
  'POST /api/payments': 'public',
  'GET /api/payments/{id}': 'public',
  'POST /api/payments/webhook': 'public',
  'GET /api/payments/mine': 'signedIn',
  'GET /api/payments/mine/totals': 'signedIn',
  'GET /api/payments': 'admin',
  'GET /api/payments/totals': 'admin',
  'GET /api/stats': 'admin',
};

/** Who is refused at each level, and who gets through (its answer may still be a 400 or 404). */
const REFUSED: Record<Access, string[]> = {
  public: [],
  signedIn: ['anonymous'],
  active: ['anonymous', 'blocked-donner'],
  staff: ['anonymous', 'donner', 'blocked-admin'],
  admin: ['anonymous', 'donner', 'volunteer', 'blocked-admin'],
};
const ALLOWED: Record<Access, string> = {
  public: 'anonymous',
  signedIn: 'blocked-donner',
  active: 'donner',
  staff: 'volunteer',
  admin: 'admin',
};

describe('the API routes of the whole app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ loginRateLimit: { max: 1000, windowMs: 60_000 } });
  });
  afterAll(() => t.close());

  it('are exactly the routes of the reviewed access list', () => {
    const paths = t.app.swagger().paths ?? {};
    const routes = Object.entries(paths).flatMap(([url, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${url}`));
    expect(routes.sort()).toEqual(Object.keys(API_ACCESS).sort());
  });

  /** A fresh session per call: some routes (logout, jwt) end the one they are called with. */
  async function call(route: string, caller: string) {
    const [method = 'GET', path = ''] = route.split(' ');
    const role = caller.replace('blocked-', '') as 'donner' | 'volunteer' | 'admin';
    const session =
      caller === 'anonymous' ? undefined : await signedInUser(t, { role, status: caller.startsWith('blocked') ? 'block' : 'Active' });
    const url = path.replace('{id}', randomUUID()).replace('{email}', session?.user.email ?? 'someone@example.test');
    return t.app.inject({ method: method as 'GET', url, headers: session?.headers ?? {} });
  }

  it.each(Object.entries(API_ACCESS))(
    '%s is %s: the callers below that level are refused, the others get through',
    async (route, access) => {
      for (const caller of REFUSED[access]) {
        expect((await call(route, caller)).statusCode, `${caller} on ${route}`).toBe(caller === 'anonymous' ? 401 : 403);
      }
      expect([401, 403], `${ALLOWED[access]} on ${route}`).not.toContain((await call(route, ALLOWED[access])).statusCode);
    },
  );
});
