import { PAGE_PATHS } from '@grant/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/hydration';

test.use({ viewport: { width: 375, height: 740 } });

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const scrollTo = async (page: Page, y: number) => {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => scrollY(page)).toBe(y);
};
const pageHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

test('a new page opens at its top with its heading focused; back returns to where the last one was', async ({ page }) => {
  await page.goto(PAGE_PATHS.home);
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await waitForHydration(menuButton);
  // The first load moves no focus: a screen reader starts at the top of the document.
  await expect(pageHeading(page)).not.toBeFocused();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

  await scrollTo(page, 1500);
  await menuButton.click();
  // The parts near the screen load as it comes to them, and the browser keeps what is on screen in place.
  await page.waitForLoadState('networkidle');
  const homeY = await scrollY(page);
  expect(homeY).toBeGreaterThan(1000);
  await page.locator('#main-menu').getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(PAGE_PATHS.blog);
  await expect(pageHeading(page)).toBeFocused();
  expect(await scrollY(page)).toBe(0);

  // The footer's link, from the bottom of the blog.
  const footerDrives = page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Drives' });
  await footerDrives.scrollIntoViewIfNeeded();
  const blogY = await scrollY(page);
  expect(blogY).toBeGreaterThan(300);
  await footerDrives.click();
  await expect(page).toHaveURL(PAGE_PATHS.drives);
  await expect(pageHeading(page)).toBeFocused();
  expect(await scrollY(page)).toBe(0);

  // Back and forward keep each page's place.
  await page.goBack();
  await expect(page).toHaveURL(PAGE_PATHS.blog);
  await expect.poll(() => scrollY(page)).toBe(blogY);
  await page.goBack();
  await expect(page).toHaveURL(PAGE_PATHS.home);
  await expect.poll(() => scrollY(page)).toBe(homeY);
  await page.goForward();
  await expect(page).toHaveURL(PAGE_PATHS.blog);
  await expect.poll(() => scrollY(page)).toBe(blogY);
});
