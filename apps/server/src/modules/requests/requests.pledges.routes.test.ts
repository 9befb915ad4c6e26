import { randomUUID } from 'node:crypto';
import { todayInDhaka } from '@grant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signedInUser } from '../../../test/factories';
import { createRequest, manySignedInUsers } from '../../../test/request-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { notifications } from '../../db/schema/index';

/** Several donors per request, declines and the responses (decision 0027). The one-bag rules: requests.status.routes.test.ts. */
let t: TestApp;
let requester: SignedInUser;
let volunteer: SignedInUser;
let blocked: SignedInUser;
let donors: SignedInUser[];
beforeAll(async () => {
  t = await createTestApp();
  requester = await signedInUser(t, { name: 'Rafiq Islam' });
  volunteer = await signedInUser(t, { role: 'volunteer' });
  blocked = await signedInUser(t, { status: 'block' });
  donors = await manySignedInUsers(t, 6);
});
afterAll(() => t.close());

const donor = (i: number) => {
  const found = donors[i];
  if (!found) throw new Error(`no donor ${i}`);
  return found;
};
const inject = (method: 'GET' | 'PATCH' | 'POST', url: string, caller?: SignedInUser, payload?: object) =>
  t.app.inject({ method, url, headers: caller?.headers ?? {}, ...(payload ? { payload } : {}) });
const confirm = (id: string, caller: SignedInUser) => inject('PATCH', `/api/request/${id}`, caller);
const decline = (id: string, caller?: SignedInUser) => inject('POST', `/api/request/${id}/decline`, caller);
const responses = (id: string, caller?: SignedInUser) => inject('GET', `/api/request/${id}/responses`, caller);
const details = async (id: string, caller: SignedInUser) => (await inject('GET', `/api/request/man/${id}`, caller)).json();
const stored = (id: string) => t.services.repositories.requests.findById(id);

const ALREADY_PLEDGED = 'You have already offered to donate to this request. Thank you!';
const NOT_PENDING = 'This request is no longer pending.';

describe('PATCH /api/request/{id} on a request of several bags', () => {
  it('adds one pledge per donor: pending ("1 of 3", "2 of 3") until the third, then inprogress; a fourth gets 409', async () => {
    const row = await createRequest(t, requester.user, { bags: 3 });
    for (const [i, status] of [
      [0, 'pending'],
      [1, 'pending'],
      [2, 'inprogress'],
    ] as const) {
      const res = await confirm(row.id, donor(i));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ modifiedCount: 1 });
      expect(await details(row.id, donor(i))).toMatchObject({ status, bags: 3, pledgedCount: i + 1, yourResponse: 'pledged' });
    }
    const late = await confirm(row.id, donor(3));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(NOT_PENDING);
    // The first donor stays the request's named donor (the spec's single donor).
    expect(await stored(row.id)).toMatchObject({ status: 'inprogress', pledgedCount: 3, donorId: donor(0).user.id, donorName: 'Donor 1' });
    // The public list shows the count beside the bags.
    const listed = await inject('GET', `/api/request/${requester.user.email}`, requester);
    expect(listed.json().find((r: { _id: string }) => r._id === row.id)).toMatchObject({ bags: 3, pledgedCount: 3 });
  });

  it('refuses a second pledge of the same donor with 409 and the shared message, and keeps the count', async () => {
    for (const bags of [3, 1]) {
      const row = await createRequest(t, requester.user, { bags });
      expect((await confirm(row.id, donor(0))).statusCode).toBe(200);
      const again = await confirm(row.id, donor(0));
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(ALREADY_PLEDGED);
      expect((await stored(row.id))?.pledgedCount).toBe(1);
      expect(await t.services.repositories.requests.pledgesOf(row.id)).toHaveLength(1);
    }
  });

  it('marks done: every pledged donor gets the donation date as their last donation; canceling records none', async () => {
    const today = todayInDhaka();
    const [done, canceled] = await Promise.all([
      createRequest(t, requester.user, { bags: 2 }),
      createRequest(t, requester.user, { bags: 2 }),
    ]);
    const [first, second] = await manySignedInUsers(t, 2);
    if (!first || !second) throw new Error('no donors');
    for (const row of [done, canceled]) for (const d of [first, second]) expect((await confirm(row.id, d)).statusCode).toBe(200);
    expect((await inject('PATCH', `/api/request/cancel/${canceled.id}`, requester)).statusCode).toBe(200);
    for (const d of [first, second]) expect((await inject('GET', '/api/donors/me', d)).json().lastDonationOn).toBeNull();

    expect((await inject('PATCH', `/api/request/done/${done.id}`, requester)).statusCode).toBe(200);
    for (const d of [first, second]) expect((await inject('GET', '/api/donors/me', d)).json().lastDonationOn).toBe(today);
    // Each donor's history lists the requests they pledged to, newest pledge first.
    const history = await inject('GET', '/api/donors/me/donations', second);
    expect(history.json().map((r: { _id: string; status: string }) => [r._id, r.status])).toEqual([
      [canceled.id, 'canceled'],
      [done.id, 'done'],
    ]);
    // Only the first donor is the request's named donor: the second does not get their e-mail.
    expect(history.json()[0].donorEmail).toBeNull();
  });
});

describe('PATCH /api/update/{id}: bags and the pledges made', () => {
  it('refuses fewer bags than pledges (409, clear message); fewer than bags fills it, more opens it again', async () => {
    const row = await createRequest(t, requester.user, { bags: 3 });
    for (const i of [0, 1]) await confirm(row.id, donor(i));
    const edit = (bags: number) => inject('PATCH', `/api/update/${row.id}`, requester, { bags });

    const refused = await edit(1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'More donors have already offered than that number of bags. Ask for at least as many bags as donors found.',
    );
    expect(await stored(row.id)).toMatchObject({ bags: 3, status: 'pending' });

    expect((await edit(2)).statusCode).toBe(200);
    expect(await stored(row.id)).toMatchObject({ bags: 2, pledgedCount: 2, status: 'inprogress' });
    expect((await edit(4)).statusCode).toBe(200);
    expect(await stored(row.id)).toMatchObject({ bags: 4, pledgedCount: 2, status: 'pending' });
    expect((await confirm(row.id, donor(2))).statusCode).toBe(200);
    expect(await stored(row.id)).toMatchObject({ pledgedCount: 3, status: 'pending' });
  });
});

describe('POST /api/request/{id}/decline', () => {
  it('records "Not this time" once (again answers the same), and the details say so', async () => {
    const row = await createRequest(t, requester.user, { bags: 2 });
    for (let i = 0; i < 2; i++) {
      const res = await decline(row.id, donor(0));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ declined: true });
    }
    expect((await details(row.id, donor(0))).yourResponse).toBe('declined');
    expect((await details(row.id, donor(1))).yourResponse).toBeNull();
    expect((await responses(row.id, requester)).json()).toMatchObject({ declined: 1, pledged: 0 });
  });

  it('a donor who declined may still pledge: they then count as pledged only', async () => {
    const row = await createRequest(t, requester.user, { bags: 2 });
    await decline(row.id, donor(0));
    expect((await confirm(row.id, donor(0))).statusCode).toBe(200);
    expect((await details(row.id, donor(0))).yourResponse).toBe('pledged');
    expect((await responses(row.id, requester)).json()).toMatchObject({ declined: 0, pledged: 1 });
  });

  it('refuses the requester (403), a donor who pledged (409), a blocked person (403), anonymous (401), an unknown id (404)', async () => {
    const row = await createRequest(t, requester.user, { bags: 2 });
    await confirm(row.id, donor(0));
    const own = await decline(row.id, requester);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('This is your own request, so there is nothing to decline.');
    const pledged = await decline(row.id, donor(0));
    expect(pledged.statusCode).toBe(409);
    expect(pledged.json().message).toBe('You have offered to donate to this request. To step back, tell the requester.');
    expect((await decline(row.id, blocked)).statusCode).toBe(403);
    expect((await decline(row.id)).statusCode).toBe(401);
    expect((await decline(randomUUID(), donor(1))).statusCode).toBe(404);
    expect((await responses(row.id, requester)).json()).toMatchObject({ declined: 0, pledged: 1 });
  });
});

describe('GET /api/request/{id}/responses', () => {
  it('tells the requester and staff: bags, notified, declined, pledged, and each pledge', async () => {
    const row = await createRequest(t, requester.user, { bags: 3, notifiedCount: 12 });
    await confirm(row.id, donor(0));
    await confirm(row.id, donor(1));
    await decline(row.id, donor(2));
    for (const caller of [requester, volunteer]) {
      const res = await responses(row.id, caller);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        bags: 3,
        pledged: 2,
        notified: 12,
        declined: 1,
        pledges: [
          { donorName: 'Donor 1', createdAt: expect.any(String), recordedByStaff: false },
          { donorName: 'Donor 2', createdAt: expect.any(String), recordedByStaff: false },
        ],
      });
    }
  });

  it('is not for donors or other readers (403), nor anonymous (401); 404 for an unknown request', async () => {
    const row = await createRequest(t, requester.user, { bags: 2 });
    await confirm(row.id, donor(0));
    for (const caller of [donor(0), donor(1), blocked]) expect((await responses(row.id, caller)).statusCode).toBe(403);
    expect((await responses(row.id)).statusCode).toBe(401);
    expect((await responses(randomUUID(), volunteer)).statusCode).toBe(404);
  });
});

describe('GET /api/notifications: the bell knows the request and the answer', () => {
  it('gives each notification the request status and how the reader answered', async () => {
    const row = await createRequest(t, requester.user, { bags: 2 });
    const reader = donor(4);
    await t.db.insert(notifications).values({ requestId: row.id, userId: reader.user.id });
    const item = async () =>
      (await inject('GET', '/api/notifications', reader)).json().notifications.find((n: { requestId: string }) => n.requestId === row.id);

    expect(await item()).toMatchObject({ status: 'pending', yourResponse: null });
    await decline(row.id, reader);
    expect(await item()).toMatchObject({ status: 'pending', yourResponse: 'declined' });
    await confirm(row.id, reader);
    expect(await item()).toMatchObject({ status: 'pending', yourResponse: 'pledged' });
  });
});
