import path from 'node:path';
import { PAGE_PATHS } from '@grant/shared';
import { MESSAGES } from '../packages/shared/src/common/messages';
import { expect, test, uniqueEmail } from './support/fixtures';

const AVATAR = path.join(import.meta.dirname, 'fixtures', 'avatar.png');

test('a visitor registers with a photo, logs out and logs back in', async ({ page }) => {
  const email = uniqueEmail('rahim');
  await page.goto(PAGE_PATHS.register);
  await expect(page).toHaveTitle('Grant | Register');
  await page.getByLabel('Name').fill('Rahim Uddin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Profile photo').setInputFiles(AVATAR);
  await page.getByLabel('Division').selectOption('Sylhet');
  // Only the chosen division's districts are offered.
  await expect(page.getByLabel('District').locator('option', { hasText: 'Gazipur' })).toHaveCount(0);
  await page.getByLabel('District').selectOption('Sunamganj');
  await page.getByLabel('Blood group').selectOption('B+');
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByLabel('Confirm password').fill('Secret123');
  await page.getByRole('radio', { name: /^Not now/ }).check();
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByText(MESSAGES.registerSuccess.trim())).toBeVisible();
  await expect(page).toHaveURL(PAGE_PATHS.home);
  await expect(page.getByRole('button', { name: 'Account menu for Rahim Uddin' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('Token'))).not.toBeNull();
  const photo = page.getByRole('button', { name: 'Account menu for Rahim Uddin' }).locator('img');
  await expect(photo).toHaveAttribute('src', /^\/uploads\/.+\.webp$/);

  await page.getByRole('button', { name: 'Account menu for Rahim Uddin' }).click();
  await page.getByRole('menuitem', { name: 'LogOut' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(MESSAGES.confirmTitle)).toBeVisible();
  await expect(dialog.getByText(MESSAGES.confirmIrreversible)).toBeVisible();
  await dialog.getByRole('button', { name: MESSAGES.confirmLogout }).click();
  await expect(page.getByText(MESSAGES.logoutSuccess)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('Token'))).toBeNull();

  await page.goto(PAGE_PATHS.login);
  await expect(page).toHaveTitle('Grant | Login');
  await page.getByLabel('Email').fill(email.toUpperCase());
  await page.getByLabel('Password').fill('Secret123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(MESSAGES.loginSuccess)).toBeVisible();
  await expect(page).toHaveURL(PAGE_PATHS.home);
  await expect(page.getByRole('button', { name: 'Account menu for Rahim Uddin' })).toBeVisible();
});

test('registration explains each password problem in the spec order', async ({ page }) => {
  await page.goto(PAGE_PATHS.register);
  await page.getByLabel('Name').fill('Karim');
  await page.getByLabel('Email').fill(uniqueEmail('karim'));
  await page.getByLabel('Profile photo').setInputFiles(AVATAR);
  await page.getByLabel('Division').selectOption('Dhaka');
  await page.getByLabel('District').selectOption('Dhaka');
  await page.getByLabel('Blood group').selectOption('O-');
  const password = page.getByLabel('Password', { exact: true });
  const confirm = page.getByLabel('Confirm password');
  const cases: Array<[string, string, string]> = [
    ['abc', 'abc', MESSAGES.passwordTooShort],
    ['abcdef', 'abcdef', MESSAGES.passwordNeedsUppercase],
    ['ABCDEF', 'ABCDEF', MESSAGES.passwordNeedsLowercase],
    ['Abcdef', 'Abcdef', MESSAGES.passwordNeedsNumber],
    ['Abcdef1', 'Abcdef2', MESSAGES.passwordsDiffer],
  ];
  for (const [value, confirmation, message] of cases) {
    await password.fill(value);
    await confirm.fill(confirmation);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText(message.trim(), { exact: true })).toBeVisible();
  }
  await expect(page).toHaveURL(PAGE_PATHS.register);
});

test('a wrong password shows the server message in red under the form', async ({ page }) => {
  await page.goto(PAGE_PATHS.login);
  await page.getByLabel('Email').fill('donor@grant.demo');
  await page.getByLabel('Password').fill('NotThePassword1');
  await page.getByRole('button', { name: 'Login' }).click();
  const error = page.getByRole('alert').filter({ hasText: MESSAGES.invalidCredentials });
  await expect(error).toBeVisible();
  await expect(error).toHaveClass(/text-red-/);
  await expect(page).toHaveURL(PAGE_PATHS.login);
});

test('registration shows a password problem on the first submit, beside the other fields’ problems', async ({ page }) => {
  await page.goto(PAGE_PATHS.register);
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm password').fill('abc');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Name is required.')).toBeVisible();
  await expect(page.getByText(MESSAGES.passwordTooShort.trim(), { exact: true })).toBeVisible();
});

test('a new submit drops the last server message, also when the fields stop it', async ({ page }) => {
  await page.goto(PAGE_PATHS.login);
  await page.getByLabel('Email').fill('donor@grant.demo');
  await page.getByLabel('Password').fill('NotThePassword1');
  await page.getByRole('button', { name: 'Login' }).click();
  const serverMessage = page.getByRole('alert').filter({ hasText: MESSAGES.invalidCredentials });
  await expect(serverMessage).toBeVisible();
  await page.getByLabel('Password').fill('');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Password is required.')).toBeVisible();
  await expect(serverMessage).toHaveCount(0);
});

test('the registration selects show their whole placeholder at 1280 px and 375 px', async ({ page }) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(PAGE_PATHS.register);
    for (const label of ['Division', 'District', 'Blood group']) {
      const select = page.getByLabel(label);
      await expect(select).toBeVisible();
      // The chosen option's text, measured in the select's font, plus its padding and the arrow (about 24 px).
      const room = await select.evaluate((element: HTMLSelectElement) => {
        const style = getComputedStyle(element);
        const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = element.options[element.selectedIndex]?.text ?? '';
        const needed = context.measureText(text).width + Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight) + 24;
        return element.clientWidth - needed;
      });
      expect(room, `${label} at ${width} px`).toBeGreaterThanOrEqual(0);
    }
  }
});

test('a division’s districts are offered in alphabetical order, in English and in Bangla', async ({ page }) => {
  const districtNames = () =>
    page
      .getByLabel(/^(District|জেলা)/)
      .locator('option:not([value=""])')
      .evaluateAll((options) => options.map((option) => option.textContent ?? ''));
  await page.goto(PAGE_PATHS.register);
  await page.getByLabel('Division').selectOption('Chattagram');
  const english = await districtNames();
  expect(english[0]).toMatch(/^Bandarban/);
  expect(english).toEqual([...english].sort(new Intl.Collator('en').compare));

  await page.addInitScript(() => window.localStorage.setItem('locale', 'bn'));
  await page.reload();
  await page.getByLabel('বিভাগ').selectOption('Chattagram');
  const bangla = await districtNames();
  expect(bangla[0]).toBe('কক্সবাজার');
  expect(bangla).toEqual([...bangla].sort(new Intl.Collator('bn').compare));
});
