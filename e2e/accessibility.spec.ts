import AxeBuilder from '@axe-core/playwright';
import { PAGE_PATHS, pagePath } from '@grant/shared';
import type { Page } from '@playwright/test';
import { MESSAGES } from '../packages/shared/src/common/messages';
import { DEMO, expect, test } from './support/fixtures';
import { waitForHydration } from './support/hydration';

/** Every page of the product, visited at a phone width and a desktop width, checked by axe and under the CSP. */
const PUBLIC_PAGES = [
  PAGE_PATHS.home,
  PAGE_PATHS.login,
  PAGE_PATHS.register,
  PAGE_PATHS.search,
  `${PAGE_PATHS.search}?blood=A%2B&division=Dhaka`,
  PAGE_PATHS.pendingRequests,
  PAGE_PATHS.drives,
  PAGE_PATHS.bloodBanks,
  `${PAGE_PATHS.bloodBanks}?blood=O-&division=Dhaka&district=Gazipur&match=compatible`,
  PAGE_PATHS.privacy,
  '/no-such-page',
];
const SIGNED_IN_PAGES = [
  PAGE_PATHS.dashboardHome,
  PAGE_PATHS.profile,
  PAGE_PATHS.myRequests,
  PAGE_PATHS.createRequest,
  `${PAGE_PATHS.adminHome}?status=inprogress`,
  `${PAGE_PATHS.allRequests}?status=pending`,
  PAGE_PATHS.users,
  `${PAGE_PATHS.volunteerHome}?status=inprogress`,
  `${PAGE_PATHS.volunteerAllRequests}?status=pending`,
  PAGE_PATHS.triage,
  PAGE_PATHS.moderation,
  PAGE_PATHS.insights,
  PAGE_PATHS.organisedDrives,
  PAGE_PATHS.createDrive,
  PAGE_PATHS.managedBloodBanks,
];
const WIDTHS = [375, 1280];

async function expectNoViolations(page: Page, path: string) {
  // The built app must run under the server's strict CSP: no blocked script, style or request, and no script error.
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`script error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Refused to load ${event.blockedURI} (${event.violatedDirective})`),
    ),
  );
  // A live page's event stream (the triage board's) stays open, and the network would never go idle:
  // axe checks what is drawn, so the stream is cut (the board then tries again every few seconds).
  await page.route('**/api/triage/events', (route) => route.abort());
  await page.goto(path);
  // Read to its end: the parts far down a page load as they come near the screen (lib/lazy-near-viewport.tsx).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
  expect(problems, `${path} under the CSP`).toEqual([]);
  await expect(page.locator('h1').first()).toBeVisible();
  // Colours are measured once the page is hydrated (a prerendered form keeps its submit button disabled
  // until then, lib/use-hydrated.ts) and transitions have ended: the enabled button fades from its disabled shade.
  await expect(page.locator('button[type="submit"][disabled]')).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, `${path} at ${page.viewportSize()?.width}px`).toEqual([]);
  // Nothing may be wider than the screen: no sideways scrolling on a phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
}

for (const width of WIDTHS) {
  for (const path of PUBLIC_PAGES) {
    test(`${path} passes axe signed out at ${width}px`, { tag: '@layout' }, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await expectNoViolations(page, path);
    });
  }

  const RECORD_PAGES = [PAGE_PATHS.requestDetails, PAGE_PATHS.editRequest, PAGE_PATHS.callSheet] as const;
  for (const path of [...SIGNED_IN_PAGES, ...RECORD_PAGES]) {
    test(`${path} passes axe signed in at ${width}px`, { tag: '@layout' }, async ({ page, request, signIn }) => {
      await signIn(page, DEMO.admin);
      await page.setViewportSize({ width, height: 900 });
      let target = path;
      if ((RECORD_PAGES as readonly string[]).includes(path)) {
        const [pending] = (await (await request.get('/api/pending?limit=1')).json()) as Array<{ _id: string }>;
        expect(pending).toBeDefined();
        target = pagePath(path as (typeof RECORD_PAGES)[number], pending?._id ?? '');
      }
      await expectNoViolations(page, target);
    });
  }

  // A drive's public page (as its booked demo donor sees it, with the booking's code and QR) and its roster.
  for (const [path, who] of [
    [PAGE_PATHS.driveDetails, DEMO.donor],
    [PAGE_PATHS.driveRoster, DEMO.volunteer],
  ] as const) {
    test(`${path} passes axe signed in at ${width}px`, { tag: '@layout' }, async ({ page, request, signIn }) => {
      await signIn(page, who);
      await page.setViewportSize({ width, height: 900 });
      const [drive] = (await (await request.get('/api/drives?limit=1')).json()) as Array<{ _id: string }>;
      expect(drive).toBeDefined();
      await expectNoViolations(page, pagePath(path, drive?._id ?? ''));
    });
  }
}

test('the 404 page reads the spec text and offers a way home', async ({ page }) => {
  await page.goto('/dashboard/no-such-page');
  await expect(page).toHaveURL(PAGE_PATHS.login); // the dashboard needs sign-in first
  await page.goto('/definitely/not/here');
  await expect(page.getByRole('heading', { name: MESSAGES.notFound })).toBeVisible();
});

test('a required field is named by its label alone and said to be required; the star is only seen', async ({ page }) => {
  await page.goto(PAGE_PATHS.register);
  for (const [field, name] of [
    [page.getByRole('textbox', { name: 'Name', exact: true }), 'Name'],
    [page.getByRole('textbox', { name: 'Email', exact: true }), 'Email'],
    [page.locator('input[type=password]').first(), 'Password'],
  ] as const) {
    await expect(field).toHaveAccessibleName(name);
    await expect(field).toHaveAttribute('aria-required', 'true');
  }
  const star = await page.getByText('Email', { exact: true }).evaluate((label) => getComputedStyle(label, '::after').content);
  expect(star).toBe('"*" / ""');
});

test('the navbar folds into a menu on phones and every link is reachable by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(PAGE_PATHS.home);
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await waitForHydration(menuButton);
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.locator('#main-menu');
  await expect(menu.getByRole('link', { name: 'Search' })).toBeVisible();
  await menu.getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL(PAGE_PATHS.search);
  await expect(page.locator('#main-menu')).toHaveCount(0);
});

test('the phone menu closes as a link is pressed, while the next page is still loading', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  // The search page's code is held back, as on a slow network: the page change waits for it.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/search-page-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(PAGE_PATHS.home);
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await waitForHydration(menuButton);
  await menuButton.click();
  await page.locator('#main-menu').getByRole('link', { name: 'Search' }).click();
  await expect(page.locator('#main-menu')).toHaveCount(0);
  release();
  await expect(page).toHaveURL(PAGE_PATHS.search);
});

test('someone who asked for less motion sees spinners and fades stand still', async ({ page }) => {
  const spinnerMotion = () =>
    page.evaluate(() => {
      const spinner = document.createElement('span');
      spinner.className = 'animate-spin transition-colors';
      document.body.append(spinner);
      const { animationIterationCount, transitionDuration } = getComputedStyle(spinner);
      spinner.remove();
      return { animationIterationCount, transitionDuration };
    });
  await page.goto(PAGE_PATHS.home);
  expect(await spinnerMotion()).toEqual({ animationIterationCount: 'infinite', transitionDuration: '0.15s' });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await spinnerMotion()).toEqual({ animationIterationCount: '1', transitionDuration: '1e-05s' });
});
