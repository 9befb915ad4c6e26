import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories';
import { requestBody } from '../../test/request-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { matchesEtag } from './http-caching';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('ETags on public lists', () => {
  it.each(['/api/pending', '/api/search?blood=A%2B&division=Dhaka', '/api/blogs'])(
    '%s is revalidated, and 304 when unchanged',
    async (url) => {
      const first = await t.app.inject({ method: 'GET', url });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"[\w-]+"$/);

      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);

      const stale = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': 'W/"something-else"' } });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(first.body);
    },
  );

  it('keep a day-long cache on the place lists, with an ETag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/division' });
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers.etag).toBeDefined();
  });

  it('never put an ETag on personal answers, which stay no-store', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });

  it('compare weakly and accept lists and *', () => {
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abcd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
  });
});

describe('public lists answered from memory', () => {
  const url = '/api/search?blood=O-&division=Khulna';

  it('answers again with the same bytes and headers, without reading the database', async () => {
    // A volunteer: more open requests than a donor may have (config requestLimits).
    const requester = await signedInUser(t, { role: 'volunteer' });
    const body = requestBody({ blood: 'O-', division: 'Khulna', district: 'Khulna' });
    // Six requests: an answer of over 1 KiB, which is compressed.
    for (let i = 0; i < 6; i++) {
      expect((await t.app.inject({ method: 'POST', url: '/api/request', headers: requester.headers, payload: body })).statusCode).toBe(201);
    }
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.json()).toHaveLength(6);

    // A change this process did not make (as another process's would be) is not seen until the cache expires...
    await t.db.execute(sql`update donation_requests set hospital_name = 'Changed elsewhere', recipient_name = 'Elsewhere'`);
    await t.db.execute(sql`delete from donation_requests where blood = 'O-' and division = 'Khulna'`);
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.body).toBe(first.body);
    for (const header of ['etag', 'x-total-count', 'content-type', 'cache-control']) {
      expect(again.headers[header], header).toBe(first.headers[header]);
    }
    expect((await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } })).statusCode).toBe(304);
    expect((await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } })).headers['content-encoding']).toBe('gzip');

    // ...while a change made through this process shows at once.
    expect((await t.app.inject({ method: 'POST', url: '/api/request', headers: requester.headers, payload: body })).statusCode).toBe(201);
    const after = await t.app.inject({ method: 'GET', url });
    expect(after.json()).toHaveLength(1);
    expect(after.headers['x-total-count']).toBe('1');
    expect(after.headers.etag).not.toBe(first.headers.etag);
  });

  it('keeps no refusal or error, and no personal answer', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/search?blood=nope&division=Khulna' });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/search?blood=nope&division=Khulna' })).statusCode).toBe(400);
    const me = await signedInUser(t);
    const mine = await t.app.inject({ method: 'GET', url: `/api/request/${me.user.email}`, headers: me.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers.etag).toBeUndefined();
  });
});

describe('compression', () => {
  it('sends JSON of 1 KiB or more as brotli or gzip, as the client asks', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/district' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await t.app.inject({ method: 'GET', url: '/api/district', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await t.app.inject({ method: 'GET', url: '/api/district', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
  });

  it('leaves small answers and images as they are', async () => {
    const small = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();

    const png = Buffer.alloc(4096, 1);
    await writeFile(path.join(t.dataDir, 'uploads', 'picture.png'), png);
    const image = await t.app.inject({ method: 'GET', url: '/uploads/picture.png', headers: { 'accept-encoding': 'br, gzip' } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.length).toBe(png.length);
  });
});
