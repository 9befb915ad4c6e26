import { PAGING_MESSAGES } from '@grant/shared';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '../../test/api-routes';
import { type SignedInUser, signedInUser } from '../../test/factories';
import { createRequest } from '../../test/request-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Every list that takes a `cursor` (found from the routes' query schemas, so a new one is covered by
 * itself) answers a cursor whose time no row can hold with 400 and a message, not a 500 from the
 * database; the latest time a row can hold still pages.
 */
let t: TestApp;
let admin: SignedInUser;
let requestId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, { role: 'admin' });
  requestId = (await createRequest(t, admin.user)).id;
});
afterAll(() => t?.close());

type QuerySchema = { safeParse(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[] }[] } } };

/** The GET routes whose query schema reads a `cursor`: it objects to one that is no cursor at all. */
function cursorRoutes(): RouteOptions[] {
  return t.apiRoutes.filter((route) => {
    const parsed = (route.schema?.querystring as QuerySchema | undefined)?.safeParse({ cursor: 'no cursor' });
    return route.method === 'GET' && parsed?.error?.issues.some((issue) => issue.path[0] === 'cursor');
  });
}

/** The other query values a list needs, and its path's ids. */
const REQUIRED = { blood: 'A+', division: 'Dhaka', status: 'pending' };
const urlOf = (route: RouteOptions, cursor: string) => {
  const path = route.url.replace(':email', encodeURIComponent(admin.user.email)).replace(':id', requestId);
  return `${path}?${new URLSearchParams({ ...REQUIRED, cursor })}`;
};

const ID = 'ffffffff-ffff-ffff-ffff-ffffffffffff';

describe('a list cursor', () => {
  it('is read by the lists the spec and the reviewers name', () => {
    const names = cursorRoutes().map(routeKey);
    for (const route of ['GET /api/blogs', 'GET /api/pending', 'GET /api/users', 'GET /api/audit']) expect(names).toContain(route);
  });

  it.each([
    ['the year 10000', `253402300800000.${ID}`],
    ['the largest number a cursor may carry', `999999999999999.${ID}`],
  ])('at %s is refused with 400 and a message on every cursor list', async (_what, cursor) => {
    for (const route of cursorRoutes()) {
      const res = await t.app.inject({ method: 'GET', url: urlOf(route, cursor), headers: admin.headers });
      expect(res.statusCode, `${routeKey(route)}: ${res.body.slice(0, 200)}`).toBe(400);
      expect(res.json().message, routeKey(route)).toContain(PAGING_MESSAGES.staleCursor);
    }
  });

  it('at the last millisecond of the year 9999 still pages, on every cursor list', async () => {
    for (const route of cursorRoutes()) {
      const res = await t.app.inject({ method: 'GET', url: urlOf(route, `253402300799999.${ID}`), headers: admin.headers });
      expect(res.statusCode, `${routeKey(route)}: ${res.body.slice(0, 200)}`).toBe(200);
    }
  });
});
