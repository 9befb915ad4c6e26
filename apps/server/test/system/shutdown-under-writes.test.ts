import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/db/schema/index';
import { sleep } from './support/api';
import { type ServerProcess, startServer } from './support/server-process';
import { createSystemDatabase, isolatedRedisUrl, SERVER_URL, type SystemDatabase } from './support/system-database';

const CLIENTS = 6;
/** The contact form takes 5 messages per address in 10 minutes: each connection comes from an address of its own. */
const WRITES_PER_CONNECTION = 5;
/** Long enough for a loaded machine; a request the server leaves hanging takes this long to show. */
const REQUEST_TIMEOUT_MS = 8_000;

type Outcome =
  | { kind: 'answered'; status: number; connection: string | undefined }
  | { kind: 'refused' | 'reset' | 'timeout' | 'other'; error: string };

/** One POST on `agent` (a kept-alive connection), with what became of it. */
function post(agent: http.Agent, url: string, body: object): Promise<Outcome> {
  return new Promise((resolve) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve({ kind: 'answered', status: answer.statusCode ?? 0, connection: answer.headers.connection }));
        answer.on('error', (error) => resolve({ kind: 'reset', error: error.message }));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      const code = error.code ?? error.name;
      if (code === 'ECONNREFUSED') resolve({ kind: 'refused', error: code });
      else if (code === 'ECONNRESET' || code === 'EPIPE' || error.message === 'socket hang up') resolve({ kind: 'reset', error: code });
      else if (code === 'ABORT_ERR' || code === 'AbortError' || code === 'TimeoutError') resolve({ kind: 'timeout', error: code });
      else resolve({ kind: 'other', error: `${code}: ${error.message}` });
    });
    request.end(payload);
  });
}

interface Write {
  message: string;
  startedAt: number;
  endedAt: number;
  outcome: Outcome;
}

/**
 * Six clients post contact messages without pause, each on a kept-alive connection from a loopback
 * address of its own (127.c.x.y), a new connection (and address) every five writes, until told to stop.
 * Once `signalled()`, half of them go quiet as a browser or a connection pool does with nothing more
 * to send: the answer to their write in flight comes, and they keep the connection open, idle, until
 * the end (unless the server said it closes it).
 */
function writeWithoutPause(baseUrl: string) {
  const writes: Write[] = [];
  let running = true;
  let signalled = false;
  let stopped: () => void = () => undefined;
  const end = new Promise<void>((resolve) => {
    stopped = resolve;
  });
  const clients = Array.from({ length: CLIENTS }, async (_, client) => {
    const goesQuiet = client % 2 === 0;
    for (let connection = 0; running; connection++) {
      const localAddress = `127.${10 + client}.${(Math.floor(connection / 250) % 250) + 1}.${(connection % 250) + 1}`;
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress });
      for (let n = 0; n < WRITES_PER_CONNECTION && running; n++) {
        const message = `Steady write ${client}-${connection}-${n}`;
        const startedAt = Date.now();
        const outcome = await post(agent, `${baseUrl}/api/contact`, {
          name: `Writer ${client}`,
          email: `writer${client}@example.test`,
          message,
        });
        writes.push({ message, startedAt, endedAt: Date.now(), outcome });
        // A closed connection (refused, reset, or the server said close): the next write opens another.
        if (outcome.kind !== 'answered' || outcome.connection === 'close') break;
        if (goesQuiet && signalled) await end;
      }
      agent.destroy();
      // A server that is gone refuses at once: no need to spin.
      if (writes.at(-1)?.outcome.kind === 'refused') await sleep(20);
    }
  });
  return {
    writes,
    signalled() {
      signalled = true;
    },
    async stop() {
      running = false;
      stopped();
      await Promise.all(clients);
    },
  };
}

const summary = (writes: Write[]) => {
  const counts: Record<string, number> = {};
  for (const { outcome } of writes) {
    const key = outcome.kind === 'answered' ? String(outcome.status) : outcome.kind;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
};

describe.skipIf(!SERVER_URL)('SIGTERM under steady writes on kept-alive connections (PostgreSQL, Redis)', () => {
  let database: SystemDatabase;
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    database = await createSystemDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'grant-sigterm-writes-'));
    server = await startServer({ env: { DATABASE_URL: database.url, DATA_DIR: dataDir, REDIS_URL: isolatedRedisUrl() } });
  });

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('finishes the writes in flight, answers later ones 503 or refuses them, never hangs, keeps every acknowledged write, exits 0', {
    timeout: 60_000,
  }, async () => {
    const load = writeWithoutPause(server.url);
    // Writing for a while first: every client is mid-stream when the signal comes.
    const started = Date.now();
    while (
      load.writes.filter((w) => w.outcome.kind === 'answered' && w.outcome.status === 201).length < 60 &&
      Date.now() - started < 20_000
    ) {
      await sleep(20);
    }
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    load.signalled();
    const { code, signal } = await Promise.race([
      server.exited,
      // The test ends the load (and so the quiet clients' connections) after 15 s: a server still waiting then is hung.
      sleep(15_000).then(() => ({ code: -1, signal: null })),
    ]);
    const exitedAt = Date.now();
    // A moment more of writing: all refused now.
    await sleep(200);
    await load.stop();
    await server.exited;

    const before = load.writes.filter((w) => w.endedAt < signalledAt);
    const after = load.writes.filter((w) => w.endedAt >= signalledAt);
    console.info('SIGTERM under writes:', {
      exitCode: code,
      exitMsAfterSignal: exitedAt - signalledAt,
      before: summary(before),
      after: summary(after),
      output: code === 0 ? undefined : server.output().split('\n').slice(-20).join('\n'),
    });

    expect(signal).toBeNull();
    expect(code).toBe(0);
    // Well inside main.ts's 10 s grace, even on a loaded machine.
    expect(exitedAt - signalledAt).toBeLessThan(8_000);
    // Before the signal everything was written.
    expect(summary(before)).toEqual({ 201: before.length });
    // Then never a hang or a stray answer: written (in flight, or before the server took the signal), 503,
    // refused, or a kept-alive connection the server closed as the write was on its way (not taken).
    for (const write of after) {
      const fine =
        write.outcome.kind === 'answered' ? [201, 503].includes(write.outcome.status) : ['refused', 'reset'].includes(write.outcome.kind);
      expect(fine, `${write.message}: ${JSON.stringify(write.outcome)}`).toBe(true);
    }
    expect(after.some((w) => w.outcome.kind === 'refused')).toBe(true);

    // Every acknowledged write is stored.
    const acknowledged = load.writes.filter((w) => w.outcome.kind === 'answered' && w.outcome.status === 201).map((w) => w.message);
    const stored = await database
      .handle()
      .db.select({ message: contactMessages.message })
      .from(contactMessages)
      .where(inArray(contactMessages.message, acknowledged));
    expect(new Set(stored.map((row) => row.message)).size).toBe(acknowledged.length);
  });
});
