import { createHash } from 'node:crypto';
import { PAGE_PATHS, pagePath } from '@grant/shared';
import { MESSAGES } from '../packages/shared/src/common/messages';
import { createRequest, registerUser } from './support/api';
import { DEMO, expect, test } from './support/fixtures';

// The build prerenders the public pages into their HTML, and the browser hydrates them
// (docs/decisions/0017-prerendered-public-pages.md); pending requests and the blog with their list
// still loading.

for (const [path, heading] of [
  [PAGE_PATHS.home, MESSAGES.heroHeadline],
  [PAGE_PATHS.search, 'Search donors and requests'],
  [PAGE_PATHS.login, 'Welcome back'],
  [PAGE_PATHS.pendingRequests, 'Pending donation requests'],
  [PAGE_PATHS.blog, 'Blog'],
  [PAGE_PATHS.privacy, 'Privacy'],
] as const) {
  test(`${path} comes prerendered, with no inline script, and is hydrated, not drawn again`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain('data-prerendered="en"');
    expect(html).toContain(heading);
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)/);

    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // Keep the prerendered elements: hydration keeps them, a render over the page would replace them.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const w = window as unknown as Record<string, unknown>;
        w.prerenderedHeading = document.querySelector('h1');
        w.prerenderedFooter = document.querySelector('footer');
      }),
    );
    await page.goto(path);
    // The session check has ended (the navbar's Login) and every lazy part has loaded.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const kept = await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      return {
        heading: w.prerenderedHeading === document.querySelector('h1'),
        footer: w.prerenderedFooter === document.querySelector('footer'),
      };
    });
    expect(kept).toEqual({ heading: true, footer: true });
    expect(errors).toEqual([]);
  });
}

test('a search in the address is not prerendered: the page shows that search', async ({ page, request }) => {
  const html = await (await request.get(`${PAGE_PATHS.search}?blood=A%2B&division=Dhaka`)).text();
  expect(html).not.toContain('data-prerendered');
  await page.goto(`${PAGE_PATHS.search}?blood=A%2B&division=Dhaka`);
  await expect(page.getByRole('heading', { name: 'Requests for A+ in all districts, Dhaka' })).toBeVisible();
});

test('a signed-in visitor gets the prerendered pages with their own menu and footer, hydrated without a mismatch', async ({
  page,
  signIn,
}) => {
  await signIn(page, DEMO.donor);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The footer loads lazily and may hydrate after the session check has ended (it said #418 and kept 'Login').
  for (const path of [PAGE_PATHS.home, PAGE_PATHS.blog, PAGE_PATHS.pendingRequests, PAGE_PATHS.privacy]) {
    await page.goto(path);
    await expect(page.getByRole('banner').getByRole('button', { name: /Account menu/ })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
    // Scrolled to: the footer loads as it comes near the screen.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('someone signed in who opens the prerendered sign-in page goes on to the dashboard', async ({ page, signIn }) => {
  await signIn(page, DEMO.donor);
  await page.goto(PAGE_PATHS.login);
  await expect(page).toHaveURL(new RegExp(`${PAGE_PATHS.dashboardHome}$`));
});

test('a visitor who chose Bangla gets the page in Bangla after the English first paint', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'bn'));
  await page.goto(PAGE_PATHS.home);
  await expect(page.getByRole('heading', { level: 1, name: 'জীবন বাঁচান, রক্ত দিন!' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
});

test('the details page comes with its chunk preloaded, a first paint the app draws over, and its early script allowed by its CSP', async ({
  request,
}) => {
  const response = await request.get('/details/any-id');
  const html = await response.text();
  expect(html).toMatch(/<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/request-details-page-[\w-]+\.js">/);
  // The layout and the session check's spinner, never hydrated: the app renders the page over it.
  expect(html).toContain('data-prerendered="first-paint"');
  expect(html).toContain('Checking your session');
  const early = html.match(/<script>(.+?)<\/script>/s)?.[1] ?? '';
  expect(early).toContain('/auth/me');
  expect(response.headers()['content-security-policy']).toContain(`'sha256-${createHash('sha256').update(early).digest('base64')}'`);
});

test('signed in, the details page asks for the session and the request once each, both before the app has even loaded', async ({
  page,
  request,
  signIn,
}) => {
  const requester = await registerUser(request, `Nasima ${Date.now()}`);
  const id = await createRequest(request, requester.token, 'Nasima Akter');
  await signIn(page, DEMO.donor);
  const asked: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/api/')) asked.push(pathname);
  });
  // Holds the app's entry script and the page's chunk back: both calls must go out from the page's own
  // early script, before any of the app has run.
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route(/\/assets\/(index|request-details-page)-[\w-]+\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(pagePath(PAGE_PATHS.requestDetails, id), { waitUntil: 'commit' });
  await expect.poll(() => asked).toEqual(expect.arrayContaining(['/api/auth/me', `/api/request/man/${id}`]));
  releaseScripts();
  await expect(page.getByRole('heading', { level: 1, name: 'Blood for Nasima Akter' })).toBeVisible();
  expect(asked.filter((path) => path === '/api/auth/me')).toHaveLength(1);
  expect(asked.filter((path) => path === `/api/request/man/${id}`)).toHaveLength(1);
});
