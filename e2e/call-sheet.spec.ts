import { PAGE_PATHS, pagePath } from '@grant/shared';
import { createRequest, login, registerUser, TEST_PASSWORD } from './support/api';
import { expectDialogOwnsFocus } from './support/dialogs';
import { DEMO, expect, test, toastWithText } from './support/fixtures';
import { newPage } from './support/pages';

test('a donor lets volunteers call; a volunteer verifies the request, sees the number (audited), records the call and the donor’s pledge', async ({
  browser,
  page,
  request,
  signIn,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const place = { division: 'Chattagram', district: 'Rangamati', blood: 'O-' };
  const stamp = Date.now();
  const patient = `Rupa Begum ${stamp}`;
  const donor = await registerUser(request, `Nasrin Akter ${stamp}`, place);

  // The donor agrees to volunteers' calls on their profile.
  await signIn(page, donor.email, TEST_PASSWORD);
  await page.goto(PAGE_PATHS.profile);
  await page.getByLabel('Volunteers may call me about a request I can give to').check();
  await page.getByRole('textbox', { name: 'Phone' }).fill('01712-555666');
  await page.getByRole('button', { name: 'Save donor details' }).click();
  await expect(toastWithText(page, 'Donor details saved')).toBeVisible();

  const requester = await registerUser(request, `Jamal Uddin ${stamp}`, { ...place, blood: 'A+' });
  const requestId = await createRequest(request, requester.token, patient, place);

  // Until a volunteer checks it with the hospital, its page warns never to pay for blood.
  await page.goto(pagePath(PAGE_PATHS.requestDetails, requestId));
  await expect(page.getByText('No volunteer has checked this request with the hospital yet. Never pay anyone for blood')).toBeVisible();

  // A volunteer goes from the board to the request's call sheet.
  const volunteer = await newPage(browser, baseURL);
  await signIn(volunteer, DEMO.volunteer);
  await volunteer.setViewportSize({ width: 1280, height: 900 });
  await volunteer.goto(`${PAGE_PATHS.triage}?district=Rangamati&blood=O-`);
  await volunteer.getByRole('link', { name: `Call sheet for ${patient}` }).click();
  await expect(volunteer.getByRole('heading', { level: 1, name: 'Call sheet' })).toBeVisible();
  // No other test's donor gives O- in Chattagram (the sheet matches by division): this donor is its only one.
  await expect(volunteer.getByText('1 matching donor', { exact: true })).toBeVisible();
  const row = volunteer.getByRole('row').filter({ hasText: donor.name });
  await expect(row).toContainText('Take this request to call');
  await expect(row).toContainText('Not called');

  // The volunteer checks it with the hospital: the sheet, the board and the request's page say so.
  await volunteer.getByRole('button', { name: 'Mark verified with the hospital' }).click();
  await expect(toastWithText(volunteer, 'Marked verified with the hospital')).toBeVisible();
  await expect(volunteer.getByText('Verified with the hospital', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Verified with the hospital', { exact: true })).toBeVisible();
  await expect(page.getByText('Never pay anyone for blood', { exact: false })).toHaveCount(0);
  // Lists show the mark too.
  await page.goto(`${PAGE_PATHS.search}?blood=O-&division=Chattagram&district=Rangamati`);
  await expect(page.getByRole('row').filter({ hasText: requester.name })).toContainText('Verified with the hospital');

  // Taking the request opens the numbers and the records to them.
  await volunteer.getByRole('button', { name: `I'm handling the request for ${patient}` }).click();
  await row.getByRole('button', { name: `Show ${donor.name}'s number` }).click();
  await expect(row.getByRole('link', { name: `Call ${donor.name} on 01712-555666` })).toHaveAttribute('href', 'tel:01712555666');

  const opener = row.getByRole('button', { name: `Record a call to ${donor.name}` });
  await expectDialogOwnsFocus(volunteer, { open: () => opener.click(), opener, close: 'Escape' });
  await opener.click();
  const dialog = volunteer.getByRole('dialog', { name: `Call to ${donor.name}` });
  await dialog.getByRole('button', { name: 'Save call' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose what came of the call.');
  // Agreed shows the pledge box, ticked; an answer changed to 'No answer' hides it and saves without a pledge.
  await dialog.getByLabel('Agreed to donate').check();
  await expect(dialog.getByLabel('Record their pledge now')).toBeChecked();
  await dialog.getByLabel('No answer').check();
  await expect(dialog.getByLabel('Record their pledge now')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save call' }).click();
  await expect(toastWithText(volunteer, `Call recorded for ${donor.name}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('No answer');
  await expect(row).not.toContainText('Pledged');

  await opener.click();
  await dialog.getByLabel('Agreed to donate').check();
  await dialog.getByLabel('Note (optional)').fill('Will come at 9');
  await expect(dialog.getByLabel('Record their pledge now')).toBeChecked();
  await dialog.getByRole('button', { name: 'Save call' }).click();
  await expect(toastWithText(volunteer, `Call and pledge recorded for ${donor.name}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Pledged');
  await expect(row).toContainText('Agreed to donate');
  await expect(row).toContainText('Will come at 9');
  await expect(volunteer.getByText('1 of 1')).toBeVisible();

  // The look at the number is in the audit log.
  const adminToken = await login(request, DEMO.admin);
  const audit = await request.get('/api/audit?limit=50', { headers: { authorization: `Bearer ${adminToken}` } });
  expect((await audit.json()) as { action: string; targetId: string }[]).toContainEqual(
    expect.objectContaining({ action: 'donor.revealPhone', targetId: donor.id }),
  );

  // At 360 px the sheet is a list of cards, and nothing runs off the side.
  await volunteer.setViewportSize({ width: 360, height: 800 });
  await expect(volunteer.getByRole('heading', { level: 1, name: 'Call sheet' })).toBeVisible();
  const overflow = await volunteer.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await volunteer.context().close();
});
