import { readFile } from 'node:fs/promises';
import { PAGE_PATHS, todayInDhaka } from '@grant/shared';
import type { Response } from '@playwright/test';
import { login, registerUser, TEST_PASSWORD } from './support/api';
import { expectDialogOwnsFocus } from './support/dialogs';
import { DEMO, expect, test, toastWithText } from './support/fixtures';
import { waitForHydration } from './support/hydration';
import { newPage } from './support/pages';

test('an organiser creates a drive that shows in the home carousel; a donor books it, saves the .ics and is checked in by code', async ({
  browser,
  page,
  request,
  signIn,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const title = `Night-shift donors ${Date.now()}`;

  // The volunteer organises a drive for tomorrow, the earliest of the day; a time of today that has
  // begun cannot be booked, so it moves to today once the donor has booked (below).
  const tomorrow = new Date(Date.parse(`${todayInDhaka()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const organiser = await newPage(browser, baseURL);
  await signIn(organiser, DEMO.volunteer);
  await organiser.goto(PAGE_PATHS.organisedDrives);
  await organiser.getByRole('link', { name: 'Organise a drive' }).click();
  await expect(organiser.getByRole('heading', { level: 1, name: 'Organise a drive' })).toBeVisible();
  await organiser.getByRole('button', { name: 'Create the drive' }).click();
  await expect(organiser.getByText('Title is required.')).toBeVisible();
  await organiser.getByLabel('Title', { exact: true }).fill(title);
  await organiser.getByLabel('Description', { exact: true }).fill('For hospital staff coming off the night shift.');
  await organiser.getByLabel('Date').fill(tomorrow);
  await organiser.getByLabel('Starts at').fill('00:00');
  await organiser.getByLabel('Ends at').fill('01:00');
  await organiser.getByLabel('Division').selectOption('Dhaka');
  await organiser.getByLabel('District').selectOption('Dhaka');
  await organiser.getByLabel('Address', { exact: true }).fill('Dhaka Medical College, Bakshibazar');
  await organiser.getByRole('button', { name: 'Create the drive' }).click();
  await expect(toastWithText(organiser, 'The drive is published.')).toBeVisible();
  await expect(organiser.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const rosterUrl = organiser.url();
  const driveId = rosterUrl.split('/').pop() ?? '';

  // The edit dialog keeps focus and gives it back.
  const edit = organiser.getByRole('button', { name: 'Edit the drive' });
  await expectDialogOwnsFocus(organiser, { open: () => edit.click(), opener: edit, close: 'Escape' });

  // A donor finds it among the drives, books the first time, and saves the calendar file.
  const donor = await registerUser(request, `Sadia Rahman ${Date.now()}`);
  await signIn(page, donor.email, TEST_PASSWORD);
  await page.goto(`${PAGE_PATHS.drives}?division=Dhaka&district=Dhaka`);
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await waitForHydration(page.getByRole('button', { name: 'Book this time' }));
  await page.getByRole('button', { name: 'Book this time' }).click();
  await expect(page.getByText('Choose a time first.')).toBeVisible();
  await page.getByLabel(/^00:00/).check();
  await page.getByRole('button', { name: 'Book this time' }).click();
  await expect(toastWithText(page, 'Booked. See you there!')).toBeVisible();
  const code = (await page.locator('p.font-mono').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  await expect(page.getByRole('img', { name: `QR code of booking code ${code}` })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Add to calendar (.ics)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('grant-drive.ics');
  const ics = await readFile((await download.path()) ?? '', 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(`SUMMARY:${title}`);
  expect(ics).toContain(code);

  // It is on their dashboard.
  await page.goto(PAGE_PATHS.dashboardHome);
  await expect(page.getByRole('region', { name: 'Your drive bookings' }).getByText(code).first()).toBeVisible();

  // The drive moves to today (the booking stands, its donor told), and leads the home page's carousel.
  await organiser.goto(rosterUrl);
  await organiser.getByRole('button', { name: 'Edit the drive' }).click();
  const editing = organiser.getByRole('dialog', { name: 'Edit the drive' });
  await editing.getByLabel('Date').fill(todayInDhaka());
  await editing.getByRole('button', { name: 'Save changes' }).click();
  await expect(toastWithText(organiser, 'The drive is changed and everyone booked is told.')).toBeVisible();
  await page.goto(PAGE_PATHS.home);
  const firstSlide = page.getByRole('region', { name: 'Campaign slides' }).locator('[aria-roledescription="slide"]').first();
  await expect(firstSlide.getByRole('heading', { name: title })).toBeVisible();

  // At the drive, the volunteer types the code and marks the donation.
  await organiser.getByLabel('Booking code').fill(code.toLowerCase());
  await expect(organiser.getByText(donor.name).first()).toBeVisible();
  await organiser.getByRole('button', { name: 'Donated' }).click();
  await expect(toastWithText(organiser, 'Checked in: donated.')).toBeVisible();
  await expect(organiser.getByRole('definition').nth(1)).toHaveText('1');
  expect(driveId).toMatch(/^[0-9a-f-]{36}$/);

  // The donor's profile now has today as their last donation, and the booking shows as donated.
  await page.goto(PAGE_PATHS.profile);
  await expect(page.getByLabel('Last donation')).toHaveValue(todayInDhaka());
  await expect(page.getByRole('region', { name: 'Your drive bookings' }).getByText('Donated').first()).toBeVisible();
});

test('a donor who may not give yet on the drive’s date is told from when they may', async ({ page, request, signIn }) => {
  const donor = await registerUser(request, `Arif Chowdhury ${Date.now()}`);
  const profile = await request.patch('/api/donors/me', {
    headers: { authorization: `Bearer ${donor.token}` },
    data: { lastDonationOn: todayInDhaka() },
  });
  expect(profile.status()).toBe(200);
  const nextEligibleOn = ((await profile.json()) as { nextEligibleOn: string }).nextEligibleOn;

  await signIn(page, donor.email, TEST_PASSWORD);
  await page.goto(PAGE_PATHS.drives);
  await page.getByRole('link', { name: 'Thalassemia support drive' }).first().click();
  await expect(page.getByText(/^You may give blood again from /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book this time' })).toHaveCount(0);
  expect(nextEligibleOn > todayInDhaka()).toBe(true);
});

test('the drives pages work at 360 px and in Bangla, with each drive’s Bangla name', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.addInitScript(() => window.localStorage.setItem('locale', 'bn'));
  await page.goto(PAGE_PATHS.drives);
  await expect(page.getByRole('heading', { level: 1, name: 'রক্তদান কর্মসূচি' })).toBeVisible();
  // The drive's own words in the Bangla its organiser gave (the demo's drives have them).
  await page.getByRole('link', { name: 'ক্যাম্পাস রক্তদান সপ্তাহ' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'ক্যাম্পাস রক্তদান সপ্তাহ' })).toBeVisible();
  await expect(page.getByText('শিক্ষার্থী ও শিক্ষকেরা ক্লাসের ফাঁকে একটি সময় বুক করেন।')).toBeVisible();
  await expect(page.getByRole('link', { name: 'বুক করতে লগইন করুন' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

const isTeamAnswer = (response: Response) => /\/api\/drives\/[^/]+\/team$/.test(new URL(response.url()).pathname);

test('the roster is for the drive’s organiser and its team: a volunteer sees its link once the organiser adds them', async ({
  browser,
  page,
  request,
  signIn,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // A new volunteer, on no drive's team.
  const helper = await registerUser(request, `Rafiq Islam ${Date.now()}`);
  const adminToken = await login(request, DEMO.admin);
  const promoted = await request.patch(`/api/volunteer/user/${helper.id}`, { headers: { authorization: `Bearer ${adminToken}` } });
  expect(promoted.status()).toBe(200);
  await signIn(page, helper.email, TEST_PASSWORD);
  await page.goto(PAGE_PATHS.drives);
  // The page asks what they may do at the drive; only then is the link's absence the answer.
  const askedFirst = page.waitForResponse(isTeamAnswer);
  await page.getByRole('link', { name: 'Thalassemia support drive' }).first().click();
  const driveUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'Thalassemia support drive' })).toBeVisible();
  expect((await askedFirst).status()).toBe(200);
  await expect(page.getByRole('link', { name: 'Roster and check-in' })).toHaveCount(0);

  // The organiser (the demo volunteer) adds them to the drive team from the roster, with the keyboard.
  const organiser = await newPage(browser, baseURL);
  await signIn(organiser, DEMO.volunteer);
  await organiser.goto(driveUrl);
  await organiser.getByRole('link', { name: 'Roster and check-in' }).click();
  const team = organiser.getByRole('region', { name: /^Team of / });
  await expect(team.getByRole('heading', { name: 'Drive team' })).toBeVisible();
  await team.getByLabel('Add a helper (e-mail of a volunteer)').fill('nobody-here@example.org');
  await team.getByLabel('Add a helper (e-mail of a volunteer)').press('Enter');
  await expect(team.getByText('No active volunteer or admin has that e-mail address.')).toBeVisible();
  await team.getByLabel('Add a helper (e-mail of a volunteer)').fill(helper.email);
  await team.getByLabel('Add a helper (e-mail of a volunteer)').press('Enter');
  await expect(toastWithText(organiser, `${helper.email} is on the team now.`)).toBeVisible();
  await expect(team.getByText(helper.name)).toBeVisible();

  // Now the helper has the link, and the roster; they see the team but do not change it.
  await page.reload();
  await page.getByRole('link', { name: 'Roster and check-in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thalassemia support drive' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeVisible();
  const theirView = page.getByRole('region', { name: /^Team of / });
  await expect(theirView.getByText(helper.name)).toBeVisible();
  await expect(theirView.getByRole('button', { name: 'Remove' })).toHaveCount(0);

  // The organiser removes them: the confirmation keeps focus and gives it back on Escape; then Remove.
  const remove = team.getByRole('listitem').filter({ hasText: helper.name }).getByRole('button', { name: 'Remove' });
  await expectDialogOwnsFocus(organiser, { open: () => remove.click(), opener: remove, close: 'Escape' });
  await remove.press('Enter');
  await organiser.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(team.getByText(helper.name)).toHaveCount(0);
  const askedAgain = page.waitForResponse(isTeamAnswer);
  await page.goto(driveUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Thalassemia support drive' })).toBeVisible();
  await askedAgain;
  await expect(page.getByRole('link', { name: 'Roster and check-in' })).toHaveCount(0);
});
