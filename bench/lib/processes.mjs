// Child processes of the benchmark: servers (started, awaited on /api/health, stopped) and the load generator.
import { fork, spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import path from 'node:path';

const BENCH_DIR = path.resolve(import.meta.dirname, '..');

/**
 * Starts `node <script> ...args` and resolves once GET /api/health answers 2xx; `stop()` ends it with SIGTERM.
 * `logFile`: where its stdout (the server's log) goes; by default nowhere.
 */
export async function startServer({ script, args = [], env = {}, port, logFile, timeoutMs = 60_000 }) {
  const log = logFile ? openSync(logFile, 'w') : 'ignore';
  const child = spawn(process.execPath, [script, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', log, 'inherit'],
  });
  if (logFile) closeSync(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${path.basename(script)} exited with ${child.exitCode} before answering`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { stop, pid: child.pid };
    if (performance.now() - started > timeoutMs) {
      await stop();
      throw new Error(`${path.basename(script)} did not answer on port ${port} within ${timeoutMs / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Runs autocannon in a second process (so the load generator's CPU is not the measured server's)
 * against each target in turn, and resolves with their summaries: [{ rps, p50, p99, requests, non2xx, errors }].
 */
export function runLoad(targets) {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(BENCH_DIR, 'load-worker.mjs'), [], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    let result;
    child.once('message', (message) => {
      result = message;
    });
    child.once('error', reject);
    child.once('exit', (code) => (result ? resolve(result) : reject(new Error(`the load worker exited with ${code}`))));
    child.send(targets);
  });
}
