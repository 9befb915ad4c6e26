import { readFileSync } from 'node:fs';
import path from 'node:path';
import { authResponseSchema, PAGE_PATHS, PASSWORD_RESET_MESSAGES, withQuery } from '@grant/shared';
import type { APIRequestContext } from '@playwright/test';
import { MESSAGES } from '../packages/shared/src/common/messages';
import { DEMO, DEMO_PASSWORD, expect, test, uniqueEmail } from './support/fixtures';

const AVATAR = path.join(import.meta.dirname, 'fixtures', 'avatar.png');
const OLD_PASSWORD = 'Secret123';
const NEW_PASSWORD = 'Renewed2026';

/** A fresh account, so changing its password disturbs no other test. */
async function registerAccount(request: APIRequestContext, email: string) {
  const response = await request.post('/api/auth/register', {
    multipart: {
      name: 'Salma Akter',
      email,
      password: OLD_PASSWORD,
      confirmPassword: OLD_PASSWORD,
      division: 'Dhaka',
      district: 'Gazipur',
      blood: 'A+',
      image: { name: 'avatar.png', mimeType: 'image/png', buffer: readFileSync(AVATAR) },
    },
  });
  expect(response.status(), 'registration').toBe(201);
}

/** The reset link in the newest outbox e-mail to `email`, read as the admin through GET /api/outbox. */
async function resetLinkFor(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const { token } = authResponseSchema.parse(await login.json());
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/api/outbox?limit=50', { headers: { authorization: `Bearer ${token}` } });
      const mails = (await response.json()) as { to: string; text: string }[];
      link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mails.find((m) => m.to === email)?.text ?? '')?.[0];
      return link;
    })
    .toBeDefined();
  return link as string;
}

test('a person who forgot their password resets it through the e-mailed link and signs in with the new one', async ({
  page,
  request,
  browser,
  signIn,
}) => {
  const email = uniqueEmail('salma');
  await registerAccount(request, email);

  await page.goto(PAGE_PATHS.login);
  await page.getByRole('link', { name: MESSAGES.forgotPassword }).click();
  await expect(page).toHaveURL(PAGE_PATHS.forgotPassword);
  await expect(page).toHaveTitle('Grant | Forgot password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('If an account uses this email');

  // The admin sees the kept e-mail on the outbox page.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, DEMO.admin);
  await adminPage.goto(PAGE_PATHS.outbox);
  await expect(adminPage).toHaveTitle('Grant | Outbox');
  await expect(adminPage.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
  await expect(adminPage.getByText(email).first()).toBeVisible();
  await adminContext.close();

  const link = await resetLinkFor(request, email);
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page).toHaveTitle('Grant | Reset password');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill('Different1');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByText(MESSAGES.passwordsDiffer)).toBeVisible();
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

  // The link works once.
  const again = await request.post('/api/auth/password-reset/confirm', {
    data: { token: url.searchParams.get('token'), password: 'Another2026', confirmPassword: 'Another2026' },
  });
  expect(again.status()).toBe(400);

  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(PAGE_PATHS.login);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(OLD_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(MESSAGES.invalidCredentials)).toBeVisible();
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(MESSAGES.loginSuccess)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Salma Akter' })).toBeVisible();
});

test('a reset link that is not valid says so and offers a new one', async ({ page }) => {
  await page.goto(withQuery(PAGE_PATHS.resetPassword, { token: 'z'.repeat(43) }));
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByText('This reset link is not valid')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();

  // A token longer than any the server makes is refused by the form itself, which says so where no field would.
  await page.goto(withQuery(PAGE_PATHS.resetPassword, { token: 'z'.repeat(201) }));
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByRole('alert')).toHaveText(PASSWORD_RESET_MESSAGES.invalidToken);
});
