import { randomUUID } from 'node:crypto';
import type { RequestStatus } from '@grant/shared';
import { describe, expect, it } from 'vitest';
import { createRequest, inProgressRequest } from '../../../test/request-factories';
import { ANYONE, EVERY_KIND, testAppWith } from '../../../test/test-app-with';

const { t, requester, donor, stranger, blocked, volunteer, admin, blockedAdmin } = await testAppWith({
  ...EVERY_KIND,
  requester: { name: 'Rafiq Islam' },
  donor: { name: 'Sadia Islam' },
  stranger: ANYONE,
});

const patch = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'PATCH', url, headers });
const stored = (id: string) => t.services.repositories.requests.findById(id);
const NOT_PENDING = 'This request is no longer pending.';
const NOT_IN_PROGRESS = 'Only a request in progress can be marked done or canceled.';

describe('PATCH /api/request/{id}: a donor confirms', () => {
  it('moves a pending request to inprogress with the session user as donor: modifiedCount 1', async () => {
    const row = await createRequest(t, requester.user);
    const res = await patch(`/api/request/${row.id}`, donor.headers);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });
    const after = await stored(row.id);
    expect(after).toMatchObject({ status: 'inprogress', donorId: donor.user.id, donorName: 'Sadia Islam', donorEmail: donor.user.email });
    expect(after?.updatedAt.getTime()).toBeGreaterThan(row.updatedAt.getTime());
    const shown = await t.app.inject({ method: 'GET', url: `/api/request/man/${row.id}`, headers: donor.headers });
    expect(shown.json()).toMatchObject({ status: 'inprogress', donorName: 'Sadia Islam', donorEmail: donor.user.email });
  });

  it("shows the donor's e-mail in the lists of those who may contact them: the requester's own and staff's", async () => {
    const row = await createRequest(t, requester.user);
    expect((await patch(`/api/request/${row.id}`, donor.headers)).statusCode).toBe(200);
    const lists = [
      { url: `/api/request/${encodeURIComponent(requester.user.email)}`, caller: requester },
      { url: `/api/pending/all?status=inprogress&user=${encodeURIComponent(requester.user.email)}`, caller: requester },
      { url: `/api/request/${encodeURIComponent(requester.user.email)}`, caller: volunteer },
      { url: '/api/request?status=inprogress', caller: admin },
    ];
    for (const { url, caller } of lists) {
      const res = await t.app.inject({ method: 'GET', url, headers: caller.headers });
      expect(res.statusCode, url).toBe(200);
      const listed = res.json().find((r: { _id: string }) => r._id === row.id);
      expect(listed, url).toMatchObject({ donorName: 'Sadia Islam', donorEmail: donor.user.email, notifiedCount: expect.any(Number) });
    }
  });

  it('lets volunteers and admins donate too', async () => {
    for (const staff of [volunteer, admin]) {
      const row = await createRequest(t, requester.user);
      expect((await patch(`/api/request/${row.id}`, staff.headers)).json()).toEqual({ modifiedCount: 1 });
      expect(await stored(row.id)).toMatchObject({ status: 'inprogress', donorId: staff.user.id });
    }
  });

  it.each(['inprogress', 'done', 'canceled'] as const)('refuses a request that is %s with 409, and keeps its donor', async (status) => {
    const row =
      status === 'inprogress' ? await inProgressRequest(t, requester.user, donor.user) : await createRequest(t, requester.user, { status });
    const res = await patch(`/api/request/${row.id}`, stranger.headers);

    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ statusCode: 409, error: 'Conflict', message: NOT_PENDING });
    expect(await stored(row.id)).toMatchObject({ status, donorId: row.donorId });
  });

  it('refuses the requester donating to their own request with 403, and leaves it pending', async () => {
    const row = await createRequest(t, requester.user);
    const res = await patch(`/api/request/${row.id}`, requester.headers);

    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'You cannot donate to your own request.' });
    expect(await stored(row.id)).toMatchObject({ status: 'pending', donorId: null });
  });

  it('refuses anonymous (401) and blocked callers (403, the blocked message), and changes nothing', async () => {
    const row = await createRequest(t, requester.user);
    expect((await patch(`/api/request/${row.id}`)).statusCode).toBe(401);
    const res = await patch(`/api/request/${row.id}`, blocked.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You are a Block user You can not Request ');
    expect(await stored(row.id)).toMatchObject({ status: 'pending', donorId: null });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await patch(`/api/request/${randomUUID()}`, donor.headers)).statusCode).toBe(404);
    const bad = await patch('/api/request/12345', donor.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('That id is not valid.');
  });
});

describe.each([
  ['done', 'done'],
  ['cancel', 'canceled'],
] as const)('PATCH /api/request/%s/{id}', (route, outcome) => {
  const url = (id: string) => `/api/request/${route}/${id}`;

  it(`moves an inprogress request to exactly '${outcome}' for its requester: modifiedCount 1, then 409`, async () => {
    const row = await inProgressRequest(t, requester.user, donor.user);
    const res = await patch(url(row.id), requester.headers);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });
    const after = await stored(row.id);
    expect(after).toMatchObject({ status: outcome, donorId: donor.user.id });
    expect(after?.updatedAt.getTime()).toBeGreaterThan(row.updatedAt.getTime());

    const again = await patch(url(row.id), requester.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(NOT_IN_PROGRESS);
  });

  it('is allowed to active volunteers and admins', async () => {
    for (const staff of [volunteer, admin]) {
      const row = await inProgressRequest(t, requester.user, donor.user);
      expect((await patch(url(row.id), staff.headers)).json()).toEqual({ modifiedCount: 1 });
      expect((await stored(row.id))?.status).toBe(outcome);
    }
  });

  it('refuses a donner who is not the requester, even the donor (403), and blocked staff (403)', async () => {
    const row = await inProgressRequest(t, requester.user, donor.user);
    for (const caller of [stranger, donor, blockedAdmin]) {
      expect((await patch(url(row.id), caller.headers)).statusCode, caller.user.email).toBe(403);
    }
    expect((await patch(url(row.id))).statusCode).toBe(401);
    expect((await stored(row.id))?.status).toBe('inprogress');
  });

  it.each(['pending', 'done', 'canceled'] as RequestStatus[])('refuses a request that is %s with 409, unchanged', async (status) => {
    const row = await createRequest(t, requester.user, { status });
    for (const caller of [requester, admin]) {
      const res = await patch(url(row.id), caller.headers);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ statusCode: 409, error: 'Conflict', message: NOT_IN_PROGRESS });
    }
    expect((await stored(row.id))?.status).toBe(status);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await patch(url(randomUUID()), admin.headers)).statusCode).toBe(404);
    expect((await patch(url('nope'), admin.headers)).statusCode).toBe(400);
  });
});
