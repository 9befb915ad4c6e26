import { MESSAGES, PAGE_PATHS } from '@grant/shared';
import { Secret, TOTP } from 'otpauth';
import { login, registerUser, TEST_PASSWORD } from './support/api';
import { expect, test } from './support/fixtures';

/** What an authenticator app shows `steps` periods from now. */
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

test('a person turns on two-factor sign-in, signs out another device, and signs back in with a code', async ({ page, request }) => {
  const person = await registerUser(request, 'Nadia Karim');
  // Another device: a session made through the API.
  const otherDevice = await login(request, person.email, TEST_PASSWORD);

  await page.goto(PAGE_PATHS.login);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(MESSAGES.loginSuccess)).toBeVisible();

  await page.goto(PAGE_PATHS.profile);
  // Turning it on asks for the password again.
  await page.getByLabel('Your current password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Code from your app').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('Two-factor sign-in is on. Recovery codes left: 10.')).toBeVisible();

  // Signed-in devices: this one, plus the registration's and the API's sessions, signed out from here.
  const rows = page.getByTestId('session-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
  await rows.filter({ hasNotText: 'This device' }).first().getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('Device signed out.')).toBeVisible();
  await expect(rows).toHaveCount(2);
  await page.getByRole('button', { name: 'Sign out all other devices' }).click();
  await expect(page.getByText('Signed out of every other device.')).toBeVisible();
  await expect(rows).toHaveCount(1);
  for (const token of [person.token, otherDevice]) {
    const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
  }

  await page.goto(PAGE_PATHS.home);
  await page.getByRole('button', { name: 'Account menu for Nadia Karim' }).click();
  await page.getByRole('menuitem', { name: 'LogOut' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: MESSAGES.confirmLogout }).click();
  await expect(page.getByText(MESSAGES.logoutSuccess)).toBeVisible();

  await page.goto(PAGE_PATHS.login);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  // The code used to turn it on cannot be replayed: the next period's code is still within the window.
  await page.getByLabel('Code', { exact: true }).fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(MESSAGES.loginSuccess)).toBeVisible();
  await expect(page).toHaveURL(PAGE_PATHS.home);
  await expect(page.getByRole('button', { name: 'Account menu for Nadia Karim' })).toBeVisible();
});
