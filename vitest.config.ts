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
    // 190 of the 320 seconds on PGlite); each file still opens its own app and database (decision 0029).
    // Tests that stub an environment variable or a global undo it themselves (vi.unstubAll*).
    isolate: false,
    // Two files at a time: Vitest's default is one less than the cores, which is one on CI's two.
    // Each file has its own database, so files never see each other's data.
    maxWorkers: 2,
    // A worker runs many files with their modules kept (isolate: false) and reached Node's default heap
    // limit (about 4 GB) in CI once the suite grew (25 Nov): twice that, on machines of 24 GB. What keeps
    // the memory between files is not found yet.
    execArgv: ['--max-old-space-size=8192'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
