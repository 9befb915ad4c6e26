import { PAGE_PATHS } from '@grant/shared';
import type { Page } from '@playwright/test';
import { inDays, registerUser, TEST_PASSWORD } from './support/api';
import { DEMO, expect, test, toastWithText } from './support/fixtures';

/** Issue 48 in the browser: what the patient needs, by when, at which hospital; the donor's area; the dengue surge. */

const CHATTOGRAM = { division: 'Chattagram', district: 'Chattogram', blood: 'O-' };
const HOSPITAL = 'Chattogram Medical College Hospital';
const HOSPITAL_BN = 'চট্টগ্রাম মেডিকেল কলেজ হাসপাতাল';
const inBangla = (page: Page) => page.addInitScript(() => window.localStorage.setItem('locale', 'bn'));

test('a platelet request names a hospital found by typing, and its details say what, by when, where and who can give', async ({
  page,
  signIn,
}) => {
  const requester = await registerUser(page.request, `Nasrin ${Date.now()}`, CHATTOGRAM);
  await signIn(page, requester.email, TEST_PASSWORD);
  await page.goto(PAGE_PATHS.createRequest);

  await page.getByLabel('Recipient name').fill('Rafiq Uddin');
  const component = page.getByLabel('What the patient needs');
  await expect(component).toHaveValue('whole_blood');
  await component.selectOption('platelets');
  await expect(page.getByText('about four donors for one bag')).toBeVisible();
  await page.getByLabel('Division').selectOption(CHATTOGRAM.division);
  await page.getByLabel('District').selectOption(CHATTOGRAM.district);
  await page.getByLabel('Blood group').selectOption(CHATTOGRAM.blood);

  // The hospital, found as typed and chosen with the keyboard (a combobox: focus stays in the input).
  const hospital = page.getByRole('combobox', { name: 'Hospital name' });
  await hospital.fill('Chattogram Medical');
  const option = page.getByRole('option', { name: new RegExp(HOSPITAL) });
  await expect(option).toBeVisible();
  await expect(page.getByRole('option', { name: /Not in the list/ })).toBeVisible();
  await hospital.press('ArrowDown');
  await expect(hospital).toHaveAttribute('aria-activedescendant', /.+/);
  const active = await hospital.getAttribute('aria-activedescendant');
  await expect(page.locator(`[id="${active}"]`)).toContainText(HOSPITAL);
  await hospital.press('Enter');
  await expect(hospital).toHaveValue(HOSPITAL);
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(page.getByText(`From the hospital list: ${HOSPITAL}, Chattogram`)).toBeVisible();

  // Needed by follows the donation date and time until changed; it is Bangladesh's clock.
  const date = inDays(1);
  await page.getByLabel('Donation date').fill(date);
  await page.getByLabel('Donation time').fill('10:30 AM');
  const neededBy = page.getByLabel('Needed by');
  await expect(neededBy).toHaveValue(`${date}T10:30`);
  await neededBy.fill(`${date}T08:00`);
  await page.getByLabel('Message').fill('Dengue, platelets falling.');

  const created = page.waitForResponse((response) => response.url().endsWith('/api/request') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Request' }).click();
  const body = (await created).request().postDataJSON();
  expect(body).toMatchObject({ component: 'platelets', neededBy: `${date}T08:00:00+06:00`, hospitalName: HOSPITAL });
  expect(body.hospitalId).toEqual(expect.any(String));
  const { insertedId } = await (await created).json();
  await expect(page).toHaveURL(PAGE_PATHS.myRequests);
  // The list shows the component and the deadline compactly.
  await expect(page.getByRole('row').filter({ hasText: requester.name }).first()).toContainText('Platelets');

  await page.goto(`/details/${insertedId}`);
  const facts = page.locator('dl').first();
  await expect(facts).toContainText('Platelets');
  await expect(facts).toContainText('08:00');
  await expect(facts).toContainText(/in \d+ hours|in \d+ minutes|tomorrow/);
  await expect(facts).toContainText(HOSPITAL);
  await expect(page.getByRole('link', { name: 'Open the hospital on a map' })).toHaveAttribute('href', /openstreetmap\.org\/\?mlat=22\./);
  await expect(page.getByTestId('compatibility-words')).toHaveText(
    'Platelets for O-: O- first; then A-, B-, AB- (plasma-compatible); then O+, A+, B+, AB+ only if no Rh-negative donor can come.',
  );
  // The first wave goes to the donors near the hospital, and says so.
  await expect(page.getByRole('region', { name: 'Alert waves' })).toContainText(new RegExp(`Within [\\d.]+ km of ${HOSPITAL}`));

  // The same in Bangla.
  await inBangla(page);
  await page.reload();
  await expect(page.getByTestId('compatibility-words')).toHaveText(
    'O- রোগীর জন্য প্লাটিলেট: প্রথমে O-; তারপর A-, B-, AB- (প্লাজমা গ্রুপ মেলে); তারপর O+, A+, B+, AB+, কেবল যদি কোনো Rh-নেগেটিভ রক্তদাতা আসতে না পারেন।',
  );
  await expect(page.locator('dl').first()).toContainText('প্লাটিলেট');
  await expect(page.getByRole('link', { name: 'মানচিত্রে হাসপাতালটি দেখুন' })).toBeVisible();
  // A directory hospital reads in Bangla on a Bangla page.
  await expect(page.locator('dl').first()).toContainText(HOSPITAL_BN);
  await expect(page.getByRole('region', { name: 'রক্তদাতাদের জানানোর দফা' })).toContainText(`${HOSPITAL_BN} থেকে`);
});

test('the hospital field finds a hospital typed in Bangla, and a place not in the list keeps its name', async ({ page, signIn }) => {
  const requester = await registerUser(page.request, `Karim ${Date.now()}`, CHATTOGRAM);
  await signIn(page, requester.email, TEST_PASSWORD);
  await inBangla(page);
  await page.goto(PAGE_PATHS.createRequest);
  await page.getByLabel('বিভাগ').selectOption(CHATTOGRAM.division);
  await page.getByLabel('জেলা').selectOption(CHATTOGRAM.district);
  const hospital = page.getByRole('combobox', { name: 'হাসপাতালের নাম' });
  await hospital.fill('চট্টগ্রাম মেডিকেল');
  await expect(page.getByRole('option', { name: /চট্টগ্রাম মেডিকেল কলেজ হাসপাতাল/ })).toBeVisible();
  await hospital.fill('Patenga Clinic');
  await page.getByRole('option', { name: /Patenga Clinic/ }).click();
  await expect(hospital).toHaveValue('Patenga Clinic');
  await expect(page.getByRole('button', { name: 'এই ডিভাইসের অবস্থান ব্যবহার করুন' })).toBeVisible();
});

test('a donor chooses their area, or their location kept rounded, and removes it', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    geolocation: { latitude: 23.74651, longitude: 90.37612 },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  const donor = await registerUser(page.request, `Sumi ${Date.now()}`, { division: 'Dhaka', district: 'Dhaka', blood: 'B+' });
  await page.addInitScript((token) => window.localStorage.setItem('Token', token), donor.token);
  await page.goto(PAGE_PATHS.profile);

  const area = page.getByLabel('Upazila or thana');
  await expect(area.locator('option', { hasText: 'Dhanmondi' })).toHaveCount(1);
  await area.selectOption({ label: 'Dhanmondi' });
  await page.getByRole('button', { name: 'Save area' }).click();
  await expect(toastWithText(page, 'Your area is saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Upazila or thana').locator('option:checked')).toHaveText('Dhanmondi');

  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.getByTestId('donor-location')).toContainText('Your location: 23.75, 90.38 (kept rounded to about 1 km).');
  await page.reload();
  await expect(page.getByTestId('donor-location')).toContainText('23.75, 90.38');
  await page.getByRole('button', { name: 'Remove my location' }).click();
  await expect(toastWithText(page, 'Your location is removed.')).toBeVisible();
  await expect(page.getByLabel('Upazila or thana')).toBeVisible();

  // In Bangla: the area names in Bangla.
  await inBangla(page);
  await page.reload();
  await expect(page.getByLabel('উপজেলা বা থানা').locator('option', { hasText: 'ধানমন্ডি' })).toHaveCount(1);
  await context.close();
});

test('an admin starts a surge after a confirmation, the home page shows its banner, and the admin ends it', async ({
  page,
  browser,
  signIn,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto(PAGE_PATHS.dashboardHome);
  const switchCard = page.getByRole('region', { name: 'Dengue surge mode' });
  await switchCard.getByLabel('District (empty: the whole country)').selectOption('Bagerhat');
  await switchCard.getByLabel('For how many hours').fill('0');
  await switchCard.getByRole('button', { name: 'Start surge' }).click();
  await expect(switchCard.getByText('Enter how many hours the surge lasts, from 1 to 336.')).toBeVisible();
  await switchCard.getByLabel('For how many hours').fill('2');
  await switchCard.getByRole('button', { name: 'Start surge' }).click();

  // The confirmation keeps focus inside and closes on Escape.
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Start a surge for Bagerhat, for 2 hours?');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await switchCard.getByRole('button', { name: 'Start surge' }).click();
  await dialog.getByRole('button', { name: 'Start surge' }).click();
  await expect(toastWithText(page, 'Surge started.')).toBeVisible();
  await expect(switchCard.getByText(/Dengue surge in Bagerhat/)).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(PAGE_PATHS.home);
  await expect(visitor.getByTestId('surge-banner').filter({ hasText: 'Bagerhat' })).toHaveText(
    /^Dengue surge in Bagerhat: platelet donors(?: of [^:]+)?, please answer requests\.$/,
  );
  await inBangla(visitor);
  await visitor.reload();
  await expect(visitor.getByTestId('surge-banner').filter({ hasText: 'বাগেরহাট' })).toContainText('বাগেরহাট জেলায় ডেঙ্গুর প্রকোপ');

  // Ended, the banner goes.
  const live = switchCard.getByRole('listitem').filter({ hasText: 'Bagerhat' });
  await live.getByRole('button', { name: 'End surge' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'End surge' }).click();
  await expect(toastWithText(page, 'Surge ended.')).toBeVisible();
  await expect(live).toHaveCount(0);
  await visitor.reload();
  await expect(visitor.getByTestId('surge-banner').filter({ hasText: 'বাগেরহাট' })).toHaveCount(0);
  await visitor.close();
});
