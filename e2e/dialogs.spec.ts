import { PAGE_PATHS, pagePath } from '@grant/shared';
import type { Page } from '@playwright/test';
import { confirmDonation, createRequest, login, registerUser, TEST_PASSWORD } from './support/api';
import { expectDialogOwnsFocus, expectPageClickable, openDialog } from './support/dialogs';
import { DEMO, expect, test } from './support/fixtures';

/**
 * Every dialog of the app owns focus (issue 16): it takes focus when it opens, keeps Tab inside,
 * closes on Escape and on Cancel, hands focus back to what opened it, and leaves the page clickable.
 * Menus close on Escape and never stay open under one another.
 */
const WIDTHS = [375, 1280] as const;
const CLOSINGS = ['Escape', 'Cancel'] as const;

/** A request's or a person's row: a table row on wide screens, a card on phones. */
const visibleEntry = (page: Page, text: string) => page.locator('tr, li').filter({ hasText: text }).filter({ visible: true });

const accountButton = (page: Page) => page.getByRole('button', { name: /^Account menu for / });

// Focus and clicks are the browser's and the components', the same on either database: the phone width runs on
// the embedded one only (@layout, playwright.config.ts), which keeps CI's PostgreSQL pass short.
for (const width of WIDTHS) {
  test.describe(`at ${width} px`, { tag: width < 1280 ? '@layout' : [] }, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize({ width, height: 800 }));

    for (const close of CLOSINGS) {
      test(`after ${close} on the account menu's LogOut dialog the page takes clicks at once`, async ({ page, signIn }) => {
        await signIn(page, DEMO.donor);
        await page.goto(PAGE_PATHS.home);
        await accountButton(page).click();
        await page.getByRole('menuitem', { name: 'LogOut' }).click();
        await expect(openDialog(page)).toBeVisible();
        if (close === 'Escape') await page.keyboard.press('Escape');
        else await openDialog(page).getByRole('button', { name: 'Cancel', exact: true }).click();
        await expect(openDialog(page)).toBeHidden();
        expect(await page.evaluate(() => getComputedStyle(document.body).pointerEvents)).not.toBe('none');
        await accountButton(page).click({ timeout: 3_000 });
        await expect(page.getByRole('menuitem', { name: 'LogOut' })).toBeVisible();
      });

      test(`the account menu's LogOut dialog, closed by ${close}`, async ({ page, signIn }) => {
        await signIn(page, DEMO.donor);
        await page.goto(PAGE_PATHS.home);
        await expectDialogOwnsFocus(page, {
          close,
          // Focus returns to the account button: the menu item that opened the dialog has closed with its menu.
          opener: accountButton(page),
          open: async () => {
            await accountButton(page).click();
            await page.getByRole('menuitem', { name: 'LogOut' }).click();
          },
        });
        // Still signed in, and the page answers clicks: the menu opens again.
        await accountButton(page).click();
        await expect(page.getByRole('menuitem', { name: 'LogOut' })).toBeVisible();
      });

      test(`the dashboard's LogOut dialog, closed by ${close}`, async ({ page, signIn }) => {
        await signIn(page, DEMO.donor);
        await page.goto(PAGE_PATHS.profile);
        if (width < 1024) await page.getByRole('button', { name: 'Open dashboard menu' }).click();
        const logout = page.getByRole('navigation', { name: 'Dashboard' }).getByRole('button', { name: 'LogOut' });
        await expectDialogOwnsFocus(page, { close, opener: logout, open: () => logout.click() });
      });
    }

    test('the Delete dialog of a request', async ({ page, request, signIn }) => {
      const requester = await registerUser(request, 'Nadia Islam');
      await createRequest(request, requester.token, `Recipient ${width}`);
      await signIn(page, requester.email, TEST_PASSWORD);
      await page.goto(PAGE_PATHS.myRequests);
      const remove = page.getByRole('button', { name: `Delete the request for Recipient ${width}` }).filter({ visible: true });
      for (const close of CLOSINGS) await expectDialogOwnsFocus(page, { close, opener: remove, open: () => remove.click() });
    });

    test('the Delete dialog of a blog post', async ({ page, signIn }) => {
      await signIn(page, DEMO.admin);
      await page.goto(PAGE_PATHS.content);
      const remove = page.getByRole('button', { name: /^Delete / }).first();
      for (const close of CLOSINGS) await expectDialogOwnsFocus(page, { close, opener: remove, open: () => remove.click() });
    });

    test('the dialog that asks before a request in progress is canceled', async ({ page, request, signIn }) => {
      const requester = await registerUser(request, `Shirin ${Date.now()}`);
      const id = await createRequest(request, requester.token, 'Cancel Case');
      await confirmDonation(request, await login(request, 'rafiq@grant.demo'), id);
      await signIn(page, DEMO.admin);
      await page.goto(PAGE_PATHS.adminHome);
      await page.getByLabel('Status').selectOption('inprogress');
      await page.getByRole('button', { name: 'Filter' }).click();
      const cancel = visibleEntry(page, requester.name).getByRole('button', { name: 'canceled' });
      for (const close of CLOSINGS) {
        await expectDialogOwnsFocus(page, { close, cancelName: 'No, keep it', opener: cancel, open: () => cancel.click() });
      }
    });

    test('the dialogs that ask before Block and Make admin', async ({ page, request, signIn }) => {
      const person = await registerUser(request, 'Rubel Hossain');
      await signIn(page, DEMO.admin);
      await page.goto(PAGE_PATHS.users);
      await page.getByLabel('Search by name or email').fill(person.email);
      await page.getByRole('button', { name: 'Search users' }).click();
      for (const name of ['Block', 'Make admin']) {
        const button = visibleEntry(page, person.email).getByRole('button', { name });
        for (const close of CLOSINGS) await expectDialogOwnsFocus(page, { close, opener: button, open: () => button.click() });
      }
      // Nothing changed: still an active donor (the role has a line of its own on phones).
      await expect(visibleEntry(page, person.email)).toContainText('donner');
      await expect(visibleEntry(page, person.email)).toContainText('Active');
    });

    test('the Donate dialog', async ({ page, request, signIn }) => {
      const requester = await registerUser(request, 'Sadia Rahman');
      const id = await createRequest(request, requester.token, 'Karim Mia');
      await signIn(page, DEMO.donor);
      await page.goto(pagePath(PAGE_PATHS.requestDetails, id));
      const donate = page.getByRole('button', { name: 'Donate' });
      await expectDialogOwnsFocus(page, { close: 'Escape', opener: donate, open: () => donate.click() });
      // The dialog's own close button (it has no Cancel) hands focus back too.
      await donate.click();
      await openDialog(page).getByRole('button', { name: 'Close' }).click();
      await expect(openDialog(page)).toBeHidden();
      await expect(donate).toBeFocused();
      await expectPageClickable(page, donate);
    });
  });
}

test.describe('menus at 375 px', { tag: '@layout' }, () => {
  test.beforeEach(async ({ page }) => page.setViewportSize({ width: 375, height: 800 }));

  test('the navbar menu closes on Escape, and gives way to the account menu', async ({ page, signIn }) => {
    await signIn(page, DEMO.donor);
    await page.goto(PAGE_PATHS.home);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.locator('#main-menu');
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await accountButton(page).click();
    await expect(page.getByRole('menuitem', { name: 'LogOut' })).toBeVisible();
    await expect(menu, 'the account menu does not open on top of the navbar menu').toBeHidden();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'LogOut' })).toBeHidden();
    await expectPageClickable(page, page.getByRole('button', { name: 'Open menu' }));
  });

  test('the dashboard menu closes on Escape, and gives way to the notifications menu', async ({ page, signIn }) => {
    await signIn(page, DEMO.donor);
    await page.goto(PAGE_PATHS.profile);
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    await expect(sidebar).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open dashboard menu' })).toBeFocused();

    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    await expect(sidebar).toBeVisible();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(sidebar, 'the notifications menu does not open on top of the dashboard menu').toBeHidden();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expectPageClickable(page, page.getByRole('button', { name: 'Open dashboard menu' }));
  });
});
