import { PAGE_PATHS } from '@grant/shared';
import { MESSAGES } from '../packages/shared/src/common/messages';
import { expect, test } from './support/fixtures';
import { waitForHydration } from './support/hydration';

test('the hero says what the product is and leads to registration and search', async ({ page }) => {
  await page.goto(PAGE_PATHS.home);
  await expect(page).toHaveTitle('Grant | Home');
  await expect(page.getByRole('heading', { level: 1, name: MESSAGES.heroHeadline })).toBeVisible();
  await expect(page.getByText('save up to three lives').first()).toBeVisible();
  await expect(page.getByRole('link', { name: MESSAGES.joinAsDonor })).toHaveAttribute('href', PAGE_PATHS.register);
  await page.getByRole('link', { name: MESSAGES.searchDonors }).click();
  await expect(page).toHaveURL(PAGE_PATHS.search);
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
