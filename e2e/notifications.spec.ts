import AxeBuilder from '@axe-core/playwright';
import { insertedIdSchema, PAGE_PATHS, pagePath } from '@grant/shared';
import { MESSAGES } from '../packages/shared/src/common/messages';
import { NOTIFICATION_TEXTS } from '../packages/shared/src/notifications/notification.texts';
import { REQUEST_TEXTS } from '../packages/shared/src/requests/request.texts';
import { inDays, registerUser, TEST_PASSWORD } from './support/api';
import { expect, test } from './support/fixtures';

// A division of its own in the e2e suite: its donors are this test's.
const DIVISION = 'Mymensingh';

test('a critical request notifies a compatible donor of the division, who answers "I can donate" from the bell', async ({
  page,
  browser,
  request,
  signIn,
}) => {
  // Two browsers, a background job and an axe scan: more than the default 30 s on a busy machine.
  test.slow();
  const requester = await registerUser(request, `Rumana ${Date.now()}`, { division: DIVISION, district: 'Netrokona', blood: 'B+' });
  // Another district of the same division, and a group that can give to A+.
  const donor = await registerUser(request, `Jamal ${Date.now()}`, { division: DIVISION, district: 'Jamalpur', blood: 'O-' });

  const created = await request.post('/api/request', {
    headers: { authorization: `Bearer ${requester.token}` },
    data: {
      recipientName: 'Shirin Akter',
      hospitalName: 'Netrokona Sadar Hospital',
      message: 'Severe bleeding after delivery.',
      division: DIVISION,
      district: 'Netrokona',
      blood: 'A+',
      urgency: 'critical',
      bags: 2,
      donationDate: inDays(1),
      donationTime: '8:00 AM',
    },
  });
  expect(created.status()).toBe(201);
  const requestId = insertedIdSchema.parse(await created.json()).insertedId;

  // The requester sees how many donors were told (the job runs in the background; the page looks again).
  // The demo donors of the division who can give to A+ count too, so the number is read from the API.
  const requesterPage = await browser.newPage();
  await signIn(requesterPage, requester.email, TEST_PASSWORD);
  await requesterPage.goto(pagePath(PAGE_PATHS.requestDetails, requestId));
  await expect(requesterPage.getByText(/\d+ donors? notified/)).toBeVisible({ timeout: 15_000 });
  const details = await request.get(`/api/request/man/${requestId}`, { headers: { authorization: `Bearer ${requester.token}` } });
  const { notifiedCount } = (await details.json()) as { notifiedCount: number };
  expect(notifiedCount).toBeGreaterThanOrEqual(1);
  await expect(requesterPage.getByText(NOTIFICATION_TEXTS.donorsNotified(notifiedCount))).toBeVisible();
  await requesterPage.screenshot({ path: test.info().outputPath('request-details-requester.png') });
  await requesterPage.goto(PAGE_PATHS.myRequests);
  await expect(requesterPage.getByText(NOTIFICATION_TEXTS.donorsNotified(notifiedCount)).filter({ visible: true })).toBeVisible();

  // The donor signs in; the bell counts one unread notification.
  await signIn(page, donor.email, TEST_PASSWORD);
  await page.goto(PAGE_PATHS.home);
  const bell = page.getByRole('button', { name: NOTIFICATION_TEXTS.bellLabel(1) });
  await expect(bell).toBeVisible();

  // Opened from the keyboard: the menu lists the request, and axe finds nothing wrong with it.
  await bell.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  const item = menu.getByRole('menuitem', { name: new RegExp(NOTIFICATION_TEXTS.needed('A+', 'Netrokona').replace('+', '\\+')) });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Shirin Akter');
  await expect(item).toContainText('Critical');
  const axe = await new AxeBuilder({ page }).include('[role="menu"]').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('bell-open-1280.png') });
  await page.setViewportSize({ width: 375, height: 760 });
  await page.screenshot({ path: test.info().outputPath('bell-open-375.png') });
  await page.setViewportSize({ width: 1280, height: 720 });

  // The item offers the alerts' two answers; "I can donate" opens the request's donate dialog and marks it read.
  await expect(menu.getByRole('menuitem', { name: REQUEST_TEXTS.notThisTime })).toBeVisible();
  await menu.getByRole('menuitem', { name: REQUEST_TEXTS.canDonate }).click();
  // The answer is taken from the link, and the link cleaned: a reload does not answer again.
  await expect(page).toHaveURL(pagePath(PAGE_PATHS.requestDetails, requestId));
  const dialog = page.getByRole('dialog', { name: 'Confirm your donation' });
  await expect(dialog).toContainText('Shirin Akter');
  await dialog.getByRole('button', { name: MESSAGES.confirm }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Blood for Shirin Akter' })).toBeVisible();
  // Two bags: one donor found, still pending; the donor sees their pledge.
  await expect(page.getByText('1 of 2 donors found')).toBeVisible();
  await expect(page.getByText(REQUEST_TEXTS.youPledged)).toBeVisible();
  await expect(page.getByText('pending', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: NOTIFICATION_TEXTS.bellLabel(0) })).toBeVisible();

  // The requester sees who answered.
  await requesterPage.goto(pagePath(PAGE_PATHS.requestDetails, requestId));
  const responses = requesterPage.getByRole('region', { name: REQUEST_TEXTS.responses });
  await expect(responses).toContainText(donor.name);
  await expect(responses).toContainText('1 of 2 donors found');
  await requesterPage.close();
});

test('a signed-out visitor gets no bell, and the home page does not load its code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto(PAGE_PATHS.home);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
  expect(scripts.filter((url) => /notification-bell/.test(url))).toEqual([]);
});
