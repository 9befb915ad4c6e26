import { PAGE_PATHS } from '@grant/shared';
import type { Locator, Page } from '@playwright/test';
import { login, publishPost, registerUser, TEST_PASSWORD } from './support/api';
import { expectDialogOwnsFocus } from './support/dialogs';
import { DEMO, expect, test, toastWithText } from './support/fixtures';

/** The words of each step in the language the admin reads. */
const WORDS = {
  en: {
    search: 'Search by name or email',
    searchButton: 'Search users',
    deleteAccount: 'Delete account',
    title: (name: string) => `Delete ${name}’s account?`,
    audited: 'The deletion is recorded in the audit log.',
    cancel: 'Cancel',
    theirPosts: 'Their blog posts',
    lookingForPosts: 'Looking for blog posts…',
    chooseFirst: 'This account has blog posts: choose whether they are removed or kept as a former member’s.',
    removePosts: 'Remove them',
    deleted: (name: string) => `${name}’s account is deleted`,
    noUsers: 'No users found',
    erasedAlready: 'This account was deleted already.',
  },
  bn: {
    search: 'নাম বা ইমেইল দিয়ে খুঁজুন',
    searchButton: 'ব্যবহারকারী খুঁজুন',
    deleteAccount: 'অ্যাকাউন্ট মুছে ফেলুন',
    title: (name: string) => `${name}-এর অ্যাকাউন্ট মুছে ফেলবেন?`,
    audited: 'অ্যাকাউন্ট মুছে ফেলার কথা অডিট লগে লেখা থাকবে।',
    cancel: 'বাতিল করুন',
    theirPosts: 'তাঁর ব্লগ পোস্ট',
    lookingForPosts: 'ব্লগ পোস্ট খোঁজা হচ্ছে…',
    chooseFirst: 'এই অ্যাকাউন্টে ব্লগ পোস্ট আছে: সেগুলো মুছে ফেলা হবে, নাকি সাবেক সদস্যের নামে থাকবে, বেছে নিন।',
    removePosts: 'মুছে ফেলুন',
    deleted: (name: string) => `${name}-এর অ্যাকাউন্ট মুছে ফেলা হয়েছে`,
    noUsers: 'কোনো ব্যবহারকারী পাওয়া যায়নি',
    erasedAlready: 'এই অ্যাকাউন্টটি আগেই মুছে ফেলা হয়েছে।',
  },
} as const;
type Locale = keyof typeof WORDS;

/** The person's row in the table (wide screens) or their card (phones). */
const personItem = (page: Page, email: string, phone: boolean): Locator =>
  page.getByRole(phone ? 'listitem' : 'row').filter({ hasText: email });

async function findUser(page: Page, locale: Locale, email: string) {
  const w = WORDS[locale];
  await page.getByLabel(w.search).fill(email);
  await page.getByRole('button', { name: w.searchButton }).click();
}

// In English an account with a blog post (the admin is asked what becomes of it), in Bangla one without (not asked).
const VIEWS = [
  { locale: 'en', viewport: { width: 1280, height: 900 }, hasPosts: true },
  { locale: 'bn', viewport: { width: 360, height: 800 }, hasPosts: false },
] as const;

for (const { locale, viewport, hasPosts } of VIEWS) {
  const posts = hasPosts ? 'with a blog post' : 'without blog posts';
  test(`an admin deletes an account ${posts} from the users page (${locale === 'en' ? 'English' : 'Bangla'}, ${viewport.width} px)`, async ({
    page,
    request,
    signIn,
  }) => {
    test.setTimeout(120_000);
    const w = WORDS[locale];
    const phone = viewport.width < 768;
    if (locale === 'bn') await page.addInitScript(() => window.localStorage.setItem('locale', 'bn'));
    const person = await registerUser(request, `Leaving Member ${locale} ${Date.now()}`);
    if (hasPosts) await publishPost(request, person.token, `A member’s post ${Date.now()}`, 'Words to keep or not.');
    await signIn(page, DEMO.admin);
    await page.setViewportSize(viewport);
    await page.goto(PAGE_PATHS.users);

    // Not on the admin's own row: they delete their own account from their profile.
    await findUser(page, locale, DEMO.admin);
    await expect(personItem(page, DEMO.admin, phone)).toHaveCount(1);
    await expect(personItem(page, DEMO.admin, phone).getByRole('button', { name: w.deleteAccount })).toHaveCount(0);

    await findUser(page, locale, person.email);
    const item = personItem(page, person.email, phone);
    await expect(item).toHaveCount(1);
    const opener = item.getByRole('button', { name: w.deleteAccount });
    await expectDialogOwnsFocus(page, { open: () => opener.click(), opener, close: 'Cancel', cancelName: w.cancel });
    await expectDialogOwnsFocus(page, { open: () => opener.click(), opener, close: 'Escape' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll').toBeLessThanOrEqual(viewport.width);

    await opener.click();
    const dialog = page.getByRole('dialog', { name: w.title(person.name) });
    await expect(dialog).toContainText(w.audited);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll').toBeLessThanOrEqual(viewport.width);
    // The blog posts' choice is asked for, not assumed, and only of an account that has some.
    await expect(dialog.getByText(w.lookingForPosts)).toHaveCount(0);
    await expect(dialog.getByRole('group', { name: w.theirPosts })).toHaveCount(hasPosts ? 1 : 0);
    if (hasPosts) {
      await dialog.getByRole('button', { name: w.deleteAccount }).click();
      await expect(dialog.getByText(w.chooseFirst)).toBeVisible();
      await dialog.getByLabel(w.removePosts).check();
    }
    await dialog.getByRole('button', { name: w.deleteAccount }).click();

    await expect(toastWithText(page, w.deleted(person.name))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(item).toHaveCount(0);
    await expect(page.getByText(w.noUsers)).toBeVisible();
    // The row that opened the dialog is gone: focus is back on the search, for the next one.
    await expect(page.getByLabel(w.search)).toBeFocused();

    // The person can no longer sign in.
    const again = await request.post('/api/auth/login', { data: { email: person.email, password: TEST_PASSWORD } });
    expect(again.status()).toBe(401);
  });
}

test('a deletion that lost a race shows the server’s message in the dialog', async ({ page, request, signIn }) => {
  const person = await registerUser(request, `Raced Member ${Date.now()}`);
  await signIn(page, DEMO.admin);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PAGE_PATHS.users);
  await findUser(page, 'en', person.email);
  const item = personItem(page, person.email, false);
  await item.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${person.name}’s account?` });
  await expect(dialog.getByText(WORDS.en.lookingForPosts)).toHaveCount(0);

  // Another admin deletes the account meanwhile.
  const token = await login(request, DEMO.admin);
  const response = await request.delete(`/api/users/${person.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { blogPosts: 'keep' },
  });
  expect(response.status()).toBe(204);

  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: WORDS.en.erasedAlready })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toBeHidden();
});
