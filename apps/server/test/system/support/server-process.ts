import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The built server (`npm run build`); SYSTEM_SERVER_ENTRY points at another build of it. */
export const SERVER_ENTRY = process.env.SYSTEM_SERVER_ENTRY ?? fileURLToPath(new URL('../../../dist/main.js', import.meta.url));

export interface ServerOptions {
  /** Environment on top of a quiet test default (PORT 0 on 127.0.0.1, no demo data, log level info). */
  env: Record<string, string>;
  /** How long the server may take to listen. */
  startTimeoutMs?: number;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything written to stdout and stderr so far (pino JSON lines, and anything else). */
  output(): string;
  /** The stdout lines that are JSON, parsed. */
  logEntries(): Record<string, unknown>[];
  /** Resolves with the exit code and signal once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, and waits for the end (SIGKILL after `graceMs`). */
  stop(graceMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * For a server under a write load: it creates hundreds of requests as one account, far past the
 * per-account creation limits (decision 0023, tested in requests.limits.routes.test.ts).
 */
export const WRITE_LOAD_ENV = { REQUESTS_PER_HOUR: '1000000', OPEN_REQUESTS_MAX: '1000000' } as const;

/** Starts apps/server/dist/main.js as a child process and waits until it listens. */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first`);
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DEMO_DATA: '0',
      LOG_LEVEL: 'info',
      ...options.env,
    },
  });
  const chunks: string[] = [];
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => chunks.push(chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => chunks.push(chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const output = () => chunks.join('');

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not listen within ${options.startTimeoutMs ?? 30_000} ms:\n${output()}`));
    }, options.startTimeoutMs ?? 30_000);
    const onData = () => {
      // Fastify's own line: "Server listening at http://127.0.0.1:<port>".
      const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output());
      if (!found?.[1]) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      resolve(found[1]);
    };
    child.stdout?.on('data', onData);
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening:\n${output()}`));
    });
  });

  return {
    url,
    child,
    output,
    logEntries: () =>
      output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    exited,
    async stop(graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}
