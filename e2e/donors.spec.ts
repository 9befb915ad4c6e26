import AxeBuilder from '@axe-core/playwright';
import { PAGE_PATHS, pagePath } from '@grant/shared';
import { DONOR_TEXTS } from '../packages/shared/src/donors/donor.texts';
import { createRequest, registerUser, TEST_PASSWORD } from './support/api';
import { expect, test } from './support/fixtures';

const PHONE = '01712-345678';
const place = (district: string, blood: string) => ({ division: 'Barishal', district, blood });

test('compatible donors on the request page: contacts for the requester only; the donor profile sets eligibility', async ({
  page,
  browser,
  request,
  signIn,
}) => {
  const run = Date.now();
  const requester = await registerUser(request, `Rehana ${run}`, place('Bhola', 'A+'));
  // Nearest first (issue 48): the exact group in the request's district, the compatible one a district away.
  const exact = await registerUser(request, `Belal ${run}`, place('Barguna', 'B-'));
  const compatible = await registerUser(request, `Osman ${run}`, place('Patuakhali', 'O-'));
  const phoned = await request.patch('/api/donors/me', {
    headers: { authorization: `Bearer ${exact.token}` },
    data: { phone: PHONE, phoneToRequesters: true },
  });
  expect(phoned.status()).toBe(200);
  const requestId = await createRequest(request, requester.token, 'Jahanara Begum', place('Barguna', 'B-'));
  const urgent = await request.patch(`/api/update/${requestId}`, {
    headers: { authorization: `Bearer ${requester.token}` },
    data: { urgency: 'critical', bags: 2 },
  });
  expect(urgent.status()).toBe(200);

  // The requester sees the urgency, the bags and the donors with their contacts, nearest first.
  await signIn(page, requester.email, TEST_PASSWORD);
  await page.goto(pagePath(PAGE_PATHS.requestDetails, requestId));
  await expect(page.getByText('Critical', { exact: true })).toBeVisible();
  const section = page.getByRole('region', { name: DONOR_TEXTS.compatibleDonors });
  const rows = section.getByRole('row');
  await expect(rows.filter({ hasText: exact.name })).toContainText(PHONE);
  await expect(rows.filter({ hasText: compatible.name })).toContainText(compatible.email);
  const names = await rows.allInnerTexts();
  const exactAt = names.findIndex((text) => text.includes(exact.name));
  const compatibleAt = names.findIndex((text) => text.includes(compatible.name));
  expect(exactAt).toBeGreaterThan(0);
  expect(exactAt).toBeLessThan(compatibleAt);
  const axe = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations).toEqual([]);

  // Another donor (not the requester, not staff) sees how many, not who (issue 47).
  const other = await browser.newPage();
  await signIn(other, compatible.email, TEST_PASSWORD);
  await other.goto(pagePath(PAGE_PATHS.requestDetails, requestId));
  const otherSection = other.getByRole('region', { name: DONOR_TEXTS.compatibleDonors });
  await expect(otherSection).toContainText(/Donors pledged: 0\. Matching donors: [1-9]\d*\./);
  await expect(otherSection.getByRole('row')).toHaveCount(0);
  await expect(other.getByRole('main')).not.toContainText(exact.name);
  await expect(otherSection).not.toContainText(PHONE);

  // That donor records a donation today: not yet eligible, and no longer listed for the request.
  await other.goto(PAGE_PATHS.profile);
  await other.getByLabel(DONOR_TEXTS.lastDonation).fill(new Date().toISOString().slice(0, 10));
  await other.getByLabel(DONOR_TEXTS.weightKg).fill('58');
  await other.getByRole('button', { name: DONOR_TEXTS.save }).click();
  await expect(other.getByTestId('donor-eligibility')).toContainText('Not yet eligible');
  await other.reload();
  await expect(other.getByLabel(DONOR_TEXTS.weightKg)).toHaveValue('58');
  await other.close();

  await page.reload();
  await expect(section.getByRole('row').filter({ hasText: exact.name })).toBeVisible();
  await expect(section).not.toContainText(compatible.name);

  // The exact donor says "Not this time": still listed for the requester, marked, with no phone to call.
  const declined = await request.post(`/api/request/${requestId}/decline`, { headers: { authorization: `Bearer ${exact.token}` } });
  expect(declined.status()).toBe(200);
  await page.reload();
  const declinedRow = section.getByRole('row').filter({ hasText: exact.name });
  await expect(declinedRow).toContainText(DONOR_TEXTS.declinedMark);
  await expect(section).not.toContainText(PHONE);
  await expect(section.getByRole('link', { name: PHONE })).toHaveCount(0);
});
