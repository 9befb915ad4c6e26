// The two app processes of the surge: the built server twice, on one PostgreSQL database and one
// Redis, as a deployment with two instances behind a load balancer runs it.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { startServer } from '../lib/processes.mjs';

const SERVER_MAIN = path.resolve(import.meta.dirname, '../../apps/server/dist/main.js');
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Resolves when Redis answers PING; a missing Redis fails the run at once, with what to do. */
export function checkRedis(url = REDIS_URL) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const fail = (why) => {
      socket.destroy();
      reject(new Error(`Redis at ${url} does not answer (${why}): start it, or point REDIS_URL at one`));
    };
    socket.setTimeout(2000, () => fail('no answer in 2 s'));
    socket.once('error', (error) => fail(error.message));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.end();
      if (data.toString().startsWith('+PONG')) resolve();
      else fail(data.toString().trim());
    });
  });
}

/** One VAPID key pair for both processes, as a deployment shares one (the stand-in checks each push against it). */
export const createVapidKeys = () => webpush.generateVAPIDKeys();

/**
 * Starts the servers one after the other (the first applies nothing: the benchmark migrated the
 * database) and answers their URLs and `stop()`. Logs go to a file per server in the temp folder.
 */
export async function startSurgeServers({ ports, databaseUrl, vapid, log }) {
  const dataDirs = [];
  const servers = [];
  const secretsKey = randomBytes(32).toString('base64');
  const logFiles = ports.map((port) => path.join(os.tmpdir(), `grant-surge-${port}.log`));
  try {
    for (const [i, port] of ports.entries()) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'grant-surge-'));
      dataDirs.push(dataDir);
      const server = await startServer({
        script: SERVER_MAIN,
        port,
        logFile: logFiles[i],
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          // Not production: the push endpoints are plain http on loopback (the stand-in).
          NODE_ENV: 'test',
          DEMO_DATA: '0',
          DATABASE_URL: databaseUrl,
          REDIS_URL,
          DATA_DIR: dataDir,
          SECRETS_KEY: secretsKey,
          VAPID_PUBLIC_KEY: vapid.publicKey,
          VAPID_PRIVATE_KEY: vapid.privateKey,
          VAPID_SUBJECT: 'mailto:bench@grant.test',
          // Each requester files two requests in a minute: far under a person's real need in a
          // surge, far over the per-account defaults (decision 0023), which are not what is measured.
          REQUESTS_PER_HOUR: '1000000',
          OPEN_REQUESTS_MAX: '1000000',
          // Second waves after the run (the deadline and a surge shorten the waits, to a minute at
          // least): the benchmark measures first waves, and a second wave in the CPU phase would
          // count in its figure.
          ALERT_WAVE_WAIT_CRITICAL_MINUTES: '30',
          ALERT_WAVE_WAIT_URGENT_MINUTES: '60',
          ALERT_WAVE_WAIT_NORMAL_MINUTES: '120',
        },
      });
      servers.push(server);
    }
  } catch (error) {
    await Promise.all(servers.map((s) => s.stop()));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  log(`  servers on ports ${ports.join(' and ')} (pids ${servers.map((s) => s.pid).join(', ')}); logs in ${logFiles.join(', ')}`);
  return {
    urls: ports.map((port) => `http://127.0.0.1:${port}`),
    pids: servers.map((s) => s.pid),
    logFiles,
    stop: async () => {
      await Promise.all(servers.map((s) => s.stop()));
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}
