import { PAGE_PATHS, pagePath } from '@grant/shared';
import { createRequest, registerUser, TEST_PASSWORD } from './support/api';
import { expectDialogOwnsFocus } from './support/dialogs';
import { DEMO, expect, test, toastWithText } from './support/fixtures';
import { newPage } from './support/pages';

test('a donor reports a request that asks for money; an admin hides it, and it leaves the pending list and search', async ({
  browser,
  page,
  request,
  signIn,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const place = { division: 'Barishal', district: 'Bhola', blood: 'B-' };
  const stamp = Date.now();
  const requester = await registerUser(request, `Kamal Hossain ${stamp}`, place);
  const patient = `Salma Khatun ${stamp}`;
  const requestId = await createRequest(request, requester.token, patient, place);
  const searchPath = `${PAGE_PATHS.search}?blood=B-&division=Barishal&district=Bhola`;

  // A donor reports it from its page: the dialog asks what is wrong first.
  const donor = await registerUser(request, `Rafiq Islam ${stamp}`);
  await signIn(page, donor.email, TEST_PASSWORD);
  await page.goto(pagePath(PAGE_PATHS.requestDetails, requestId));
  const opener = page.getByRole('button', { name: 'Report this request' });
  await expectDialogOwnsFocus(page, { open: () => opener.click(), opener, close: 'Escape' });
  // A choice left behind by Cancel is gone when the dialog opens again (its form loads with it).
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Report this request' });
  await dialog.getByLabel('Fake request').check();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  await expect(dialog.getByLabel('Fake request')).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose what is wrong with this request.');
  await dialog.getByLabel('Asks for money').check();
  await dialog.getByLabel('Note (optional)').fill('The requester asked me for 3,000 taka on the phone.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(toastWithText(page, 'Thank you. An administrator will look at this request.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('You reported this request. Thank you.')).toBeVisible();

  // The request is still listed until an admin decides.
  const visitor = await browser.newPage();
  await visitor.goto(searchPath);
  await expect(visitor.getByRole('row').filter({ hasText: requester.name })).toBeVisible();

  // The admin finds it in the queue with its report, and hides it with a reason for the requester.
  const admin = await newPage(browser, baseURL);
  await signIn(admin, DEMO.admin);
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.goto(PAGE_PATHS.dashboardHome);
  await admin.getByRole('link', { name: 'Reported requests' }).first().click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Reported requests' })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: patient });
  await expect(row).toContainText('Asks for money');
  await expect(row).toContainText('The requester asked me for 3,000 taka on the phone.');
  await expect(row).toContainText(donor.name);
  await row.getByRole('button', { name: `Hide the request for ${patient}` }).click();
  const hide = admin.getByRole('dialog', { name: `Hide the request for ${patient}` });
  await hide.getByRole('button', { name: 'Hide request' }).click();
  await expect(hide.getByRole('alert')).toHaveText('Tell the requester why their request is hidden.');
  await hide.getByLabel('What the requester is told').fill('Donors told us this request asked for money. Giving blood is free.');
  await hide.getByRole('button', { name: 'Hide request' }).click();
  await expect(toastWithText(admin, 'The request is hidden and its requester told why.')).toBeVisible();
  await expect(row).toHaveCount(0);

  // It has left search and the pending list; the donor's link finds nothing.
  await visitor.goto(searchPath);
  await expect(visitor.getByText('No requests match this search.', { exact: false })).toBeVisible();
  await expect(visitor.getByRole('row').filter({ hasText: requester.name })).toHaveCount(0);
  const pending = (await (await request.get('/api/pending?limit=100')).json()) as { _id: string }[];
  expect(pending.map((item) => item._id)).not.toContain(requestId);
  await visitor.goto(PAGE_PATHS.pendingRequests);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByRole('row').filter({ hasText: requester.name })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Blood for' })).toHaveCount(0);

  // Its requester still sees it, with the reason, and it is marked hidden among their requests.
  const own = await newPage(browser, baseURL);
  await signIn(own, requester.email, TEST_PASSWORD);
  await own.goto(pagePath(PAGE_PATHS.requestDetails, requestId));
  await expect(own.getByText('Donors told us this request asked for money. Giving blood is free.')).toBeVisible();
  await expect(own.getByRole('button', { name: 'Report this request' })).toHaveCount(0);
  await own.goto(PAGE_PATHS.myRequests);
  await expect(own.getByRole('row').filter({ hasText: requester.name }).first()).toContainText('Hidden');

  await Promise.all([visitor.close(), admin.context().close(), own.context().close()]);
});
