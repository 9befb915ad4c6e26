import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, FULL_CHROMIUM, LIGHT_CHROMIUM } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3210);
/** CI sets TEST_REPORT_DIR to collect machine-readable results from every suite. */
const reportDir = process.env.TEST_REPORT_DIR;

/**
 * Most browser tests run in Debian's headless shell where it is installed: 455 s for all of them against 562 s
 * in the whole Chromium (28 Nov, on the embedded database, one machine, one after the other). It shows no
 * notification, so e2e/push-alerts.spec.ts keeps the whole browser.
 */
const launchOptions = (executablePath: string) => ({ executablePath, args: CHROMIUM_ARGS });
const PUSH_SPEC = /push-alerts\.spec\.ts/;

/** End-to-end tests: the built app, a real database, Debian's Chromium. */
export default defineConfig({
  testDir: 'e2e',
  // Two workers' Chromiums and the server share CI's two cores (load 10 to 14 seen there): a page
  // that opens in 2 s on a quiet machine took more than 7 s in CI on 27 Nov.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Tests tagged @layout (axe and widths of every page) check what the browser draws, which does not
  // depend on the database: they run on the embedded one only, so CI's PostgreSQL pass stays short.
  grepInvert: process.env.TEST_DATABASE_URL ? /@layout/ : undefined,
  forbidOnly: Boolean(process.env.CI),
  reporter: reportDir ? [['list'], ['json', { outputFile: `${reportDir}/playwright.json` }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace (DOM snapshots and a filmstrip of every step) costs about a fifth of the browser tests' time on
    // two cores, measured; CI keeps no artifacts to open it from, so it records none. Locally a failure keeps one.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // The app's service worker would answer some requests itself, out of page.route's reach, and
    // precache the whole build in every test; e2e/push-alerts.spec.ts allows it where it is the subject.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'chromium', testIgnore: PUSH_SPEC, use: { ...devices['Desktop Chrome'], launchOptions: launchOptions(LIGHT_CHROMIUM) } },
    { name: 'chromium-push', testMatch: PUSH_SPEC, use: { ...devices['Desktop Chrome'], launchOptions: launchOptions(FULL_CHROMIUM) } },
  ],
  webServer: {
    command: 'node e2e/support/start-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
