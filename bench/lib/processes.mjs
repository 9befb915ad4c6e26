// Child processes of the benchmark: servers (started, awaited on /api/health, stopped) and the load generator.
import { execFileSync, fork, spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const BENCH_DIR = path.resolve(import.meta.dirname, '..');

/**
 * Where the load's processes run (decision 0048): the servers on one CPU, the load generator on
 * another, as if it were another machine; PostgreSQL wherever the OS puts it. Left to the OS when
 * `unpinned`, or when the machine has one CPU or no `taskset` (util-linux). Answers { servers, load }
 * (CPU lists for `taskset -c`) or undefined.
 */
export function cpuPlacement({ unpinned = false } = {}) {
  if (unpinned || os.availableParallelism() < 2) return undefined;
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
  } catch {
    return undefined;
  }
  return { servers: '1', load: '0' };
}

/**
 * Starts `node <script> ...args` and resolves once GET /api/health answers 2xx; `stop()` ends it with SIGTERM.
 * `logFile`: where its stdout (the server's log) goes; by default nowhere. `cpus`: the CPUs it may
 * run on (`taskset -c`, which then becomes node: the same process), by default any.
 */
export async function startServer({ script, args = [], env = {}, port, logFile, cpus, timeoutMs = 60_000 }) {
  const log = logFile ? openSync(logFile, 'w') : 'ignore';
  const command = [process.execPath, script, ...args];
  if (cpus) command.unshift('taskset', '-c', cpus);
  const child = spawn(command[0], command.slice(1), {
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
 * The load generator: autocannon in a second process (so that its CPU is not the measured server's),
 * started once and kept, so that every run is made by a warm generator: a freshly started one
 * measured the first server of its list up to a third lower than the next (bench/README.md, 1 Dec).
 * `run(targets)` runs each target in turn and resolves with their summaries, [{ rps, p50, p99,
 * requests, non2xx, errors }]; `stop()` ends the process. `cpus`: the CPUs it may run on, by default any.
 */
export function startLoadGenerator({ cpus } = {}) {
  // Plain Node, without the loader this script runs under: the worker is JavaScript.
  const child = fork(path.join(BENCH_DIR, 'load-worker.mjs'), [], { execArgv: [], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  // Every thread it has now; the ones it starts later inherit the placement.
  if (cpus) execFileSync('taskset', ['-a', '-cp', cpus, String(child.pid)], { stdio: 'ignore' });
  let waiting;
  const settle = (how, value) => {
    const current = waiting;
    waiting = undefined;
    current?.[how](value);
  };
  child.on('message', (summaries) => settle('resolve', summaries));
  child.once('error', (error) => settle('reject', error));
  const exited = new Promise((resolve) =>
    child.once('exit', (code) => {
      settle('reject', new Error(`the load worker exited with ${code}`));
      resolve();
    }),
  );
  return {
    run(targets) {
      if (waiting) return Promise.reject(new Error('the load generator is already running a list'));
      return new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        child.send(targets);
      });
    },
    async stop() {
      if (child.connected) child.disconnect();
      await exited;
    },
  };
}
