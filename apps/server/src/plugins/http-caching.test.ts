import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
      expect(first.headers['cache-control']).toBe('no-cache');
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
