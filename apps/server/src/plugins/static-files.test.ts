import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlog } from '../../test/blog-factories';
import { createUser } from '../../test/factories';
import { createRequest } from '../../test/request-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { leadImageLink } from './static-files';

/** A web build as apps/web/scripts/prerender.mjs leaves it: the shell, two prerendered pages, one shell with preloads and a script of its own. */
const FILES: Record<string, string> = {
  'index.html': '<html><body><div id="root"></div>shell</body></html>',
  'pages/home.html': '<html><body><div id="root" data-prerendered="en">home</div></body></html>',
  'pages/search.html': '<html><body><div id="root" data-prerendered="en">search</div></body></html>',
  'pages/details.html': '<html><head><link rel="modulepreload" href="/assets/details.js"></head><body>details shell</body></html>',
  'assets/app-abc123.js': 'console.log(1)',
  'sw.js': 'self.addEventListener("push", () => {});',
  'manifest.webmanifest': '{"name":"Grant"}',
  'pages.json': JSON.stringify({
    pages: [
      { path: '/', file: 'pages/home.html' },
      { path: '/search', file: 'pages/search.html' },
      { prefix: '/details/', file: 'pages/details.html', inlineScripts: ['sha256-early'] },
    ],
  }),
};

async function webBuild(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'grant-web-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  return dir;
}

describe('the web app’s pages', () => {
  let t: TestApp;
  let dir: string;
  let requestId: string;
  let blogId: string;
  beforeAll(async () => {
    dir = await webBuild(FILES);
    t = await createTestApp({}, { webDistDir: dir });
    const requester = await createUser(t);
    requestId = (await createRequest(t, requester)).id;
    blogId = (await createBlog(t, requester)).id;
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const page = (url: string) => t.app.inject({ method: 'GET', url });

  it('sends a prerendered page for exactly its path, never cached without asking again, under the CSP', async () => {
    for (const [url, text] of [
      ['/', 'home'],
      ['/search', 'search'],
    ] as const) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.body).toContain(`data-prerendered="en">${text}<`);
    }
  });

  it('sends the shell for a query string (it may change the page) and for paths under a prerendered one', async () => {
    for (const url of ['/search?blood=A%2B&division=Dhaka', '/?tab=1', '/login', '/dashboard/profile', '/Dashboard', '/search/']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('shell');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends the shell with preloads for every path under a prefix, query string or not', async () => {
    for (const url of [`/details/${requestId}`, `/details/${requestId}?from=search`]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<link rel="modulepreload" href="/assets/details.js">');
    }
  });

  it('lets the scripts the build wrote into a page run on that page only, named by their hash', async () => {
    const csp = (res: { headers: Record<string, unknown> }) => String(res.headers['content-security-policy']);
    expect(csp(await page(`/details/${requestId}`))).toContain("script-src 'self' 'sha256-early';");
    expect(csp(await page(`/details/${randomUUID()}`))).toContain("script-src 'self' 'sha256-early';");
    for (const url of ['/', '/search', '/login', '/api/pending']) expect(csp(await page(url)), url).toContain("script-src 'self';");
  });

  it('answers 404, with the app (which shows its 404 page), for a path that names no page', async () => {
    for (const url of [
      '/no/such/page',
      '/search/more',
      '/dashboard/nope',
      '/details',
      '/details/does-not-exist',
      `/details/${requestId}/more`,
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await page('/no/such/page')).body).toContain('shell');
    expect((await t.app.inject({ method: 'HEAD', url: '/no/such/page' })).statusCode).toBe(404);
  });

  it('answers 404 for the page of a request or blog post that does not exist, 200 for one that does', async () => {
    const missing = randomUUID();
    for (const [url, status] of [
      [`/details/${missing}`, 404],
      [`/dashboard/update/${missing}`, 404],
      [`/blog/${missing}`, 404],
      [`/dashboard/blogs/${missing}/edit`, 404],
      [`/dashboard/update/${requestId}`, 200],
      [`/blog/${blogId}`, 200],
      [`/dashboard/blogs/${blogId}/edit`, 200],
    ] as const) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type'], url).toContain('text/html');
    }
    expect((await page(`/details/${missing}`)).body).toContain('details shell');
  });

  it('names the blog’s newest picture for the browser to preload, on the page as prerendered only', async () => {
    const author = await createUser(t);
    const newest = await createBlog(t, author, { createdAt: new Date(Date.now() + 60_000) });
    expect((await page('/blog')).headers.link).toBe(`<${newest.imageUrl}>; rel=preload; as=image; fetchpriority=high`);
    for (const url of ['/blog?page=2', '/search', `/blog/${blogId}`]) expect((await page(url)).headers.link, url).toBeUndefined();
    expect(leadImageLink('/uploads/a>b.webp')).toBeUndefined();
    expect(leadImageLink(undefined)).toBeUndefined();
  });

  it('sends the service worker and the web manifest revalidated every time, so a new build reaches every device', async () => {
    const worker = await page('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('javascript');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-security-policy']).toContain("worker-src 'self'");
    const manifest = await page('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('keeps files as files and unknown API paths as JSON 404s', async () => {
    const asset = await page('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await page('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404 });
  });
});

describe('a web build without pages.json (built before prerendering)', () => {
  it('sends the shell for every page', async () => {
    const { 'pages.json': _, ...files } = FILES;
    const dir = await webBuild(files);
    const t = await createTestApp({}, { webDistDir: dir });
    try {
      for (const url of ['/', '/search', '/details/abc']) expect((await t.app.inject({ method: 'GET', url })).body, url).toContain('shell');
      expect((await t.app.inject({ method: 'GET', url: '/no/such/page' })).statusCode).toBe(404);
    } finally {
      await t.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
