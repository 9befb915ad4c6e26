import { MESSAGES } from '@grant/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
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

/**
 * How the plugin treats each access level, on a bare app. Which level each route of the app declares,
 * and who gets what from it, is the permission matrix (permission-matrix.test.ts).
 */
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
