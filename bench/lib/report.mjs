// The benchmark's output: a table on stdout, bench/results.json, and (for CI) a pass/fail report
// in the JSON shape scripts/count-test-results.mjs counts (one test per check).
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const RESULTS_FILE = path.resolve(import.meta.dirname, '../results.json');

export const table = (header, rows) => {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
};

const rps = (r) => (r ? Math.round(r.rps) : '');

export function printResults(results, checks) {
  console.log('\nLoad (autocannon, 50 connections; req/s, latency p50 / p99 in ms):\n');
  console.log(
    table(
      ['route', 'req/s', 'p50', 'p99', 'bare req/s', 'vs bare', 'Express req/s', 'vs Express'],
      results.routes.map((r) => [
        r.label,
        rps(r.app),
        r.app.p50,
        r.app.p99,
        rps(r.bare),
        r.vsBare === undefined ? '' : `${Math.round(r.vsBare * 100)}%`,
        rps(r.express),
        r.vsExpress === undefined ? '' : `${r.vsExpress.toFixed(2)}x`,
      ]),
    ),
  );
  if (results.assets) {
    const kb = (b) => (b / 1024).toFixed(1);
    console.log(
      `\nHome page, initial: JS ${kb(results.assets.js.gzip)} KB gzip (${results.assets.js.files.length} files), CSS ${kb(results.assets.css.gzip)} KB gzip`,
    );
  }
  if (results.startup) {
    const again = results.startup.again.map((s) => `${Math.round(s.wall)} ms`).join(', ');
    console.log(
      `Server start, embedded database: first ${Math.round(results.startup.first.wall)} ms${again ? `, with demo data present ${again}` : ''}`,
    );
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
