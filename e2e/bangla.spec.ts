import path from 'node:path';
import { PAGE_PATHS } from '@grant/shared';
import type { Page } from '@playwright/test';
import { createRequest, registerUser } from './support/api';
import { expect, test } from './support/fixtures';

/** Opens every page of `page` signed in with `token` and in Bangla, from the first paint. */
const signedInInBangla = (page: Page, token: string) =>
  page.addInitScript((signedIn) => {
    window.localStorage.setItem('Token', signedIn);
    window.localStorage.setItem('locale', 'bn');
  }, token);

/** The web font the app ships for Bangla (apps/web/src/index.css). */
const BENGALI_FONT = 'Noto Sans Bengali Variable';

/** The web font as Chromium reports drawing with it: the name inside the file, and not a font of the machine. */
const DRAWN_WITH_BENGALI_FONT = expect.objectContaining({
  familyName: 'Noto Sans Bengali',
  isCustomFont: true,
  glyphCount: expect.any(Number),
});

/** The fonts Chromium actually drew an element's text with, once the page's fonts have loaded. */
async function fontsDrawing(page: Page, selector: string): Promise<{ familyName: string; isCustomFont: boolean; glyphCount: number }[]> {
  await page.evaluate(() => document.fonts.ready);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts;
  } finally {
    await cdp.detach();
  }
}

const BANGLA_DIGIT = /[০-৯]/;
const BARGUNA = { division: 'Barishal', district: 'Barguna', blood: 'O-' };

test('the site switches to Bangla from the navbar, keeps it on reload, and switches back', async ({ page, request }) => {
  const requester = await registerUser(request, `Rahim ${Date.now()}`, BARGUNA);
  await createRequest(request, requester.token, 'Karim Uddin', BARGUNA);

  await page.goto(PAGE_PATHS.home);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The switch works from the keyboard and is named for screen readers.
  const toBangla = page.getByRole('button', { name: 'Language: বাংলা' });
  await toBangla.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { level: 1, name: 'জীবন বাঁচান, রক্ত দিন!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'রক্তদাতা হিসেবে যোগ দিন' })).toBeVisible();
  await expect(page).toHaveTitle('গ্রান্ট | হোম');
  // The toast region is named in Bangla too (sonner's own name is 'Notifications alt+T').
  await expect(page.locator('section[aria-label="নোটিফিকেশন"]')).toBeAttached();
  await expect(page.locator('[aria-label*="alt+T"]')).toHaveCount(0);

  // Search: Bangla labels and place names; the values sent stay English, so the request is found.
  await page.goto(PAGE_PATHS.search);
  const division = page.getByLabel('বিভাগ');
  await expect(division.getByRole('option', { name: 'ঢাকা', exact: true })).toBeAttached();
  await expect(division.getByRole('option', { name: 'ময়মনসিংহ', exact: true })).toBeAttached();
  await division.selectOption({ label: 'বরিশাল' });
  await page.getByLabel('জেলা').selectOption({ label: 'বরগুনা' });
  await page.getByLabel('রক্তের গ্রুপ').selectOption(BARGUNA.blood);
  await page.getByRole('button', { name: 'খুঁজুন', exact: true }).click();
  await expect(page).toHaveURL(/division=Barishal/);
  await expect(page.getByRole('heading', { name: 'বরিশাল বিভাগের বরগুনা জেলায় O- রক্তের অনুরোধ' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: requester.name });
  await expect(row).toContainText('বরগুনা');
  await expect(row).toContainText('অপেক্ষমাণ');
  // Row numbers and dates in Bangla digits.
  await expect(row.getByRole('cell').first()).toHaveText(BANGLA_DIGIT);
  await expect(row.getByRole('cell').nth(4)).toHaveText(BANGLA_DIGIT);
  await expect(row.getByRole('cell').nth(4)).not.toHaveText(/[0-9]/);
  // The donation time, as typed by the requester, in Bangla digits too.
  await expect(row.getByRole('cell').nth(5)).toHaveText(BANGLA_DIGIT);
  await expect(row.getByRole('cell').nth(5)).not.toHaveText(/[0-9]/);

  // Remembered on reload, applied before the first render.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { level: 1, name: 'রক্তদাতা ও অনুরোধ খুঁজুন' })).toBeVisible();

  // And back to English, remembered too.
  await page.getByRole('button', { name: 'ভাষা: English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Search donors and requests' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Search donors and requests' })).toBeVisible();
  await expect(page.getByLabel('Division').getByRole('option', { name: 'Dhaka (ঢাকা)' })).toBeAttached();
});

/** The families of the page's web fonts that have been fetched and loaded. */
const loadedFontFamilies = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.fonts as unknown as Iterable<FontFace>)
      .filter((face) => face.status === 'loaded')
      .map((face) => face.family.replaceAll('"', '')),
  );

test('Bangla is drawn in the font the app ships, on any machine; an English page does not fetch it', async ({ page }) => {
  const bengaliFontFetches: string[] = [];
  page.on('request', (request) => {
    if (/noto-sans-bengali.*\.woff2/.test(request.url())) bengaliFontFetches.push(request.url());
  });
  // The prerendered English page: only its language switch is Bangla, drawn from a face of its four
  // glyphs (2 KB, inlined), so the page does not wait for the 105 KB Bengali font.
  await page.goto(PAGE_PATHS.home);
  const toBangla = page.getByRole('button', { name: 'Language: বাংলা' });
  await expect(toBangla).toBeVisible();
  await toBangla.evaluate((button) => button.setAttribute('data-font-probe', ''));
  expect(await fontsDrawing(page, '[data-font-probe] span[lang="bn"]')).toContainEqual(DRAWN_WITH_BENGALI_FONT);
  expect(await loadedFontFamilies(page)).not.toContain(BENGALI_FONT);
  expect(bengaliFontFetches).toEqual([]);

  await toBangla.click();
  const headline = page.getByRole('heading', { level: 1, name: 'জীবন বাঁচান, রক্ত দিন!' });
  await expect(headline).toBeVisible();
  await headline.evaluate((heading) => heading.setAttribute('data-font-probe', ''));
  // The glyphs come from the web font (without it, a fallback font drew boxes).
  expect(await fontsDrawing(page, 'h1[data-font-probe]')).toContainEqual(DRAWN_WITH_BENGALI_FONT);
  expect(await page.evaluate((family) => document.fonts.check(`16px "${family}"`, 'বাংলা'), BENGALI_FONT)).toBe(true);
  expect(await loadedFontFamilies(page)).toContain(BENGALI_FONT);
  expect(bengaliFontFetches).toHaveLength(1);
});

test('Bangla pages fit a 360 px wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(() => window.localStorage.setItem('locale', 'bn'));
  for (const path of [PAGE_PATHS.home, PAGE_PATHS.search, PAGE_PATHS.pendingRequests]) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('button', { name: 'ভাষা: English' })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('the login and register buttons ask in the imperative in Bangla, apart from the link and title of the same English word', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('locale', 'bn'));
  for (const [path, title, button] of [
    [PAGE_PATHS.login, 'গ্রান্ট | লগইন', 'লগইন করুন'],
    [PAGE_PATHS.register, 'গ্রান্ট | নিবন্ধন', 'নিবন্ধন করুন'],
  ] as const) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
    await expect(page.getByRole('button', { name: button, exact: true }), path).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'লগইন', exact: true }).first()).toBeVisible();

  // English keeps one word for all three.
  await page.addInitScript(() => window.localStorage.setItem('locale', 'en'));
  await page.goto(PAGE_PATHS.login);
  await expect(page).toHaveTitle('Grant | Login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await page.goto(PAGE_PATHS.register);
  await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
});

test('the image picker speaks the language of the page, not of the browser, and names the chosen file', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('locale', 'bn'));
  await page.goto(PAGE_PATHS.register);
  const field = page.getByRole('main');
  await expect(field.getByText('ছবি বেছে নিন', { exact: true })).toBeVisible();
  await expect(field.getByText('কোনো ছবি বাছা হয়নি', { exact: true })).toBeVisible();
  // Reached from the field before it with the keyboard, its box shows the focus; named by the label and the button's words.
  await page.getByLabel('ইমেইল').focus();
  await page.keyboard.press('Tab');
  const picker = page.locator('input[type=file]');
  await expect(picker).toBeFocused();
  await expect(picker.locator('..')).toHaveCSS('outline-style', 'solid');
  await expect(picker).toHaveAccessibleName('প্রোফাইল ছবি ছবি বেছে নিন');
  await expect(picker).toHaveAccessibleDescription(/^কোনো ছবি বাছা হয়নি/);
  await picker.setInputFiles(path.join(import.meta.dirname, 'fixtures', 'avatar.png'));
  await expect(field.getByText('avatar.png', { exact: true })).toBeVisible();
  await expect(picker).toHaveAccessibleDescription(/^avatar\.png/);
  await expect(field.getByText('কোনো ছবি বাছা হয়নি', { exact: true })).toHaveCount(0);
});

test('a date field writes the chosen date out in the language of the page, whatever order the browser shows', async ({ page, request }) => {
  const requester = await registerUser(request, `Rupa ${Date.now()}`, BARGUNA);
  await signedInInBangla(page, requester.token);
  await page.goto(PAGE_PATHS.createRequest);
  const date = page.getByLabel('রক্তদানের তারিখ');
  await date.fill('2027-12-05');
  await expect(date).toHaveAccessibleDescription('বেছে নেওয়া তারিখ: ৫ ডিসেম্বর ২০২৭');
  await page
    .getByRole('button', { name: /English/ })
    .first()
    .click();
  await expect(page.getByLabel('Donation date')).toHaveAccessibleDescription('Date chosen: 5 Dec 2027');
});

test('a time field writes the chosen time out in the language of the page, with the part of the day', async ({ page, request }) => {
  const donor = await registerUser(request, `Mita ${Date.now()}`, BARGUNA);
  await signedInInBangla(page, donor.token);
  await page.goto(PAGE_PATHS.profile);
  const quietFrom = page.getByLabel('নীরব সময় শুরু');
  await quietFrom.fill('14:05');
  await expect(quietFrom).toHaveAccessibleDescription('বেছে নেওয়া সময়: দুপুর ২:০৫');
});

test('a signed-in donor sees the dashboard and the profile in Bangla', async ({ page, request }) => {
  const donor = await registerUser(request, `Sumi ${Date.now()}`, BARGUNA);
  await createRequest(request, donor.token, 'Nasrin Akter', BARGUNA);
  await signedInInBangla(page, donor.token);

  await page.goto(PAGE_PATHS.dashboard);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page).toHaveTitle('গ্রান্ট | ড্যাশবোর্ড');
  await expect(page.getByRole('heading', { level: 1, name: `স্বাগতম, ${donor.name}!` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'আপনার সাম্প্রতিক অনুরোধ' })).toBeVisible();
  // The latest request: the place and the status in Bangla, the row number in Bangla digits.
  const latest = page.getByRole('row').filter({ hasText: donor.name });
  await expect(latest).toContainText('বরগুনা');
  await expect(latest).toContainText('অপেক্ষমাণ');
  await expect(latest.getByRole('cell').first()).toHaveText('১');
  await expect(page.getByRole('link', { name: 'রক্তদানের অনুরোধ তৈরি করুন' }).last()).toBeVisible();

  await page.goto(PAGE_PATHS.profile);
  await expect(page.getByRole('heading', { level: 1, name: 'প্রোফাইল' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('বরগুনা, বরিশাল');
  await expect(page.getByRole('heading', { name: 'রক্তদান', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'পাসওয়ার্ড বদলান' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'প্রোফাইল সম্পাদনা করুন' })).toBeVisible();
});

test('the donor dashboard pages fit a 360 px wide phone in Bangla', async ({ page, request }) => {
  const donor = await registerUser(request, `Mitu ${Date.now()}`, BARGUNA);
  await createRequest(request, donor.token, 'Rokeya Begum', BARGUNA);
  await page.setViewportSize({ width: 360, height: 740 });
  await signedInInBangla(page, donor.token);
  for (const [path, heading] of [
    [PAGE_PATHS.dashboard, `স্বাগতম, ${donor.name}!`],
    [PAGE_PATHS.profile, 'প্রোফাইল'],
    [PAGE_PATHS.myGifts, 'আমার অনুদান'],
    [PAGE_PATHS.myRequests, 'আমার রক্তদানের অনুরোধ'],
    [PAGE_PATHS.createRequest, 'রক্তদানের অনুরোধ তৈরি করুন'],
    [PAGE_PATHS.addBlog, 'ব্লগ যোগ করুন'],
    [PAGE_PATHS.payment, 'গ্রান্টকে অনুদান দিন'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Measured in the glyphs people see: the web font's, once loaded (font-display: swap).
    await page.evaluate(() => document.fonts.ready);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
