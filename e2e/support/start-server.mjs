// Starts the built server for the end-to-end tests on a database of its own, and removes it after.
// With TEST_DATABASE_URL set, a fresh PostgreSQL database is created and dropped; otherwise the
// embedded PGlite lives in a temporary DATA_DIR.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const dataDir = mkdtempSync(path.join(tmpdir(), 'grant-e2e-'));
const adminUrl = process.env.TEST_DATABASE_URL;
const dbName = `grant_e2e_${randomBytes(4).toString('hex')}`;

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let databaseUrl;
if (adminUrl) {
  await adminQuery(`CREATE DATABASE ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
}

const port = process.env.E2E_PORT ?? '3210';

// A real OpenID provider on 127.0.0.1 stands in for Google (apps/server/test/oidc-test-provider.ts);
// its first line of output names the issuer and the app's client.
const oidcProvider = spawn(process.execPath, ['--import', 'tsx', 'apps/server/test/run-oidc-test-provider.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, OIDC_PROVIDER_PORT: process.env.E2E_OIDC_PORT ?? '3290', APP_ORIGIN: `http://127.0.0.1:${port}` },
});
const [firstLine] = await once(oidcProvider.stdout, 'data');
const oidc = JSON.parse(String(firstLine).split('\n')[0]);
oidcProvider.stdout.resume();

// The server's JSON log lines go to a file beside the test reports (CI keeps .reports), not into the
// tests' output; if the server stops on its own, its last lines are printed to say why.
const logDir = process.env.TEST_REPORT_DIR ?? 'test-results';
mkdirSync(logDir, { recursive: true });
const logFile = path.join(logDir, 'e2e-server.log');
const serverLog = createWriteStream(logFile);
console.log(`The e2e server logs to ${logFile}`);

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    // The address the browser uses (playwright.config.ts baseURL): links and the Google redirect are built on it.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DEMO_DATA: '1',
    // Every test registers its own people, all from 127.0.0.1: more than the 30 an hour one address may.
    REGISTRATIONS_PER_HOUR: '10000',
    // And signs them in from there: more than the 50 in 15 minutes one address may (one account: still 10).
    SIGN_INS_PER_ADDRESS: '10000',
    LOG_LEVEL: 'warn',
    OIDC_ISSUER: oidc.issuer,
    OIDC_CLIENT_ID: oidc.clientId,
    OIDC_CLIENT_SECRET: oidc.clientSecret,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
});

server.stdout.pipe(serverLog, { end: false });
server.stderr.pipe(serverLog, { end: false });

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  oidcProvider.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()));
  if (adminUrl) await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((error) => console.error(error));
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  if (!stopping) {
    serverLog.end(() => {
      const lastLines = readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-20).join('\n');
      console.error(`The e2e server stopped on its own (exit ${code}). The last lines of ${logFile}:\n${lastLines}`);
      void stop();
    });
  }
});
