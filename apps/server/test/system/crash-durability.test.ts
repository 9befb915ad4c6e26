import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { donationRequests } from '../../src/db/schema/index';
import { requestBody } from '../request-factories';
import { call, signIn, sleep } from './support/api';
import { type ServerProcess, startServer, WRITE_LOAD_ENV } from './support/server-process';
import { createSystemDatabase, SERVER_URL, type SystemDatabase } from './support/system-database';

const WRITERS = 12;

/**
 * Many donors create donation requests at once, each writer one after another, until the server
 * dies; every request answered 201 is remembered with its id.
 */
function writeLoad(baseUrl: string, tokens: string[]) {
  const acknowledged: string[] = [];
  let failed = 0;
  let running = true;
  const writers = tokens.map(async (token) => {
    while (running) {
      const answer = await call(baseUrl, 'POST', '/api/request', { token, body: requestBody(), timeoutMs: 5_000 });
      const id = (answer.body as { insertedId?: string } | undefined)?.insertedId;
      if (answer.status === 201 && id) acknowledged.push(id);
      else failed++;
      // A dead server refuses at once; no need to spin.
      if (answer.status === 0) await sleep(20);
    }
  });
  return {
    acknowledged,
    failed: () => failed,
    async stop() {
      running = false;
      await Promise.all(writers);
    },
  };
}

interface Engine {
  name: string;
  env(): Record<string, string>;
  /** The ids among `ids` that are stored, read once no server runs (PGlite has one owner). */
  storedIds(ids: string[], dataDir: string): Promise<Set<string>>;
}

/** The writers sign in as the first admin, made by the server at start: nothing to arrange in a database it owns. */
const WRITER = { email: 'crash-writer@example.test', password: 'Crash-Test-2026' };

interface CrashTestLimits {
  /** Killed once this many writes were acknowledged (or after 15 s). */
  minAcknowledged: number;
  timeoutMs: number;
  startTimeoutMs: number;
}

function crashTest(engine: () => Engine, limits: CrashTestLimits) {
  const { minAcknowledged, timeoutMs, startTimeoutMs } = limits;
  let server: ServerProcess | undefined;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'grant-crash-'));
  });

  afterAll(async () => {
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'keeps every write it acknowledged when killed with SIGKILL mid-load',
    async () => {
      const current = engine();
      const env = { ...current.env(), ...WRITE_LOAD_ENV, DATA_DIR: dataDir, ADMIN_EMAIL: WRITER.email, ADMIN_PASSWORD: WRITER.password };
      server = await startServer({ env, startTimeoutMs });
      const token = await signIn(server.url, WRITER.email, WRITER.password);
      // Donation requests need a place and a blood group on the requester's profile.
      const profile = { division: 'Dhaka', district: 'Gazipur', blood: 'O+' };
      expect((await call(server.url, 'PATCH', '/api/auth/profile', { token, body: profile })).status).toBe(200);
      const load = writeLoad(
        server.url,
        Array.from({ length: WRITERS }, () => token),
      );
      // Killed mid-load, once enough writes have been acknowledged to mean something.
      const started = Date.now();
      while (load.acknowledged.length < minAcknowledged && Date.now() - started < 15_000) await sleep(20);
      server.child.kill('SIGKILL');
      const { signal } = await server.exited;
      expect(signal).toBe('SIGKILL');
      await load.stop();
      const acknowledged = [...load.acknowledged];
      expect(acknowledged.length).toBeGreaterThanOrEqual(minAcknowledged);

      server = await startServer({ env, startTimeoutMs });
      expect((await call(server.url, 'GET', '/api/health')).status).toBe(200);
      expect((await server.stop()).code).toBe(0);
      server = undefined;
      const stored = await current.storedIds(acknowledged, dataDir);
      const lost = acknowledged.filter((id) => !stored.has(id));
      console.info(`kill -9 on ${current.name}:`, { acknowledged: acknowledged.length, unanswered: load.failed(), lost: lost.length });
      expect(lost).toEqual([]);
    },
    timeoutMs,
  );
}

async function idsIn(db: DatabaseHandle, ids: string[]): Promise<Set<string>> {
  const rows = await db.db.select({ id: donationRequests.id }).from(donationRequests).where(inArray(donationRequests.id, ids));
  return new Set(rows.map((row) => row.id));
}

describe.skipIf(!SERVER_URL)('kill -9 under a write load (PostgreSQL)', () => {
  let database: SystemDatabase;
  beforeAll(async () => {
    database = await createSystemDatabase();
  });
  afterAll(() => database?.drop());

  crashTest(
    () => ({
      name: 'PostgreSQL',
      env: () => ({ DATABASE_URL: database.url }),
      storedIds: (ids) => idsIn(database.handle(), ids),
    }),
    { minAcknowledged: 100, timeoutMs: 30_000, startTimeoutMs: 30_000 },
  );
});

/**
 * The embedded PGlite (DATA_DIR/pglite): run by hand with SYSTEM_TEST_PGLITE=1, no PostgreSQL
 * needed. What it showed is written in SECURITY.md.
 */
describe.skipIf(!process.env.SYSTEM_TEST_PGLITE)('kill -9 under a write load (embedded PGlite)', () => {
  crashTest(
    () => ({
      name: 'PGlite',
      env: () => ({}),
      async storedIds(ids, dataDir) {
        const db = openDatabase({ kind: 'pglite', dataDir });
        try {
          return await idsIn(db, ids);
        } finally {
          await db.close();
        }
      },
    }),
    { minAcknowledged: 60, timeoutMs: 300_000, startTimeoutMs: 120_000 },
  );
});
