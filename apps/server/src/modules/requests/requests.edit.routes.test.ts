import { randomUUID } from 'node:crypto';
import { DISTRICT_NOT_IN_DIVISION } from '@grant/shared';
import { describe, expect, it } from 'vitest';
import { createRequest, dateInDays, inProgressRequest } from '../../../test/request-factories';
import { ANYONE, EVERY_KIND, testAppWith } from '../../../test/test-app-with';

const { t, requester, stranger, blocked, volunteer, admin, blockedAdmin } = await testAppWith({
  ...EVERY_KIND,
  requester: { name: 'Rafiq Islam' },
  stranger: ANYONE,
});

const update = (id: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PATCH', url: `/api/update/${id}`, headers, payload });
const remove = (id: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'DELETE', url: `/api/delete/${id}`, headers });
const stored = (id: string) => t.services.repositories.requests.findById(id);

describe('PATCH /api/update/{id}', () => {
  it('lets the requester change the fields sent: modifiedCount 1, updatedAt moves on, the rest stays', async () => {
    const row = await createRequest(t, requester.user);
    const donationDate = dateInDays(10);
    const res = await update(
      row.id,
      { hospitalName: 'Square Hospital', division: 'Khulna', district: 'Jashore', blood: 'O-', donationDate },
      requester.headers,
    );

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });
    const after = await stored(row.id);
    expect(after).toMatchObject({
      hospitalName: 'Square Hospital',
      division: 'Khulna',
      district: 'Jashore',
      blood: 'O-',
      donationDate,
      recipientName: row.recipientName,
      message: row.message,
      status: 'pending',
    });
    expect(after?.updatedAt.getTime()).toBeGreaterThan(row.updatedAt.getTime());
    expect(after?.createdAt).toEqual(row.createdAt);
  });

  it('ignores status, name, email and requester in the body', async () => {
    const row = await createRequest(t, requester.user);
    const res = await update(
      row.id,
      { message: 'Two bags needed.', status: 'done', name: 'Mallory', email: stranger.user.email, requesterId: stranger.user.id },
      requester.headers,
    );

    expect(res.json()).toEqual({ modifiedCount: 1 });
    expect(await stored(row.id)).toMatchObject({
      message: 'Two bags needed.',
      status: 'pending',
      requesterId: requester.user.id,
      requesterName: 'Rafiq Islam',
      requesterEmail: requester.user.email,
    });
  });

  it('lets active volunteers and admins edit anyone’s request; refuses a stranger and blocked callers (403)', async () => {
    const row = await createRequest(t, requester.user);
    expect((await update(row.id, { donationTime: '9:00 AM' }, volunteer.headers)).json()).toEqual({ modifiedCount: 1 });
    expect((await update(row.id, { donationTime: '9:30 AM' }, admin.headers)).json()).toEqual({ modifiedCount: 1 });
    for (const caller of [stranger, blocked, blockedAdmin]) {
      expect((await update(row.id, { donationTime: '11:00 PM' }, caller.headers)).statusCode).toBe(403);
    }
    expect((await update(row.id, { donationTime: '11:00 PM' })).statusCode).toBe(401);
    expect((await stored(row.id))?.donationTime).toBe('9:30 AM');
  });

  it('edits a request in progress, keeping its status and donor', async () => {
    const row = await inProgressRequest(t, requester.user, volunteer.user);
    expect((await update(row.id, { donationTime: '3:00 PM' }, requester.headers)).json()).toEqual({ modifiedCount: 1 });
    expect(await stored(row.id)).toMatchObject({ donationTime: '3:00 PM', status: 'inprogress', donorId: volunteer.user.id });
  });

  it.each(['done', 'canceled'] as const)('refuses to edit a request that is %s (409), for staff too', async (status) => {
    const row = await createRequest(t, requester.user, { status });
    for (const caller of [requester, admin]) {
      const res = await update(row.id, { message: 'Changed afterwards.' }, caller.headers);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: 'A request that is done or canceled can no longer be edited.',
      });
    }
    expect((await stored(row.id))?.message).toBe(row.message);
  });

  it('keeps an old past date when other fields change, but refuses moving the date into the past', async () => {
    const row = await createRequest(t, requester.user, { donationDate: dateInDays(-10) });
    const same = await update(row.id, { donationDate: row.donationDate, donationTime: '8:00 AM' }, requester.headers);
    expect(same.json()).toEqual({ modifiedCount: 1 });

    const past = await update(row.id, { donationDate: dateInDays(-2) }, requester.headers);
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('The donation date cannot be in the past.');
    expect((await stored(row.id))?.donationDate).toBe(row.donationDate);
  });

  it('answers modifiedCount 0 for a body with nothing to change', async () => {
    const row = await createRequest(t, requester.user);
    expect((await update(row.id, {}, requester.headers)).json()).toEqual({ modifiedCount: 0 });
    expect((await stored(row.id))?.updatedAt).toEqual(row.updatedAt);
  });

  it.each([
    ['a division without its district', { division: 'Khulna' }, 'Division and district are changed together.'],
    ['a district outside the division', { division: 'Khulna', district: 'Gazipur' }, DISTRICT_NOT_IN_DIVISION],
    ['a blank recipient name', { recipientName: '  ' }, 'Recipient name is required.'],
    ['an unknown blood group', { blood: 'Z' }, 'Choose a blood group.'],
    ['a malformed date', { donationDate: '12/01/2027' }, 'Enter the donation date as a date (YYYY-MM-DD).'],
  ])('refuses %s with 400', async (_case, payload, message) => {
    const row = await createRequest(t, requester.user);
    const res = await update(row.id, payload, requester.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await update(randomUUID(), { message: 'x' }, requester.headers)).statusCode).toBe(404);
    expect((await update('abc', { message: 'x' }, requester.headers)).statusCode).toBe(400);
  });
});

describe('DELETE /api/delete/{id}', () => {
  it('lets the requester delete their request, in any status: deletedCount 1, then 404', async () => {
    for (const status of ['pending', 'inprogress', 'done', 'canceled'] as const) {
      const row = await createRequest(t, requester.user, { status });
      const res = await remove(row.id, requester.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ deletedCount: 1 });
      expect(await stored(row.id)).toBeUndefined();
      expect((await remove(row.id, requester.headers)).statusCode).toBe(404);
    }
  });

  it('lets an active admin delete anyone’s request', async () => {
    const row = await createRequest(t, requester.user);
    expect((await remove(row.id, admin.headers)).json()).toEqual({ deletedCount: 1 });
    expect(await stored(row.id)).toBeUndefined();
  });

  it('refuses a volunteer, a stranger, a blocked requester and a blocked admin (403), and anonymous (401)', async () => {
    const row = await createRequest(t, requester.user);
    const ownBlocked = await createRequest(t, blocked.user);
    for (const caller of [volunteer, stranger, blockedAdmin]) {
      expect((await remove(row.id, caller.headers)).statusCode, caller.user.email).toBe(403);
    }
    const res = await remove(ownBlocked.id, blocked.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You are a Block user You can not Request ');
    expect((await remove(row.id)).statusCode).toBe(401);
    expect(await stored(row.id)).toBeDefined();
    expect(await stored(ownBlocked.id)).toBeDefined();
  });

  it('lets a volunteer delete their own request', async () => {
    const row = await createRequest(t, volunteer.user);
    expect((await remove(row.id, volunteer.headers)).json()).toEqual({ deletedCount: 1 });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await remove(randomUUID(), admin.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No donation request was found with that id.');
    expect((await remove('1', admin.headers)).statusCode).toBe(400);
  });
});
