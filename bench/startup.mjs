// Time from `node apps/server/dist/main.js` to the first 200 of /api/health, on the embedded
// database with demo data: a first start on a fresh DATA_DIR, then second starts on the same one;
// then the memory (RSS) of the first start once idle, and of one more start on that DATA_DIR, idle,
// and idle again after a round of the public pages and lists (docs/decisions/0032, 0053).
// Usage: node bench/startup.mjs [port] [runs]   (build the server first: npm run build -w @grant/server)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const main = path.resolve(import.meta.dirname, '../apps/server/dist/main.js');

/** CPU time (user + system) the process has used so far, from /proc (Linux): a figure the machine's load does not inflate. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (100 Hz)
  } catch {
    return Number.NaN;
  }
}

/** A figure of /proc/<pid>/status in MiB (Linux): VmRSS now, VmHWM the most it has been. */
function statusMiB(pid, field) {
  try {
    const kb = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1];
    return kb === undefined ? Number.NaN : Number(kb) / 1024;
  } catch {
    return Number.NaN;
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** How long the server is left alone before its RSS is read: long enough for V8 to settle after start. */
const IDLE_MS = 10_000;

/** What a visitor reads: the public pages (the web app's HTML) and the lists and counts they call. */
const PUBLIC_READS = [
  '/',
  '/search',
  '/blog',
  '/pendingRequest',
  '/login',
  '/api/pending?page=1&limit=10',
  '/api/blogs?page=1&limit=9',
  '/api/search?blood=B%2B&division=Dhaka&page=1&limit=10',
  '/api/search?blood=A%2B&division=Chattagram&page=1&limit=10',
  '/api/division',
];

/** Starts the server, waits for /api/health, runs `whileUp` on it, and stops it. */
async function withServer(port, dataDir, whileUp) {
  const started = performance.now();
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development', DEMO_DATA: 'true' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return await whileUp(child.pid, { wall: performance.now() - started, cpu: cpuMs(child.pid) });
      if (performance.now() - started > 120_000) throw new Error('no answer in 120 s');
      await sleep(25);
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const startOnce = (port, dataDir) => withServer(port, dataDir, (_pid, start) => start);

/** A first start on a fresh DATA_DIR, and its RSS once it has idled (the database made by a child process, decision 0053). */
const firstStart = (port, dataDir) =>
  withServer(port, dataDir, async (pid, start) => {
    await sleep(IDLE_MS);
    return { ...start, idleRss: statusMiB(pid, 'VmRSS') };
  });

/**
 * RSS in MiB of a start on a DATA_DIR that has its demo data: idle after start, then idle again
 * after three rounds of PUBLIC_READS (each answer must be 2xx), and the peak (VmHWM).
 */
export function measureIdleRss(port, dataDir) {
  return withServer(port, dataDir, async (pid) => {
    await sleep(IDLE_MS);
    const idle = statusMiB(pid, 'VmRSS');
    for (let round = 0; round < 3; round++) {
      for (const url of PUBLIC_READS) {
        const response = await fetch(`http://127.0.0.1:${port}${url}`);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      }
    }
    await sleep(IDLE_MS);
    return { idle, afterReads: statusMiB(pid, 'VmRSS'), peak: statusMiB(pid, 'VmHWM') };
  });
}

/**
 * A first start on a fresh DATA_DIR, then `runs` second starts on the same one, then (unless
 * `rss` is false) one more for its memory: { first, again: [], rss }.
 */
export async function measureStartup(port, runs, { rss = true } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'grant-startup-'));
  try {
    const first = await firstStart(port, dataDir);
    const again = [];
    for (let i = 0; i < runs; i++) again.push(await startOnce(port, dataDir));
    return { first, again, rss: rss ? await measureIdleRss(port, dataDir) : undefined };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const showRss = ({ idle, afterReads, peak }) =>
  `idle ${idle.toFixed(0)} MiB, idle after reads ${afterReads.toFixed(0)} MiB, peak ${peak.toFixed(0)} MiB`;
const show = ({ wall, cpu }) => `${wall.toFixed(0)} ms wall, ${cpu.toFixed(0)} ms CPU`;
if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  const port = Number(process.argv[2] ?? 3261);
  const runs = Number(process.argv[3] ?? 3);
  console.log(
    `load average: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.availableParallelism()} CPUs`,
  );
  const { first, again, rss } = await measureStartup(port, runs);
  console.log(`first start (fresh DATA_DIR): ${show(first)}, idle ${first.idleRss.toFixed(0)} MiB`);
  for (const [i, start] of again.entries()) console.log(`second start #${i + 1}: ${show(start)}`);
  console.log(`RSS, second start: ${showRss(rss)}`);
}
