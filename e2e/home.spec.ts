import { PAGE_PATHS, SEARCH_DONORS_VIEW, withQuery } from '@grant/shared';
import { MESSAGES } from '../packages/shared/src/common/messages';
import { DEMO, expect, test } from './support/fixtures';
import { waitForHydration } from './support/hydration';

test('the hero says what the product is and leads to registration and search', async ({ page }) => {
  await page.goto(PAGE_PATHS.home);
  await expect(page).toHaveTitle('Grant | Home');
  await expect(page.getByRole('heading', { level: 1, name: MESSAGES.heroHeadline })).toBeVisible();
  await expect(page.getByText('save up to three lives').first()).toBeVisible();
  await expect(page.getByRole('link', { name: MESSAGES.joinAsDonor })).toHaveAttribute('href', PAGE_PATHS.register);
  await page.getByRole('link', { name: MESSAGES.searchDonors }).click();
  await expect(page).toHaveURL(withQuery(PAGE_PATHS.search, SEARCH_DONORS_VIEW));
});

test('the campaign carousel has three slides of two cards, moved by arrows, dots and keys', async ({ page }) => {
  await page.goto(PAGE_PATHS.home);
  const carousel = page.getByRole('region', { name: 'Campaign slides' });
  const slides = carousel.locator('[aria-roledescription="slide"]');
  await expect(slides).toHaveCount(3);
  for (let i = 0; i < 3; i++) await expect(slides.nth(i).locator('article')).toHaveCount(2);
  const current = () => page.locator('[aria-label^="Show slide"][aria-current="true"]');
  await expect(current()).toHaveAttribute('aria-label', 'Show slide 1');
  await waitForHydration(page.getByRole('button', { name: 'Next campaigns' }));
  await page.getByRole('button', { name: 'Next campaigns' }).click();
  await expect(current()).toHaveAttribute('aria-label', 'Show slide 2');
  await page.getByRole('button', { name: 'Show slide 3' }).click();
  await expect(current()).toHaveAttribute('aria-label', 'Show slide 3');
  await carousel.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(current()).toHaveAttribute('aria-label', 'Show slide 2');
  // Every card has its image (with alt text and a fixed size, so nothing shifts), date, title, time and place:
  // the upcoming drives first (the demo has five), then the spec's static cards.
  const card = slides.nth(1).getByRole('article').first();
  await expect(card.getByRole('img')).toHaveAttribute('width', '640');
  await expect(card.getByRole('heading')).not.toBeEmpty();
  await expect(card.getByRole('term')).toHaveCount(2);
});

test('the welcome section lists six features and Explore Now leads to the requests', async ({ page }) => {
  await page.goto(PAGE_PATHS.home);
  const welcome = page.getByRole('region', { name: 'Donors and patients, connected in time' });
  await expect(welcome.getByRole('listitem')).toHaveCount(6);
  for (const feature of ['Good service', 'Help people', 'Hygienic tools', '24h service', 'Health check', 'Blood bank']) {
    await expect(welcome.getByRole('heading', { name: feature })).toBeVisible();
  }
  await welcome.getByRole('link', { name: MESSAGES.exploreNow }).click();
  await expect(page).toHaveURL(PAGE_PATHS.pendingRequests);
});

test('the contact form checks its fields, sends the message and confirms it', async ({ page }) => {
  await page.goto(PAGE_PATHS.home);
  const form = page.getByRole('form', { name: 'Send us a message' });
  // Scrolled to, as a visitor reaches it: it loads as it comes near the screen.
  await form.scrollIntoViewIfNeeded();
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Full name is required.')).toBeVisible();
  await expect(form.getByText('Message is required.')).toBeVisible();
  await form.getByLabel('Full name').fill('Rokeya Sultana');
  await form.getByLabel('Email').fill('rokeya@example.org');
  await form.getByLabel('Message').fill('How can our school host a blood drive?');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you, Rokeya Sultana' })).toBeVisible();
  await expect(form.getByLabel('Message')).toHaveValue('');
});

// The parts far down the home page load as they come near the screen (lib/lazy-near-viewport.tsx):
// on a phone, the sections under the carousel and the footer are screens below the first.
test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('on a phone, the sections below the first screen load as they come near it, drawn over the HTML of the build', async ({ page }) => {
    const belowTheFoldChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/(below-the-fold|footer)-/.test(request.url())) belowTheFoldChunks.push(request.url());
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(PAGE_PATHS.home);
    await waitForHydration(page.getByRole('button', { name: 'Next campaigns' }));
    // The session check has ended: nothing waits for the parts below.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Far below the first screen: the HTML of the build, whole and readable, with nothing loaded for it yet.
    const form = page.getByRole('form', { name: 'Send us a message' });
    await expect(page.getByRole('heading', { name: 'Get in touch' })).toBeAttached();
    await expect(form.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(form.getByLabel('Full name')).not.toBeEditable();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' })).toBeAttached();
    expect(belowTheFoldChunks).toEqual([]);

    await page.getByRole('heading', { name: 'Donors and patients, connected in time' }).scrollIntoViewIfNeeded();
    await expect(form.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(belowTheFoldChunks.some((url) => url.includes('below-the-fold-'))).toBe(true);
    await expect(page.getByRole('heading', { name: 'Get in touch' })).toHaveCount(1);
    await form.getByLabel('Full name').fill('Rokeya Sultana');
    await expect(form.getByLabel('Full name')).toHaveValue('Rokeya Sultana');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    // Drawn by React over the HTML of the build: a new element, which carries React's fiber.
    await page.waitForFunction(() => Object.keys(document.querySelector('footer') ?? {}).some((key) => key.startsWith('__reactFiber$')));
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' })).toHaveCount(1);
    expect(belowTheFoldChunks.some((url) => url.includes('footer-'))).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a field of the sections below, focused before they have loaded, loads them and keeps the focus', async ({ page }) => {
    await page.goto(PAGE_PATHS.home);
    await waitForHydration(page.getByRole('button', { name: 'Next campaigns' }));
    const form = page.getByRole('form', { name: 'Send us a message' });
    // Focused without scrolling (as a screen reader may): the focus alone starts the load.
    await form.getByLabel('Message').evaluate((field: HTMLTextAreaElement) => field.focus({ preventScroll: true }));
    await expect(form.getByRole('button', { name: 'Send' })).toBeEnabled();
    await expect(form.getByLabel('Message')).toBeFocused();
    await page.keyboard.type('Can we host a drive?');
    await expect(form.getByLabel('Message')).toHaveValue('Can we host a drive?');
  });

  test('signed in, a page whose footer is far below ends its session check and changes page without waiting for it', async ({
    page,
    signIn,
  }) => {
    await signIn(page, DEMO.donor);
    await page.goto(PAGE_PATHS.home);
    await expect(page.getByRole('banner').getByRole('button', { name: /Account menu/ })).toBeVisible();
    await page.getByRole('link', { name: MESSAGES.searchDonors }).click();
    await expect(page).toHaveURL(withQuery(PAGE_PATHS.search, SEARCH_DONORS_VIEW));
    await expect(page.getByRole('heading', { level: 1, name: 'Search donors and requests' })).toBeVisible();
  });

  test('reached by a link from another page, the sections below load as they are scrolled to and work', async ({ page }) => {
    await page.goto(PAGE_PATHS.search);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await waitForHydration(menuButton);
    await menuButton.click();
    await page.locator('#main-menu').getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: MESSAGES.heroHeadline })).toBeVisible();
    // Drawn by the app, not by the build: the sections come once near the screen (at once if the
    // carousel's place is still its placeholder, shorter than the carousel).
    const form = page.getByRole('form', { name: 'Send us a message' });
    await page.keyboard.press('End');
    await expect(form.getByRole('button', { name: 'Send' })).toBeEnabled();
    await form.getByLabel('Full name').fill('Rokeya Sultana');
    await expect(form.getByLabel('Full name')).toHaveValue('Rokeya Sultana');
  });

  test('switched to Bangla before they have loaded, the sections below are drawn in Bangla at once', async ({ page }) => {
    await page.goto(PAGE_PATHS.home);
    const toBangla = page.getByRole('button', { name: 'Language: বাংলা' });
    await waitForHydration(toBangla);
    await expect(page.getByRole('heading', { name: 'Get in touch' })).toBeAttached();
    await toBangla.click();
    await expect(page.getByRole('heading', { level: 1, name: 'জীবন বাঁচান, রক্ত দিন!' })).toBeVisible();
    // Not scrolled to: no English is left under the Bangla page.
    await expect(page.getByRole('heading', { name: 'Get in touch' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toBeAttached();
  });
});
