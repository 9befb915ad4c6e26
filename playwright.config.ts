import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
/** CI sets TEST_REPORT_DIR to collect machine-readable results from every suite. */
const reportDir = process.env.TEST_REPORT_DIR;

/** Debian's Chromium: the whole browser, which the push alerts need (a service worker's notifications). */
const fullChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Debian's headless shell (package chromium-headless-shell), where it is installed: the same engine without the
 * browser around it, which ran the other browser tests in 456 s against 562 s (28 Nov, both on the embedded
 * database, one machine, one after the other). It shows no notification, so e2e/push-alerts.spec.ts keeps the
 * whole browser.
 */
const lightChromium =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : fullChromium);
const launchOptions = (executablePath: string) => ({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
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
    { name: 'chromium', testIgnore: PUSH_SPEC, use: { ...devices['Desktop Chrome'], launchOptions: launchOptions(lightChromium) } },
    { name: 'chromium-push', testMatch: PUSH_SPEC, use: { ...devices['Desktop Chrome'], launchOptions: launchOptions(fullChromium) } },
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
