import AxeBuilder from '@axe-core/playwright';
import { greeting, MESSAGES, PAGE_PATHS } from '@grant/shared';
import { expect, test } from './support/fixtures';

// The e2e server signs in with Google at a local OpenID provider (e2e/support/start-server.mjs),
// which signs in its default person without a form.

test('a first Google sign-in creates the account, asks for division, district and blood group, then opens the dashboard', async ({
  page,
}) => {
  await page.goto(PAGE_PATHS.login);
  await page.getByRole('link', { name: MESSAGES.continueWithGoogle }).click();

  await expect(page).toHaveURL(PAGE_PATHS.completeProfile);
  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  // The one-time code has left the address bar, and no token was ever in it.
  expect(page.url()).not.toContain('code=');
  // The sign-in toast is left out: axe would judge its colours halfway through its fade-in.
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  expect((await axe.exclude('[data-sonner-toaster]').analyze()).violations).toEqual([]);

  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Choose a blood group.')).toBeVisible();
  await page.getByLabel('Division').selectOption('Rajshahi');
  await page.getByLabel('District').selectOption('Bogura');
  await page.getByLabel('Blood group').selectOption('A-');
  await expect(page.getByText('Choose Yes or Not now.')).toHaveCount(1);
  await page.getByRole('radio', { name: /^Yes/ }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { name: greeting('Default Google Person') })).toBeVisible();
  await expect(page).toHaveURL(PAGE_PATHS.dashboardHome);
  // Listed as a donor because they ticked it (a Google account starts unlisted, decision 0044).
  const consents = await page.evaluate(async () => {
    const response = await fetch('/api/auth/account/consents', { headers: { authorization: `Bearer ${localStorage.getItem('Token')}` } });
    return (await response.json()) as { purpose: string; granted: boolean }[];
  });
  expect(consents.find((consent) => consent.purpose === 'donorListing')?.granted).toBe(true);
});

test('without Google sign-in on the server there is no button; a failed Google sign-in says why on the login page', async ({ page }) => {
  await page.route('**/api/auth/providers', (route) => route.fulfill({ json: { google: false } }));
  for (const path of [PAGE_PATHS.register, `${PAGE_PATHS.login}?google=denied`]) {
    const answered = page.waitForResponse('**/api/auth/providers');
    await page.goto(path);
    await answered;
    await expect(page.getByRole('heading', { name: /Welcome back|Join as a donor/ })).toBeVisible();
    await expect(page.getByRole('link', { name: MESSAGES.continueWithGoogle })).toHaveCount(0);
  }
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.googleSignInDenied);
});
