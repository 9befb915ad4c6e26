// The surge's checks, its table on stdout, and at full size bench/surge-results.json and the
// figures in bench/README.md (between the surge-results markers).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { table } from '../lib/report.mjs';
import { check } from '../lib/targets.mjs';
import { CPU_PER_CREATE_MS, DISTANCE_RATIO_MAX, FIRST_WAVE_P99_MS, PLAN_READ_RATIO_MAX } from './sizes.mjs';

const BENCH_DIR = path.resolve(import.meta.dirname, '..');
const README = path.join(BENCH_DIR, 'README.md');
const MARKERS = ['<!-- surge-results:start -->', '<!-- surge-results:end -->'];

const seconds = (ms) => (ms === null ? '' : ms === Number.POSITIVE_INFINITY ? 'never' : `${(ms / 1000).toFixed(2)} s`);

export function surgeChecks(results, judged) {
  const { posts, waves, pushes } = results.figures;
  const checks = [
    check('push stand-in: a push from web-push arrives, decrypts and passes the VAPID check', results.standIn.ok, results.standIn.figure),
    check('POST /api/request: every request created (201)', posts.created === posts.sent, `${posts.created} of ${posts.sent}`),
    check(
      'every request a donor matches sent its first alert wave',
      waves.owedButMissing === 0 && waves.firstWaves > 0,
      `${waves.firstWaves} first waves, ${waves.owedButMissing} missing, ${waves.withoutCandidates} requests no donor matches`,
    ),
    check(
      "every push decrypts and is signed with the servers' VAPID key",
      pushes.undecryptable === 0 && results.refused === 0,
      `${pushes.undecryptable} of ${pushes.arrived} failed${pushes.failureReasons.length ? ` (${pushes.failureReasons.join('; ')})` : ''}, ${results.refused} to other paths`,
    ),
    check(
      'every push names a notification of the donor whose device got it',
      pushes.unknown === 0 && pushes.misdirected === 0,
      `${pushes.unknown} unknown, ${pushes.misdirected} to another donor`,
    ),
    check('0 duplicate alerts (a donor pushed twice about one request)', pushes.duplicates === 0, String(pushes.duplicates)),
    check(
      '0 lost: every first-wave push due arrived within the window',
      waves.firstWavePushesDue > 0 && pushes.lost === 0,
      `${pushes.firstWaveArrived} of ${waves.firstWavePushesDue} arrived`,
    ),
    check(
      'no job failed for good',
      results.figures.failedJobs.length === 0,
      results.figures.failedJobs.map((j) => `${j.type} ${j.count} (${j.lastError})`).join('; ') || 'none',
    ),
  ];
  for (const row of results.figures.byUrgency) {
    const target = FIRST_WAVE_P99_MS[row.urgency];
    const name = `${row.urgency}: first wave complete p99 <= ${target / 1000} s`;
    // Without a first wave there is no figure, at any size.
    if (row.completeP99 === null) checks.push(check(name, false, 'no first wave'));
    else checks.push(check(name, row.completeP99 <= target, seconds(row.completeP99), judged));
  }
  checks.push(...issue48Checks(results, judged));
  return checks;
}

const km = (value) => (value === null || value === undefined ? 'none' : `${value.toFixed(2)} km`);

export const distancesLine = (d) =>
  d.error
    ? `distances: not measured (${d.error})`
    : `Dhaka, ${d.requests} of ${d.dhakaRequests} requests: wave-1 donors' median distance ${km(d.wave1.medianKm)} (${d.wave1.donors} donors), a same-district wave's ${km(d.sameDistrict.medianKm)} (${d.sameDistrict.donors}); ratio ${d.ratio?.toFixed(3) ?? 'none'}; wave 1 over every Dhaka request ${km(d.wave1AllMedianKm)}`;

const readsOf = (r) =>
  `${r.rowsRead} rows read (${r.indexEntries} index entries + ${r.heapRows} heap rows) for ${r.returned} returned, buffers ${r.buffersHit} hit + ${r.buffersRead} read, ${r.ms.toFixed(1)} ms; ${r.indexes.join(', ') || 'no index'}`;

export const planLine = (p) =>
  p.error
    ? `plan: not measured (${p.error})`
    : `wave query plan (${p.request.urgency} ${p.request.blood} ${p.request.component}, ${p.request.hospital}): ${p.app.statements} statements, ${readsOf(p.app)}; before issue 48 (same district): ${readsOf(p.before)}`;

export const cpuPerCreate = (cpu) => (cpu && !cpu.error && cpu.created > 0 ? (cpu.appMs + cpu.dbMs) / cpu.created : null);

/** `what`: what the requests' CPU includes besides the request ("with their pushes", "and their first waves"). */
const workLine = (cpu) =>
  cpu.work
    ? `; per request in PostgreSQL: ${['commits', 'inserted', 'updated', 'fetched', 'blocks'].map((key) => `${(cpu.work[key] / cpu.created).toFixed(0)} ${key === 'blocks' ? 'blocks touched' : key === 'commits' ? 'commits' : `rows ${key}`}`).join(', ')}`
    : '';

export const cpuLine = (cpu, what) =>
  cpuPerCreate(cpu) === null
    ? `CPU per request ${what}: not measured${cpu?.error ? ` (${cpu.error})` : ''}`
    : `CPU per request ${what}: ${cpuPerCreate(cpu).toFixed(1)} ms (app ${(cpu.appMs / cpu.created).toFixed(1)} + PostgreSQL ${(cpu.dbMs / cpu.created).toFixed(1)}; ${cpu.appMs} + ${cpu.dbMs} ms over ${cpu.created} requests${cpu.autovacuumMs ? `, of which autovacuum ${cpu.autovacuumMs} ms` : ''}${cpu.errors?.length ? ` (${cpu.sent - cpu.created} not created: ${cpu.errors.join('; ')})` : ''}, ${cpu.backends} backends, /proc/<pid>/stat${cpu.idleMsPerSecond === undefined ? '' : `; ${cpu.seconds.toFixed(1)} s, the servers idle spend ${cpu.idleMsPerSecond.toFixed(0)} ms/s`}${workLine(cpu)})`;

/**
 * Issue 48's figures: how near wave 1 reached (judged at every size: the seed's spread is the
 * same), CPU per create (full size: at the small one the servers' idle work weighs on 60 requests),
 * and the wave query's plan (full size: the small size's cells hold a few donors each).
 */
function issue48Checks({ distances, plan, cpu }, judged) {
  const perCreate = cpuPerCreate(cpu);
  const ratio = plan && !plan.error && plan.app.returned > 0 ? plan.app.rowsRead / plan.app.returned : null;
  return [
    check(
      `Dhaka: wave-1 donors' median distance to the hospital <= ${DISTANCE_RATIO_MAX} x a same-district wave's`,
      !distances.error && distances.ratio !== null && distances.ratio <= DISTANCE_RATIO_MAX,
      distancesLine(distances),
    ),
    check(
      `CPU per request created and its first wave (app + PostgreSQL) <= ${CPU_PER_CREATE_MS} ms`,
      perCreate !== null && perCreate <= CPU_PER_CREATE_MS,
      perCreate === null ? undefined : cpuLine(cpu, 'and its first wave'),
      judged,
    ),
    check(
      `wave query plan: rows read <= ${PLAN_READ_RATIO_MAX} x rows returned`,
      ratio !== null && ratio <= PLAN_READ_RATIO_MAX,
      ratio === null ? undefined : `${ratio.toFixed(1)} x: ${planLine(plan)}`,
      judged,
    ),
  ];
}

/** Why the run could not measure what it came for, when that is plain from the figures. */
export function diagnosis({ figures, logFiles }) {
  const { waves, pushes } = figures;
  if (waves.firstWaves === 0 && waves.notifications > 0) {
    return `The servers told ${waves.notifications} donors without alert waves (alert_waves is empty): this build does not have issue 17's waves and push sending yet, so no push can arrive and the checks that need pushes fail.`;
  }
  if (waves.firstWaves === 0) {
    return "No alert wave and no notification was recorded: the servers did not process the requests' alert jobs (see the server logs).";
  }
  if (pushes.arrived === 0) {
    return `Alert waves were sent but no push arrived: push delivery is missing or failing (VAPID keys, the push jobs); server logs: ${logFiles.join(', ')}`;
  }
  return undefined;
}

export function printSurge(results) {
  const { figures } = results;
  const { posts, waves, pushes } = figures;
  console.log('\nFirst wave per urgency (from POST /api/request answered to the first and to the last push of its first wave):\n');
  console.log(
    table(
      ['urgency', 'requests', 'first wave (mean)', 'first push p50', 'p99', 'complete p50', 'p99', 'target p99', 'incomplete'],
      figures.byUrgency.map((r) => [
        r.urgency,
        r.requests,
        r.firstWaveMean.toFixed(1),
        seconds(r.firstP50),
        seconds(r.firstP99),
        seconds(r.completeP50),
        seconds(r.completeP99),
        seconds(FIRST_WAVE_P99_MS[r.urgency]),
        r.incomplete,
      ]),
    ),
  );
  console.log(
    [
      '',
      `POST /api/request: ${posts.created} of ${posts.sent} created, answer p50 ${Math.round(posts.p50Ms)} ms, p99 ${Math.round(posts.p99Ms)} ms${posts.errors.length ? `; errors: ${posts.errors.join('; ')}` : ''}`,
      `Waves: ${waves.firstWaves} first, ${waves.laterWaves} later; ${waves.notifications} donors notified, ${waves.firstWaveNotifications} by first waves (${waves.firstWavePushesDue} pushes due)`,
      `Pushes: ${pushes.arrived} arrived, ${pushes.perSecond.toFixed(1)}/s over ${pushes.spanS.toFixed(1)} s (peak ${pushes.peakPerSecond} in one second); ${pushes.duplicates} duplicates, ${pushes.lost} lost, ${pushes.undecryptable} undecryptable`,
      `Most alerts to one donor: ${figures.mostAlertsPerDonor.pushed} pushes, ${figures.mostAlertsPerDonor.notified} notifications`,
      distancesLine(results.distances),
      cpuLine(results.cpu, 'and its first wave (the CPU phase)'),
      cpuLine(results.surgeCpu, 'with its pushes (the surge)'),
      planLine(results.plan),
      `Machine: ${results.machine.cpus} CPUs, load average ${results.loadAverages.map((l) => `${l.at} ${l.load.join(' / ')}`).join('; ')}`,
    ].join('\n'),
  );
  if (results.diagnosis) console.log(`\nNOTE: ${results.diagnosis}`);
}

/** Full size only: the JSON beside the benchmark and the figures in its README. */
export function writeSurgeFiles(results, checks) {
  writeFileSync(path.join(BENCH_DIR, 'surge-results.json'), `${JSON.stringify({ ...results, checks }, replacer, 2)}\n`);
  const readme = readFileSync(README, 'utf8');
  const start = readme.indexOf(MARKERS[0]);
  const end = readme.indexOf(MARKERS[1]);
  if (start < 0 || end < start) throw new Error(`bench/README.md lacks the ${MARKERS.join(' ... ')} markers`);
  const block = `${MARKERS[0]}\n${readmeFigures(results, checks)}\n${MARKERS[1]}`;
  writeFileSync(README, readme.slice(0, start) + block + readme.slice(end + MARKERS[1].length));
}

/** JSON has no Infinity: a first wave that never completed is written as null with its own count. */
const replacer = (_key, value) => (value === Number.POSITIVE_INFINITY ? null : value);

function readmeFigures(results, checks) {
  const { figures, sizes } = results;
  const { posts, pushes, waves } = figures;
  const passed = checks.filter((c) => c.ok).length;
  const rows = figures.byUrgency.map(
    (r) =>
      `| ${r.urgency} | ${r.requests} | ${r.firstWaveMean.toFixed(1)} | ${seconds(r.firstP50)} | ${seconds(r.firstP99)} | ${seconds(r.completeP50)} | ${r.completeP99 === null ? '' : `**${seconds(r.completeP99)}**`} | ${seconds(FIRST_WAVE_P99_MS[r.urgency])} |`,
  );
  return [
    `Last full run: ${results.date.slice(0, 16).replace('T', ' ')} UTC, ${results.seconds} s in all (seeding ${results.seedSeconds} s); ${results.machine.cpus} CPUs, load average ${results.loadAverages.map((l) => `${l.at} ${l.load[0]}`).join(', ')}.`,
    `${sizes.donors.toLocaleString('en')} donors, ${sizes.requests.toLocaleString('en')} requests in ${sizes.loadSeconds} s from ${sizes.requesters} accounts over 2 servers; the window after them ${(results.window.waitedMs / 1000).toFixed(0)} s (${results.window.workLeft} first-wave jobs left at its end).`,
    '',
    '| urgency | requests | first wave (mean donors) | first push p50 | first push p99 | wave complete p50 | wave complete p99 | target p99 |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `- POST /api/request: ${posts.created} of ${posts.sent} created; answered in p50 ${Math.round(posts.p50Ms)} ms, p99 ${Math.round(posts.p99Ms)} ms.`,
    `- Pushes: ${pushes.arrived} arrived, **${pushes.perSecond.toFixed(1)} per second** over ${pushes.spanS.toFixed(1)} s (peak ${pushes.peakPerSecond} in one second); ${waves.firstWaves} first waves, ${waves.laterWaves} later ones within the window.`,
    `- Duplicates **${pushes.duplicates}**, lost **${pushes.lost}** (of ${waves.firstWavePushesDue} first-wave pushes due), undecryptable ${pushes.undecryptable}; most alerts to one donor: ${figures.mostAlertsPerDonor.pushed}.`,
    `- ${distancesLine(results.distances)}.`,
    `- ${cpuLine(results.cpu, 'and its first wave (the CPU phase)')}.`,
    `- ${cpuLine(results.surgeCpu, 'with its pushes (the surge)')}.`,
    `- ${planLine(results.plan)}.`,
    `- Checks: ${passed} of ${checks.length} passed${
      checks.some((c) => !c.ok)
        ? `; failed: ${checks
            .filter((c) => !c.ok)
            .map((c) => `${c.name} (${c.figure})`)
            .join('; ')}`
        : ''
    }.`,
  ].join('\n');
}
