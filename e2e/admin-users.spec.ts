import { DEMO, expect, test } from './support/fixtures';

test('an admin blocks a donor and activates them again', async ({ page, signIn }) => {
  await signIn(page, DEMO.admin);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard/users');
  await page.getByLabel('Search by name or email').fill('rafiq@grant.demo');
  await page.getByRole('button', { name: 'Search users' }).click();
  const row = page.getByRole('row').filter({ hasText: 'rafiq@grant.demo' });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Block' }).click();
  await expect(row.getByText('block', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Active' }).click();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Block' })).toBeVisible();
});
