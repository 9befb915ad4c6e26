import { randomUUID } from 'node:crypto';
import { PAGE_PATHS, pagePath } from '@grant/shared';
import { MESSAGES } from '../packages/shared/src/common/messages';
import { DEMO, DEMO_PASSWORD, expect, test } from './support/fixtures';

test('a signed-out visitor is sent to /login and comes back after signing in', async ({ page }) => {
  await page.goto(PAGE_PATHS.profile);
  await expect(page).toHaveURL(PAGE_PATHS.login);
  await page.getByLabel('Email').fill(DEMO.volunteer);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(PAGE_PATHS.profile);
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
});

test('a donor who opens an admin page is sent home, and sees no admin links', async ({ page, signIn }) => {
  await signIn(page, DEMO.donor);
  await page.goto(PAGE_PATHS.dashboardHome);
  await expect(page.getByRole('heading', { name: 'Hi,Nusrat Jahan Welcome' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(sidebar.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'All users' })).toHaveCount(0);
  await page.goto(PAGE_PATHS.users);
  await expect(page).toHaveURL(PAGE_PATHS.home);
});

test('an admin sees the admin links of the sidebar', async ({ page, signIn }) => {
  await signIn(page, DEMO.admin);
  await page.goto(PAGE_PATHS.dashboard);
  await expect(page).toHaveURL(PAGE_PATHS.dashboardHome);
  await expect(page).toHaveTitle('Grant | Dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'All users' }).click();
  await expect(page.getByRole('heading', { name: 'All users' })).toBeVisible();
});

test('an unknown route shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: MESSAGES.notFound })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(PAGE_PATHS.home);
  await expect(page).toHaveTitle('Grant | Home');
  await expect(page.getByRole('heading', { name: MESSAGES.heroHeadline })).toBeVisible();
});

test('an unknown API path answers JSON, not the web page', async ({ request }) => {
  const response = await request.get('/api/no-such-thing');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
});

test('a link to a record that does not exist shows the 404 page with a way back on every record page, and the server answers 404', async ({
  page,
  signIn,
}) => {
  await signIn(page, DEMO.donor);
  // Each page that shows one request or post named by the URL: a malformed id and an unknown one.
  const pages = [PAGE_PATHS.requestDetails, PAGE_PATHS.editRequest, PAGE_PATHS.blogPost, PAGE_PATHS.editBlog];
  for (const path of pages.flatMap((pattern) => ['does-not-exist', randomUUID()].map((id) => pagePath(pattern, id)))) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: MESSAGES.notFound }), path).toBeVisible();
    await expect(page, path).toHaveTitle('Grant | Not found');
    await expect(page.getByRole('button', { name: 'Try again' }), path).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page, path).toHaveURL(PAGE_PATHS.home);
  }
});

test('the server answers 404 for the HTML of unknown pages, 200 for the app’s own', async ({ request }) => {
  for (const path of ['/no/such/page', '/dashboard/nope', '/details/does-not-exist']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type'], path).toContain('text/html');
  }
  for (const path of [PAGE_PATHS.home, PAGE_PATHS.search, PAGE_PATHS.login, '/Dashboard', PAGE_PATHS.profile])
    expect((await request.get(path)).status(), path).toBe(200);
});

test('signed in, nobody is offered sign-in: no Login or Join as a donor, and /login and /register lead to the dashboard', async ({
  page,
  signIn,
}) => {
  await signIn(page, DEMO.donor);
  await page.goto(PAGE_PATHS.home);
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
  await expect(page.getByRole('link', { name: MESSAGES.joinAsDonor })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Home' })).toBeVisible();
  for (const path of [PAGE_PATHS.login, PAGE_PATHS.register]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(PAGE_PATHS.dashboardHome);
    await expect(page.getByRole('heading', { name: 'Hi,Nusrat Jahan Welcome' })).toBeVisible();
  }
});

test('Login in the navbar brings the person back to the page they were on', async ({ page }) => {
  await page.goto(PAGE_PATHS.blog);
  await expect(page.getByRole('link', { name: MESSAGES.joinAsDonor })).toHaveCount(0);
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(PAGE_PATHS.login);
  await page.getByLabel('Email').fill(DEMO.volunteer);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(PAGE_PATHS.blog);
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
});
