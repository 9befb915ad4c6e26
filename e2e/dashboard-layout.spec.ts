import { PAGE_PATHS } from '@grant/shared';
import type { Locator, Page } from '@playwright/test';
import { MESSAGES } from '../packages/shared/src/common/messages';
import { FUNDING_CHANGE_HINTS } from '../packages/shared/src/stats/stats.schemas';
import { createRequest, registerUser, TEST_PASSWORD } from './support/api';
import { DEMO, DEMO_PASSWORD, expect, test, toastWithText } from './support/fixtures';

/** The table shows every column in its own width: nothing hidden in a sideways scroll, the last column on screen. */
async function expectWholeTable(page: Page, caption: string) {
  const table = page.getByRole('table', { name: caption });
  await expect(table).toBeVisible();
  const wrapper = table.locator('xpath=..');
  const { scrollWidth, clientWidth } = await wrapper.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollWidth, `${caption}: the table's width`).toBeLessThanOrEqual(clientWidth);
  const lastHeader = table.getByRole('columnheader').last();
  const box = await lastHeader.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0), `${caption}: its last column`).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

test('at 1280 px the My requests and dashboard tables show their action columns without scrolling sideways', { tag: '@layout' }, async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.donor);
  await page.goto(PAGE_PATHS.myRequests);
  await expectWholeTable(page, 'My donation requests');
  await page.goto(PAGE_PATHS.dashboardHome);
  await expectWholeTable(page, 'Your latest requests');
});

test('at 375 px the users list shows each person’s role whole', { tag: '@layout' }, async ({ page, signIn }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, DEMO.admin);
  await page.goto(PAGE_PATHS.users);
  const card = page.getByRole('listitem').filter({ hasText: 'sabbir@grant.demo' });
  const role = card.getByText('donner', { exact: true });
  await expect(role).toBeVisible();
  const text = await role.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
  expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
});

test('at 1280 px a toast covers neither the navbar nor the page heading', { tag: '@layout' }, async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PAGE_PATHS.login);
  await page.getByLabel('Email').fill(DEMO.donor);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  const toast = toastWithText(page, MESSAGES.loginSuccess);
  await expect(toast).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const toastBox = await boxOf(toast);
  expect(overlaps(toastBox, await boxOf(page.getByRole('banner'))), 'over the navbar').toBe(false);
  expect(overlaps(toastBox, await boxOf(page.getByRole('heading', { level: 1 }))), 'over the heading').toBe(false);
});

test('the dashboard’s latest requests: three at most and no pager, and See All even with none yet', async ({
  page,
  browser,
  request,
  signIn,
}) => {
  const busy = await registerUser(request, `Jamal ${Date.now()}`);
  for (const name of ['One', 'Two', 'Three', 'Four']) await createRequest(request, busy.token, `Patient ${name}`);
  await signIn(page, busy.email, TEST_PASSWORD);
  await page.goto(PAGE_PATHS.dashboardHome);
  const table = page.getByRole('table', { name: 'Your latest requests' });
  await expect(table.getByRole('row')).toHaveCount(4); // the header and three requests
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See All' })).toBeVisible();

  const newcomer = await registerUser(request, `Nadia ${Date.now()}`);
  const other = await browser.newPage();
  await signIn(other, newcomer.email, TEST_PASSWORD);
  await other.goto(PAGE_PATHS.dashboardHome);
  await expect(other.getByText('You have no donation requests yet.')).toBeVisible();
  await other.getByRole('link', { name: 'See All' }).click();
  await expect(other).toHaveURL(PAGE_PATHS.myRequests);
});

test('Total Funding shows the spec’s change hints, 40 (2%) and 90 (14%)', async ({ page, signIn }) => {
  await signIn(page, DEMO.admin);
  await page.goto(PAGE_PATHS.adminHome);
  const funding = page.getByRole('group', { name: MESSAGES.totalFunding });
  for (const hint of FUNDING_CHANGE_HINTS) await expect(funding.getByText(hint, { exact: true })).toBeVisible();
});
