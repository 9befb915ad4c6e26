import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep } from './support/api';
import { startServer } from './support/server-process';

/** The goal for the embedded default, idle, on its first start and on later ones (issue 47, decision 0053). */
const IDLE_RSS_LIMIT_MIB = 250;

const residentMiB = (pid: number) => Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

/** A start of the built server on the embedded database with demo data, and its RSS once it has idled a little. */
async function idleResidentMiB(dataDir: string): Promise<number> {
  const server = await startServer({ env: { DATA_DIR: dataDir, DEMO_DATA: '1' }, startTimeoutMs: 90_000 });
  try {
    await sleep(3_000);
    const pid = server.child.pid;
    if (pid === undefined) throw new Error('the server has no pid');
    return residentMiB(pid);
  } finally {
    await server.stop();
  }
}

// What the embedded database holds in memory does not depend on PostgreSQL: the embedded run only.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL) || process.platform !== 'linux')('embedded default memory', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'grant-memory-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it(`stays under ${IDLE_RSS_LIMIT_MIB} MiB idle on its first start (a new database and demo data) and on the next`, async () => {
    const first = await idleResidentMiB(dataDir);
    const second = await idleResidentMiB(dataDir);
    expect({ first: first < IDLE_RSS_LIMIT_MIB, second: second < IDLE_RSS_LIMIT_MIB }, `${first} MiB, then ${second} MiB`).toEqual({
      first: true,
      second: true,
    });
  }, 240_000);
});
