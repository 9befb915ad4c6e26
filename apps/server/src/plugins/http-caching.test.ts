import { writeFile } from 'node:fs/promises';
import http, { type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories';
import { requestBody } from '../../test/request-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { EntryOptions } from '../lib/read-cache';
import { callerAnswerKey, matchesEtag } from './kept-answers';

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

  it('sends a kept answer with every header of the ordinary one: plain, compressed, HEAD, 304, and to another origin', async () => {
    const list = '/api/search?blood=B-&division=Sylhet';
    await sixRequests({ blood: 'B-', division: 'Sylhet', district: 'Sylhet' });
    // Vary aside: a kept answer always says it varies with accept-encoding, as it does.
    const headersOf = (res: { headers: Record<string, unknown> }) => {
      const { date: _date, connection: _connection, 'keep-alive': _keepAlive, vary: _vary, ...rest } = res.headers;
      return rest;
    };
    const varyOf = (res: { headers: Record<string, unknown> }) => String(res.headers.vary).toLowerCase().split(/,\s*/);
    for (const acceptEncoding of [undefined, 'br, gzip', 'gzip']) {
      t.services.readCache.clear();
      const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      const ordinary = await t.app.inject({ method: 'GET', url: list, headers });
      expect(t.services.readCache.peek(`answer ${list}`), 'the second is sent from memory').toBeDefined();
      const kept = await t.app.inject({ method: 'GET', url: list, headers });
      expect(kept.statusCode).toBe(200);
      expect(kept.rawPayload.equals(ordinary.rawPayload), String(acceptEncoding)).toBe(true);
      expect(headersOf(kept), String(acceptEncoding)).toEqual(headersOf(ordinary));
      expect(varyOf(kept)).toEqual(expect.arrayContaining([...varyOf(ordinary), 'accept-encoding']));
      expect(kept.headers['content-security-policy']).toContain("default-src 'self'");

      const head = await t.app.inject({ method: 'HEAD', url: list, headers });
      expect(head.body).toBe('');
      expect(head.headers['content-length']).toBe(kept.headers['content-length']);
    }

    const notModified = await t.app.inject({ method: 'GET', url: list, headers: { 'if-none-match': `W/"other", ${await etagOf(list)}` } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');

    // Another origin is answered the ordinary way, where CORS decides (none is configured here).
    const crossOrigin = await t.app.inject({ method: 'GET', url: list, headers: { origin: 'https://elsewhere.example' } });
    expect(crossOrigin.statusCode).toBe(200);
    expect(crossOrigin.headers['access-control-allow-origin']).toBeUndefined();
    expect(crossOrigin.body).toBe((await t.app.inject({ method: 'GET', url: list })).body);
  });

  it("sends over the socket, from the server's own listener, the bytes and headers Fastify's way sends", async () => {
    const list = '/api/search?blood=AB-&division=Rangpur';
    await sixRequests({ blood: 'AB-', division: 'Rangpur', district: 'Rangpur' });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const acceptEncoding of [undefined, 'br, gzip']) {
      const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      const first = await t.app.inject({ method: 'GET', url: list, headers });
      const fromHook = await t.app.inject({ method: 'GET', url: list, headers });
      await new Promise((resolve) => setImmediate(resolve)); // the injected calls' onResponse hooks have run
      const routedBefore = t.routedRequests();
      const fromListener = await rawGet(`${address}${list}`, headers);
      expect(t.routedRequests(), 'Fastify never saw it').toBe(routedBefore);
      expect(fromListener.body.equals(fromHook.rawPayload), String(acceptEncoding)).toBe(true);
      expect(fromListener.body.equals(first.rawPayload), String(acceptEncoding)).toBe(true);
      const { date: _d, connection: _c, 'keep-alive': _k, ...sent } = fromListener.headers;
      const { date: _d2, connection: _c2, 'keep-alive': _k2, ...expected } = fromHook.headers;
      expect(sent, String(acceptEncoding)).toEqual(expected);
    }
  });

  it('shows each write to every caller of a list at once, the callers that come together waiting for one answer', async () => {
    const place = { blood: 'O-', division: 'Barishal', district: 'Barishal' } as const;
    const list = '/api/search?blood=O-&division=Barishal';
    const requester = await signedInUser(t, { role: 'volunteer' });
    const address = t.app.server.listening
      ? `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`
      : await t.app.listen({ port: 0, host: '127.0.0.1' });
    const callers = 20;
    // Reads from the database take 100 ms here, so that the callers all come while the first answer is made.
    const cache = t.services.readCache;
    const get = cache.get;
    cache.get = <T>(key: string, load: () => Promise<T>, options?: EntryOptions) =>
      get.call(cache, key, () => new Promise((resolve) => setTimeout(resolve, 100)).then(load), options) as Promise<T>;
    try {
      for (let write = 1; write <= 3; write++) {
        const created = await t.app.inject({
          method: 'POST',
          url: '/api/request',
          headers: requester.headers,
          payload: requestBody(place),
        });
        expect(created.statusCode).toBe(201);
        const routedBefore = t.routedRequests();
        const answers = await Promise.all(Array.from({ length: callers }, () => rawGet(`${address}${list}`, {})));
        for (const answer of answers) {
          expect(answer.headers['x-total-count']).toBe(String(write));
          expect(answer.body.toString()).toContain(created.json().insertedId);
        }
        expect(t.routedRequests() - routedBefore, 'callers that made the answer themselves').toBeLessThan(callers / 2);
      }
    } finally {
      cache.get = get;
    }
  });

  it("keeps a requester's own list for them alone, no-store, and shows their next request at once", async () => {
    const requester = await signedInUser(t, { role: 'volunteer' });
    const other = await signedInUser(t);
    const body = requestBody({ blood: 'A-', division: 'Rajshahi', district: 'Bogura' });
    const own = `/api/request/${requester.user.email}?page=1&limit=10`;
    expect((await t.app.inject({ method: 'POST', url: '/api/request', headers: requester.headers, payload: body })).statusCode).toBe(201);
    const first = await t.app.inject({ method: 'GET', url: own, headers: requester.headers });
    expect(first.json()).toHaveLength(1);
    expect(t.services.readCache.peek(callerAnswerKey(requester.token, own)), 'the whole answer is kept').toBeDefined();

    // Kept: a change this process did not make is not seen yet, and every header is the ordinary one's.
    await t.db.execute(
      sql`update donation_requests set hospital_name = 'Changed elsewhere' where requester_email = ${requester.user.email}`,
    );
    const again = await t.app.inject({ method: 'GET', url: own, headers: requester.headers });
    expect(again.body).toBe(first.body);
    const { date: _d1, ...firstHeaders } = first.headers;
    const { date: _d2, vary: _vary, ...againHeaders } = again.headers;
    expect(againHeaders).toEqual(expect.objectContaining({ 'cache-control': 'no-store', 'x-total-count': '1' }));
    expect(firstHeaders).toEqual(expect.objectContaining(againHeaders));
    expect(again.headers.etag).toBeUndefined();

    // Another caller, and no caller, never get it.
    expect((await t.app.inject({ method: 'GET', url: own, headers: other.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: own })).statusCode).toBe(401);

    // Their next request shows at once.
    expect((await t.app.inject({ method: 'POST', url: '/api/request', headers: requester.headers, payload: body })).statusCode).toBe(201);
    const after = await t.app.inject({ method: 'GET', url: own, headers: requester.headers });
    expect(after.json()).toHaveLength(2);
    expect(after.headers['x-total-count']).toBe('2');
  });

  it("sends a caller's kept list to no one once their session is over: signed out, or past its end", async () => {
    const list = async (caller: { user: { email: string }; headers: Record<string, string> }) =>
      t.app.inject({ method: 'GET', url: `/api/request/${caller.user.email}`, headers: caller.headers });
    const leaving = await signedInUser(t);
    expect((await list(leaving)).statusCode).toBe(200);
    expect((await list(leaving)).statusCode, 'sent from memory').toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: leaving.headers })).statusCode).toBe(204);
    expect((await list(leaving)).statusCode).toBe(401);

    // A session ending in a moment: its answer is kept, then refused once the end has passed.
    const ending = await signedInUser(t);
    await t.db.execute(sql`update sessions set expires_at = now() + interval '300 milliseconds' where user_id = ${ending.user.id}`);
    t.services.readCache.invalidate(['sessions']);
    expect((await list(ending)).statusCode).toBe(200);
    expect(t.services.readCache.peek(callerAnswerKey(ending.token, `/api/request/${ending.user.email}`))).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await list(ending)).statusCode).toBe(401);
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

/** Six requests of one place and group, by a volunteer (more open requests than a donor may have): a list of over 1 KiB, which is compressed. */
async function sixRequests(place: Pick<Parameters<typeof requestBody>[0] & object, 'blood' | 'division' | 'district'>) {
  const requester = await signedInUser(t, { role: 'volunteer' });
  for (let i = 0; i < 6; i++) {
    const body = requestBody(place);
    expect((await t.app.inject({ method: 'POST', url: '/api/request', headers: requester.headers, payload: body })).statusCode).toBe(201);
  }
}

async function etagOf(url: string): Promise<string> {
  return String((await t.app.inject({ method: 'GET', url })).headers.etag);
}

/** A GET on the socket, its body as sent (fetch would decompress it). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}
