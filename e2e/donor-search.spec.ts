import { PAGE_PATHS } from '@grant/shared';
import { MESSAGES } from '../packages/shared/src/common/messages';
import { DONOR_TEXTS } from '../packages/shared/src/donors/donor.texts';
import { registerUser } from './support/api';
import { DEMO, expect, test } from './support/fixtures';
import { waitForHydration } from './support/hydration';

test("the hero's Search Donors opens the donors view: donors without contacts, and Ask for blood starts a prefilled request", async ({
  page,
  request,
  signIn,
}) => {
  const run = Date.now();
  const donor = await registerUser(request, `Zarin${run} Chowdhury`, { division: 'Sylhet', district: 'Moulvibazar', blood: 'AB-' });
  await signIn(page, DEMO.donor);

  await page.goto(PAGE_PATHS.home);
  const hero = page.getByRole('link', { name: MESSAGES.searchDonors });
  await waitForHydration(hero);
  await hero.click();
  await expect(page).toHaveURL(/\/search\?view=donors$/);
  const views = page.getByRole('navigation', { name: DONOR_TEXTS.searchViews });
  await expect(views.getByRole('link', { name: DONOR_TEXTS.donorsView })).toHaveAttribute('aria-current', 'page');

  const form = page.getByRole('form', { name: 'Search' });
  await waitForHydration(form.getByRole('button', { name: 'Search' }));
  await form.getByLabel('Blood group').selectOption('AB-');
  await form.getByLabel('Division').selectOption('Sylhet');
  await form.getByLabel('District').selectOption('Moulvibazar');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/view=donors/);
  await expect(page.getByRole('heading', { name: 'Donors for AB- near Moulvibazar' })).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: `Zarin${run}` });
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('Chowdhury');
  await expect(page.getByRole('main')).not.toContainText(donor.email);

  // The same search in the requests view, and back: the URL keeps the view.
  await views.getByRole('link', { name: DONOR_TEXTS.requestsView }).click();
  await expect(page).not.toHaveURL(/view=donors/);
  await expect(page.getByRole('heading', { name: /^Requests for AB- in/ })).toBeVisible();
  await views.getByRole('link', { name: DONOR_TEXTS.donorsView }).click();

  await row.getByRole('link', { name: DONOR_TEXTS.askForBlood }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE_PATHS.createRequest}\\?`));
  await expect(page.getByRole('heading', { level: 1, name: 'Create donation request' })).toBeVisible();
  await expect(page.getByLabel('Blood group')).toHaveValue('AB-');
  await expect(page.getByLabel('Division')).toHaveValue('Sylhet');
  await expect(page.getByLabel('District')).toHaveValue('Moulvibazar');
});
