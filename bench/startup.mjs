// Time from `node apps/server/dist/main.js` to the first 200 of /api/health, on the embedded
// database with demo data: a first start on a fresh DATA_DIR, then second starts on the same one.
// Usage: node bench/startup.mjs [port] [runs]   (build the server first: npm run build -w @grant/server)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = Number(process.argv[2] ?? 3261);
const runs = Number(process.argv[3] ?? 3);
const main = path.resolve(import.meta.dirname, '../apps/server/dist/main.js');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'grant-startup-'));

/** CPU time (user + system) the process has used so far, from /proc (Linux): a figure the machine's load does not inflate. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (100 Hz)
  } catch {
    return Number.NaN;
  }
}

async function startOnce() {
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

const show = ({ wall, cpu }) => `${wall.toFixed(0)} ms wall, ${cpu.toFixed(0)} ms CPU`;
try {
  console.log(
    `load average: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.availableParallelism()} CPUs`,
  );
  console.log(`first start (fresh DATA_DIR): ${show(await startOnce())}`);
  for (let i = 1; i <= runs; i++) console.log(`second start #${i}: ${show(await startOnce())}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
