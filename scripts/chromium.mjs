// Debian's Chromium as every tool here starts it: the browser tests (playwright.config.ts), Lighthouse
// (bench/lib/lighthouse.mjs) and the screenshots (scripts/screenshots.mjs).
import { existsSync } from 'node:fs';

/** Flags for a browser that runs as root in a container, with nothing of its own going on in the background. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The whole browser (`apt-get install chromium`), or `CHROMIUM_PATH`. */
export const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The headless shell (`apt-get install chromium-headless-shell`) where installed: the same engine without the
 * browser around it; it shows no notification. `CHROMIUM_PATH` overrides it too.
 */
export const LIGHT_CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : FULL_CHROMIUM);
