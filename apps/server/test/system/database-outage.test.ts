import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@grant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_CACHE_TTL_MS } from '../../src/lib/read-cache';
import { requestBody } from '../request-factories';
import { type Answer, call, countByStatus, signIn, sleep, storeUser } from './support/api';
import { type ServerProcess, startServer, WRITE_LOAD_ENV } from './support/server-process';
import { createSystemDatabase, SERVER_URL, type SystemDatabase } from './support/system-database';
import { proxyDatabase, type TcpProxy } from './support/tcp-proxy';

/** The longest a request may take while the database is gone: it fails fast, it never hangs. */
const FAST_MS = 2_000;
/** How soon after the database is back the server must answer normally again, by itself. */
const RECOVERY_MS = 5_000;
/**
 * The longest a request may take while the network drops every packet: nothing tells the server the
 * database is gone, so only its own time limits (connect, pool wait, reply) can end the wait.
 */
const SILENT_OUTAGE_MS = 5_000;

/**
 * Steady load from a few callers: public reads and a signed-in write, each caller one request at a
 * time, until stopped; every answer is kept with its time.
 */
function steadyLoad(baseUrl: string, token: string) {
  const answers: (Answer & { at: number; kind: string })[] = [];
  let running = true;
  const caller = async (kind: string, send: () => Promise<Answer>) => {
    while (running) answers.push({ ...(await send()), at: Date.now(), kind });
  };
  const callers = [
    caller('read blogs', () => call(baseUrl, 'GET', '/api/blogs', { timeoutMs: 8_000 })),
    caller('read pending', () => call(baseUrl, 'GET', '/api/pending', { timeoutMs: 8_000 })),
    caller('read search', () => call(baseUrl, 'GET', '/api/search?blood=O%2B&division=Dhaka', { timeoutMs: 8_000 })),
    // Writes run in transactions: a connection cut between two of their statements is the hard case.
    ...[1, 2, 3].map(() =>
      caller('write request', () => call(baseUrl, 'POST', '/api/request', { token, body: requestBody(), timeoutMs: 8_000 })),
    ),
  ];
  return {
    answers,
    since: (at: number) => answers.filter((a) => a.at >= at),
    async stop() {
      running = false;
      await Promise.all(callers);
    },
  };
}

/** Polls until `check` answers true; the time it took, or a failure after `limitMs`. */
async function timeUntil(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (await check()) return Date.now() - started;
    await sleep(100);
  }
  throw new Error(`not within ${limitMs} ms`);
}

const summary = (answers: Answer[]) => ({
  count: answers.length,
  byStatus: countByStatus(answers),
  slowestMs: Math.round(Math.max(0, ...answers.map((a) => a.ms))),
});

describe.skipIf(!SERVER_URL)('the database goes away under load (PostgreSQL)', () => {
  let database: SystemDatabase;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let dataDir: string;
  let token: string;

  beforeAll(async () => {
    database = await createSystemDatabase();
    const proxied = await proxyDatabase(database.url);
    proxy = proxied.proxy;
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'grant-outage-'));
    server = await startServer({ env: { ...WRITE_LOAD_ENV, DATABASE_URL: proxied.url, DATA_DIR: dataDir } });
    const donor = await storeUser(database.handle());
    token = await signIn(server.url, donor.email);
  });

  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 fast while the database is unreachable, and recovers by itself when it is back', async () => {
    const load = steadyLoad(server.url, token);
    // Healthy first: reads and writes answered (writes are slower on a busy machine).
    await timeUntil(async () => load.answers.length > 10 && load.answers.some((a) => a.status === 201), 10_000);
    const healthy = summary(load.answers);
    expect(healthy.count).toBeGreaterThan(10);
    expect(Object.keys(healthy.byStatus)).toEqual(expect.arrayContaining(['200', '201']));
    expect(load.answers.every((a) => a.status === 200 || a.status === 201)).toBe(true);

    await proxy.cut();
    const cutAt = Date.now();
    await sleep(3_000);
    // Connections cut in the middle of a transaction must not take the process down with them.
    expect(server.child.exitCode, 'the server died with the database').toBeNull();
    const health = await call(server.url, 'GET', '/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'degraded', database: { engine: 'postgres', up: false } });
    expect(health.ms).toBeLessThan(FAST_MS);

    // Requests already past the database when it went may still finish; after a moment every one is a
    // quick 503, except the public lists, which the read cache may still answer until its entries
    // (loaded before the cut) expire (decision 0019).
    await sleep(READ_CACHE_TTL_MS);
    const down = load.since(cutAt + 500);
    const downSummary = summary(down);
    console.info('database unreachable:', downSummary);
    expect(down.length).toBeGreaterThan(10);
    for (const answer of down) {
      expect(answer.ms).toBeLessThan(FAST_MS);
      const fromCache = answer.status === 200 && answer.kind.startsWith('read') && answer.at < cutAt + READ_CACHE_TTL_MS + 500;
      if (fromCache) continue;
      expect(answer.status, `${answer.kind} answered ${answer.status}`).toBe(503);
      expect(answer.body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: MESSAGES.serviceUnavailable });
    }
    const readsAfterCache = load.since(cutAt + READ_CACHE_TTL_MS + 500).filter((answer) => answer.kind.startsWith('read'));
    expect(readsAfterCache.length).toBeGreaterThan(3);

    await proxy.restore();
    const recoveryMs = await timeUntil(async () => (await call(server.url, 'GET', '/api/health')).status === 200, RECOVERY_MS);
    const backAt = Date.now();
    await sleep(1_000);
    await load.stop();
    const after = load.since(backAt + 200);
    console.info('database back:', { recoveryMs, ...summary(after) });
    expect(after.length).toBeGreaterThan(5);
    expect(after.every((a) => a.status === 200 || a.status === 201)).toBe(true);
    expect(server.child.exitCode).toBeNull();
  });

  it('answers 503 with Retry-After within 5 s while the network silently drops every packet, and recovers by itself', async () => {
    const load = steadyLoad(server.url, token);
    await timeUntil(async () => load.answers.filter((a) => a.status === 201).length > 2, 10_000);

    proxy.blackhole();
    const silentAt = Date.now();
    // Long enough for the connections open before (now silent) to be given up, and new ones tried.
    await sleep(3 * SILENT_OUTAGE_MS);
    const health = await call(server.url, 'GET', '/api/health', { timeoutMs: 10_000 });
    expect(health.status).toBe(503);
    expect(health.ms).toBeLessThan(SILENT_OUTAGE_MS);
    await load.stop();
    expect(server.child.exitCode, 'the server died with the network').toBeNull();

    // Every answer that came after the packets stopped, including those of requests under way then.
    const silent = load.since(silentAt);
    console.info('database silent:', summary(silent));
    expect(silent.length).toBeGreaterThan(10);
    for (const answer of silent) {
      expect(answer.ms, `${answer.kind} took ${Math.round(answer.ms)} ms (status ${answer.status})`).toBeLessThan(SILENT_OUTAGE_MS);
      const fromCache = answer.status === 200 && answer.kind.startsWith('read') && answer.at < silentAt + READ_CACHE_TTL_MS + 500;
      if (fromCache) continue;
      expect([201, 503], `${answer.kind} answered ${answer.status}`).toContain(answer.status);
      if (answer.status === 503) {
        expect(answer.body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: MESSAGES.serviceUnavailable });
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(silent.filter((answer) => answer.status === 503).length).toBeGreaterThan(10);

    await proxy.restore();
    const recoveryMs = await timeUntil(async () => (await call(server.url, 'GET', '/api/health')).status === 200, RECOVERY_MS);
    const after = steadyLoad(server.url, token);
    await sleep(1_500);
    await after.stop();
    console.info('network back:', { recoveryMs, ...summary(after.answers) });
    expect(after.answers.length).toBeGreaterThan(5);
    expect(after.answers.every((a) => a.status === 200 || a.status === 201)).toBe(true);
  });

  it('answers 503 (never 500, never a hang) when PostgreSQL ends its connections, and goes on by itself', async () => {
    const load = steadyLoad(server.url, token);
    await sleep(500);
    const terminated = await database.admin(
      'SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database.name],
    );
    const killedAt = Date.now();
    expect(terminated.rows[0]?.n).toBeGreaterThan(0);
    const recoveryMs = await timeUntil(
      async () => (await call(server.url, 'POST', '/api/request', { token, body: requestBody() })).status === 201,
      RECOVERY_MS,
    );
    await sleep(1_000);
    await load.stop();
    const around = load.since(killedAt - 200);
    console.info('backends terminated:', { backends: terminated.rows[0]?.n, recoveryMs, ...summary(around) });
    for (const answer of around) {
      expect([200, 201, 503], `${answer.kind} answered ${answer.status}`).toContain(answer.status);
      expect(answer.ms).toBeLessThan(FAST_MS);
    }
    const last = load.since(Date.now() - 500);
    expect(last.every((a) => a.status === 200 || a.status === 201)).toBe(true);
    expect(server.child.exitCode).toBeNull();
    expect((await call(server.url, 'GET', '/api/health')).status).toBe(200);
  });
});
