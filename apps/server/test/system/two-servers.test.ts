import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donationRequests, type UserRow } from '../../src/db/schema/index';
import { PASSWORD } from '../factories';
import { requestBody } from '../request-factories';
import { call, signIn, storeUser } from './support/api';
import { type ServerProcess, startServer } from './support/server-process';
import { createSystemDatabase, isolatedRedisUrl, SERVER_URL, type SystemDatabase } from './support/system-database';

const ADMIN = { email: 'two-servers-admin@example.test', password: 'Two-Servers-2026' };
/**
 * How soon the other server must see a write: Redis delivers the invalidation within milliseconds,
 * but a write's answer does not wait for it. Below the time a session is kept (1 s) and far below the
 * read cache's 5 s, so a lost invalidation still fails.
 */
const SEEN_WITHIN = { timeout: 500, interval: 10 };

async function upload(baseUrl: string, token: string): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 30, b: 40 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'drop.png');
  const res = await fetch(`${baseUrl}/api/uploads`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = (await res.json()) as { url?: string };
  if (res.status !== 201 || !body.url) throw new Error(`upload failed: ${res.status} ${JSON.stringify(body)}`);
  return body.url;
}

/** A server-sent event stream, read as it comes: how many `change` events so far, and whether none came lately. */
async function openEventStream(url: string, token: string) {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } });
  if (res.status !== 200 || !res.body) throw new Error(`the event stream answered ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let lastChangeAt = Date.now();
  const changes = () => (text.match(/^event: change$/gm) ?? []).length;
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      const before = changes();
      text += decoder.decode(value, { stream: true });
      if (changes() > before) lastChangeAt = Date.now();
    }
  })().catch(() => undefined);
  return {
    changes,
    quietFor: (ms: number) => Date.now() - lastChangeAt >= ms,
    close: () => reader.cancel(),
  };
}

describe.skipIf(!SERVER_URL)('two server processes on one PostgreSQL and one Redis', () => {
  let database: SystemDatabase;
  let dataDir: string;
  let a: ServerProcess;
  let b: ServerProcess;
  let donor: UserRow;

  beforeAll(async () => {
    database = await createSystemDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'grant-two-servers-'));
    // What the two share: the database, Redis (rate limits), SECRETS_KEY (two-factor secrets) and DATA_DIR (uploads).
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: isolatedRedisUrl(),
      SECRETS_KEY: randomBytes(32).toString('base64'),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    // One after the other: the first migrates the database and makes the admin.
    a = await startServer({ env });
    b = await startServer({ env });
    donor = await storeUser(database.handle());
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('accepts on one server a session made on the other', async () => {
    const token = await signIn(a.url, donor.email);
    const me = await call(b.url, 'GET', '/api/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: donor.email });
  });

  it('counts sign-in attempts once across both servers (the limit is shared through Redis)', async () => {
    const target = await storeUser(database.handle());
    const statuses: number[] = [];
    // The limit is 10 per address and account; the attempts alternate between the servers.
    for (let i = 0; i < 12; i++) {
      const server = i % 2 === 0 ? a : b;
      statuses.push(
        (await call(server.url, 'POST', '/api/auth/login', { body: { email: target.email, password: 'Wrong-Pass-1' } })).status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Even the right password waits out the window, on either server.
    expect((await call(b.url, 'POST', '/api/auth/login', { body: { email: target.email, password: PASSWORD } })).status).toBe(429);
  });

  it('serves an image uploaded through one server from both', async () => {
    const token = await signIn(a.url, donor.email);
    const url = await upload(a.url, token);
    const [fromA, fromB] = await Promise.all([fetch(new URL(url, a.url)), fetch(new URL(url, b.url))]);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
  });

  it('shows a write made on one server in every list it changes on the other within half a second (tags invalidated through Redis)', async () => {
    const search = '/api/search?blood=AB-&division=Khulna&district=Jashore&limit=50';
    const list = async (server: ServerProcess, url: string) => {
      const answer = await call(server.url, 'GET', url);
      return { ids: (answer.body as { _id: string }[]).map((row) => row._id), total: Number(answer.headers['x-total-count']) };
    };
    const pending = () => list(b, '/api/pending?page=1&limit=50');
    const [pendingBefore, searchBefore] = [await pending(), await list(b, search)];
    expect(await pending()).toEqual(pendingBefore); // now answered from b's read cache
    const token = await signIn(a.url, donor.email);
    const created = await call(a.url, 'POST', '/api/request', {
      token,
      body: requestBody({ blood: 'AB-', division: 'Khulna', district: 'Jashore' }),
    });
    expect(created.status).toBe(201);
    const id = (created.body as { insertedId: string }).insertedId;
    await expect.poll(pending, SEEN_WITHIN).toEqual({ ids: expect.arrayContaining([id]), total: pendingBefore.total + 1 });
    await expect.poll(() => list(b, search), SEEN_WITHIN).toEqual({ ids: expect.arrayContaining([id]), total: searchBefore.total + 1 });

    // A pledge made on b takes it out of a's pending list (cached there a moment ago), and only that.
    expect((await list(a, '/api/pending?page=1&limit=50')).ids).toContain(id);
    const pledger = await storeUser(database.handle());
    expect((await call(b.url, 'PATCH', `/api/request/${id}`, { token: await signIn(b.url, pledger.email) })).status).toBe(200);
    await expect
      .poll(() => list(a, '/api/pending?page=1&limit=50'), SEEN_WITHIN)
      .toEqual({ ids: expect.not.arrayContaining([id]), total: pendingBefore.total });
    expect((await list(a, search)).total).toBe(searchBefore.total + 1);
  });

  it('moves the triage board on one server when a volunteer takes a request on the other (its event stream, through Redis)', async () => {
    // Stored straight in the database: no write through a server, so no change is on its way yet.
    const [row] = await database
      .handle()
      .db.insert(donationRequests)
      .values({
        ...requestBody({ division: 'Khulna', district: 'Narail' }),
        requesterId: donor.id,
        requesterName: donor.name,
        requesterEmail: donor.email,
      })
      .returning({ id: donationRequests.id });
    const id = row?.id ?? '';
    const adminToken = await signIn(b.url, ADMIN.email, ADMIN.password);
    const volunteer = await storeUser(database.handle(), { role: 'volunteer' });
    const board = await openEventStream(`${b.url}/api/triage/events`, adminToken);
    try {
      // Quiet first: any change of the earlier tests has been told.
      await expect.poll(() => board.quietFor(300), { timeout: 5_000, interval: 50 }).toBe(true);
      const before = board.changes();
      const claim = await call(a.url, 'POST', `/api/triage/${id}/claim`, { token: await signIn(a.url, volunteer.email) });
      expect(claim.status).toBe(200);
      await expect.poll(() => board.changes(), { timeout: 1_500, interval: 20 }).toBeGreaterThan(before);
      const seen = await call(b.url, 'GET', `/api/triage/${id}`, { token: adminToken });
      expect((seen.body as { handledBy: { _id: string } | null }).handledBy?._id).toBe(volunteer.id);
    } finally {
      await board.close();
    }
  });

  it('applies a block made on one server on the other within half a second', async () => {
    const victim = await storeUser(database.handle());
    const victimToken = await signIn(b.url, victim.email);
    expect((await call(b.url, 'GET', '/api/auth/me', { token: victimToken })).status).toBe(200);
    const adminToken = await signIn(a.url, ADMIN.email, ADMIN.password);
    expect((await call(a.url, 'PATCH', `/api/block/${victim.id}`, { token: adminToken })).status).toBe(200);
    // Blocking ends every session of the account: the next call on the other server is refused.
    await expect.poll(async () => (await call(b.url, 'GET', '/api/auth/me', { token: victimToken })).status, SEEN_WITHIN).toBe(401);
    const again = await signIn(b.url, victim.email);
    const create = await call(b.url, 'POST', '/api/request', { token: again, body: requestBody() });
    expect(create.status).toBe(403);
  });
});
