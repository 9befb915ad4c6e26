// Lighthouse 12 (its default mobile settings: a mid-range phone, simulated slow 4G) on pages of the
// running app, in Debian's Chromium with the e2e tests' flags; each run in a fresh browser profile,
// and the median score of each category over the runs.
import { PAGE_PATHS, pagePath } from '@grant/shared';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from '../../scripts/chromium.mjs';

// Lighthouse measures the whole browser, as a phone's user has it (not the tests' headless shell).
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** The timings behind the performance score (each run's; the median is reported): what to work on when it falls. */
const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
};

/**
 * The pages Lighthouse measures: the public ones, and the request details page, which the spec
 * keeps for people signed in (`token`: opened with that session).
 */
export function publicPages(baseUrl, { detailsId, token }) {
  const at = (path) => new URL(path, baseUrl).href;
  return [
    { name: 'home', url: at(PAGE_PATHS.home) },
    { name: 'search', url: at(PAGE_PATHS.search) },
    { name: 'details', url: at(pagePath(PAGE_PATHS.requestDetails, detailsId)), token },
    { name: 'login', url: at(PAGE_PATHS.login) },
    { name: 'pending', url: at(PAGE_PATHS.pendingRequests) },
    { name: 'blog', url: at(PAGE_PATHS.blog) },
  ];
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One Lighthouse run (one that fails is tried again by the caller: withRetries); with a token, the page is opened signed in (the app keeps it in localStorage under `Token`). */
async function runOnce(url, token) {
  const chrome = await chromeLauncher.launch({ chromePath: FULL_CHROMIUM, chromeFlags: CHROME_FLAGS });
  // Lighthouse drives a page opened here: left to open its own, it often saw a page that never
  // painted (NO_FCP) in headless Chromium.
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    if (token) {
      await page.goto(new URL('/api/health', url).href);
      await page.evaluate((value) => localStorage.setItem('Token', value), token);
    }
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, disableStorageReset: Boolean(token) },
      undefined,
      page,
    );
    const { categories, audits } = result.lhr;
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    return {
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)])),
      ...Object.fromEntries(Object.entries(METRICS).map(([key, audit]) => [key, audits[audit]?.numericValue ?? 0])),
      // The largest paint, for an LCP to work on.
      lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector,
      // What moved, for a CLS to work on: Lighthouse's layout-shift audit names the elements.
      shifts: (audits['layout-shifts']?.details?.items ?? []).map(
        (item) => `${item.node?.selector ?? item.node?.snippet ?? '?'} ${item.score?.toFixed(3)}`,
      ),
      // Lighthouse's own CPU benchmark, taken in each run: it tells a slower machine from a slower page.
      benchmarkIndex: Math.round(result.lhr.environment?.benchmarkIndex ?? 0),
      failing: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    };
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

/**
 * A run that failed to record (NO_FCP, or NO_NAVSTART: Chromium's trace missed the navigation), as
 * happens now and then on a machine busy with other work, is tried again, up to ATTEMPTS in all;
 * at 00:38 on 2026-11-25 one page failed twice running and took the other pages' figures with it.
 */
const ATTEMPTS = 4;
async function withRetries(run, onRetry) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      onRetry(error);
    }
  }
}

/** Median scores and timings of `runs` runs of each page: { [name]: { performance, accessibility, 'best-practices', seo, fcpMs, lcpMs, tbtMs, cls, failing } }. */
export async function lighthouseScores(pages, runs, log) {
  const out = {};
  for (const { name, url, token } of pages) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      results.push(
        await withRetries(
          () => runOnce(url, token),
          (error) => log(`  ${name}: run ${i + 1} failed (${error.message}); again`),
        ),
      );
    }
    out[name] = {
      ...Object.fromEntries(CATEGORIES.map((c) => [c, median(results.map((r) => r.scores[c]))])),
      ...Object.fromEntries(
        Object.keys(METRICS).map((key) => [key, Number(median(results.map((r) => r[key])).toFixed(key === 'cls' ? 3 : 0))]),
      ),
      failing: [...new Set(results.flatMap((r) => r.failing))],
      runs: results.map((r) => r.scores.performance),
      benchmarkIndexes: results.map((r) => r.benchmarkIndex),
      shifts: [...new Set(results.flatMap((r) => r.shifts))],
      lcpElements: [...new Set(results.map((r) => r.lcpElement).filter(Boolean))],
    };
    log(
      `  ${name}: ${CATEGORIES.map((c) => `${c} ${out[name][c]}`).join(', ')} (FCP ${out[name].fcpMs} ms, LCP ${out[name].lcpMs} ms, TBT ${out[name].tbtMs} ms, CLS ${out[name].cls}); performance of each run ${out[name].runs.join(', ')} (machine's benchmarkIndex ${out[name].benchmarkIndexes.join(', ')}); audits not passed: ${out[name].failing.join(', ') || 'none'}; largest paint: ${out[name].lcpElements.join('; ') || '?'}${out[name].shifts.length ? `; shifted: ${out[name].shifts.join('; ')}` : ''}`,
    );
  }
  return out;
}
