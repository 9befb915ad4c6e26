import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_FAST_PASSWORD_HASH } from '../../src/modules/auth/password-hasher';
import { PASSWORD } from '../factories';
import { type Answer, call, countByStatus, sleep, storeUsers } from './support/api';
import { type ServerProcess, startServer } from './support/server-process';
import { createSystemDatabase, isolatedRedisUrl, SERVER_URL, type SystemDatabase } from './support/system-database';

/** Sign-ins are slow on purpose (argon2id): a few dozen at once keep the server busy for a while. */
const IN_FLIGHT = 16;

const countLines = (output: string, pattern: RegExp) => output.split('\n').filter((line) => pattern.test(line)).length;

async function waitFor(check: () => boolean, limitMs: number, what: string) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > limitMs) throw new Error(`${what}: not within ${limitMs} ms`);
    await sleep(10);
  }
}

describe.skipIf(!SERVER_URL)('SIGTERM under load (PostgreSQL, Redis)', () => {
  let database: SystemDatabase;
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    // The users' hashes must cost what they cost in production, or the sign-ins would not keep the server busy.
    vi.stubEnv(TEST_FAST_PASSWORD_HASH, '0');
    database = await createSystemDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'grant-sigterm-'));
    // At debug every request is logged as it arrives (lib/log-options.ts): the test sees the sign-ins reach the server.
    server = await startServer({
      env: { DATABASE_URL: database.url, DATA_DIR: dataDir, REDIS_URL: isolatedRedisUrl(), LOG_LEVEL: 'debug' },
    });
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    await server?.stop();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('finishes the requests in flight, refuses new ones, and exits 0 within seconds', async () => {
    // One account each: the per-account sign-in limit stays out of the way.
    const donors = await storeUsers(database.handle(), IN_FLIGHT);
    const inFlight = donors.map((donor) =>
      call(server.url, 'POST', '/api/auth/login', { body: { email: donor.email, password: PASSWORD }, timeoutMs: 15_000 }),
    );
    // Every sign-in has reached the server (logged as it arrives, at debug) before the signal.
    await waitFor(
      () => countLines(server.output(), /"url":"\/api\/auth\/login".*incoming request/) >= IN_FLIGHT,
      5_000,
      'sign-ins arrived',
    );
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await waitFor(() => server.output().includes('shutting down'), 2_000, 'the server took the signal');

    // Asked after the signal: 503 on a kept-alive connection, or refused once the listener is closed.
    const late: Answer[] = [];
    let exited = false;
    const lateCaller = (async () => {
      while (!exited) late.push(await call(server.url, 'GET', '/api/blogs', { timeoutMs: 5_000 }));
    })();

    const answers = await Promise.all(inFlight);
    const finishedAt = Date.now();
    const { code, signal } = await server.exited;
    const exitedAt = Date.now();
    exited = true;
    await lateCaller;

    console.info('SIGTERM:', {
      inFlight: answers.length,
      inFlightStatuses: [...new Set(answers.map((a) => a.status))],
      lastInFlightMsAfterSignal: finishedAt - signalledAt,
      exitMsAfterSignal: exitedAt - signalledAt,
      exitCode: code,
      lateStatuses: countByStatus(late),
    });
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(late.length).toBeGreaterThan(0);
    for (const answer of late) expect([0, 503]).toContain(answer.status);
    expect(signal).toBeNull();
    expect(code).toBe(0);
    // Nothing (the hourly session sweep, Redis, the pool) keeps it alive once the last request is answered.
    expect(exitedAt - signalledAt).toBeLessThan(8_000);
    expect(exitedAt - finishedAt).toBeLessThan(2_000);
  });
});
