// Sums the machine-readable results of every suite under a folder (Vitest and Playwright JSON)
// and prints the one line CI reads: "N passed, N failed".
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = process.argv[2] ?? '.reports';
let passed = 0;
let failed = 0;

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
    // Errors outside any test (unhandled rejections) fail the run without failing a test: count one.
    if (report.success === false && report.numFailedTests === 0) failed += 1;
  } else if (report.stats && typeof report.stats.expected === 'number') {
    // Playwright; a flaky test passed only on retry, which we do not count as a pass.
    passed += report.stats.expected;
    failed += report.stats.unexpected + report.stats.flaky;
  } else {
    console.error(`Unknown report format: ${file}`);
    failed += 1;
  }
}

try {
  walk(root);
} catch (error) {
  console.error(`No test reports found under ${root}: ${error.message}`);
}
console.log(`${passed} passed, ${failed} failed`);
