import { gzipSync } from 'node:zlib';
import { PAGE_PATHS } from '@grant/shared';
import { expect, test } from '@playwright/test';

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
