import { PAGE_PATHS } from '@grant/shared';
import { inDays, registerUser } from './support/api';
import { DEMO, expect, test } from './support/fixtures';
import { newPage } from './support/pages';

test('a volunteer filters the board and takes a request; a second volunteer’s board shows who has it within 5 s, without a reload', async ({
  browser,
  page,
  request,
  signIn,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const patient = `Shirin Akter ${Date.now()}`;
  const requester = await registerUser(request, 'Jamal Uddin', { division: 'Chattagram', district: 'Bandarban', blood: 'AB-' });
  const created = await request.post('/api/request', {
    headers: { authorization: `Bearer ${requester.token}` },
    data: {
      recipientName: patient,
      hospitalName: 'Bandarban Sadar Hospital',
      message: 'Needed for surgery.',
      division: 'Chattagram',
      district: 'Bandarban',
      blood: 'AB-',
      urgency: 'critical',
      donationDate: inDays(1),
      donationTime: '10:00',
    },
  });
  expect(created.status()).toBe(201);

  // The second volunteer (an admin acts as one) watches the board, filtered the same way.
  // Wide screens: the board's table (below 1536 px its rows are cards).
  const watcher = await newPage(browser, baseURL);
  await watcher.setViewportSize({ width: 1600, height: 900 });
  await signIn(watcher, DEMO.admin);
  await watcher.goto(`${PAGE_PATHS.triage}?district=Bandarban&blood=AB-&urgency=critical`);
  const watchedRow = watcher.getByRole('row').filter({ hasText: patient });
  await expect(watchedRow.getByRole('button', { name: `I'm handling the request for ${patient}` })).toBeVisible();

  // The volunteer reaches the same rows through the filter form.
  await signIn(page, DEMO.volunteer);
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto(PAGE_PATHS.triage);
  await expect(page.getByRole('heading', { level: 1, name: 'Triage board' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Filter the board' });
  await form.getByLabel('Division').selectOption('Chattagram');
  await form.getByLabel('District').selectOption('Bandarban');
  await form.getByLabel('Blood group').selectOption('AB-');
  await form.getByLabel('Urgency').selectOption('critical');
  await form.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/district=Bandarban/);
  await expect(page).toHaveURL(/urgency=critical/);
  const row = page.getByRole('row').filter({ hasText: patient });
  await row.getByRole('button', { name: `I'm handling the request for ${patient}` }).click();
  await expect(row).toContainText('You');
  await expect(row.getByRole('button', { name: `Release the request for ${patient}` })).toBeVisible();

  // Pushed by the server: no reload on the watcher's side.
  await expect(watchedRow).toContainText('Tanvir Hasan', { timeout: 5_000 });
  await expect(watchedRow.getByRole('button', { name: `I'm handling the request for ${patient}` })).toHaveCount(0);
  await expect(watcher.getByText('The board was updated.')).toBeAttached();

  // Released, it is free again on both boards.
  await row.getByRole('button', { name: `Release the request for ${patient}` }).click();
  await expect(watchedRow.getByRole('button', { name: `I'm handling the request for ${patient}` })).toBeVisible({ timeout: 5_000 });

  // The admin gives it to the volunteer, whose board shows it theirs without a reload.
  await watchedRow.getByRole('button', { name: `Give the request for ${patient} to a volunteer` }).click();
  const give = watcher.getByRole('dialog', { name: `Give the request for ${patient} to a volunteer` });
  await give.getByRole('button', { name: 'Give the request' }).click();
  await expect(give.getByText('Choose a volunteer.')).toBeVisible();
  await give.getByLabel('Volunteer or admin').selectOption({ label: `Tanvir Hasan (${DEMO.volunteer}, volunteer)` });
  await give.getByRole('button', { name: 'Give the request' }).click();
  await expect(give).toBeHidden();
  await expect(watchedRow).toContainText('Tanvir Hasan');
  await expect(row).toContainText('You', { timeout: 5_000 });
  await watcher.context().close();
});

test('a donor is sent away from the triage board, and has no link to it', async ({ page, signIn }) => {
  await signIn(page, DEMO.donor);
  await page.goto(PAGE_PATHS.triage);
  await expect(page).toHaveURL(PAGE_PATHS.home);
});

test('at 360 px the board is a list of cards, each with its action, and nothing runs off the side', async ({ page, signIn }) => {
  await signIn(page, DEMO.volunteer);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(PAGE_PATHS.triage);
  await expect(page.getByRole('heading', { level: 1, name: 'Triage board' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByRole('button', { name: /^I'm handling the request for / }).first()).toBeVisible();
});
