import { MESSAGES } from '../packages/shared/src/common/messages';
import { DEMO, DEMO_PASSWORD, expect, test } from './support/fixtures';

test('a signed-out visitor is sent to /login and comes back after signing in', async ({ page }) => {
  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL('/login');
  await page.getByLabel('Email').fill(DEMO.volunteer);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/dashboard/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
});

test('a donor who opens an admin page is sent home, and sees no admin links', async ({ page, signIn }) => {
  await signIn(page, DEMO.donor);
  await page.goto('/dashboard/dashboards');
  await expect(page.getByRole('heading', { name: 'Hi,Nusrat Jahan Welcome' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(sidebar.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'All users' })).toHaveCount(0);
  await page.goto('/dashboard/users');
  await expect(page).toHaveURL('/');
});

test('an admin sees the admin links of the sidebar', async ({ page, signIn }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/dashboard/dashboards');
  await expect(page).toHaveTitle('Grant | Dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'All users' }).click();
  await expect(page.getByRole('heading', { name: 'All users' })).toBeVisible();
});

test('an unknown route shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: MESSAGES.notFound })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page).toHaveTitle('Grant | Home');
  await expect(page.getByRole('heading', { name: MESSAGES.heroHeadline })).toBeVisible();
});

test('an unknown API path answers JSON, not the web page', async ({ request }) => {
  const response = await request.get('/api/no-such-thing');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
});
