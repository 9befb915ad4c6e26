import AxeBuilder from '@axe-core/playwright';
import { PAGE_PATHS } from '@grant/shared';
import type { Page } from '@playwright/test';
import { MESSAGES, PAYMENT_PAGE_TITLE } from '../packages/shared/src/common/messages';
import { CARD_ERRORS } from '../packages/shared/src/payments/test-cards';
import { DEMO, expect, test } from './support/fixtures';

const nextYear = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');

/** Fills the offline test provider's card fields. */
async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill(`12 / ${nextYear}`);
  await page.getByLabel('CVC', { exact: true }).fill('123');
}

/** The Total Funding figure on the admin home, as a number of taka. */
async function totalFunding(adminPage: Page): Promise<number> {
  await adminPage.goto(PAGE_PATHS.adminHome);
  const value = adminPage.getByRole('group', { name: MESSAGES.totalFunding }).getByText(/^BDT [\d,]+$/);
  await expect(value).toBeVisible();
  return Number((await value.innerText()).replace(/\D/g, ''));
}

test('a visitor gives with the test success card, gets a receipt, and Total Funding grows by the gift', async ({
  page,
  browser,
  signIn,
}) => {
  const adminPage = await browser.newPage();
  await signIn(adminPage, DEMO.admin);
  const before = await totalFunding(adminPage);
  expect(before).toBeGreaterThanOrEqual(1200); // the demo's gifts

  await page.goto(PAGE_PATHS.payment);
  await expect(page).toHaveTitle(PAYMENT_PAGE_TITLE);
  await expect(page.getByRole('note')).toContainText('Test mode');
  await expect(page.getByRole('heading', { name: 'Test cards' })).toBeVisible();

  await page.getByRole('button', { name: 'BDT 1,000' }).click();
  await expect(page.getByLabel('Amount (BDT)')).toHaveValue('1000');
  await page.getByLabel('Amount (BDT)').fill('750');
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay BDT 750' }).click();

  const receipt = page.getByRole('region', { name: 'Thank you for your gift!' });
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText('BDT 750');
  await expect(receipt).toContainText('succeeded');
  await expect(receipt).toContainText(/test_pi_[0-9a-f]{24}/);
  expect(page.url()).not.toContain('4242'); // the card never travels in the address

  expect(await totalFunding(adminPage)).toBe(before + 750);
  await adminPage.goto(PAGE_PATHS.funding);
  await expect(adminPage.getByRole('row').filter({ hasText: 'BDT 750' }).filter({ hasText: 'Anonymous' }).first()).toBeVisible();
  await adminPage.close();
});

test('a declined card shows the provider message in red under Pay; the success card then clears it', async ({ page, signIn }) => {
  await signIn(page, DEMO.donor);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(PAGE_PATHS.payment);
  await page.getByLabel('Amount (BDT)').fill('300');
  await fillCard(page, '4000 0000 0000 9995');
  const pay = page.getByRole('button', { name: 'Pay BDT 300' });
  await pay.click();

  const error = page.getByRole('alert').filter({ hasText: CARD_ERRORS.insufficientFunds });
  await expect(error).toBeVisible();
  await expect(error).toHaveClass(/text-red-800/);
  const [payBox, errorBox] = [await pay.boundingBox(), await error.boundingBox()];
  expect(errorBox?.y ?? 0).toBeGreaterThan((payBox?.y ?? 0) + (payBox?.height ?? 0) - 1); // under the button
  await expect(page.getByRole('region', { name: 'Thank you for your gift!' })).toHaveCount(0);

  // The listed success card, put in by its Use button, pays; the red message is gone.
  await page.getByRole('button', { name: /^Use Visa 4242 4242 4242 4242/ }).click();
  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await pay.click();
  await expect(page.getByRole('region', { name: 'Thank you for your gift!' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: CARD_ERRORS.insufficientFunds })).toHaveCount(0);

  // Both attempts are the donor's own, in My gifts.
  await page.goto(PAGE_PATHS.myGifts);
  const gifts = page.getByRole('list', { name: 'My gifts' });
  await expect(gifts.getByRole('listitem').filter({ hasText: 'succeeded' }).filter({ hasText: 'BDT 300' })).toHaveCount(1);
  await expect(gifts.getByRole('listitem').filter({ hasText: CARD_ERRORS.insufficientFunds })).toHaveCount(1);
});

test('the payment, my gifts, funding and admin home pages pass axe and never scroll sideways, at 375 px and 1280 px', {
  tag: '@layout',
}, async ({ page, signIn }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.admin);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [PAGE_PATHS.payment, PAGE_PATHS.myGifts, PAGE_PATHS.funding, PAGE_PATHS.adminHome]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1').first()).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      expect(summary, `${path} at ${width}px`).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
    }
  }
});

test('a test card’s Use button replaces a past expiry with a future one', async ({ page }) => {
  await page.goto(PAGE_PATHS.payment);
  await page.getByLabel('Expiry (MM / YY)').fill('01 / 20');
  await page.getByRole('button', { name: /^Use Visa 4242 4242 4242 4242/ }).click();
  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await expect(page.getByLabel('Expiry (MM / YY)')).not.toHaveValue('01 / 20');
  await page.getByRole('button', { name: /^Pay BDT/ }).click();
  await expect(page.getByRole('region', { name: 'Thank you for your gift!' })).toBeVisible();
});
