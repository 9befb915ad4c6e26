import type { CreateBloodBankBody } from '@grant/shared';
import { manySignedInUsers } from './request-factories';
import type { TestApp } from './test-app';

/** A valid bank: Rajshahi Medical College Hospital's blood bank. */
export const bankBody = (overrides: Partial<CreateBloodBankBody> = {}): CreateBloodBankBody => ({
  name: 'Rajshahi Medical College blood bank',
  division: 'Rajshahi',
  district: 'Rajshahi',
  address: 'Laxmipur, Rajshahi',
  phone: '0721-772150',
  openingHours: 'Every day, 8:00 to 20:00',
  ...overrides,
});

/** A bank added by a fresh admin through the service; `managerId` is made its manager. */
export async function storedBank(t: TestApp, overrides: Partial<CreateBloodBankBody> = {}, managerEmail?: string): Promise<string> {
  const [admin] = await manySignedInUsers(t, 1, { role: 'admin' });
  if (!admin) throw new Error('no admin');
  const actor = { ...admin.user, sessionId: '' };
  const { insertedId } = await t.services.bloodBanks.create(actor, bankBody(overrides));
  if (managerEmail) await t.services.bloodBanks.addManager(actor, insertedId, managerEmail);
  return insertedId;
}
