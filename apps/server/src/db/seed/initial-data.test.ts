import { isDistrictInDivision } from '@grant/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bloodBanks, donationRequests, drives, requestPledges, users } from '../schema/index';
import { DEMO_PEOPLE } from './demo-data';
import { prepareInitialData } from './initial-data';

const admin = { email: 'boss@example.org', password: 'Boss2026' };

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const prepare = (app: TestApp, config: { demoData: boolean; admin?: typeof admin }) =>
  prepareInitialData({ db: app.db, services: app.services, log: app.app.log }, config);

describe('the data made at start', () => {
  it('makes the demo data beside ADMIN_EMAIL’s admin, and prints the demo logins', async () => {
    t = await createTestApp();
    const { demoLogins } = await prepare(t, { demoData: true, admin });

    const users = t.services.repositories.users;
    expect(await users.findByEmail(admin.email)).toMatchObject({ role: 'admin' });
    for (const person of DEMO_PEOPLE) expect(await users.findByEmail(person.email), person.email).toBeDefined();
    expect(demoLogins).toEqual([
      expect.stringContaining('admin@grant.demo'),
      expect.stringContaining('volunteer@grant.demo'),
      expect.stringContaining('donor@grant.demo'),
    ]);
  });

  it('gives the demo requests their pledges: filled ones all their bags, two pending ones some donors found', async () => {
    t = await createTestApp();
    await prepare(t, { demoData: true });
    const requests = await t.db.select().from(donationRequests);
    const pledges = await t.db.select().from(requestPledges);
    for (const r of requests) {
      const theirs = pledges.filter((p) => p.requestId === r.id);
      expect(theirs.map((p) => p.donorId)).not.toContain(r.requesterId);
      expect(r.pledgedCount).toBe(theirs.length);
      expect(r.donorId).toBe(theirs.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())[0]?.donorId ?? null);
      if (r.status !== 'pending') expect(r.pledgedCount).toBe(r.bags);
    }
    const partlyFound = requests.filter((r) => r.status === 'pending' && r.pledgedCount > 0);
    expect(partlyFound).toHaveLength(2);
    for (const r of partlyFound) expect(r.pledgedCount).toBeLessThan(r.bags);
  });

  it('places every demo person, request, drive and blood bank in a district of its division', async () => {
    const app = await createTestApp();
    t = app;
    await prepare(app, { demoData: true });
    const places = (await Promise.all([users, donationRequests, drives, bloodBanks].map((table) => app.db.select().from(table)))).flat();
    expect(places.length).toBeGreaterThan(30);
    // A division spelled otherwise ('Chattogram' for the list's 'Chattagram') drops out of its filter.
    const misplaced = places.filter((row) => row.district && !isDistrictInDivision(row.district, row.division ?? ''));
    expect(misplaced.map((row) => `${row.district}, ${row.division}`)).toEqual([]);
  });

  it('prints no demo logins when the database had other accounts, so there is no demo data', async () => {
    t = await createTestApp();
    await t.services.repositories.users.insert({ name: 'Someone', email: 'someone@example.org' });
    const { demoLogins } = await prepare(t, { demoData: true, admin });

    expect(await t.services.repositories.users.findByEmail(DEMO_PEOPLE[0]?.email ?? '')).toBeUndefined();
    expect(demoLogins).toEqual([]);
  });
});
