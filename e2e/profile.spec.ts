import path from 'node:path';
import { PAGE_PATHS } from '@grant/shared';
import { MESSAGES } from '../packages/shared/src/common/messages';
import { expect, test, uniqueEmail } from './support/fixtures';

const AVATAR = path.join(import.meta.dirname, 'fixtures', 'avatar.png');

test('a person edits their name, photo and location, and the change survives a reload', async ({ page, request, signIn }) => {
  // A fresh account, so the demo data stays as other tests expect it.
  const email = uniqueEmail('profile');
  const register = await request.post('/api/auth/register', {
    multipart: {
      name: 'Shapla Akter',
      email,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      division: 'Dhaka',
      district: 'Dhaka',
      blood: 'A+',
      image: { name: 'avatar.png', mimeType: 'image/png', buffer: await import('node:fs/promises').then((fs) => fs.readFile(AVATAR)) },
    },
  });
  expect(register.status()).toBe(201);
  await signIn(page, email, 'Secret123');

  await page.goto(PAGE_PATHS.profile);
  await expect(page).toHaveTitle('Grant | Profile');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.getByLabel('Name').fill('Shapla Begum');
  await page.getByLabel('New profile photo').setInputFiles(AVATAR);
  await page.getByLabel('Division').selectOption('Khulna');
  await page.getByLabel('District').selectOption('Jashore');
  await page.getByLabel('Blood group').selectOption('AB-');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(MESSAGES.profileUpdated)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Shapla Begum' })).toBeVisible();
  await expect(page.getByText('Jashore, Khulna')).toBeVisible();
  await expect(page.getByText('AB-')).toBeVisible();
});
