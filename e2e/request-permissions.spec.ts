import { PAGE_PATHS, pagePath } from '@grant/shared';
import type { Page } from '@playwright/test';
import { createRequest, login, registerUser, TEST_PASSWORD } from './support/api';
import { DEMO, expect, test } from './support/fixtures';

/**
 * The Filter Data screens show a request's actions only to those the server allows (issue 16): a
 * volunteer edits and finishes anyone's request but deletes only their own, so other people's rows
 * offer them no Delete button (the server would answer 403); an admin deletes any.
 */
test.beforeEach(async ({ page }) => page.setViewportSize({ width: 1280, height: 900 }));

async function filterPending(page: Page, path: string) {
  await page.goto(path);
  await page.getByLabel('Status').selectOption('pending');
  await page.getByRole('button', { name: 'Filter' }).click();
}

test("a volunteer sees Delete on their own requests only, not on other people's", async ({ page, request, signIn }) => {
  const requester = await registerUser(request, `Halima ${Date.now()}`);
  await createRequest(request, requester.token, 'Someone Else Case');
  await createRequest(request, await login(request, DEMO.volunteer), 'Own Case');

  await signIn(page, DEMO.volunteer);
  await filterPending(page, PAGE_PATHS.volunteerHome);
  const othersRow = page.getByRole('row').filter({ hasText: requester.name });
  await expect(othersRow.getByRole('link', { name: 'Edit the request for Someone Else Case' })).toBeVisible();
  await expect(othersRow.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete the request for Own Case' }).filter({ visible: true })).toBeVisible();
});

test('a volunteer whose page of requests has none of their own sees no Delete column at all', async ({ page, signIn }) => {
  // Done requests are the seeded donors' (the volunteer made none), so no row is the volunteer's to delete.
  await signIn(page, DEMO.volunteer);
  await page.goto(PAGE_PATHS.volunteerHome);
  await page.getByLabel('Status').selectOption('done');
  await page.getByRole('button', { name: 'Filter' }).click();
  const table = page.getByRole('table', { name: 'Done requests' });
  await expect(table.getByRole('columnheader', { name: 'Edit' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Done' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Delete' })).toHaveCount(0);
});

test("an admin sees Delete on everyone's requests", async ({ page, request, signIn }) => {
  const requester = await registerUser(request, `Rokeya ${Date.now()}`);
  await createRequest(request, requester.token, 'Admin View Case');
  await signIn(page, DEMO.admin);
  await filterPending(page, PAGE_PATHS.adminHome);
  await expect(page.getByRole('button', { name: 'Delete the request for Admin View Case' }).filter({ visible: true })).toBeVisible();
});

test('the requester is not offered Donate on their own request (the server refuses the pledge)', async ({ page, request, signIn }) => {
  const requester = await registerUser(request, `Nasrin ${Date.now()}`);
  const id = await createRequest(request, requester.token, 'Own Request Case');
  await signIn(page, requester.email, TEST_PASSWORD);
  await page.goto(pagePath(PAGE_PATHS.requestDetails, id));
  await expect(page.getByText('This is your own request. Share it so a donor can find it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Donate' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Not this time' })).toHaveCount(0);
});
