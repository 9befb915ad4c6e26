// The benchmark's output: a table on stdout, bench/results.json, and (for CI) a pass/fail report
// in the JSON shape scripts/count-test-results.mjs counts (one test per check).
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { showRss } from '../startup.mjs';
import { MODES } from './measure.mjs';
import { SERVERS } from './servers.mjs';
import { findRoute, ratiosOf, ratiosOfMedians, TARGETS } from './targets.mjs';

const RESULTS_FILE = path.resolve(import.meta.dirname, '../results.json');

export const table = (header, rows) => {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
};

const int = (n) => Math.round(n).toLocaleString('en');
/** A server's cell: median req/s (min), p99 median (worst). */
const cell = (f) => `${int(f.rps)} (${int(f.rpsMin)}) p99 ${f.p99}${f.p99Max !== f.p99 ? ` (${f.p99Max})` : ''}`;
const range = (values) => {
  const finite = values.filter(Number.isFinite);
  if (!finite.length) return 'n/a';
  const lo = Math.min(...finite);
  const hi = Math.max(...finite);
  return lo === hi ? lo.toFixed(2) : `${lo.toFixed(2)} to ${hi.toFixed(2)}`;
};

/** Every size's load tables: per mode, a row per route, a column per server. */
function printLoad(size) {
  console.log(
    `\nLoad, ${size.size} (${size.requests.toLocaleString('en')} requests, ${size.deep?.pending?.toLocaleString('en') ?? '?'} pending; totals in the references: ${size.countSource}; load average ${range(size.loadAverages ?? [])}; ${size.cpus ?? 'processes wherever the OS put them'}).`,
  );
  console.log(
    "Each cell: req/s median (min) over the rounds, p99 ms median (worst); 50 connections. Ratios: the median of the rounds' ratios, judged (the ratio of the medians).",
  );
  for (const [mode, routes] of Object.entries(size.modes ?? {})) {
    console.log(`\n${MODES.find((m) => m.key === mode)?.label ?? mode}:\n`);
    console.log(
      table(
        ['route', ...SERVERS.map((s) => s.label), 'no cache / bare', 'cache / bare+cache'],
        routes.map((route) => {
          const ratios = ratiosOf(route);
          const ofMedians = ratiosOfMedians(route);
          const both = (key) => `${ratios[key].toFixed(2)} (${ofMedians[key].toFixed(2)})`;
          return [route.label, ...SERVERS.map((s) => cell(route.servers[s.key])), both('noCacheVsBare'), both('cacheVsBareCached')];
        }),
      ),
    );
    for (const route of routes) if (route.note) console.log(`NOTE ${route.label}: ${route.note}`);
  }
  if (size.writes) {
    const w = size.writes;
    const line = (name, x) =>
      `${x.ok} of ${x.sent} ${name} 2xx (p50 ${x.p50} ms, p99 ${x.p99} ms${Object.keys(x.failed).length ? `, failed ${JSON.stringify(x.failed)}` : ''}${x.skipped ? `, ${x.skipped} skipped: nothing pending left` : ''})`;
    console.log(
      `\nWrites in the mixed mode: ${w.perSecond} a second over ${w.seconds} s; ${line('creates', w.create)}; ${line('confirms', w.confirm)}.`,
    );
  }
}

/** The issue's table, each row beside its target, with this run's figure for every size measured. */
function printIssueTable(results) {
  const rows = [];
  const perSize = (label, now, target, figure) =>
    rows.push([label, now, target, results.sizes.map((size) => `${size.size}: ${figure(size)}`).join('; ')]);
  const ratioRange = (size, mode, key) => (size.modes?.[mode] ? range(size.modes[mode].map((route) => ratiosOf(route)[key])) : 'n/a');
  perSize(
    'app without its cache / bare Fastify on the same SQL',
    '0.9-1.3',
    `>= ${TARGETS.noCacheVsBare}`,
    (size) => `read ${ratioRange(size, 'read', 'noCacheVsBare')}, mixed ${ratioRange(size, 'mixed', 'noCacheVsBare')}`,
  );
  perSize(
    'app with its cache / bare Fastify with the same cache',
    '0.25-0.75',
    `>= ${TARGETS.cacheVsBareCached}`,
    (size) => `read ${ratioRange(size, 'read', 'cacheVsBareCached')}, mixed ${ratioRange(size, 'mixed', 'cacheVsBareCached')}`,
  );
  const latency = (f) => (f ? `${int(f.rps)} req/s, p99 ${f.p99} ms` : 'n/a');
  perSize(
    'search, 50 connections, while 20 writes a second (app)',
    '1,926 req/s, p99 201 ms',
    `>= ${int(TARGETS.searchMixed.rps)} req/s, p99 <= ${TARGETS.searchMixed.p99Ms} ms`,
    (size) => latency(findRoute(size, 'mixed', 'search')?.servers.app),
  );
  perSize(
    'pending page 1, cache missed (app, cache off, read-only)',
    '142 req/s, p99 109 ms',
    `>= ${int(TARGETS.pendingMissed.rps)} req/s, p99 <= ${TARGETS.pendingMissed.p99Ms} ms`,
    (size) => latency(findRoute(size, 'read', 'pending')?.servers.appNoCache),
  );
  perSize(
    'deep page (offset 99,900), cache missed (app, cache off)',
    '5 req/s, p99 2.6 s',
    `p99 <= ${TARGETS.deepMissedP99Ms} ms (1m only)`,
    (size) => {
      const deep = findRoute(size, 'read', 'deepPage');
      return deep ? `${latency(deep.servers.appNoCache)} (${size.deep.label.replace('deep page, ', '')})` : 'n/a';
    },
  );
  const lighthouse =
    results.lighthouse && !results.lighthouse.error
      ? Object.entries(results.lighthouse)
          .map(([page, s]) => `${page} ${s.performance} (CLS ${s.cls})`)
          .join(', ')
      : results.lighthouse?.error
        ? `failed: ${results.lighthouse.error}`
        : 'not run';
  rows.push(['Lighthouse mobile performance', '98, 97, 91, 93, 90, 86', '>= 95 on every public page, CLS <= 0.05', lighthouse]);
  const rss = results.startup?.rss;
  rows.push([
    'embedded default, RSS idle',
    '375 MiB',
    `<= ${TARGETS.idleRssMiB} MiB`,
    rss ? `${Math.round(rss.idle)} MiB (${Math.round(rss.afterReads)} after reads)` : 'not measured (startup skipped)',
  ]);
  console.log("\nThe issue's table (issue 18), this run beside each target:\n");
  console.log(table(['row', 'at filing', 'target', 'this run'], rows));
}

export function printResults(results, checks) {
  for (const size of results.sizes) printLoad(size);
  printIssueTable(results);
  if (results.assets) {
    const kb = (b) => (b / 1024).toFixed(1);
    console.log(
      `\nHome page, initial: JS ${kb(results.assets.js.gzip)} KB gzip (${results.assets.js.files.length} files), CSS ${kb(results.assets.css.gzip)} KB gzip`,
    );
  }
  if (results.startup) {
    const again = results.startup.again.map((s) => `${Math.round(s.wall)} ms`).join(', ');
    console.log(
      `Server start, embedded database: first ${Math.round(results.startup.first.wall)} ms${results.startup.first.idleRss ? ` (${Math.round(results.startup.first.idleRss)} MiB idle)` : ''}${again ? `, with demo data present ${again}` : ''}`,
    );
    if (results.startup.rss) console.log(`Server memory, embedded database: ${showRss(results.startup.rss)}`);
  }
  if (results.lighthouse && !results.lighthouse.error) {
    console.log('\nLighthouse (mobile, median):\n');
    console.log(
      table(
        ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'],
        Object.entries(results.lighthouse).map(([page, s]) => [
          page,
          s.performance,
          s.accessibility,
          s['best-practices'],
          s.seo,
          s.fcpMs,
          s.lcpMs,
          s.tbtMs,
          s.cls,
        ]),
      ),
    );
  }
  return printChecks(checks);
}

/** Each check, pass or fail, and a count; answers how many failed. */
export function printChecks(checks) {
  console.log('\nChecks:\n');
  for (const c of checks) console.log(`${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.figure}${c.judged ? '' : ' (not judged at this size)'}`);
  const failed = checks.filter((c) => !c.ok).length;
  console.log(`\n${checks.length - failed} of ${checks.length} checks passed`);
  return failed;
}

export function writeResults(results, checks, reportDir) {
  const machine = { cpus: os.availableParallelism(), loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))), node: process.version };
  writeFileSync(RESULTS_FILE, `${JSON.stringify({ ...results, machine, checks }, null, 2)}\n`);
  writeCheckReport(checks, reportDir);
}

/** The pass/fail report for CI: one test per check, in `file` under `reportDir` (nothing without it). */
export function writeCheckReport(checks, reportDir, { file = 'bench.json', name = 'npm run bench' } = {}) {
  if (!reportDir) return;
  mkdirSync(reportDir, { recursive: true });
  const failed = checks.filter((c) => !c.ok).length;
  const report = {
    numPassedTests: checks.length - failed,
    numFailedTests: failed,
    numRuntimeErrorTestSuites: 0,
    success: failed === 0,
    testResults: [{ name, assertionResults: checks.map((c) => ({ title: c.name, status: c.ok ? 'passed' : 'failed' })) }],
  };
  writeFileSync(path.join(reportDir, file), `${JSON.stringify(report, null, 2)}\n`);
}

/** A run that could not finish still counts in CI: one failed check that says why. */
export function writeCrashReport(error, reportDir, file = 'bench.json') {
  if (!reportDir) return;
  mkdirSync(reportDir, { recursive: true });
  const report = {
    numPassedTests: 0,
    numFailedTests: 1,
    numRuntimeErrorTestSuites: 0,
    success: false,
    error: String(error?.stack ?? error),
  };
  writeFileSync(path.join(reportDir, file), `${JSON.stringify(report, null, 2)}\n`);
}
