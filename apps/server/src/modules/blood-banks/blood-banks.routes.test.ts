import { BLOOD_BANK_TEXTS, type BloodBank, LIMITS, type ManagedBloodBank, NOTHING_TO_CHANGE, PLACE_CHANGED_TOGETHER } from '@grant/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankBody } from '../../../test/blood-bank-factories';
import { type SignedInUser, signedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bloodBankStock } from '../../db/schema/index';

let t: TestApp;
let admin: SignedInUser;
let manager: SignedInUser;
let stranger: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, { role: 'admin' });
  manager = await signedInUser(t);
  stranger = await signedInUser(t, { role: 'volunteer' });
});
afterAll(() => t.close());

const inject = (who: SignedInUser | undefined, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers, payload });

async function createBank(overrides: Parameters<typeof bankBody>[0] = {}) {
  const res = await inject(admin, 'POST', '/api/blood-banks', bankBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { insertedId: string }).insertedId;
}

const setStock = (who: SignedInUser, id: string, stock: { blood: string; units: number }[]) =>
  inject(who, 'PUT', `/api/blood-banks/${id}/stock`, { stock });

const search = async (query: string) => {
  const res = await inject(undefined, 'GET', `/api/blood-banks?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BloodBank[];
};

describe('the blood bank directory', () => {
  it('admins add banks and name managers; a manager updates the stock, and each figure says when', async () => {
    const id = await createBank({ name: 'Sylhet MAG Osmani blood bank', division: 'Sylhet', district: 'Sylhet', address: 'Medical Road' });
    expect((await inject(stranger, 'POST', '/api/blood-banks', bankBody())).statusCode).toBe(403);

    expect((await setStock(manager, id, [{ blood: 'O-', units: 4 }])).statusCode).toBe(403);
    const named = await inject(admin, 'POST', `/api/blood-banks/${id}/managers`, { email: manager.user.email });
    expect(named.statusCode, named.body).toBe(204);
    const again = await inject(admin, 'POST', `/api/blood-banks/${id}/managers`, { email: manager.user.email });
    expect([again.statusCode, again.json().message]).toEqual([409, BLOOD_BANK_TEXTS.alreadyManager]);
    const nobody = await inject(admin, 'POST', `/api/blood-banks/${id}/managers`, { email: 'nobody@example.test' });
    expect([nobody.statusCode, nobody.json().message]).toEqual([404, BLOOD_BANK_TEXTS.managerNotFound]);

    const res = await setStock(manager, id, [
      { blood: 'O-', units: 4 },
      { blood: 'A+', units: 0 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const bank = res.json() as BloodBank;
    expect(bank.stock.map((figure) => [figure.blood, figure.units, figure.stale])).toEqual([
      ['A+', 0, false],
      ['O-', 4, false],
    ]);
    expect(Date.now() - Date.parse(bank.stock[0]?.updatedAt ?? '')).toBeLessThan(60_000);
    expect((await setStock(stranger, id, [{ blood: 'O-', units: 1 }])).statusCode).toBe(403);

    const mine = (await inject(manager, 'GET', '/api/blood-banks/managed')).json() as ManagedBloodBank[];
    expect(mine.map((row) => [row.name, row.managers.map((m) => m.email)])).toEqual([
      ['Sylhet MAG Osmani blood bank', [manager.user.email]],
    ]);
    expect((await inject(stranger, 'GET', '/api/blood-banks/managed')).json()).toEqual([]);

    // A day later without an update, the figures are marked stale.
    await t.db.update(bloodBankStock).set({ updatedAt: sql`now() - interval '25 hours'` }).where(eq(bloodBankStock.bankId, id));
    const [later] = await search('division=Sylhet');
    expect(later?.stock.map((figure) => figure.stale)).toEqual([true, true]);

    expect((await inject(admin, 'DELETE', `/api/blood-banks/${id}/managers/${manager.user.id}`)).statusCode).toBe(204);
    expect((await setStock(manager, id, [{ blood: 'O-', units: 1 }])).statusCode).toBe(403);
  });

  it('answers bad input with what to fix', async () => {
    const id = await createBank();
    const cases: [string, string, object, string][] = [
      ['POST', '/api/blood-banks', bankBody({ district: 'Sylhet' }), 'That district is not in the chosen division.'],
      ['POST', '/api/blood-banks', bankBody({ phone: 'call us' }), BLOOD_BANK_TEXTS.phoneInvalid],
      ['PUT', `/api/blood-banks/${id}/stock`, { stock: [] }, BLOOD_BANK_TEXTS.stockEmpty],
      ['PUT', `/api/blood-banks/${id}/stock`, { stock: [{ blood: 'O-', units: -1 }] }, BLOOD_BANK_TEXTS.unitsInvalid],
      [
        'PUT',
        `/api/blood-banks/${id}/stock`,
        {
          stock: [
            { blood: 'O-', units: 1 },
            { blood: 'O-', units: 2 },
          ],
        },
        BLOOD_BANK_TEXTS.stockRepeated,
      ],
      ['PATCH', `/api/blood-banks/${id}`, { division: 'Dhaka', district: 'Sylhet' }, 'That district is not in the chosen division.'],
      ['PATCH', `/api/blood-banks/${id}`, { district: 'Sylhet' }, PLACE_CHANGED_TOGETHER],
      ['PATCH', `/api/blood-banks/${id}`, {}, NOTHING_TO_CHANGE],
    ];
    for (const [method, url, payload, message] of cases) {
      const res = await inject(admin, method as 'POST', url, payload);
      expect([res.statusCode, res.json().message], url).toEqual([400, message]);
    }
    expect((await inject(undefined, 'GET', '/api/blood-banks?blood=X')).statusCode).toBe(400);
  });

  it('answers who holds a group near a district: nearest district first, fresh figures first, compatible groups when asked', async () => {
    const khulna = 'division=Khulna';
    const near = await createBank({ name: 'Jashore General', division: 'Khulna', district: 'Jashore' });
    const here = await createBank({ name: 'Khulna Medical stale', division: 'Khulna', district: 'Khulna' });
    const fresh = await createBank({ name: 'Khulna Medical fresh', division: 'Khulna', district: 'Khulna' });
    const far = await createBank({ name: 'Kushtia Sadar', division: 'Khulna', district: 'Kushtia' });
    const none = await createBank({ name: 'Bagerhat Sadar', division: 'Khulna', district: 'Bagerhat' });
    for (const id of [near, here, fresh, far]) expect((await setStock(admin, id, [{ blood: 'O-', units: 2 }])).statusCode).toBe(200);
    await setStock(admin, none, [
      { blood: 'O-', units: 0 },
      { blood: 'A-', units: 5 },
    ]);
    await t.db.update(bloodBankStock).set({ updatedAt: sql`now() - interval '30 hours'` }).where(eq(bloodBankStock.bankId, here));

    const names = (banks: BloodBank[]) => banks.map((bank) => bank.name);
    // Banks of other tests, farther away, may follow.
    expect(names(await search(`blood=O-&${khulna}&district=Khulna`)).slice(0, 4)).toEqual([
      'Khulna Medical fresh',
      'Khulna Medical stale',
      'Jashore General',
      'Kushtia Sadar',
    ]);
    // A patient of A- can receive O- and A-: Bagerhat holds A-.
    expect(names(await search(`blood=A-&match=compatible&${khulna}&district=Bagerhat`))[0]).toBe('Bagerhat Sadar');
    expect(names(await search(`blood=A-&${khulna}`))).toEqual(['Bagerhat Sadar']);
  });
});

describe('a bank’s name, address and hours in Bangla', () => {
  const bangla = { nameBn: 'রাজশাহী মেডিকেল কলেজ ব্লাড ব্যাংক', addressBn: 'লক্ষ্মীপুর, রাজশাহী', openingHoursBn: 'প্রতিদিন, সকাল ৮টা থেকে রাত ৮টা' };
  const inDirectory = async (id: string) => (await search('limit=100')).find((bank) => bank._id === id);

  it('are kept beside the English ones, changed and cleared; a bank without them answers null', async () => {
    const id = await createBank(bangla);
    expect(await inDirectory(id)).toMatchObject({ ...bangla, name: bankBody().name, openingHours: bankBody().openingHours });
    const changed = await inject(admin, 'PATCH', `/api/blood-banks/${id}`, { openingHoursBn: 'শনি থেকে বৃহস্পতিবার', addressBn: '' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json() as BloodBank).toMatchObject({ nameBn: bangla.nameBn, addressBn: null, openingHoursBn: 'শনি থেকে বৃহস্পতিবার' });
    const plain = await createBank();
    expect(await inDirectory(plain)).toMatchObject({ nameBn: null, addressBn: null, openingHoursBn: null });
  });

  it('have the lengths of the English ones', async () => {
    const cases: [object, string][] = [
      [{ nameBn: 'ক'.repeat(LIMITS.bankNameMaxLength + 1) }, `Name in Bangla must be at most ${LIMITS.bankNameMaxLength} characters.`],
      [{ addressBn: 'ক'.repeat(LIMITS.addressMaxLength + 1) }, `Address in Bangla must be at most ${LIMITS.addressMaxLength} characters.`],
      [
        { openingHoursBn: 'ক'.repeat(LIMITS.openingHoursMaxLength + 1) },
        `Opening hours in Bangla must be at most ${LIMITS.openingHoursMaxLength} characters.`,
      ],
    ];
    for (const [overrides, message] of cases) {
      const res = await inject(admin, 'POST', '/api/blood-banks', bankBody(overrides));
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    const longest = await inject(admin, 'POST', '/api/blood-banks', bankBody({ nameBn: 'ক'.repeat(LIMITS.bankNameMaxLength) }));
    expect(longest.statusCode).toBe(201);
  });
});
