import { PAGE_PATHS } from '@grant/shared';
import { registerUser } from './support/api';
import { DEMO, expect, test, toastWithText } from './support/fixtures';

test('an admin blocks a donor and activates them again', async ({ page, signIn }) => {
  await signIn(page, DEMO.admin);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PAGE_PATHS.users);
  await page.getByLabel('Search by name or email').fill('rafiq@grant.demo');
  await page.getByRole('button', { name: 'Search users' }).click();
  const row = page.getByRole('row').filter({ hasText: 'rafiq@grant.demo' });
  await expect(row).toHaveCount(1);
  await expect(page.getByText('1 person', { exact: true })).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  // Blocking is asked first; Cancel leaves the person as they were.
  await row.getByRole('button', { name: 'Block' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('will be signed out');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Block' }).click();
  await dialog.getByRole('button', { name: 'Yes, block' }).click();
  await expect(toastWithText(page, 'Rafiq Islam is blocked')).toBeVisible();
  await expect(row.getByText('block', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Active' }).click();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Block' })).toBeVisible();
});

test('Make admin is asked first, and an admin can take a role back: admin to volunteer, volunteer to donor', async ({
  page,
  request,
  signIn,
}) => {
  const person = await registerUser(request, 'Jamal Uddin');
  await signIn(page, DEMO.admin);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PAGE_PATHS.users);
  await page.getByLabel('Search by name or email').fill(person.email);
  await page.getByRole('button', { name: 'Search users' }).click();
  const row = page.getByRole('row').filter({ hasText: person.email });
  await expect(row).toContainText(`${person.email} · donner`);

  await row.getByRole('button', { name: 'Make admin' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toContainText(`${person.email} · donner`);
  await row.getByRole('button', { name: 'Make admin' }).click();
  await dialog.getByRole('button', { name: 'Yes, make admin' }).click();
  await expect(toastWithText(page, 'Jamal Uddin is now an admin')).toBeVisible();
  await expect(row).toContainText(`${person.email} · admin`);

  // The way back: Make volunteer, then Make donor (in the Volunteer cell, where a volunteer had no button).
  await row.getByRole('button', { name: 'Make volunteer' }).click();
  await expect(row).toContainText(`${person.email} · volunteer`);
  await row.getByRole('button', { name: 'Make donor' }).click();
  await expect(toastWithText(page, 'Jamal Uddin is a donor again')).toBeVisible();
  await expect(row).toContainText(`${person.email} · donner`);
  await expect(row.getByRole('button', { name: 'Make donor' })).toHaveCount(0);

  // Each change is in the audit log, the way back included.
  await page.goto(PAGE_PATHS.audit);
  await expect(page.getByRole('row').filter({ hasText: person.email }).filter({ hasText: 'Made a donor again' })).toHaveCount(1);
});
