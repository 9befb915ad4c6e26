import { CALL_SHEET_TEXTS, type CallSheetDonor, REQUEST_TEXTS } from '@grant/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDonor, type DonorOptions } from '../../../test/donor-factories';
import { type SignedInUser, signedInUser } from '../../../test/factories';
import { createRequest } from '../../../test/request-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, donationRequests, donorCalls, requestPledges, type UserRow } from '../../db/schema/index';

let t: TestApp;
let requester: SignedInUser;
let volunteer: SignedInUser;
let volunteer2: SignedInUser;
let admin: SignedInUser;
let blockedVolunteer: SignedInUser;
/** Donors of Sylhet for a B- patient in Sunamganj, named so the sheet's order (exact group, district, name) is theirs. */
let donors: Record<'agreed' | 'noConsent' | 'noPhone' | 'otherDistrict' | 'wrongGroup', UserRow>;

const SUNAMGANJ = { division: 'Sylhet', district: 'Sunamganj' };

const donor = (name: string, fields: DonorOptions, place = SUNAMGANJ, blood = 'B-') => createDonor(t, { name, ...place, blood, ...fields });

beforeAll(async () => {
  t = await createTestApp();
  requester = await signedInUser(t, { ...SUNAMGANJ, blood: 'A+' });
  volunteer = await signedInUser(t, { role: 'volunteer', name: 'Vera Volunteer' });
  volunteer2 = await signedInUser(t, { role: 'volunteer', name: 'Vikram Volunteer' });
  admin = await signedInUser(t, { role: 'admin', name: 'Ada Admin' });
  blockedVolunteer = await signedInUser(t, { role: 'volunteer' });
  await t.services.repositories.users.update(blockedVolunteer.user.id, { status: 'block' });
  donors = {
    agreed: await donor('Alam Agreed', { phone: '01711-000001', volunteerCalls: true }),
    noConsent: await donor('Babu NoConsent', { phone: '01711-000002' }),
    noPhone: await donor('Chaya NoPhone', { volunteerCalls: true }),
    otherDistrict: await donor(
      'Dina OtherDistrict',
      { phone: '01711-000004', volunteerCalls: true },
      { division: 'Sylhet', district: 'Habiganj' },
      'O-',
    ),
    wrongGroup: await donor('Emon WrongGroup', { phone: '01711-000005', volunteerCalls: true }, SUNAMGANJ, 'A+'),
  };
});
afterAll(() => t.close());

const newRequest = (bags = 2) => createRequest(t, requester.user, { ...SUNAMGANJ, blood: 'B-', bags, recipientName: 'Rupa Begum' });
const sheetOf = (who: SignedInUser | undefined, requestId: string) =>
  t.app.inject({ method: 'GET', url: `/api/triage/${requestId}/calls`, headers: who?.headers });
const reveal = (who: SignedInUser, requestId: string, donorId: string) =>
  t.app.inject({ method: 'POST', url: `/api/triage/${requestId}/calls/${donorId}/number`, headers: who.headers });
const record = (who: SignedInUser, requestId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/triage/${requestId}/calls`, headers: who.headers, payload });
const claim = async (who: SignedInUser, requestId: string) =>
  expect((await t.app.inject({ method: 'POST', url: `/api/triage/${requestId}/claim`, headers: who.headers })).statusCode).toBe(200);
const sheetRows = async (who: SignedInUser, requestId: string) => {
  const res = await sheetOf(who, requestId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CallSheetDonor[];
};

describe('the call sheet', () => {
  it('lists the matching donors nearest first, without numbers, to active staff only', async () => {
    const request = await newRequest();
    const rows = await sheetRows(volunteer2, request.id);
    expect(rows.map((row) => [row.name, row.callable, row.exactMatch])).toEqual([
      ['Alam Agreed', true, true],
      ['Babu NoConsent', false, true],
      ['Chaya NoPhone', false, true],
      ['Dina OtherDistrict', true, false],
    ]);
    expect(JSON.stringify(rows)).not.toContain('01711');
    expect((await sheetOf(requester, request.id)).statusCode).toBe(403);
    expect((await sheetOf(blockedVolunteer, request.id)).statusCode).toBe(403);
    expect((await sheetOf(undefined, request.id)).statusCode).toBe(401);
    expect((await sheetOf(volunteer, '00000000-0000-4000-8000-000000000000')).json().message).toBe(REQUEST_TEXTS.notFound);
  });

  it('shows a number only to the volunteer handling the request or an admin, only of a donor who agreed, and audits each look', async () => {
    const request = await newRequest();
    const before = await reveal(volunteer, request.id, donors.agreed.id);
    expect([before.statusCode, before.json().message]).toEqual([403, CALL_SHEET_TEXTS.handleFirst]);

    await claim(volunteer, request.id);
    const shown = await reveal(volunteer, request.id, donors.agreed.id);
    expect([shown.statusCode, shown.json()]).toEqual([200, { phone: '01711-000001' }]);
    expect((await reveal(admin, request.id, donors.otherDistrict.id)).json()).toEqual({ phone: '01711-000004' });
    expect((await reveal(volunteer2, request.id, donors.agreed.id)).statusCode).toBe(403);

    for (const [who, status, message] of [
      [donors.noConsent, 403, CALL_SHEET_TEXTS.noConsent],
      [donors.noPhone, 403, CALL_SHEET_TEXTS.noConsent],
      [donors.wrongGroup, 404, CALL_SHEET_TEXTS.notAMatch],
      [requester.user, 404, CALL_SHEET_TEXTS.notAMatch],
    ] as const) {
      const res = await reveal(volunteer, request.id, who.id);
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }

    const looks = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'donor.revealPhone'), sql`${auditLog.detail} like ${`%${request.recipientName}%`}`));
    expect(looks.map((look) => [look.actorId, look.targetId]).sort()).toEqual(
      [
        [volunteer.user.id, donors.agreed.id],
        [admin.user.id, donors.otherDistrict.id],
      ].sort(),
    );
  });

  it('records calls; a donor called by anyone in the last 6 hours is marked on every sheet', async () => {
    const first = await newRequest();
    const second = await newRequest();
    await claim(volunteer, first.id);
    await claim(volunteer2, second.id);

    const res = await record(volunteer, first.id, { donorId: donors.agreed.id, outcome: 'no-answer', note: '  Rang twice  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      call: { outcome: 'no-answer', note: 'Rang twice', callerName: 'Vera Volunteer', at: expect.any(String) },
      pledged: false,
    });

    const here = (await sheetRows(volunteer, first.id)).find((row) => row._id === donors.agreed.id);
    expect(here?.lastCallHere).toMatchObject({ outcome: 'no-answer', note: 'Rang twice', callerName: 'Vera Volunteer' });
    expect(here?.recentCall).toEqual(here?.lastCallHere);
    const elsewhere = (await sheetRows(volunteer2, second.id)).find((row) => row._id === donors.agreed.id);
    expect(elsewhere?.recentCall).toMatchObject({ outcome: 'no-answer', callerName: 'Vera Volunteer' });
    expect(elsewhere?.lastCallHere).toBeNull();

    // Seven hours later the mark is gone; the request's own record stays.
    await t.db.update(donorCalls).set({ createdAt: sql`now() - interval '7 hours'` }).where(eq(donorCalls.requestId, first.id));
    const later = (await sheetRows(volunteer, first.id)).find((row) => row._id === donors.agreed.id);
    expect(later?.recentCall).toBeNull();
    expect(later?.lastCallHere).toMatchObject({ outcome: 'no-answer' });

    expect((await record(volunteer2, first.id, { donorId: donors.agreed.id, outcome: 'declined' })).json().message).toBe(
      CALL_SHEET_TEXTS.handleFirst,
    );
    expect((await record(volunteer, first.id, { donorId: donors.noConsent.id, outcome: 'declined' })).statusCode).toBe(403);
  });

  it('refuses a call record it cannot keep, with a message to act on', async () => {
    const request = await newRequest();
    await claim(volunteer, request.id);
    for (const [payload, message] of [
      [{ donorId: donors.agreed.id }, CALL_SHEET_TEXTS.chooseOutcome],
      [{ donorId: donors.agreed.id, outcome: 'maybe' }, CALL_SHEET_TEXTS.chooseOutcome],
      [{ outcome: 'declined' }, CALL_SHEET_TEXTS.chooseDonor],
      [{ donorId: donors.agreed.id, outcome: 'declined', note: 'x'.repeat(501) }, CALL_SHEET_TEXTS.noteTooLong],
      [{ donorId: donors.agreed.id, outcome: 'declined', recordPledge: true }, CALL_SHEET_TEXTS.pledgeNeedsAgreed],
    ] as const) {
      const res = await record(volunteer, request.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body).toContain(message);
    }
    expect(await t.db.select().from(donorCalls).where(eq(donorCalls.requestId, request.id))).toEqual([]);
  });

  it('"agreed" records the pledge too, as recorded by staff, with its call or not at all', async () => {
    const request = await newRequest(1);
    await claim(volunteer, request.id);
    const res = await record(volunteer, request.id, { donorId: donors.agreed.id, outcome: 'agreed', recordPledge: true });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().pledged).toBe(true);

    const [row] = await t.db.select().from(donationRequests).where(eq(donationRequests.id, request.id));
    expect([row?.status, row?.pledgedCount]).toEqual(['inprogress', 1]);
    const [pledge] = await t.db.select().from(requestPledges).where(eq(requestPledges.requestId, request.id));
    expect([pledge?.donorId, pledge?.recordedBy]).toEqual([donors.agreed.id, volunteer.user.id]);
    const responses = await t.app.inject({ method: 'GET', url: `/api/request/${request.id}/responses`, headers: requester.headers });
    expect(responses.json().pledges).toEqual([{ donorName: 'Alam Agreed', createdAt: expect.any(String), recordedByStaff: true }]);
    expect((await sheetRows(admin, request.id)).find((r) => r._id === donors.agreed.id)?.pledged).toBe(true);

    // The request has its donor now: a second pledge is refused, and its call is not kept either.
    const late = await record(admin, request.id, { donorId: donors.otherDistrict.id, outcome: 'agreed', recordPledge: true });
    expect([late.statusCode, late.json().message]).toEqual([409, REQUEST_TEXTS.notPending]);
    const calls = await t.db.select().from(donorCalls).where(eq(donorCalls.requestId, request.id));
    expect(calls.map((call) => call.donorId)).toEqual([donors.agreed.id]);
  });
});
