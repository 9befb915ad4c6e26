import { TRIAGE_TEXTS, type TriageItem } from '@grant/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signedInUser } from '../../../test/factories';
import { createRequest, dateInDays, inProgressRequest, manySignedInUsers } from '../../../test/request-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, donationRequests, requestDeclines } from '../../db/schema/index';

let t: TestApp;
let requester: SignedInUser;
let donor: SignedInUser;
let volunteer: SignedInUser;
let volunteer2: SignedInUser;
let admin: SignedInUser;
let blockedVolunteer: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  requester = await signedInUser(t);
  donor = await signedInUser(t);
  volunteer = await signedInUser(t, { role: 'volunteer', name: 'Vera Volunteer' });
  volunteer2 = await signedInUser(t, { role: 'volunteer', name: 'Vikram Volunteer' });
  admin = await signedInUser(t, { role: 'admin', name: 'Ada Admin' });
  blockedVolunteer = await signedInUser(t, { role: 'volunteer' });
  await t.services.repositories.users.update(blockedVolunteer.user.id, { status: 'block' });
});
afterAll(() => t.close());

const board = async (who: SignedInUser, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/triage${query}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return { items: res.json() as TriageItem[], total: Number(res.headers['x-total-count']) };
};
const claim = (who: SignedInUser, id: string) => t.app.inject({ method: 'POST', url: `/api/triage/${id}/claim`, headers: who.headers });
const release = (who: SignedInUser, id: string) => t.app.inject({ method: 'DELETE', url: `/api/triage/${id}/claim`, headers: who.headers });
const reassign = (who: SignedInUser, id: string, userId: string) =>
  t.app.inject({ method: 'PUT', url: `/api/triage/${id}/claim`, headers: who.headers, payload: { userId } });

describe('the triage board', () => {
  it('is for active volunteers and admins only', async () => {
    for (const who of [volunteer, admin]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/triage', headers: who.headers })).statusCode).toBe(200);
    }
    for (const who of [requester, blockedVolunteer]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/triage', headers: who.headers })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/triage' })).statusCode).toBe(401);
  });

  it('lists open requests only, critical first, then the soonest deadline, then date and time of day (untimed last), then the oldest', async () => {
    const district = 'Bandarban';
    const place = { division: 'Chattogram', district };
    const made = {
      laterNormal: await createRequest(t, requester.user, { ...place, donationDate: dateInDays(5), donationTime: '08:00' }),
      // Given for a later day, but needed within hours (issue 48): ahead of the sooner days.
      deadline: await createRequest(t, requester.user, {
        ...place,
        donationDate: dateInDays(4),
        donationTime: '08:00',
        neededBy: new Date(Date.now() + 3 * 3_600_000),
      }),
      soonAfternoon: await createRequest(t, requester.user, { ...place, donationDate: dateInDays(2), donationTime: '3:30 PM' }),
      soonMorning: await createRequest(t, requester.user, { ...place, donationDate: dateInDays(2), donationTime: '9:15' }),
      soonUntimed: await createRequest(t, requester.user, { ...place, donationDate: dateInDays(2), donationTime: 'after lunch' }),
      critical: await createRequest(t, requester.user, { ...place, urgency: 'critical', donationDate: dateInDays(6) }),
      urgent: await createRequest(t, requester.user, { ...place, urgency: 'urgent', donationDate: dateInDays(6) }),
      halfFound: await inProgressRequest(t, requester.user, donor.user, { ...place, bags: 2, donationDate: dateInDays(7) }),
      allFound: await inProgressRequest(t, requester.user, donor.user, { ...place, bags: 1 }),
      done: await createRequest(t, requester.user, { ...place, status: 'done' }),
      canceled: await createRequest(t, requester.user, { ...place, status: 'canceled' }),
    };
    const { items, total } = await board(volunteer, `?district=${district}&limit=50`);
    const order = ['critical', 'urgent', 'deadline', 'soonMorning', 'soonAfternoon', 'soonUntimed', 'laterNormal', 'halfFound'] as const;
    expect(items.map((i) => i._id)).toEqual(order.map((key) => made[key].id));
    expect(total).toBe(order.length);
  });

  it('filters by division, district, blood group and urgency, and shows the counts a volunteer works from', async () => {
    const row = await createRequest(t, requester.user, {
      division: 'Sylhet',
      district: 'Habiganj',
      blood: 'AB-',
      urgency: 'urgent',
      bags: 3,
      notifiedCount: 12,
      recipientName: 'Rahima Khatun',
      hospitalName: 'Habiganj Sadar Hospital',
    });
    await createRequest(t, requester.user, { division: 'Sylhet', district: 'Habiganj', blood: 'AB-', urgency: 'normal' });
    await t.db.insert(requestDeclines).values([{ requestId: row.id, userId: donor.user.id }]);
    const { items } = await board(volunteer, '?division=Sylhet&district=Habiganj&blood=AB-&urgency=urgent');
    expect(items).toEqual([
      expect.objectContaining({
        _id: row.id,
        recipientName: 'Rahima Khatun',
        hospitalName: 'Habiganj Sadar Hospital',
        blood: 'AB-',
        urgency: 'urgent',
        bags: 3,
        pledgedCount: 0,
        notifiedCount: 12,
        declinedCount: 1,
        handledBy: null,
      }),
    ]);
  });

  it('refuses a filter that is not one, with a message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/triage?urgency=soon', headers: volunteer.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/urgency/);
  });
});

describe('claiming a request', () => {
  it('a volunteer takes a request, others see who and since when, and the same volunteer again keeps it', async () => {
    const row = await createRequest(t, requester.user, { district: 'Narsingdi' });
    const res = await claim(volunteer, row.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ _id: volunteer.user.id, name: 'Vera Volunteer', since: expect.any(String) });
    expect((await claim(volunteer, row.id)).json()).toEqual(res.json());
    const { items } = await board(volunteer2, '?district=Narsingdi');
    expect(items[0]?.handledBy).toEqual(res.json());

    const taken = await claim(volunteer2, row.id);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(TRIAGE_TEXTS.handledByOther);
  });

  it('two volunteers claiming at once: exactly one wins', async () => {
    const many = await manySignedInUsers(t, 20, { role: 'volunteer' });
    for (let round = 0; round < 3; round++) {
      const row = await createRequest(t, requester.user);
      const answers = await Promise.all(many.map((v) => claim(v, row.id)));
      const winners = answers.filter((res) => res.statusCode === 200);
      expect(winners).toHaveLength(1);
      expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(19);
      const winner = many.find((v) => v.user.id === winners[0]?.json()._id);
      expect((await t.services.triage.list({ page: 1, limit: 50 })).rows.find((r) => r.id === row.id)?.handlerId).toBe(winner?.user.id);
    }
  });

  it('refuses a request that is not open (409), one that does not exist (404), and a donor or blocked volunteer (403)', async () => {
    const done = await createRequest(t, requester.user, { status: 'done' });
    const closed = await claim(volunteer, done.id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(TRIAGE_TEXTS.notOpen);
    expect((await claim(volunteer, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const open = await createRequest(t, requester.user);
    expect((await claim(donor, open.id)).statusCode).toBe(403);
    expect((await claim(blockedVolunteer, open.id)).statusCode).toBe(403);
  });

  it('is released by its holder or an admin, not by another volunteer', async () => {
    const row = await createRequest(t, requester.user);
    await claim(volunteer, row.id);
    const refused = await release(volunteer2, row.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(TRIAGE_TEXTS.notYours);
    expect((await release(volunteer, row.id)).statusCode).toBe(204);
    const none = await release(volunteer, row.id);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(TRIAGE_TEXTS.notHandled);

    await claim(volunteer2, row.id);
    expect((await release(admin, row.id)).statusCode).toBe(204);
    expect((await claim(volunteer, row.id)).statusCode).toBe(200);
  });

  it('an admin gives a request to another active volunteer, audited; only to active staff, and only an admin may', async () => {
    const row = await createRequest(t, requester.user, { recipientName: 'Kulsum Bibi', hospitalName: 'Square Hospital' });
    await claim(volunteer, row.id);
    expect((await reassign(volunteer, row.id, volunteer2.user.id)).statusCode).toBe(403);
    for (const notStaff of [donor, blockedVolunteer]) {
      const res = await reassign(admin, row.id, notStaff.user.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(TRIAGE_TEXTS.notStaff);
    }
    // The admin chooses from the active volunteers and admins.
    const choices = await t.app.inject({ method: 'GET', url: '/api/triage/handlers', headers: admin.headers });
    const ids = (choices.json() as { _id: string }[]).map((person) => person._id);
    expect(ids).toEqual(expect.arrayContaining([volunteer.user.id, volunteer2.user.id, admin.user.id]));
    expect(ids).not.toContain(donor.user.id);
    expect(ids).not.toContain(blockedVolunteer.user.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/triage/handlers', headers: volunteer.headers })).statusCode).toBe(403);
    const given = await reassign(admin, row.id, volunteer2.user.id);
    expect(given.statusCode).toBe(200);
    expect(given.json()).toMatchObject({ _id: volunteer2.user.id, name: 'Vikram Volunteer' });
    const entries = await t.db.select().from(auditLog);
    expect(entries).toContainEqual(
      expect.objectContaining({
        action: 'request.reassign',
        actorId: admin.user.id,
        targetId: row.id,
        targetLabel: 'Kulsum Bibi, Square Hospital',
        detail: `Handled by: Vikram Volunteer (${volunteer2.user.email})`,
      }),
    );
  });

  it('leaves the board with its request: a request that is done is no longer listed, claim and all', async () => {
    const row = await createRequest(t, requester.user, { district: 'Lalmonirhat', division: 'Rangpur' });
    await claim(volunteer, row.id);
    await t.db.update(donationRequests).set({ status: 'done' }).where(eq(donationRequests.id, row.id));
    expect((await board(volunteer, '?district=Lalmonirhat')).items).toEqual([]);
  });
});
