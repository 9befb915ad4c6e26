import { defineConfig } from 'vitest/config';

/**
 * Unit and API tests, run as `npx vitest run` from the repo root. The workspace package @grant/shared
 * is resolved through its `source` export condition, so tests run against its TypeScript directly;
 * the other conditions are Vite's defaults for server code.
 */
const conditions = ['source', 'module', 'node', 'development|production'];
/** CI sets TEST_REPORT_DIR to collect machine-readable results from every suite. */
const reportDir = process.env.TEST_REPORT_DIR;

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    // test/system starts the built server (apps/server/dist) as child processes: `npm test` builds first.
    include: [
      'apps/server/src/**/*.test.ts',
      'apps/server/test/*.test.ts',
      'apps/server/test/system/**/*.test.ts',
      'packages/shared/src/**/*.test.ts',
      'apps/web/src/**/*.test.ts',
      'bench/**/*.test.mjs',
    ],
    environment: 'node',
    // One migrated database that every test file copies (docs/decisions/0029).
    globalSetup: ['apps/server/test/global-setup.ts'],
    // Cheap password hashes except where a test is about them (apps/server/src/modules/auth/password-hasher.ts).
    env: { GRANT_TEST_FAST_PASSWORD_HASH: '1' },
    reporters: reportDir ? ['default', 'json'] : ['default'],
    outputFile: reportDir ? { json: `${reportDir}/vitest.json` } : undefined,
    // Test files share their worker's loaded modules instead of each importing the server anew (about
    // half the run's time; decision 0029); each file still opens its own app and database. The worker
    // that reached Node's heap limit in CI (25 and 27 Nov) was not a leak between files: one generated
    // drive in hostile-input.test.ts, with a negative slot length, looped forever in driveSlotStarts.
    isolate: false,
    // Two files at a time: Vitest's default is one less than the cores, which is one on CI's two.
    // Each file has its own database, so files never see each other's data.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
