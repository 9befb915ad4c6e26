// npm run bench: the load, plan, size, start-time and Lighthouse figures of issue 9 in one run, or
// with --scenario=surge the alert surge of issue 17 (bench/surge/; see bench/README.md). Runs under
// tsx, which lets it import @grant/shared's TypeScript.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { initialAssets } from './initial-js.mjs';
import { countRequests, createDataset, samplePendingIds, sampleRequestIds } from './lib/dataset.mjs';
import { lighthouseScores, publicPages } from './lib/lighthouse.mjs';
import { CONNECTIONS, measureSize } from './lib/measure.mjs';
import { readOptions, SIZES } from './lib/options.mjs';
import { explainLists } from './lib/plans.mjs';
import { cpuPlacement } from './lib/processes.mjs';
import { printResults, writeCrashReport, writeResults } from './lib/report.mjs';
import { deepPage, readRoutes } from './lib/routes.mjs';
import { compareAnswers } from './lib/same-answers.mjs';
import { SERVER_MAIN, startServers } from './lib/servers.mjs';
import { checksOf } from './lib/targets.mjs';
import { measureStartup } from './startup.mjs';
import { SURGE_REPORT_FILE } from './surge/sizes.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const options = readOptions();
const log = (line) => console.log(line);
const step = (name) => log(`\n== ${name} (${new Date().toISOString().slice(11, 19)} UTC, load average ${os.loadavg()[0].toFixed(1)})`);

function ensureBuilt() {
  if (existsSync(SERVER_MAIN) && existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) return;
  step('Building (apps/server/dist or apps/web/dist is missing)');
  execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
}

/** One size: its data set, plans, five servers, the load in both modes; Lighthouse too when `lighthouse` (the last size). */
async function runSize(name, { lighthouse }, results) {
  const size = SIZES[name];
  const { skip } = options;
  step(`${name}: filling PostgreSQL with ${size.users.toLocaleString('en')} users, ${size.requests.toLocaleString('en')} requests`);
  const dataset = await createDataset({ serverUrl: options.serverUrl, size, log });
  log(`  database ${dataset.name}`);
  const out = { size: name, requests: size.requests, loadAverages: [] };
  try {
    const ids = await sampleRequestIds(dataset.url, 200);
    if (!skip.has('plans')) {
      step(`${name}: query plans (EXPLAIN ANALYZE)`);
      out.plans = await explainLists(dataset.url);
      for (const p of out.plans) log(`\n-- ${p.name}: ${p.ms} ms${p.seqScan ? '  SEQUENTIAL SCAN' : ''}\n${p.plan}`);
    }
    const cpus = cpuPlacement(options);
    out.cpus = cpus ? `servers on CPU ${cpus.servers}, load generator on CPU ${cpus.load}` : 'wherever the OS puts them';
    const servers = await startServers(dataset, options.ports, { blogs: size.blogs, cpus: cpus?.servers });
    try {
      out.countSource = servers.countSource;
      log(`  servers up (${out.cpus}); the references count from ${servers.countSource}`);
      // Lighthouse first: the load's writes queue notification jobs, which the app then works
      // through, and the pages would be measured on a busy machine.
      if (lighthouse && !skip.has('lighthouse')) {
        step(`Lighthouse on ${name} (${size.lighthouseRuns} run${size.lighthouseRuns > 1 ? 's' : ''} per page)`);
        const pages = publicPages(servers.urls.app, { detailsId: ids[0], token: dataset.token }).filter((page) =>
          size.lighthousePages.includes(page.name),
        );
        results.lighthouse = await lighthouseScores(pages, size.lighthouseRuns, log).catch((error) => {
          log(`  Lighthouse failed: ${error.message}`);
          return { error: error.message };
        });
      }
      if (!skip.has('load')) {
        const { pending } = await countRequests(dataset.url);
        const deep = await deepPage({ app: servers.urls.app, reference: servers.urls.bare }, pending);
        out.deep = { label: deep.label, note: deep.note, pending };
        const routes = readRoutes({ ids, deep });
        out.answerDifferences = await compareAnswers(servers.urls, routes, dataset.token);
        for (const d of out.answerDifferences) log(`  ${d.server} answers ${d.route} unlike the app: ${d.differences.join('; ')}`);
        step(
          `${name}: load, ${CONNECTIONS} connections, ${size.rounds} round(s) of ${size.warmupSeconds} s warm-up + ${size.loadSeconds} s per route and server`,
        );
        if (deep.note) log(`  NOTE ${deep.note}`);
        const pendingIds = await samplePendingIds(dataset.url, 2000);
        const loadAverage = setInterval(() => out.loadAverages.push(Number(os.loadavg()[0].toFixed(2))), 10_000);
        try {
          Object.assign(
            out,
            await measureSize({
              urls: servers.urls,
              routes,
              size,
              tokens: { reader: dataset.token, writers: dataset.writerTokens },
              pendingIds,
              cpus: cpus?.load,
              log,
            }),
          );
        } finally {
          clearInterval(loadAverage);
        }
      }
    } finally {
      await servers.stop();
    }
  } finally {
    if (options.keep) log(`\nKept the database: ${dataset.url}`);
    else await dataset.drop();
  }
  return out;
}

async function main() {
  const started = performance.now();
  const { skip, sizeNames } = options;
  const results = { size: sizeNames.join(','), date: new Date().toISOString(), connections: CONNECTIONS, sizes: [] };
  ensureBuilt();
  if (!skip.has('assets')) results.assets = initialAssets();
  for (const [i, name] of sizeNames.entries()) {
    results.sizes.push(await runSize(name, { lighthouse: i === sizeNames.length - 1 }, results));
  }
  const last = SIZES[sizeNames[sizeNames.length - 1]];
  if (last.startup && !skip.has('startup')) {
    step('Server start on the embedded database with demo data');
    results.startup = await measureStartup(options.ports.startup, last.startupRuns);
  }
  results.seconds = Math.round((performance.now() - started) / 1000);
  const checks = checksOf(results);
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
