import AxeBuilder from '@axe-core/playwright';
import { PAGE_PATHS } from '@grant/shared';
import type { Page } from '@playwright/test';
import { MESSAGES } from '../packages/shared/src/common/messages';
import { registerUser, TEST_PASSWORD } from './support/api';
import { DEMO, expect, test } from './support/fixtures';
import { newPage } from './support/pages';

const VOLUNTEER_LINKS = ['Volunteer home', 'Volunteer all requests'];

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

test('an admin promotes a new donor to volunteer: signed in anew, they get the volunteer pages, and the audit log shows it', async ({
  browser,
  page,
  request,
  signIn,
  baseURL,
}) => {
  test.setTimeout(120_000); // three browsers and two sign-ins; slow when the suite runs on two workers
  const donor = await registerUser(request, 'Tanvir Hasan');

  // Before: a donner is sent home from the volunteer pages, and sees no volunteer links.
  const donorPage = await newPage(browser, baseURL);
  await signIn(donorPage, donor.email, TEST_PASSWORD);
  await donorPage.goto(PAGE_PATHS.dashboardHome);
  await expect(sidebar(donorPage).getByRole('link', { name: 'Profile' })).toBeVisible();
  for (const name of VOLUNTEER_LINKS) await expect(sidebar(donorPage).getByRole('link', { name })).toHaveCount(0);
  await donorPage.goto(PAGE_PATHS.volunteerHome);
  await expect(donorPage).toHaveURL(PAGE_PATHS.home);

  // An admin makes them a volunteer on the users page.
  await signIn(page, DEMO.admin);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PAGE_PATHS.users);
  await page.getByLabel('Search by name or email').fill(donor.email);
  await page.getByRole('button', { name: 'Search users' }).click();
  const row = page.getByRole('row').filter({ hasText: donor.email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Make volunteer' }).click();
  await expect(row).toContainText(`${donor.email} · volunteer`);
  await expect(row.getByRole('button', { name: 'Make volunteer' })).toHaveCount(0);

  // The role change ended the donor's sessions: their open page goes back to sign-in.
  await donorPage.goto(PAGE_PATHS.profile);
  await expect(donorPage).toHaveURL(PAGE_PATHS.login);
  await donorPage.context().close();
  const again = await newPage(browser, baseURL);
  await again.goto(PAGE_PATHS.volunteerHome);
  await expect(again).toHaveURL(PAGE_PATHS.login);
  await again.getByLabel('Email').fill(donor.email);
  await again.getByLabel('Password').fill(TEST_PASSWORD);
  await again.getByRole('button', { name: 'Login' }).click();

  // After: the volunteer home is the Filter Data screen, and the sidebar has the volunteer links.
  await expect(again).toHaveURL(PAGE_PATHS.volunteerHome);
  await expect(again.getByRole('heading', { name: MESSAGES.filterData })).toBeVisible();
  for (const name of VOLUNTEER_LINKS) await expect(sidebar(again).getByRole('link', { name })).toBeVisible();
  await expect(sidebar(again).getByRole('link', { name: 'All users' })).toHaveCount(0);
  await sidebar(again).getByRole('link', { name: 'Volunteer all requests' }).click();
  await expect(again).toHaveURL(PAGE_PATHS.volunteerAllRequests);
  await expect(again.getByRole('heading', { name: MESSAGES.filterData })).toBeVisible();
  await again.context().close();

  // The audit log names who did it, to whom, and what changed.
  await sidebar(page).getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(PAGE_PATHS.audit);
  await expect(page).toHaveTitle('Grant | Audit log');
  const entry = page.getByRole('row').filter({ hasText: donor.email });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Made a volunteer');
  await expect(entry).toContainText(DEMO.admin);
  await expect(entry).toContainText(`Tanvir Hasan (${donor.email})`);
  await expect(entry).toContainText('Role: donner → volunteer');
});

test('an admin reads a message sent through the contact API, shown as text, on a phone too', async ({ page, request, signIn }) => {
  const stamp = Date.now();
  const message = `Can our college host a blood drive? <b>${stamp}</b>\nWe have 200 students.`;
  const sent = await request.post('/api/contact', { data: { name: 'Nadia Rahman', email: 'Nadia@Example.org', message } });
  expect(sent.status()).toBe(201);

  await signIn(page, DEMO.admin);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PAGE_PATHS.dashboardHome);
  await sidebar(page).getByRole('link', { name: 'Messages' }).click();
  await expect(page).toHaveURL(PAGE_PATHS.messages);
  await expect(page).toHaveTitle('Grant | Messages');
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: String(stamp) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Nadia Rahman');
  await expect(row.getByRole('link', { name: 'nadia@example.org' })).toHaveAttribute('href', 'mailto:nadia@example.org');
  await expect(row).toContainText(`<b>${stamp}</b>`);
  await expect(page.locator('main b')).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 800 });
  const card = page
    .getByRole('list', { name: 'Contact messages' })
    .getByRole('listitem')
    .filter({ hasText: String(stamp) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('We have 200 students.');
});

test('a volunteer is sent home from the messages and audit pages, and sees no links to them', async ({ page, signIn }) => {
  await signIn(page, DEMO.volunteer);
  await page.goto(PAGE_PATHS.dashboardHome);
  await expect(sidebar(page).getByRole('link', { name: 'Volunteer home' })).toBeVisible();
  for (const name of ['Messages', 'Audit log']) await expect(sidebar(page).getByRole('link', { name })).toHaveCount(0);
  for (const path of [PAGE_PATHS.messages, PAGE_PATHS.audit]) {
    await page.goto(path);
    await expect(page).toHaveURL(PAGE_PATHS.home);
  }
});

test('the messages and audit pages pass axe at phone and desktop widths, with no sideways scrolling', { tag: '@layout' }, async ({
  page,
  request,
  signIn,
}) => {
  const sent = await request.post('/api/contact', {
    data: { name: 'Axe Check', email: 'axe@example.org', message: 'A long line to wrap: '.repeat(30) },
  });
  expect(sent.status()).toBe(201);
  await signIn(page, DEMO.admin);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [PAGE_PATHS.messages, PAGE_PATHS.audit]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1')).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      expect(summary, `${path} at ${width}px`).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
    }
  }
});
