import { PAGE_PATHS } from '@grant/shared';
import { registerUser, TEST_PASSWORD } from './support/api';
import { expectDialogOwnsFocus } from './support/dialogs';
import { DEMO, expect, test, toastWithText } from './support/fixtures';
import { newPage } from './support/pages';

test('an admin adds a bank and names its manager; the manager updates its stock, and the public page shows it', async ({
  browser,
  page,
  request,
  signIn,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const name = `Bhola Sadar blood bank ${Date.now()}`;
  const manager = await registerUser(request, `Shirin Akter ${Date.now()}`);

  const admin = await newPage(browser, baseURL);
  await signIn(admin, DEMO.admin);
  await admin.goto(PAGE_PATHS.managedBloodBanks);
  const add = admin.getByRole('button', { name: 'Add a blood bank' });
  await expectDialogOwnsFocus(admin, { open: () => add.click(), opener: add, close: 'Cancel' });
  await add.click();
  const dialog = admin.getByRole('dialog', { name: 'Add a blood bank' });
  await dialog.getByRole('button', { name: 'Add the bank' }).click();
  await expect(dialog.getByText('Name is required.')).toBeVisible();
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Name in Bangla').fill(`ভোলা সদর ব্লাড ব্যাংক ${name.split(' ').pop()}`);
  await dialog.getByLabel('Division').selectOption('Barishal');
  await dialog.getByLabel('District').selectOption('Bhola');
  await dialog.getByLabel('Address', { exact: true }).fill('Sadar Road, Bhola');
  await dialog.getByLabel('Phone').fill('0491-61234');
  await dialog.getByLabel('Opening hours', { exact: true }).fill('Every day, 9:00 to 17:00');
  await dialog.getByRole('button', { name: 'Add the bank' }).click();
  await expect(toastWithText(admin, 'The blood bank is added.')).toBeVisible();
  // The innermost card holding the heading (its page's frame holds it too).
  const card = admin
    .locator('div.rounded-2xl')
    .filter({ has: admin.getByRole('heading', { name }) })
    .last();
  // Its edit dialog, with the Bangla fields, keeps focus and gives it back.
  const edit = card.getByRole('button', { name: 'Edit the bank' });
  await expectDialogOwnsFocus(admin, { open: () => edit.click(), opener: edit, close: 'Escape' });
  await card.getByLabel('Make a manager (e-mail)').fill(manager.email);
  await card.getByRole('button', { name: 'Add manager' }).click();
  await expect(card.getByText(`(${manager.email})`)).toBeVisible();

  // The manager sees only their bank, and says it holds 7 units of O-.
  await signIn(page, manager.email, TEST_PASSWORD);
  await page.goto(PAGE_PATHS.managedBloodBanks);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  const stock = page.getByRole('form', { name: `Units held at ${name}` });
  await stock.getByLabel('O-').fill('7');
  await stock.getByRole('button', { name: 'Save stock' }).click();
  await expect(toastWithText(page, `Stock saved for ${name}.`)).toBeVisible();

  // Anyone asking who holds O- near Bhola finds it first, fresh.
  const visitor = await newPage(browser, baseURL);
  await visitor.goto(`${PAGE_PATHS.bloodBanks}?blood=O-&division=Barishal&district=Bhola`);
  const first = visitor
    .getByRole('listitem')
    .filter({ has: visitor.getByRole('heading', { level: 2 }) })
    .first();
  await expect(first.getByRole('heading', { level: 2 })).toHaveText(name);
  await expect(first.getByText('7 units')).toBeVisible();
  await expect(first.getByText(/^Updated /)).toBeVisible();

  // On a Bangla page the bank has the Bangla name the admin gave it; the demo's banks their hours too.
  await visitor.evaluate(() => window.localStorage.setItem('locale', 'bn'));
  await visitor.reload();
  await expect(first.getByRole('heading', { level: 2 })).toHaveText(`ভোলা সদর ব্লাড ব্যাংক ${name.split(' ').pop()}`);
  await visitor.goto(`${PAGE_PATHS.bloodBanks}?division=Dhaka&district=Dhaka`);
  await expect(visitor.getByRole('heading', { level: 2, name: 'ঢাকা মেডিকেল কলেজ ব্লাড ব্যাংক' })).toBeVisible();
  await expect(visitor.getByText('প্রতিদিন, সকাল ৮টা থেকে রাত ৮টা').first()).toBeVisible();
});
