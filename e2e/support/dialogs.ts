import { expect, type Locator, type Page } from '@playwright/test';

/** The open dialog, whichever kind (Radix Dialog or AlertDialog). */
export const openDialog = (page: Page) => page.locator('[role="dialog"], [role="alertdialog"]');

const focusIsInside = (region: Locator) => region.evaluate((element) => element.contains(document.activeElement));

/** Whether the page takes clicks: a dialog or menu that closed must not leave `pointer-events: none` behind. */
export async function expectPageClickable(page: Page, target: Locator) {
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).pointerEvents)).not.toBe('none');
  // A trial click checks that the element itself would receive the click (nothing covers it).
  await target.click({ trial: true, timeout: 3_000 });
}

/**
 * Tab reaches the dialog's buttons in the order they are drawn: each one after the one before it is
 * below it, or beside it on its right (the corner Close button, drawn first, is left out).
 */
async function expectButtonsInDrawnOrder(dialog: Locator) {
  const buttons = await dialog
    .getByRole('button')
    .filter({ visible: true })
    .evaluateAll((elements) =>
      elements
        .map((element) => ({
          name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
          box: element.getBoundingClientRect(),
        }))
        .filter(({ name }) => name !== 'Close')
        .map(({ name, box }) => ({ name, x: box.x, y: box.y, bottom: box.bottom })),
    );
  for (const [before, next] of buttons.slice(1).map((button, i) => [buttons[i] ?? button, button] as const)) {
    const below = next.y >= before.bottom - 1;
    const besideOnTheRight = Math.abs(next.y - before.y) < 1 && next.x > before.x;
    expect(below || besideOnTheRight, `'${next.name}' comes after '${before.name}' for Tab, so it is drawn after it`).toBe(true);
  }
}

/**
 * The rules every dialog keeps: focus moves inside when it opens, Tab and Shift+Tab stay inside, its
 * buttons are reached in the order they are drawn, it closes (by Escape or its Cancel button), focus
 * goes back to `opener`, and the page takes clicks.
 */
export async function expectDialogOwnsFocus(
  page: Page,
  {
    open,
    opener,
    close,
    cancelName = 'Cancel',
  }: { open: () => Promise<void>; opener: Locator; close: 'Escape' | 'Cancel'; cancelName?: string },
) {
  await open();
  const dialog = openDialog(page);
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusIsInside(dialog), 'focus moves into the dialog').toBe(true);
  await expectButtonsInDrawnOrder(dialog);
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await focusIsInside(dialog), `${key} keeps focus inside the dialog`).toBe(true);
  }
  if (close === 'Escape') await page.keyboard.press('Escape');
  else await dialog.getByRole('button', { name: cancelName, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(opener, 'focus goes back to what opened the dialog').toBeFocused();
  await expectPageClickable(page, opener);
}
