// Time from `node apps/server/dist/main.js` to the first 200 of /api/health, on the embedded
// database with demo data: a first start on a fresh DATA_DIR, then second starts on the same one.
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

async function startOnce(port, dataDir) {
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
      if (ok) return { wall: performance.now() - started, cpu: cpuMs(child.pid) };
      if (performance.now() - started > 120_000) throw new Error('no answer in 120 s');
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/** A first start on a fresh DATA_DIR, then `runs` second starts on the same one: { first, again: [] }. */
export async function measureStartup(port, runs) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'grant-startup-'));
  try {
    const first = await startOnce(port, dataDir);
    const again = [];
    for (let i = 0; i < runs; i++) again.push(await startOnce(port, dataDir));
    return { first, again };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

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
  const { first, again } = await measureStartup(port, runs);
  console.log(`first start (fresh DATA_DIR): ${show(first)}`);
  for (const [i, start] of again.entries()) console.log(`second start #${i + 1}: ${show(start)}`);
}
