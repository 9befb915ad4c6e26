import { HIDDEN_REQUEST_EMAIL, type ModerationItem, type PublicRequest, REPORT_TEXTS, REQUEST_TEXTS, type TriageItem } from '@grant/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signedInUser } from '../../../test/factories';
import { createRequest } from '../../../test/request-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, outboxMessages, users } from '../../db/schema/index';

let t: TestApp;
let requester: SignedInUser;
let reporter: SignedInUser;
let secondReporter: SignedInUser;
let volunteer: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  requester = await signedInUser(t);
  reporter = await signedInUser(t);
  secondReporter = await signedInUser(t);
  volunteer = await signedInUser(t, { role: 'volunteer' });
  admin = await signedInUser(t, { role: 'admin' });
});
afterAll(() => t.close());

const report = (
  who: SignedInUser | undefined,
  id: string,
  payload: object = { reason: 'asks-for-money', note: 'Asked me for 5,000 taka.' },
) => t.app.inject({ method: 'POST', url: `/api/request/${id}/report`, headers: who?.headers, payload });
const queue = async (who: SignedInUser = admin) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/moderation/reports?limit=50', headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ModerationItem[];
};
const hide = (who: SignedInUser, id: string, reason = 'Several people say this request asks for money.') =>
  t.app.inject({ method: 'POST', url: `/api/moderation/requests/${id}/hide`, headers: who.headers, payload: { reason } });
const dismiss = (who: SignedInUser, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/moderation/requests/${id}/dismiss`, headers: who.headers });
const get = (who: SignedInUser | undefined, url: string) => t.app.inject({ method: 'GET', url, headers: who?.headers });
const ids = (items: { _id: string }[]) => items.map((item) => item._id);
const auditOf = (action: string, id: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, id)));

describe('reporting a request', () => {
  it('keeps one report per person, refuses your own request, and puts the request in the queue with its reports', async () => {
    const request = await createRequest(t, requester.user, { recipientName: 'Reported Patient', component: 'platelets' });
    expect((await report(reporter, request.id)).statusCode).toBe(201);
    const again = await report(reporter, request.id, { reason: 'fake' });
    expect([again.statusCode, again.json().message]).toEqual([409, REPORT_TEXTS.alreadyReported]);
    const own = await report(requester, request.id);
    expect([own.statusCode, own.json().message]).toEqual([403, REPORT_TEXTS.ownRequest]);
    expect((await report(volunteer, request.id, { reason: 'duplicate' })).statusCode).toBe(201);

    const item = (await queue()).find((entry) => entry._id === request.id);
    expect(item?.recipientName).toBe('Reported Patient');
    // What the patient needs and by when (issue 48), as on the board.
    expect([item?.component, item?.neededBy]).toEqual(['platelets', request.neededBy.toISOString()]);
    expect(item?.requesterEmail).toBe(requester.user.email);
    expect(item?.reports.map((entry) => [entry.reason, entry.note, entry.reporterName])).toEqual([
      ['duplicate', null, volunteer.user.name],
      ['asks-for-money', 'Asked me for 5,000 taka.', reporter.user.name],
    ]);
  });

  it('answers a bad report with what to fix, and a missing request with 404', async () => {
    const request = await createRequest(t, requester.user);
    const noReason = await report(reporter, request.id, { note: 'x' });
    expect([noReason.statusCode, noReason.json().message]).toEqual([400, REPORT_TEXTS.chooseReason]);
    const otherWithoutNote = await report(reporter, request.id, { reason: 'other', note: '   ' });
    expect([otherWithoutNote.statusCode, otherWithoutNote.json().message]).toEqual([400, REPORT_TEXTS.noteNeeded]);
    const long = await report(reporter, request.id, { reason: 'fake', note: 'x'.repeat(501) });
    expect([long.statusCode, long.json().message]).toEqual([400, REPORT_TEXTS.noteTooLong]);
    const missing = await report(reporter, '00000000-0000-4000-8000-000000000000');
    expect([missing.statusCode, missing.json().message]).toEqual([404, REQUEST_TEXTS.notFound]);
    expect((await report(undefined, request.id)).statusCode).toBe(401);
  });
});

describe('the moderation queue', () => {
  it('is for admins only', async () => {
    for (const who of [reporter, volunteer]) expect((await get(who, '/api/moderation/reports')).statusCode).toBe(403);
    const request = await createRequest(t, requester.user);
    await report(reporter, request.id);
    expect((await hide(volunteer, request.id)).statusCode).toBe(403);
    expect((await dismiss(volunteer, request.id)).statusCode).toBe(403);
  });

  it('hiding takes the request off the public lists, search and the board, tells its requester why, and is audited', async () => {
    const request = await createRequest(t, requester.user, { division: 'Sylhet', district: 'Moulvibazar', blood: 'AB-' });
    const search = '/api/search?blood=AB-&division=Sylhet&district=Moulvibazar';
    expect(ids((await get(undefined, search)).json() as PublicRequest[])).toContain(request.id);
    await report(reporter, request.id);
    await report(secondReporter, request.id, { reason: 'fake' });

    const res = await hide(admin, request.id, 'It asked donors for money.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().requesterBlocked).toBe(false);

    const searched = await get(undefined, search);
    expect(ids(searched.json() as PublicRequest[])).not.toContain(request.id);
    expect(searched.headers['x-total-count']).toBe('0');
    const pending = await get(undefined, '/api/pending?limit=100');
    expect(ids(pending.json() as PublicRequest[])).not.toContain(request.id);
    const board = await get(volunteer, '/api/triage?district=Moulvibazar');
    expect(ids(board.json() as TriageItem[])).not.toContain(request.id);
    expect(ids(await queue())).not.toContain(request.id);

    // To others it is gone; its requester and staff still read it, with the reason.
    const toDonor = await get(reporter, `/api/request/man/${request.id}`);
    expect([toDonor.statusCode, toDonor.json().message]).toEqual([404, REQUEST_TEXTS.notFound]);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/request/${request.id}`, headers: reporter.headers })).statusCode).toBe(404);
    const toRequester = (await get(requester, `/api/request/man/${request.id}`)).json();
    expect(toRequester.hidden.reason).toBe('It asked donors for money.');
    expect((await get(admin, `/api/request/man/${request.id}`)).json().hidden.reason).toBe('It asked donors for money.');
    const own = await get(requester, `/api/request/${encodeURIComponent(requester.user.email)}`);
    expect(ids(own.json())).toContain(request.id);

    await t.services.moderation.settled();
    const [mail] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.to, requester.user.email));
    expect(mail?.subject).toBe(HIDDEN_REQUEST_EMAIL.subject);
    expect(mail?.text).toContain('The reason: It asked donors for money.');
    expect(mail?.text).toContain(`/details/${request.id}`);

    const [entry] = await auditOf('request.hide', request.id);
    expect(entry?.actorId).toBe(admin.user.id);
    expect(entry?.detail).toContain('Reports: asks-for-money, fake');

    const again = await hide(admin, request.id);
    expect([again.statusCode, again.json().message]).toEqual([409, REPORT_TEXTS.alreadyHidden]);
    const lateReport = await report(volunteer, request.id);
    expect([lateReport.statusCode, lateReport.json().message]).toEqual([409, REPORT_TEXTS.alreadyHidden]);
    const notFoundForDonor = await report(await signedInUser(t), request.id);
    expect(notFoundForDonor.statusCode).toBe(404);
  });

  it('dismissing keeps the request listed and empties its reports; a request without open reports cannot be hidden', async () => {
    const request = await createRequest(t, requester.user);
    await report(reporter, request.id, { reason: 'duplicate' });
    const res = await dismiss(admin, request.id);
    expect([res.statusCode, res.json()]).toEqual([200, { dismissedCount: 1 }]);
    expect(ids(await queue())).not.toContain(request.id);
    expect((await get(reporter, `/api/request/man/${request.id}`)).statusCode).toBe(200);
    expect((await auditOf('request.dismissReports', request.id)).map((entry) => entry.detail)).toEqual(['Reports: duplicate']);

    const noneOpen = await hide(admin, request.id);
    expect([noneOpen.statusCode, noneOpen.json().message]).toEqual([409, REPORT_TEXTS.noOpenReports]);
    expect((await get(reporter, `/api/request/man/${request.id}`)).statusCode).toBe(200);
    expect((await dismiss(admin, request.id)).statusCode).toBe(409);
    // The same person cannot report it again; somebody else can.
    expect((await report(reporter, request.id)).statusCode).toBe(409);
    expect((await report(secondReporter, request.id)).statusCode).toBe(201);
  });

  it('blocks a requester whose second request is hidden, and audits the block', async () => {
    const repeat = await signedInUser(t);
    for (const [n, recipientName] of ['First', 'Second'].entries()) {
      const request = await createRequest(t, repeat.user, { recipientName });
      await report(reporter, request.id);
      const res = await hide(admin, request.id);
      expect(res.json().requesterBlocked).toBe(n === 1);
    }
    const [row] = await t.db.select({ status: users.status }).from(users).where(eq(users.id, repeat.user.id));
    expect(row?.status).toBe('block');
    expect(await auditOf('user.block', repeat.user.id)).toHaveLength(1);
    // Blocking ended their sessions.
    const other = await createRequest(t, requester.user);
    expect((await report(repeat, other.id)).statusCode).toBe(401);
  });

  it('two admins deciding at once: exactly one decision is kept', async () => {
    const request = await createRequest(t, requester.user);
    await report(reporter, request.id);
    const otherAdmin = await signedInUser(t, { role: 'admin' });
    const answers = await Promise.all([hide(admin, request.id), dismiss(otherAdmin, request.id)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const hidden = answers[0].statusCode === 200;
    expect((await get(reporter, `/api/request/man/${request.id}`)).statusCode).toBe(hidden ? 404 : 200);
  });
});
