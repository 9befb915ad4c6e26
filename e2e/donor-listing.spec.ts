import path from 'node:path';
import { PAGE_PATHS, PRIVACY_TEXTS } from '@grant/shared';
import type { Page } from '@playwright/test';
import { registerUser, TEST_PASSWORD } from './support/api';
import { expect, test, uniqueEmail } from './support/fixtures';
import { waitForHydration } from './support/hydration';

const AVATAR = path.join(import.meta.dirname, 'fixtures', 'avatar.png');

/** Whether the signed-in person of this page is listed as a donor, as the server has it. */
const listed = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/donors/me', { headers: { authorization: `Bearer ${localStorage.getItem('Token')}` } });
    return ((await response.json()) as { available: boolean }).available;
  });

async function fillRegistration(page: Page, email: string) {
  await page.getByLabel('Name').fill('Nusrat Jahan');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Profile photo').setInputFiles(AVATAR);
  await page.getByLabel('Division').selectOption('Khulna');
  await page.getByLabel('District').selectOption('Jashore');
  await page.getByLabel('Blood group').selectOption('O+');
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByLabel('Confirm password').fill('Secret123');
}

test('"Join as a donor" leads to the form with Yes chosen, and the new donor is listed', async ({ page }) => {
  // Straight to the form, nothing is chosen for the person, and an answer is required.
  await page.goto(PAGE_PATHS.register);
  const question = page.getByRole('group', { name: PRIVACY_TEXTS.listMeAsDonor });
  const yes = question.getByRole('radio', { name: /^Yes/ });
  const notNow = question.getByRole('radio', { name: /^Not now/ });
  await expect(question.getByText(PRIVACY_TEXTS.listingYesHint)).toBeVisible();
  await expect(question.getByText(PRIVACY_TEXTS.listingNotNowHint)).toBeVisible();
  await expect(yes).not.toBeChecked();
  await expect(notNow).not.toBeChecked();
  await page.getByRole('button', { name: 'Register' }).click();
  // Said once, by the question itself.
  await expect(page.getByText(PRIVACY_TEXTS.listingChoiceRequired)).toHaveCount(1);
  // Said once, by the question itself.
  await expect(question.getByText(PRIVACY_TEXTS.listingChoiceRequired)).toBeVisible();
  await expect(page.getByText(PRIVACY_TEXTS.listingChoiceRequired)).toHaveCount(1);

  // From the home page's button, Yes is chosen already.
  await page.goto(PAGE_PATHS.home);
  const join = page.getByRole('link', { name: 'Join as a donor' });
  await waitForHydration(join);
  await join.click();
  await expect(page).toHaveURL(PAGE_PATHS.register);
  await expect(yes).toBeChecked();
  await fillRegistration(page, uniqueEmail('joined'));
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(PAGE_PATHS.home);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('Token'))).not.toBeNull();
  expect(await listed(page)).toBe(true);
});

for (const where of [PAGE_PATHS.dashboardHome, PAGE_PATHS.profile]) {
  test(`a donor who is not listed is told so on ${where}, and the switch beside it lists them`, async ({ page, request, signIn }) => {
    const donor = await registerUser(request, 'Rafiq Islam', undefined, { listed: false });
    await signIn(page, donor.email, TEST_PASSWORD);
    await page.goto(where);
    const notice = page.getByTestId('listing-notice');
    await expect(notice.getByText(PRIVACY_TEXTS.notListed)).toBeVisible();
    const toggle = notice.getByRole('switch', { name: PRIVACY_TEXTS.listMeAsDonor });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(notice.getByText(PRIVACY_TEXTS.listedNow)).toBeVisible();
    expect(await listed(page)).toBe(true);
    // Listed, the notice is gone the next time the page opens.
    const profileRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/donors/me');
    await page.reload();
    await profileRead;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
}
