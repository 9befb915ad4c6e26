// npm run bench: the load, plan, size, start-time and Lighthouse figures of issue 9 in one run, or
// with --scenario=surge the alert surge of issue 17 (bench/surge/; see bench/README.md). Runs under
// tsx, which lets it import @grant/shared's TypeScript.
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { initialAssets } from './initial-js.mjs';
import { createDataset, sampleRequestIds } from './lib/dataset.mjs';
import { lighthouseScores } from './lib/lighthouse.mjs';
import { readOptions } from './lib/options.mjs';
import { explainLists } from './lib/plans.mjs';
import { runLoad, startServer } from './lib/processes.mjs';
import { printResults, writeCrashReport, writeResults } from './lib/report.mjs';
import { hotRoutes } from './lib/routes.mjs';
import { checksOf } from './lib/targets.mjs';
import { measureStartup } from './startup.mjs';
import { SURGE_REPORT_FILE } from './surge/sizes.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER_MAIN = path.join(ROOT, 'apps/server/dist/main.js');
const CONNECTIONS = 50;
const options = readOptions();
const log = (line) => console.log(line);
const step = (name) => log(`\n== ${name} (${new Date().toISOString().slice(11, 19)} UTC, load average ${os.loadavg()[0].toFixed(1)})`);

function ensureBuilt() {
  if (existsSync(SERVER_MAIN) && existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) return;
  step('Building (apps/server/dist or apps/web/dist is missing)');
  execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
}

/** The app and both references, all running at once, so each route's three runs follow each other under the same machine load. */
async function startServers(dataset) {
  const { ports } = options;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'grant-bench-'));
  const app = await startServer({
    script: SERVER_MAIN,
    port: ports.app,
    env: {
      PORT: String(ports.app),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${ports.app}`,
      // Each writer creates a few dozen requests in the load's seconds: limits that still run their
      // checks on every POST (rate counter, open-request count) but do not refuse the benchmark.
      REQUESTS_PER_HOUR: '100000',
      OPEN_REQUESTS_MAX: '100000',
      DATABASE_URL: dataset.url,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
    },
  });
  const reference = (file, port) =>
    startServer({ script: path.join(ROOT, 'bench/references', file), args: [String(port), dataset.url], port });
  const bare = await reference('bare-fastify.mjs', ports.bare);
  const express = await reference('express.mjs', ports.express);
  return {
    urls: { app: `http://127.0.0.1:${ports.app}`, bare: `http://127.0.0.1:${ports.bare}`, express: `http://127.0.0.1:${ports.express}` },
    stop: async () => {
      await Promise.all([app.stop(), bare.stop(), express.stop()]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Each route against the app, then the two references, back to back in one load process. */
async function loadRoutes(servers, routes, { token, writerTokens }) {
  const out = [];
  for (const route of routes) {
    const target = (url) => ({
      url,
      paths: route.paths,
      method: route.method,
      body: route.body,
      headers: route.signedIn ? { authorization: `Bearer ${token}` } : {},
      authorizations: route.writers ? writerTokens.map((writer) => `Bearer ${writer}`) : undefined,
      connections: CONNECTIONS,
      seconds: options.size.loadSeconds,
      warmupSeconds: options.size.warmupSeconds,
    });
    const urls = route.reference ? [servers.urls.app, servers.urls.bare, servers.urls.express] : [servers.urls.app];
    const [app, bare, express] = await runLoad(urls.map(target));
    const result = { name: route.name, label: route.label, reference: route.reference, app };
    if (route.reference) Object.assign(result, { bare, express, vsBare: app.rps / bare.rps, vsExpress: app.rps / express.rps });
    log(
      `  ${route.label}: ${Math.round(app.rps)} req/s, p99 ${app.p99} ms${bare ? `; bare ${Math.round(bare.rps)}, Express ${Math.round(express.rps)}` : ''}`,
    );
    out.push(result);
  }
  return out;
}

async function main() {
  const started = performance.now();
  const { size, skip } = options;
  const full = options.sizeName === 'full';
  const results = { size: options.sizeName, date: new Date().toISOString(), connections: CONNECTIONS, routes: [], plans: [] };
  ensureBuilt();
  if (!skip.has('assets')) results.assets = initialAssets();

  step(`Filling PostgreSQL: ${size.users.toLocaleString('en')} users, ${size.requests.toLocaleString('en')} requests`);
  const dataset = await createDataset({ serverUrl: options.serverUrl, size, log });
  log(`  database ${dataset.name}`);
  try {
    const ids = await sampleRequestIds(dataset.url, 200);
    if (!skip.has('plans')) {
      step('Query plans (EXPLAIN ANALYZE)');
      results.plans = await explainLists(dataset.url);
      for (const p of results.plans) log(`\n-- ${p.name}: ${p.ms} ms${p.seqScan ? '  SEQUENTIAL SCAN' : ''}\n${p.plan}`);
    }
    const servers = await startServers(dataset);
    try {
      // Lighthouse first: the load's POST /api/request queues thousands of notification jobs, which
      // the server then works through, and the pages would be measured on a busy machine.
      if (!skip.has('lighthouse')) {
        step(`Lighthouse (${size.lighthouseRuns} run${size.lighthouseRuns > 1 ? 's' : ''} per page)`);
        const pages = [
          { name: 'home', url: `${servers.urls.app}/` },
          { name: 'search', url: `${servers.urls.app}/search` },
          { name: 'details', url: `${servers.urls.app}/details/${ids[0]}`, token: dataset.token },
        ].filter((page) => size.lighthousePages.includes(page.name));
        results.lighthouse = await lighthouseScores(pages, size.lighthouseRuns, log).catch((error) => {
          log(`  Lighthouse failed: ${error.message}`);
          return { error: error.message };
        });
      }
      if (!skip.has('load')) {
        step(`Load: ${CONNECTIONS} connections, ${size.loadSeconds} s per route and server`);
        results.routes = await loadRoutes(servers, hotRoutes({ ids }), dataset);
      }
    } finally {
      await servers.stop();
    }
  } finally {
    if (options.keep) log(`\nKept the database: ${dataset.url}`);
    else await dataset.drop();
  }
  if (size.startup && !skip.has('startup')) {
    step('Server start on the embedded database with demo data');
    results.startup = await measureStartup(options.ports.startup, size.startupRuns);
  }
  results.seconds = Math.round((performance.now() - started) / 1000);
  const checks = checksOf(results, full);
  const failed = printResults(results, checks);
  writeResults(results, checks, options.reportDir);
  log(`\nbench/results.json written; ${results.seconds} s in all`);
  return failed;
}

const surge = options.scenario === 'surge';
const run = surge
  ? async () => {
      ensureBuilt();
      const { runSurge } = await import('./surge/run.mjs');
      return runSurge(options, log);
    }
  : main;

run().then(
  (failed) => process.exit(failed ? 1 : 0),
  (error) => {
    console.error(error);
    writeCrashReport(error, options.reportDir, surge ? SURGE_REPORT_FILE : undefined);
    process.exit(1);
  },
);
