// npm run bench -- --scenario=surge: a flood of donation requests on two server processes sharing
// PostgreSQL and Redis, and how fast, how completely and how exactly their first alert waves reach
// donors' devices (issue 17, item 9; bench/README.md, "Surge").
import os from 'node:os';
import { printChecks, writeCheckReport } from '../lib/report.mjs';
import { analyse } from './analyse.mjs';
import { BENCH_APPLICATION, startCpuMeter } from './cpu.mjs';
import { measureCreateCpu } from './cpu-phase.mjs';
import { measureDistances } from './distance.mjs';
import { planRequests, sendRequests } from './load.mjs';
import { readOutcome, waitForFirstWaves } from './observe.mjs';
import { explainWaveQuery, surgeWeeklyCap } from './plan.mjs';
import { createSubscriberKeys, sendPush, startPushService } from './push-service.mjs';
import { cpuLine, diagnosis, distancesLine, planLine, printSurge, surgeChecks, writeSurgeFiles } from './report.mjs';
import { createSurgeDataset } from './seed.mjs';
import { checkRedis, createVapidKeys, REDIS_URL, startSurgeServers } from './servers.mjs';
import { SURGE_REPORT_FILE } from './sizes.mjs';

const VAPID_SUBJECT = 'mailto:bench@grant.test';

/** One push made as the servers make them, before anything else: the stand-in must decrypt it. */
async function checkStandIn(push, keys, vapid) {
  const payload = { notificationId: 'self-check', requestId: 'self-check' };
  const subscription = { endpoint: push.endpointOf('self-check'), keys: { p256dh: keys.p256dh, auth: keys.auth } };
  const status = await sendPush(subscription, payload, {
    vapidDetails: { subject: VAPID_SUBJECT, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
  });
  const { pushes, failures } = push.decryptAll();
  push.arrivals.length = 0;
  const ok = status === 201 && pushes.length === 1 && pushes[0].payload.notificationId === 'self-check';
  return { ok, figure: `status ${status}, ${pushes.length} decrypted, ${failures.map((f) => f.reason).join('; ') || 'no failure'}` };
}

export async function runSurge(options, log) {
  const started = performance.now();
  const { size } = options;
  const loadAverages = [];
  const step = (name) => {
    const load = os.loadavg().map((l) => Number(l.toFixed(2)));
    loadAverages.push({ at: name.split(':')[0].toLowerCase(), load });
    log(`\n== ${name} (${new Date().toISOString().slice(11, 19)} UTC, load average ${load.join(' / ')})`);
  };
  const results = { scenario: 'surge', size: options.sizeName, date: new Date().toISOString(), sizes: size, loadAverages };

  step('Start: Redis, push service stand-in');
  await checkRedis();
  const keys = createSubscriberKeys();
  const vapid = createVapidKeys();
  const push = await startPushService({ port: options.surgePorts.push, keys, vapidPublicKey: vapid.publicKey });
  let sent;
  let outcome;
  let servers;
  try {
    results.standIn = await checkStandIn(push, keys, vapid);
    log(`  stand-in at ${push.url}: ${results.standIn.figure}; Redis at ${REDIS_URL}`);

    step(`Seeding PostgreSQL: ${size.donors.toLocaleString('en')} donors with a push subscription, ${size.requesters} requesters`);
    const seedStarted = performance.now();
    const dataset = await createSurgeDataset({ serverUrl: options.serverUrl, size, pushBaseUrl: push.url, keys, log });
    results.seedSeconds = Math.round((performance.now() - seedStarted) / 1000);
    log(`  database ${dataset.name}`);
    try {
      servers = await startSurgeServers({ ports: options.surgePorts.apps, databaseUrl: dataset.url, vapid, log });
      let cpu;
      try {
        cpu = await startCpuMeter({ appPids: servers.pids, databaseUrl: dataset.url, databaseName: dataset.name });
        step(
          `Load: ${size.requests} requests in ${size.loadSeconds} s from ${size.requesters} accounts over ${servers.urls.length} servers`,
        );
        sent = await sendRequests(planRequests(size.requests), { urls: servers.urls, tokens: dataset.tokens, seconds: size.loadSeconds });
        const ids = sent.filter((s) => s.id).map((s) => s.id);
        log(`  ${ids.length} of ${sent.length} created; ${push.arrivals.length} pushes arrived so far`);

        step(`Window: up to ${size.windowSeconds} s for the first waves' pushes`);
        const observeUrl = `${dataset.url}?application_name=${BENCH_APPLICATION}-observe`;
        results.window = await waitForFirstWaves({ url: observeUrl, ids, pushService: push, windowMs: size.windowSeconds * 1000, log });
        log(`  waited ${(results.window.waitedMs / 1000).toFixed(1)} s; ${results.window.workLeft} first-wave jobs left`);
        results.surgeCpu = { ...(await cpu.stop()), created: ids.length };
        cpu = undefined;
        log(`  ${cpuLine(results.surgeCpu, 'with their pushes')}`);

        // Before the CPU phase empties push_subscriptions: whether each first-wave push was due.
        outcome = await readOutcome(observeUrl, ids);

        step(`CPU phase: ${size.cpuRequests} more requests in ${size.cpuSeconds} s, their alerts without devices`);
        results.cpu = await measureCreateCpu({ dataset, servers, size, log }).catch((error) => ({ error: error.message }));
        log(`  ${cpuLine(results.cpu, 'and their first waves')}`);
      } finally {
        await cpu?.stop().catch(() => undefined);
        await servers.stop();
      }
      step('Distances and the wave query plan');
      const weeklyCap = surgeWeeklyCap();
      results.distances = await measureDistances(
        dataset.url,
        sent.filter((s) => s.id).map((s) => s.id),
        { weeklyCap },
      ).catch((error) => ({ error: error.message }));
      log(`  ${distancesLine(results.distances)}`);
      results.plan = await explainWaveQuery(dataset.url, { weeklyCap }).catch((error) => ({ error: error.message }));
      log(`  ${planLine(results.plan)}`);
    } finally {
      if (options.keep) log(`\nKept the database: ${dataset.url}`);
      else await dataset.drop();
    }
  } finally {
    await push.stop();
  }

  step(`Results: decrypting ${push.arrivals.length} pushes`);
  results.refused = push.refused();
  results.figures = analyse({ sent, outcome, decrypted: push.decryptAll() });
  results.machine = { cpus: os.availableParallelism(), node: process.version };
  results.seconds = Math.round((performance.now() - started) / 1000);
  results.diagnosis = diagnosis({ figures: results.figures, logFiles: servers.logFiles });
  const checks = surgeChecks(results, size.judged);
  printSurge(results);
  const failed = printChecks(checks);
  writeCheckReport(checks, options.reportDir, { file: SURGE_REPORT_FILE, name: 'npm run bench -- --scenario=surge' });
  if (options.sizeName === 'full') {
    writeSurgeFiles(results, checks);
    log('\nbench/surge-results.json and the Surge figures in bench/README.md written');
  }
  log(`${results.seconds} s in all`);
  return failed;
}
