import { readFile } from 'node:fs/promises';
import { PAGE_PATHS } from '@grant/shared';
import type { Page } from '@playwright/test';
import { publishPost, registerUser, TEST_PASSWORD } from './support/api';
import { expectDialogOwnsFocus } from './support/dialogs';
import { expect, test, toastWithText } from './support/fixtures';

/** The words of each step in the language the person reads. */
const WORDS = {
  en: {
    download: 'Download my data',
    confirmTitle: 'Confirm it is you',
    password: 'Your password',
    confirm: 'Confirm and download',
    deleteButton: 'Delete my account',
    deleteTitle: 'Delete your account?',
    keep: 'Keep my account',
    removePosts: 'Remove them',
    yourPosts: 'Your blog posts',
    lookingForPosts: 'Looking for blog posts…',
    wrongPassword: 'That password is not correct.',
    deleted: 'Your account is deleted. Thank you for the good you did here.',
    consents: 'Listed as a donor',
    downloaded: 'Your data is downloaded.',
  },
  bn: {
    download: 'আমার তথ্য ডাউনলোড করুন',
    confirmTitle: 'নিশ্চিত করুন যে এটি আপনি',
    password: 'আপনার পাসওয়ার্ড',
    confirm: 'নিশ্চিত করে ডাউনলোড করুন',
    deleteButton: 'আমার অ্যাকাউন্ট মুছে ফেলুন',
    deleteTitle: 'আপনার অ্যাকাউন্ট মুছে ফেলবেন?',
    keep: 'অ্যাকাউন্ট রেখে দিন',
    removePosts: 'মুছে ফেলুন',
    yourPosts: 'আপনার ব্লগ পোস্ট',
    lookingForPosts: 'ব্লগ পোস্ট খোঁজা হচ্ছে…',
    wrongPassword: 'পাসওয়ার্ডটি ঠিক নয়।',
    deleted: 'আপনার অ্যাকাউন্ট মুছে ফেলা হয়েছে। এখানে আপনার করা সব ভালো কাজের জন্য ধন্যবাদ।',
    consents: 'রক্তদাতা হিসেবে তালিকায়',
    downloaded: 'আপনার তথ্য ডাউনলোড হয়েছে।',
  },
} as const;

async function downloadAndDelete(page: Page, locale: keyof typeof WORDS, person: { email: string; name: string }, hasPosts: boolean) {
  const w = WORDS[locale];
  await page.goto(PAGE_PATHS.profile);
  await expect(page.getByTestId('consents').getByText(w.consents)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll').toBeLessThanOrEqual(360);

  // Download: the password again, then the file holds the person and nobody else.
  const download = page.getByRole('button', { name: w.download });
  await download.scrollIntoViewIfNeeded();
  await expectDialogOwnsFocus(page, { open: () => download.click(), opener: download, close: 'Escape' });
  await download.click();
  const confirm = page.getByRole('dialog', { name: w.confirmTitle });
  await confirm.getByLabel(w.password).fill(TEST_PASSWORD);
  const [file] = await Promise.all([page.waitForEvent('download'), confirm.getByRole('button', { name: w.confirm }).click()]);
  expect(file.suggestedFilename()).toMatch(/^grant-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await file.path()) ?? '', 'utf8'));
  expect(data.account).toMatchObject({ email: person.email, name: person.name });
  await expect(confirm).toBeHidden();
  // The toast sits over the buttons of a phone's screen until it goes.
  await expect(toastWithText(page, w.downloaded)).toBeVisible();
  await expect(toastWithText(page, w.downloaded)).toBeHidden({ timeout: 20_000 });

  // Delete: Cancel keeps everything; a wrong password is said so; then the account goes.
  const remove = page.getByRole('button', { name: w.deleteButton });
  await expectDialogOwnsFocus(page, { open: () => remove.click(), opener: remove, close: 'Cancel', cancelName: w.keep });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: w.deleteTitle });
  // What becomes of the blog posts is asked only of a person who wrote some.
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(w.lookingForPosts)).toHaveCount(0);
  await expect(dialog.getByRole('group', { name: w.yourPosts })).toHaveCount(hasPosts ? 1 : 0);
  if (hasPosts) await dialog.getByLabel(w.removePosts).check();
  await dialog.getByLabel(w.password).fill('NotMyPassword1');
  await dialog.getByRole('button', { name: w.deleteButton }).click();
  await expect(dialog.getByText(w.wrongPassword)).toBeVisible();
  await dialog.getByLabel(w.password).fill(TEST_PASSWORD);
  await dialog.getByRole('button', { name: w.deleteButton }).click();
  await expect(toastWithText(page, w.deleted)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.localStorage.getItem('Token'))).toBeNull();
}

test.describe('your data: download and delete, at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  // In English a person who wrote a post (asked what becomes of it), in Bangla one who wrote none (not asked).
  for (const { locale, hasPosts } of [
    { locale: 'en', hasPosts: true },
    { locale: 'bn', hasPosts: false },
  ] as const) {
    test(`in ${locale === 'en' ? 'English, with a blog post' : 'Bangla, without blog posts'}`, async ({ page, request, signIn }) => {
      test.setTimeout(120_000);
      if (locale === 'bn') await page.addInitScript(() => window.localStorage.setItem('locale', 'bn'));
      const person = await registerUser(request, `Leaving Person ${locale} ${Date.now()}`);
      if (hasPosts) await publishPost(request, person.token, `Why I give ${Date.now()}`, 'Every few months.');
      await signIn(page, person.email, TEST_PASSWORD);
      await downloadAndDelete(page, locale, person, hasPosts);

      // The person can no longer sign in.
      const again = await request.post('/api/auth/login', { data: { email: person.email, password: TEST_PASSWORD } });
      expect(again.status()).toBe(401);
    });
  }
});
