import { gzipSync } from 'node:zlib';
import { PAGE_PATHS, pagePath } from '@grant/shared';
import type { Page } from '@playwright/test';
import { createRequest, registerUser } from './support/api';
import { DEMO, expect, test } from './support/fixtures';

/** The home page's first JavaScript budget (issue 9): the entry script and its modulepreloads, gzip. */
const INITIAL_JS_BUDGET_BYTES = 120 * 1024;

/** The scripts index.html makes the browser load before the app can render: the entry and its modulepreloads. */
function initialScripts(html: string): string[] {
  const pattern = /<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g;
  return [...html.matchAll(pattern)].map((match) => match[1] ?? '');
}

test('the home page loads at most 120 KB of gzip JavaScript before any interaction', async ({ page, request }) => {
  const html = await (await request.get(PAGE_PATHS.home)).text();
  const scripts = initialScripts(html);
  expect(scripts.length).toBeGreaterThan(0);

  // The browser fetches exactly these scripts up front (and renders the home page with them)...
  const fetched = new Set<string>();
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) fetched.add(new URL(response.url()).pathname);
  });
  await page.goto(PAGE_PATHS.home);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const script of scripts) expect(fetched).toContain(script);

  // ...and they weigh, gzip, no more than the budget.
  let gzipBytes = 0;
  for (const script of scripts) gzipBytes += gzipSync(await (await request.get(script)).body()).length;
  test
    .info()
    .annotations.push({ type: 'initial JS (gzip)', description: `${(gzipBytes / 1024).toFixed(1)} KB in ${scripts.length} files` });
  expect(gzipBytes).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
});

test('the entry script asks the browser to compile its functions while it streams in; a lazy chunk does not', async ({ request }) => {
  const html = await (await request.get(PAGE_PATHS.home)).text();
  const [entry = ''] = initialScripts(html);
  const entryCode = await (await request.get(entry)).text();
  // The magic comment counts only before any code (apps/web/scripts/eager-compile.mjs).
  expect(entryCode.split('\n', 1)[0]).toBe('//# allFunctionsCalledOnLoad');
  // A lazy page's chunk (the entry lists them) is compiled as its functions are called.
  const lazyChunk = /"(assets\/[\w-]+\.js)"/.exec(entryCode)?.[1];
  expect(lazyChunk).toBeDefined();
  expect(await (await request.get(`/${lazyChunk}`)).text()).not.toContain('allFunctionsCalledOnLoad');
});

test('hashed assets are cached for a year and sent compressed', async ({ request }) => {
  const html = await (await request.get(PAGE_PATHS.home)).text();
  const [entry] = initialScripts(html);
  expect(entry).toMatch(/^\/assets\/.+-[\w-]{8}\.js$/);
  const res = await request.get(entry ?? '', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(res.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
});

test('a public list answers 304 to its own ETag', async ({ request }) => {
  // The other worker adds requests while this runs: when one lands between the two calls, the list
  // has changed, so it must come whole with a new ETag, and the pair is asked again.
  let status = 0;
  for (let attempt = 0; attempt < 5 && status !== 304; attempt++) {
    const first = await request.get('/api/pending');
    expect(first.status()).toBe(200);
    const etag = first.headers().etag;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers()['cache-control']).toBe('public, no-cache');

    const again = await request.get('/api/pending', { headers: { 'if-none-match': etag ?? '' } });
    status = again.status();
    if (status === 304) expect(await again.body()).toHaveLength(0);
    else expect(again.headers().etag, 'a changed list carries a new ETag').not.toBe(etag);
  }
  expect(status).toBe(304);
});

/** The names (without their hash) of the scripts a page fetches from now on. */
function scriptsFetched(page: Page): Set<string> {
  const names = new Set<string>();
  page.on('response', (response) => {
    const file = /\/assets\/(.+)-[\w-]{8}\.js$/.exec(new URL(response.url()).pathname)?.[1];
    if (file) names.add(file);
  });
  return names;
}
/** zod's schema code, the forms' schemas and the dialogs' libraries: what a page should not load until someone acts. */
const LOADED_ON_DEMAND = /schema|alert-confirm-dialog|report-form|^modal$/;
const onDemand = (names: Set<string>) => [...names].filter((name) => LOADED_ON_DEMAND.test(name));

test('the sign-in page loads its form checks (zod) at the first submit, not with the page', async ({ page }) => {
  const scripts = scriptsFetched(page);
  await page.goto(PAGE_PATHS.login);
  const submit = page.getByRole('button', { name: 'Login' });
  await expect(submit).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(onDemand(scripts)).toEqual([]);
  await submit.click();
  await expect(page.getByText('Email is required.')).toBeVisible();
  await expect(page.getByText('Password is required.')).toBeVisible();
  expect(onDemand(scripts).length).toBeGreaterThan(0);
});

test('a request’s details page loads the report form and the dialogs’ code only when one opens', async ({ page, request, signIn }) => {
  const requester = await registerUser(request, 'Jahanara Begum');
  const id = await createRequest(request, requester.token, 'Monir Hossain');
  await signIn(page, DEMO.donor);
  const scripts = scriptsFetched(page);
  await page.goto(pagePath(PAGE_PATHS.requestDetails, id));
  const report = page.getByRole('button', { name: 'Report this request' });
  await expect(report).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(onDemand(scripts)).toEqual([]);
  await report.click();
  await expect(page.getByRole('dialog', { name: 'Report this request' }).getByLabel('Asks for money')).toBeVisible();
  expect(onDemand(scripts)).toEqual(expect.arrayContaining(['report-form', 'modal']));
});
