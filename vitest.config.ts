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
    // Each test file in a fresh worker (Vitest's default). Sharing a worker's loaded modules across
    // files (isolate: false, from 23 Nov) saved about 190 of 320 seconds on PGlite, but the memory a
    // file leaves behind piled up: a worker reached Node's 4 GB heap limit in CI on 25 Nov, and then
    // 8 GB (--max-old-space-size=8192) after issue 21's files; what keeps it is not found yet.
    isolate: true,
    // Two files at a time: Vitest's default is one less than the cores, which is one on CI's two.
    // Each file has its own database, so files never see each other's data.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
