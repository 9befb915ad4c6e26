import { DISTRICTS } from '@grant/shared';
import type { InjectOptions } from 'fastify';
import { createNotificationsRepository } from '../src/modules/notifications/notifications.repository';
import { blogBody, createBlog } from './blog-factories';
import { bankBody, storedBank } from './blood-bank-factories';
import { createDonor } from './donor-factories';
import { driveBody, moveDriveToToday, storedDrive } from './drive-factories';
import { images, multipart, PASSWORD, registerFields, type SignedInUser } from './factories';
import { payBody, storedPayment } from './payment-factories';
import { hospitalBody } from './place-factories';
import { browserSubscription } from './push-factories';
import { createRequest, dateInDays, inProgressRequest, manySignedInUsers, requestBody } from './request-factories';
import type { TestApp } from './test-app';

/** A district no earlier call of this run started a surge in. */
let surgeCalls = 0;
const nextSurgeDistrict = () => DISTRICTS[surgeCalls++ % DISTRICTS.length]?.name ?? 'Dhaka';

/** Who calls (none when anonymous), and the owner of any record the call is about. */
export interface Cell {
  t: TestApp;
  caller?: SignedInUser;
  owner: SignedInUser;
}
export type Call = Omit<InjectOptions, 'method'> & { url: string };

/** An open request of the owner's, which another volunteer handles. */
async function claimedByAnother({ t, owner }: Cell): Promise<string> {
  const row = await createRequest(t, owner.user);
  const [volunteer] = await manySignedInUsers(t, 1, { role: 'volunteer' });
  if (!volunteer) throw new Error('no volunteer');
  await t.services.triage.claim({ ...volunteer.user, sessionId: '' }, row.id);
  return row.id;
}

/** A donor the owner's default request matches (A+ in Gazipur), who lets volunteers call them. */
const callableDonor = (t: TestApp) =>
  createDonor(t, { division: 'Dhaka', district: 'Gazipur', blood: 'A+', phone: '01711-123456', volunteerCalls: true });

/** A drive at which the owner booked the 09:00 slot. */
async function bookedDrive({ t, owner }: Cell): Promise<string> {
  const id = await storedDrive(t);
  await t.services.drives.book({ ...owner.user, sessionId: '' }, id, '09:00');
  return id;
}

/** A request of the owner's that someone else reported. */
async function reportedRequest({ t, owner }: Cell): Promise<string> {
  const row = await createRequest(t, owner.user);
  const [reporter] = await manySignedInUsers(t, 1);
  if (!reporter) throw new Error('no reporter');
  await t.services.moderation.report({ ...reporter.user, sessionId: '' }, row.id, { reason: 'asks-for-money', note: undefined });
  return row.id;
}

const sessionIdOf = async ({ t, owner }: Cell) => (await t.services.repositories.sessions.listForUser(owner.user.id))[0]?.id;

/**
 * A valid request for each API route that needs more than its bare path (the permission matrix calls
 * them, the hostile-input test mutates them). `:id` of a record is the owner's.
 */
export const VALID_REQUESTS: Record<string, (cell: Cell) => Promise<Call> | Call> = {
  'POST /api/auth/register': async () => ({
    url: '/api/auth/register',
    ...(await multipart(registerFields(), { image: await images.png() })),
  }),
  'POST /api/auth/login': ({ owner }) => ({ url: '/api/auth/login', payload: { email: owner.user.email, password: PASSWORD } }),
  'PATCH /api/auth/profile': () => ({ url: '/api/auth/profile', payload: { displayName: 'Renamed Person' } }),
  'POST /api/auth/password-reset': ({ owner }) => ({ url: '/api/auth/password-reset', payload: { email: owner.user.email } }),
  'POST /api/auth/password-reset/confirm': () => ({
    url: '/api/auth/password-reset/confirm',
    payload: { token: 'a'.repeat(43), password: 'Changed12', confirmPassword: 'Changed12' },
  }),
  'DELETE /api/auth/sessions/:id': async (cell) => ({ url: `/api/auth/sessions/${await sessionIdOf(cell)}` }),
  'POST /api/auth/password': () => ({
    url: '/api/auth/password',
    payload: { currentPassword: PASSWORD, password: 'Changed12', confirmPassword: 'Changed12' },
  }),
  'POST /api/auth/2fa/setup': () => ({ url: '/api/auth/2fa/setup', payload: { password: PASSWORD } }),
  'POST /api/auth/2fa/enable': () => ({ url: '/api/auth/2fa/enable', payload: { code: '123456' } }),
  'POST /api/auth/2fa/disable': () => ({ url: '/api/auth/2fa/disable', payload: { password: PASSWORD } }),
  'POST /api/auth/2fa/recovery-codes': () => ({ url: '/api/auth/2fa/recovery-codes', payload: { password: PASSWORD } }),
  'POST /api/auth/login/2fa': () => ({ url: '/api/auth/login/2fa', payload: { challenge: 'a'.repeat(43), code: '123456' } }),
  'GET /api/auth/google/callback': () => ({ url: '/api/auth/google/callback?code=abc&state=def' }),
  'POST /api/auth/google/exchange': () => ({ url: '/api/auth/google/exchange', payload: { code: 'a'.repeat(43) } }),
  'POST /api/users': ({ owner }) => ({
    url: '/api/users',
    payload: { Email: owner.user.email, Name: 'Completed Name', Division: 'Dhaka', District: 'Gazipur', Blood: 'B+' },
  }),
  'GET /api/user/:email': ({ owner }) => ({ url: `/api/user/${owner.user.email}` }),
  'POST /api/uploads': async () => ({ url: '/api/uploads', ...(await multipart({}, { image: await images.png() })) }),
  'PATCH /api/block/:id': ({ owner }) => ({ url: `/api/block/${owner.user.id}` }),
  'PATCH /api/active/:id': async ({ t, owner }) => {
    await t.services.repositories.users.update(owner.user.id, { status: 'block' });
    return { url: `/api/active/${owner.user.id}` };
  },
  'PATCH /api/volunteer/user/:id': ({ owner }) => ({ url: `/api/volunteer/user/${owner.user.id}` }),
  'PATCH /api/admin/man/:id': ({ owner }) => ({ url: `/api/admin/man/${owner.user.id}` }),
  'PATCH /api/donor/user/:id': ({ owner }) => ({ url: `/api/donor/user/${owner.user.id}` }),
  'GET /api/search': () => ({ url: '/api/search?blood=A%2B&division=Dhaka' }),
  'GET /api/donors': () => ({ url: '/api/donors?blood=A%2B&division=Dhaka' }),
  'GET /api/donors/search': () => ({ url: '/api/donors/search?blood=A%2B&division=Dhaka&district=Gazipur' }),
  'PATCH /api/donors/me': () => ({ url: '/api/donors/me', payload: { available: true } }),
  'PATCH /api/donors/me/alerts': () => ({ url: '/api/donors/me/alerts', payload: { language: 'bn' } }),
  'POST /api/donors/me/phone': () => ({ url: '/api/donors/me/phone', payload: { phone: '01712345678' } }),
  'POST /api/donors/me/phone/verify': () => ({ url: '/api/donors/me/phone/verify', payload: { code: '123456' } }),
  'POST /api/push/subscriptions': () => ({ url: '/api/push/subscriptions', payload: browserSubscription().json }),
  'DELETE /api/push/subscriptions': () => ({ url: '/api/push/subscriptions', payload: { endpoint: browserSubscription().json.endpoint } }),
  'GET /api/request/:email': ({ owner }) => ({ url: `/api/request/${owner.user.email}` }),
  'GET /api/pending/all': ({ owner }) => ({ url: `/api/pending/all?status=pending&user=${encodeURIComponent(owner.user.email)}` }),
  'GET /api/request/man/:id': async ({ t, owner }) => ({ url: `/api/request/man/${(await createRequest(t, owner.user)).id}` }),
  'GET /api/request/:id/donors': async ({ t, owner }) => ({ url: `/api/request/${(await createRequest(t, owner.user)).id}/donors` }),
  'POST /api/request': () => ({ url: '/api/request', payload: requestBody() }),
  'PATCH /api/request/:id': async ({ t, owner }) => ({ url: `/api/request/${(await createRequest(t, owner.user)).id}` }),
  'POST /api/request/:id/decline': async ({ t, owner }) => ({ url: `/api/request/${(await createRequest(t, owner.user)).id}/decline` }),
  'GET /api/request/:id/responses': async ({ t, owner }) => ({
    url: `/api/request/${(await createRequest(t, owner.user)).id}/responses`,
  }),
  'GET /api/request/:id/waves': async ({ t, owner }) => ({ url: `/api/request/${(await createRequest(t, owner.user)).id}/waves` }),
  // Every caller of the table is a donor of a group and place that can give to it: the wave has someone to alert.
  'POST /api/request/:id/waves': async ({ t, owner }) => ({ url: `/api/request/${(await createRequest(t, owner.user)).id}/waves` }),
  'PATCH /api/request/done/:id': async (cell) => ({ url: `/api/request/done/${await requestInProgress(cell)}` }),
  'PATCH /api/request/cancel/:id': async (cell) => ({ url: `/api/request/cancel/${await requestInProgress(cell)}` }),
  'PATCH /api/update/:id': async ({ t, owner }) => ({
    url: `/api/update/${(await createRequest(t, owner.user)).id}`,
    payload: { message: 'The surgery moved to Saturday.' },
  }),
  'DELETE /api/delete/:id': async ({ t, owner }) => ({ url: `/api/delete/${(await createRequest(t, owner.user)).id}` }),
  'POST /api/triage/:id/claim': async ({ t, owner }) => ({ url: `/api/triage/${(await createRequest(t, owner.user)).id}/claim` }),
  'DELETE /api/triage/:id/claim': async (cell) => ({ url: `/api/triage/${await claimedByAnother(cell)}/claim` }),
  'PUT /api/triage/:id/claim': async (cell) => {
    const [volunteer] = await manySignedInUsers(cell.t, 1, { role: 'volunteer' });
    return { url: `/api/triage/${await claimedByAnother(cell)}/claim`, payload: { userId: volunteer?.user.id } };
  },
  'POST /api/request/:id/verify': async ({ t, owner }) => ({ url: `/api/request/${(await createRequest(t, owner.user)).id}/verify` }),
  'GET /api/triage/:id': async ({ t, owner }) => ({ url: `/api/triage/${(await createRequest(t, owner.user)).id}` }),
  'GET /api/triage/:id/calls': async ({ t, owner }) => ({ url: `/api/triage/${(await createRequest(t, owner.user)).id}/calls` }),
  'POST /api/triage/:id/calls/:donorId/number': async (cell) => {
    const donor = await callableDonor(cell.t);
    return { url: `/api/triage/${await claimedByAnother(cell)}/calls/${donor.id}/number` };
  },
  'POST /api/triage/:id/calls': async (cell) => {
    const donor = await callableDonor(cell.t);
    return { url: `/api/triage/${await claimedByAnother(cell)}/calls`, payload: { donorId: donor.id, outcome: 'no-answer' } };
  },
  'POST /api/request/:id/report': async ({ t, owner }) => ({
    url: `/api/request/${(await createRequest(t, owner.user)).id}/report`,
    payload: { reason: 'fake', note: 'The hospital has no such patient.' },
  }),
  'POST /api/moderation/requests/:id/hide': async (cell) => ({
    url: `/api/moderation/requests/${await reportedRequest(cell)}/hide`,
    payload: { reason: 'It asked donors for money.' },
  }),
  'POST /api/moderation/requests/:id/dismiss': async (cell) => ({ url: `/api/moderation/requests/${await reportedRequest(cell)}/dismiss` }),
  'POST /api/drives': () => ({ url: '/api/drives', payload: driveBody() }),
  'GET /api/drives/:id': async ({ t }) => ({ url: `/api/drives/${await storedDrive(t)}` }),
  'POST /api/drives/:id/bookings': async ({ t }) => ({ url: `/api/drives/${await storedDrive(t)}/bookings`, payload: { slot: '09:00' } }),
  'DELETE /api/drives/:id/bookings': async (cell) => ({ url: `/api/drives/${await bookedDrive(cell)}/bookings` }),
  'GET /api/drives/bookings/mine': () => ({ url: '/api/drives/bookings/mine' }),
  'GET /api/drives/:id/bookings/mine': async (cell) => ({ url: `/api/drives/${await bookedDrive(cell)}/bookings/mine` }),
  'GET /api/drives/:id/bookings/mine/calendar': async (cell) => ({ url: `/api/drives/${await bookedDrive(cell)}/bookings/mine/calendar` }),
  'GET /api/drives/organised': () => ({ url: '/api/drives/organised' }),
  'PATCH /api/drives/:id': async ({ t }) => ({ url: `/api/drives/${await storedDrive(t)}`, payload: { title: 'Renamed drive' } }),
  'POST /api/drives/:id/cancel': async ({ t }) => ({
    url: `/api/drives/${await storedDrive(t)}/cancel`,
    payload: { reason: 'The hall is closed.' },
  }),
  'GET /api/drives/:id/roster': async ({ t }) => ({ url: `/api/drives/${await storedDrive(t)}/roster` }),
  'GET /api/drives/:id/roster.csv': async ({ t }) => ({ url: `/api/drives/${await storedDrive(t)}/roster.csv` }),
  'POST /api/drives/:id/check-in': async (cell) => {
    const id = await storedDrive(cell.t, { date: dateInDays(1) });
    const booking = await cell.t.services.drives.book({ ...cell.owner.user, sessionId: '' }, id, '09:00');
    await moveDriveToToday(cell.t, id);
    return { url: `/api/drives/${id}/check-in`, payload: { code: booking.code, outcome: 'donated' } };
  },
  'GET /api/drives/:id/team': async ({ t }) => ({ url: `/api/drives/${await storedDrive(t)}/team` }),
  'POST /api/drives/:id/team': async ({ t }) => {
    const [helper] = await manySignedInUsers(t, 1, { role: 'volunteer' });
    return { url: `/api/drives/${await storedDrive(t)}/team`, payload: { email: helper?.user.email } };
  },
  'DELETE /api/drives/:id/team/:userId': async ({ t }) => {
    const [helper] = await manySignedInUsers(t, 1, { role: 'volunteer' });
    const id = await storedDrive(t);
    await t.services.repositories.drives.addToTeam(id, helper?.user.id ?? '');
    return { url: `/api/drives/${id}/team/${helper?.user.id}` };
  },
  'POST /api/blood-banks': () => ({ url: '/api/blood-banks', payload: bankBody() }),
  'GET /api/areas': () => ({ url: '/api/areas?district=Dhaka' }),
  'POST /api/hospitals': () => ({ url: '/api/hospitals', payload: hospitalBody() }),
  'PATCH /api/blood-banks/:id': async ({ t }) => ({ url: `/api/blood-banks/${await storedBank(t)}`, payload: { phone: '0721-000000' } }),
  'PUT /api/blood-banks/:id/stock': async ({ t, owner }) => ({
    url: `/api/blood-banks/${await storedBank(t, {}, owner.user.email)}/stock`,
    payload: { stock: [{ blood: 'O-', units: 3 }] },
  }),
  'POST /api/blood-banks/:id/managers': async ({ t, owner }) => ({
    url: `/api/blood-banks/${await storedBank(t)}/managers`,
    payload: { email: owner.user.email },
  }),
  'DELETE /api/blood-banks/:id/managers/:userId': async ({ t, owner }) => ({
    url: `/api/blood-banks/${await storedBank(t, {}, owner.user.email)}/managers/${owner.user.id}`,
  }),
  // Each call's surge is for a district of its own, so that no call finds one already live there.
  'POST /api/surges': () => ({ url: '/api/surges', payload: { district: nextSurgeDistrict(), hours: 2 } }),
  'POST /api/surges/:id/end': async ({ t }) => {
    const [admin] = await manySignedInUsers(t, 1, { role: 'admin' });
    const surge = await t.services.surges.start(
      { ...(admin as SignedInUser).user, sessionId: '' },
      { district: nextSurgeDistrict(), hours: 2 },
    );
    return { url: `/api/surges/${surge._id}/end` };
  },
  'POST /api/auth/reauthenticate': () => ({ url: '/api/auth/reauthenticate', payload: { password: PASSWORD } }),
  'DELETE /api/auth/account': () => ({ url: '/api/auth/account', payload: { password: PASSWORD, blogPosts: 'keep' } }),
  'GET /api/users/:id/erasure': ({ owner }) => ({ url: `/api/users/${owner.user.id}/erasure` }),
  'DELETE /api/users/:id': ({ owner }) => ({ url: `/api/users/${owner.user.id}`, payload: { blogPosts: 'keep' } }),
  'POST /api/contact': () => ({ url: '/api/contact', payload: { name: 'Rahim', email: 'rahim@example.test', message: 'Hello there.' } }),
  'PATCH /api/notifications/:id/read': async ({ t, owner }) => ({ url: `/api/notifications/${await notificationOf(t, owner)}/read` }),
  'GET /api/blogs/:id': async ({ t, owner }) => ({ url: `/api/blogs/${(await createBlog(t, owner.user)).id}` }),
  'POST /api/blogs': () => ({ url: '/api/blogs', payload: blogBody() }),
  'PATCH /api/blogs/:id': async ({ t, owner }) => ({
    url: `/api/blogs/${(await createBlog(t, owner.user)).id}`,
    payload: { title: 'Edited' },
  }),
  'DELETE /api/blogs/:id': async ({ t, owner }) => ({ url: `/api/blogs/${(await createBlog(t, owner.user)).id}` }),
  'POST /api/payments': () => ({ url: '/api/payments', payload: payBody() }),
  'GET /api/payments/:id': async ({ t, owner }) => ({ url: `/api/payments/${(await storedPayment(t, { payer: owner.user })).id}` }),
  'POST /api/payments/webhook': () => ({ url: '/api/payments/webhook', payload: { type: 'payment_intent.succeeded' } }),
};

/** A request of the owner that a donor (someone else) has taken. */
async function requestInProgress({ t, owner }: Cell) {
  const [donor] = await manySignedInUsers(t, 1);
  if (!donor) throw new Error('no donor');
  return (await inProgressRequest(t, owner.user, donor.user)).id;
}

/** A notification of the owner (told of someone's request, as matching donors are). */
async function notificationOf(t: TestApp, owner: SignedInUser) {
  const [requester] = await manySignedInUsers(t, 1);
  if (!requester) throw new Error('no requester');
  const request = await createRequest(t, requester.user);
  const [created] = await createNotificationsRepository(t.db).notify(request.id, [owner.user.id], t.db);
  if (!created) throw new Error('no notification');
  return created.id;
}
