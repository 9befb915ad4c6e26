import { randomUUID } from 'node:crypto';
import { NOTIFICATION_TEXTS } from '@grant/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type SignedInUser, signedInUser } from '../../../test/factories';
import { createRequest, requestBody } from '../../../test/request-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { notifications } from '../../db/schema/index';

let t: TestApp;
let donor: SignedInUser;
let other: SignedInUser;
const notificationIds: string[] = [];

beforeAll(async () => {
  // With the app's own job worker running, as in production.
  t = await createTestApp({}, { jobWorker: true });
  donor = await signedInUser(t);
  other = await signedInUser(t);
  const requester = await createUser(t);
  // Three requests, a second apart, each notified to the donor; the newest is critical.
  for (const [i, urgency] of (['normal', 'urgent', 'critical'] as const).entries()) {
    const request = await createRequest(t, requester, { recipientName: `Patient ${i + 1}`, urgency });
    const [row] = await t.db
      .insert(notifications)
      .values({ userId: donor.user.id, requestId: request.id, createdAt: new Date(Date.now() - (3 - i) * 1000) })
      .returning();
    if (row) notificationIds.push(row.id);
  }
});
afterAll(() => t.close());

const idOf = (index: number) => notificationIds[index] ?? 'missing';

const list = (who: SignedInUser, query = '') => t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: who.headers });
const markRead = (who: SignedInUser, id: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/notifications/${id}/read`, headers: who.headers });

describe('the notification bell API', () => {
  it('lists my notifications newest first, a page at a time, with the total and the unread count', async () => {
    const first = (await list(donor, '?limit=2')).json();
    expect(first).toMatchObject({ total: 3, unread: 3 });
    expect(first.notifications.map((n: { recipientName: string }) => n.recipientName)).toEqual(['Patient 3', 'Patient 2']);
    expect(first.notifications[0]).toMatchObject({ _id: notificationIds[2], read: false, urgency: 'critical', blood: 'A+' });
    const second = (await list(donor, '?limit=2&page=2')).json();
    expect(second.notifications.map((n: { _id: string }) => n._id)).toEqual([notificationIds[0]]);
  });

  it("shows nobody else's notifications, and lets nobody else mark them read", async () => {
    expect((await list(other)).json()).toEqual({ notifications: [], total: 0, unread: 0 });
    const res = await markRead(other, idOf(0));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(NOTIFICATION_TEXTS.notFound);
    expect((await list(donor)).json().unread).toBe(3);
  });

  it('marks one read, once', async () => {
    expect((await markRead(donor, idOf(1))).json()).toEqual({ modifiedCount: 1 });
    expect((await markRead(donor, idOf(1))).json()).toEqual({ modifiedCount: 0 });
    const page = (await list(donor)).json();
    expect(page.unread).toBe(2);
    expect(page.notifications.find((n: { _id: string }) => n._id === notificationIds[1]).read).toBe(true);
  });

  it('marks all of mine read, and nobody else’s', async () => {
    const theirs = await createRequest(t, donor.user);
    await t.db.insert(notifications).values({ userId: other.user.id, requestId: theirs.id });
    const res = await t.app.inject({ method: 'POST', url: '/api/notifications/read', headers: donor.headers });
    expect(res.json()).toEqual({ modifiedCount: 2 });
    expect((await list(donor)).json().unread).toBe(0);
    expect((await list(other)).json().unread).toBe(1);
  });

  it('answers a bad or unknown id with a 400 or 404 a person can read', async () => {
    expect((await markRead(donor, 'not-a-uuid')).statusCode).toBe(400);
    expect((await markRead(donor, randomUUID())).statusCode).toBe(404);
    expect((await list(donor, '?limit=500')).statusCode).toBe(400);
  });

  it("a request created through the API reaches a compatible donor's bell without anyone running jobs by hand", async () => {
    const place = { division: 'Rangpur', district: 'Dinajpur', blood: 'AB-' } as const;
    const requester = await signedInUser(t, place);
    const nearby = await signedInUser(t, { ...place, blood: 'O-' });
    const res = await t.app.inject({ method: 'POST', url: '/api/request', headers: requester.headers, payload: requestBody(place) });
    const requestId = res.json().insertedId;
    await expect
      .poll(async () => (await list(nearby)).json().notifications.map((n: { requestId: string }) => n.requestId))
      .toEqual([requestId]);
  });
});
