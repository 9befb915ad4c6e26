import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { MESSAGES } from '@grant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_RATE_LIMITS } from '../../test/api-routes';
import { createBlog } from '../../test/blog-factories';
import { images, registerFields, type SignedInUser, signedInUser } from '../../test/factories';
import { EMPTY_MULTIPART, MALFORMED_MULTIPART, type RawBody, truncatedForm } from '../../test/malformed-multipart';
import { createTestApp, type TestApp } from '../../test/test-app';
import { blogs, users } from '../db/schema/index';

let t: TestApp;
let admin: SignedInUser;
let blogId: string;
beforeAll(async () => {
  t = await createTestApp(NO_RATE_LIMITS);
  admin = await signedInUser(t, { role: 'admin' });
  blogId = (await createBlog(t, admin.user)).id;
});
afterAll(() => t.close());

/** Every route that reads a multipart form. */
const ROUTES = [
  { method: 'POST', url: '/api/auth/register' },
  { method: 'POST', url: '/api/uploads' },
  { method: 'POST', url: '/api/blogs' },
  { method: 'PATCH', url: () => `/api/blogs/${blogId}` },
] as const;

const send = (route: (typeof ROUTES)[number], body: RawBody) =>
  t.app.inject({
    method: route.method,
    url: typeof route.url === 'string' ? route.url : route.url(),
    payload: body.payload,
    headers: { ...admin.headers, 'content-type': body.contentType },
  });

/** What a broken form must not leave behind: accounts, posts, stored files. */
async function stored() {
  const files = await readdir(path.join(t.dataDir, 'uploads')).catch(() => []);
  return { users: (await t.db.select().from(users)).length, blogs: await t.db.select().from(blogs), files: files.length };
}

describe('malformed multipart bodies', () => {
  it.each(Object.entries(MALFORMED_MULTIPART))('answer 400 on every multipart route, and store nothing: %s', async (_name, body) => {
    const before = await stored();
    for (const route of ROUTES) {
      const res = await send(route, body);
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: MESSAGES.malformedForm });
    }
    expect(await stored()).toEqual(before);
  });

  it.each(Object.entries(EMPTY_MULTIPART))('read as a form without fields: %s', async (_name, body) => {
    const [register, upload, publish, edit] = ROUTES;
    for (const route of [register, upload, publish]) {
      const res = await send(route, body);
      expect(res.statusCode, `${route.method} ${route.url}: ${res.body}`).toBe(400);
      expect(res.json().message).toMatch(/required|image/i);
    }
    expect((await send(edit, body)).json()).toEqual({ modifiedCount: 0 });
  });

  it('answer 400 for a real form with a photo cut short anywhere, and register nobody', async () => {
    const before = await stored();
    const photo = await images.png();
    for (const fraction of [0.05, 0.2, 0.5, 0.8, 0.95, 0.99]) {
      const body = await truncatedForm(registerFields(), { image: photo }, fraction);
      for (const route of ROUTES) {
        const res = await send(route, body);
        expect(res.statusCode, `${route.method} at ${fraction}: ${res.body}`).toBe(400);
      }
    }
    expect(await stored()).toEqual(before);
  });
});
