import { ALERT_REACH_LABELS, ALERT_WAVE_TEXTS, PAGE_PATHS, pagePath } from '@grant/shared';

/** A request with no hospital of the directory and no point: its rings are measured from the district's centre (issue 48). */
const NEARBY = /Within [\d.]+ km of the centre of Dinajpur/;

import { createRequest, registerUser, TEST_PASSWORD } from './support/api';
import { DEMO, expect, test } from './support/fixtures';

// A district of its own in the e2e suite: the donors the waves reach are this test's and the demo data's.
const DINAJPUR = { division: 'Rangpur', district: 'Dinajpur' };

test('the requester follows the alert waves; a volunteer sends the next, wider wave at once', async ({
  page,
  browser,
  request,
  signIn,
}) => {
  test.slow();
  const stamp = Date.now();
  const requester = await registerUser(request, `Nasima ${stamp}`, { ...DINAJPUR, blood: 'B+' });
  // Wave 1 reaches the donors in a ring around the district's centre; wave 2 a wider ring, or the division.
  await registerUser(request, `Habib ${stamp}`, { ...DINAJPUR, blood: 'A+' });
  await registerUser(request, `Mitu ${stamp}`, { ...DINAJPUR, blood: 'O-' });
  // Beyond wave 1's ring (Thakurgaon's centre is about 50 km away): what the next, wider wave reaches.
  await registerUser(request, `Rokeya ${stamp}`, { division: 'Rangpur', district: 'Thakurgaon', blood: 'A+' });
  const requestId = await createRequest(request, requester.token, `Parvin ${stamp}`, { ...DINAJPUR, blood: 'A+' });
  const details = pagePath(PAGE_PATHS.requestDetails, requestId);

  // The requester sees the first wave once the background job has sent it, and no button to send more.
  const requesterPage = await browser.newPage({ viewport: { width: 375, height: 800 } });
  await signIn(requesterPage, requester.email, TEST_PASSWORD);
  const requesterPanel = requesterPage.getByRole('region', { name: ALERT_WAVE_TEXTS.title });
  await expect(async () => {
    await requesterPage.goto(details);
    await expect(requesterPanel.getByText('Wave 1', { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(requesterPanel.getByText(NEARBY)).toBeVisible();
  await expect(requesterPanel.getByText(/Next wave: /)).toBeVisible();
  await expect(requesterPanel.getByRole('button', { name: ALERT_WAVE_TEXTS.sendNext })).toHaveCount(0);
  const overflow = await requesterPage.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the panel fits a phone').toBeLessThanOrEqual(0);
  await requesterPage.close();

  // A volunteer sends wave 2 now: a wider ring, or the division.
  await signIn(page, DEMO.volunteer);
  await page.goto(details);
  const panel = page.getByRole('region', { name: ALERT_WAVE_TEXTS.title });
  await expect(panel.getByText('Wave 1', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: ALERT_WAVE_TEXTS.sendNext }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: /Wave 2 sent\. Donors alerted: \d+\./ })).toBeVisible();
  await expect(panel.getByText('Wave 2', { exact: true })).toBeVisible();
  await expect(panel.getByRole('listitem').nth(1)).toContainText(new RegExp(`${NEARBY.source}|${ALERT_REACH_LABELS.division}`));
  await expect(panel.getByText(new RegExp(ALERT_WAVE_TEXTS.sentByStaff))).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('alert-waves-volunteer.png'), fullPage: true });
});
