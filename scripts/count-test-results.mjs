// Sums the machine-readable results of every suite under a folder (Vitest and Playwright JSON)
// and prints the one line CI reads: "N passed, N failed".
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = process.argv[2] ?? '.reports';
let passed = 0;
let failed = 0;
/** Where each failure is, so that the last lines of CI's log (often all that is kept) name them. */
const failures = [];

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (name.endsWith('.json')) count(JSON.parse(readFileSync(file, 'utf8')), file);
  }
}

function count(report, file) {
  if (typeof report.numPassedTests === 'number') {
    // Vitest (Jest-compatible JSON)
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    for (const suite of report.testResults ?? []) {
      const where = path.relative(process.cwd(), suite.name);
      if (suite.status === 'failed' && !suite.assertionResults?.some((test) => test.status === 'failed')) {
        failures.push(`${where}: ${firstLine(suite.message)}`);
      }
      for (const test of suite.assertionResults ?? []) {
        if (test.status === 'failed') failures.push(`${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
      }
    }
    // Errors outside any test (unhandled rejections) fail the run without failing a test: count one.
    if (report.success === false && report.numFailedTests === 0) failed += 1;
  } else if (report.stats && typeof report.stats.expected === 'number') {
    // Playwright; a flaky test passed only on retry, which we do not count as a pass.
    passed += report.stats.expected;
    failed += report.stats.unexpected + report.stats.flaky;
    collectPlaywrightFailures(report.suites ?? [], []);
  } else {
    console.error(`Unknown report format: ${file}`);
    failed += 1;
  }
}

function collectPlaywrightFailures(suites, titles) {
  for (const suite of suites) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const error = test.results?.find((result) => result.error)?.error?.message;
          failures.push(`${[...path, spec.title].join(' > ')} (${test.projectName}, ${test.status}): ${firstLine(error)}`);
        }
      }
    }
    collectPlaywrightFailures(suite.suites ?? [], path);
  }
}

/** The first line of a test's message, without its terminal colours. */
const firstLine = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .trim()
    .split('\n')[0]
    .slice(0, 300);

try {
  walk(root);
} catch (error) {
  console.error(`No test reports found under ${root}: ${error.message}`);
}
if (failures.length > 0) console.error(`Failed:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
