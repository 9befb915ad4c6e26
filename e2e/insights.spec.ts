import { PAGE_PATHS, withQuery } from '@grant/shared';
import { confirmDonation, inDays, registerUser } from './support/api';
import { DEMO, expect, test } from './support/fixtures';

test('the insights page maps the 64 districts by open requests, and its figures match the requests of a district', async ({
  page,
  request,
  signIn,
}) => {
  test.setTimeout(120_000);
  // Panchagarh is used by no other test: its figures are this test's alone.
  const place = { division: 'Rangpur', district: 'Panchagarh', blood: 'AB+' };
  const stamp = Date.now();
  const requester = await registerUser(request, `Monir Hossain ${stamp}`, place);
  const patients = [`Rahela Begum ${stamp}`, `Anwar Ali ${stamp}`];
  const ids: string[] = [];
  for (const recipientName of patients) {
    const response = await request.post('/api/request', {
      headers: { authorization: `Bearer ${requester.token}` },
      data: {
        recipientName,
        hospitalName: 'Panchagarh Sadar Hospital',
        message: 'Needed for surgery.',
        donationDate: inDays(2),
        donationTime: '11:00 AM',
        bags: 2,
        ...place,
      },
    });
    expect(response.status()).toBe(201);
    ids.push(((await response.json()) as { insertedId: string }).insertedId);
  }
  // One donor of two found for the first: both stay open, neither has all its donors.
  const donor = await registerUser(request, `Sohel Rana ${stamp}`, place);
  await confirmDonation(request, donor.token, ids[0] ?? '');

  await signIn(page, DEMO.volunteer);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(withQuery(PAGE_PATHS.insights, { days: '7', division: 'Rangpur', district: 'Panchagarh' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Map of needs and figures' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Last 7 days' })).toHaveAttribute('aria-current', 'page');

  const map = page.getByRole('group', { name: 'Map of open requests by district' });
  await expect(map.getByRole('link')).toHaveCount(64);
  await expect(map.getByRole('link', { name: 'Panchagarh: 2 open requests' })).toBeVisible();

  const figures = page.getByRole('region', { name: 'The last 7 days in Panchagarh' });
  await expect(figures.getByRole('definition').first()).toHaveText('2');
  await expect(figures).toContainText('0%');
  await expect(figures).toContainText('0 of 2');
  const perDay = page.getByRole('table', { name: 'Requests per day, by status now' });
  await expect(perDay.getByRole('row').last()).toHaveText(/2\s*0\s*0\s*0$/);
  const byBlood = page.getByRole('table', { name: 'Requests by blood group' });
  await expect(byBlood.getByRole('row', { name: /AB\+/ })).toHaveText(/AB\+\s*2/);

  // A district is the way into the triage board, filtered to it.
  await map.getByRole('link', { name: 'Panchagarh: 2 open requests' }).click();
  await expect(page).toHaveURL(/\/dashboard\/triage\?district=Panchagarh$/);
  for (const patient of patients) await expect(page.getByRole('link', { name: patient, exact: true })).toBeVisible();

  // At 360 px the map scales and nothing runs off the side.
  await page.goto(withQuery(PAGE_PATHS.insights, { days: '30' }));
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(map).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
