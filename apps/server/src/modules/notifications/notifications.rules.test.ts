import type { CreateRequestInput } from '@grant/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type SignedInUser, signedInUser, type UserOptions } from '../../../test/factories';
import { dateInDays, requestBody } from '../../../test/request-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { jobs, notifications, outboxMessages, users } from '../../db/schema/index';
import { createJobWorker } from '../jobs/job-worker';
import { createRequestsService } from '../requests/requests.service';
import { alertWaveJob } from './notification-jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type DonorOptions = UserOptions & { available?: boolean; lastDonationOn?: string | null };

/** A donor with the given group and place; available and never donated unless told otherwise. */
async function donor(options: DonorOptions) {
  const { available = true, lastDonationOn = null, ...userOptions } = options;
  const user = await createUser(t, userOptions);
  await t.db.update(users).set({ available, lastDonationOn }).where(eq(users.id, user.id));
  return user;
}

async function postRequest(requester: SignedInUser, body: Partial<CreateRequestInput>): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/request', headers: requester.headers, payload: requestBody(body) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().insertedId;
}

const runJobs = () => t.services.jobWorker.drain();

/** The clock moves past the request's wave wait: its next wave is due now (other tests' waves stay where they are). */
async function waitsPass(requestId: string) {
  await t.db.execute(
    sql`update jobs set run_at = now() where type = 'request.alert-wave' and done_at is null and payload->>'requestId' = ${requestId}`,
  );
  return runJobs();
}

const notifiedUserIds = async (requestId: string) =>
  (await t.db.select({ userId: notifications.userId }).from(notifications).where(eq(notifications.requestId, requestId)))
    .map((row) => row.userId)
    .sort();

const ids = (...people: { id: string }[]) => people.map((p) => p.id).sort();

/** The e-mails kept in the outbox (SMTP_URL is unset in tests) for these addresses. */
const emailsTo = (...people: { email: string }[]) =>
  t.db
    .select()
    .from(outboxMessages)
    .where(
      inArray(
        outboxMessages.to,
        people.map((p) => p.email),
      ),
    );

const notifiedCountSeenBy = async (viewer: SignedInUser, requestId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/request/man/${requestId}`, headers: viewer.headers })).json().notifiedCount;

// Every test has a district of its own, far enough from the others' that the rings of one (15 km
// for a normal request, 30 km the wave after, decision 0055) never reach the donors of another.
describe('who is notified of a new request', () => {
  it('the compatible groups of its first ring, its own group first; each with one e-mail; never incompatible ones', async () => {
    const place = { division: 'Dhaka', district: 'Gazipur' };
    const requester = await signedInUser(t, { ...place, blood: 'B+' });
    const sameGroup = await donor({ ...place, blood: 'A+' });
    const universal = await donor({ ...place, blood: 'O-' });
    const aNeg = await donor({ ...place, blood: 'A-' });
    const incompatible = [
      await donor({ ...place, blood: 'B+' }),
      await donor({ ...place, blood: 'AB+' }),
      await donor({ ...place, blood: 'AB-' }),
    ];
    const otherDistrict = await donor({ division: 'Dhaka', district: 'Narayanganj', blood: 'A+' });

    const requestId = await postRequest(requester, { ...place, blood: 'A+', urgency: 'normal' });
    expect(await notifiedCountSeenBy(requester, requestId)).toBeNull();
    await runJobs();
    // Since issue 48 the compatible groups of the same ring go in the first wave (after the own group).
    expect(await notifiedUserIds(requestId)).toEqual(ids(sameGroup, universal, aNeg));
    expect(await notifiedCountSeenBy(requester, requestId)).toBe(3);

    // The 30 km ring of the next wave finds nobody new, so it widens at once to 60 km, which holds
    // Narayanganj's centre (41 km away).
    await waitsPass(requestId);
    expect(await notifiedUserIds(requestId)).toEqual(ids(sameGroup, universal, aNeg, otherDistrict));
    const mails = await emailsTo(sameGroup, universal, aNeg, ...incompatible, otherDistrict, requester.user);
    expect(mails.map((m) => m.to).sort()).toEqual([sameGroup.email, universal.email, aNeg.email, otherDistrict.email].sort());
    expect(mails[0]?.subject).toBe('A+ blood needed in Gazipur');
    expect(mails[0]?.text).toContain(`/details/${requestId}`);
    expect(await notifiedCountSeenBy(requester, requestId)).toBe(4);
  });

  it('a critical request, like any, widens to its whole division when its district has nobody left; never to other divisions', async () => {
    // The only test in the Sylhet division: a request there reaches every donor of it in the end.
    const place = { division: 'Sylhet', district: 'Habiganj', blood: 'O+' } as const;
    const requester = await signedInUser(t, place);
    const sameDistrict = await donor(place);
    const sameDivision = await donor({ ...place, district: 'Sunamganj', blood: 'O-' });
    const otherDivision = await donor({ division: 'Chattagram', district: 'Comilla', blood: 'O+' });

    const critical = await postRequest(requester, { ...place, urgency: 'critical' });
    await runJobs();
    expect(await notifiedUserIds(critical)).toEqual(ids(sameDistrict));
    // Wave 2 finds nobody new in the district, so it widens at once to the division.
    await waitsPass(critical);
    expect(await notifiedUserIds(critical)).toEqual(ids(sameDistrict, sameDivision));
    await waitsPass(critical);
    expect((await emailsTo(otherDivision)).length).toBe(0);
    expect((await emailsTo(sameDivision))[0]?.subject).toBe('Critical: O+ blood needed in Habiganj');
  });

  it('leaves out donors within the donation interval, unavailable and blocked people, and the requester', async () => {
    // The only test in the Rangpur division: its last wave reaches the whole division.
    const place = { division: 'Rangpur', district: 'Rangpur', blood: 'B+' } as const;
    const requester = await signedInUser(t, place);
    const gaveLongAgo = await donor({ ...place, lastDonationOn: dateInDays(-200) });
    const gaveRecently = await donor({ ...place, lastDonationOn: dateInDays(-30) });
    const unavailable = await donor({ ...place, available: false });
    const blocked = await donor({ ...place, status: 'block' });

    const requestId = await postRequest(requester, place);
    await runJobs();
    await waitsPass(requestId);
    await waitsPass(requestId);

    expect(await notifiedUserIds(requestId)).toEqual(ids(gaveLongAgo));
    expect((await emailsTo(gaveRecently, unavailable, blocked, requester.user)).length).toBe(0);
    expect(await notifiedCountSeenBy(requester, requestId)).toBe(1);
  });

  it('shows the count to the requester and staff, not to other signed-in people', async () => {
    // AB-, not AB+: an AB+ patient takes red cells from every group, and Narayanganj's donors are 11 km away.
    const place = { division: 'Dhaka', district: 'Munshiganj', blood: 'AB-' } as const;
    const requester = await signedInUser(t, place);
    await donor(place);
    const requestId = await postRequest(requester, place);
    await runJobs();
    const stranger = await signedInUser(t);
    const volunteer = await signedInUser(t, { role: 'volunteer' });
    expect(await notifiedCountSeenBy(requester, requestId)).toBe(1);
    expect(await notifiedCountSeenBy(volunteer, requestId)).toBe(1);
    expect(await notifiedCountSeenBy(stranger, requestId)).toBeUndefined();
    const list = await t.app.inject({ method: 'GET', url: `/api/request/${requester.user.email}`, headers: requester.headers });
    expect(list.json()[0]).toMatchObject({ _id: requestId, notifiedCount: 1 });
  });
});

describe('each donor is notified and e-mailed once per request', () => {
  it('when the jobs run twice', async () => {
    // Far from every other test's donors (Narsingdi was 30 km from Gazipur), and a group that is not
    // rare: a rare group's waves widen to the whole country when its rings hold nobody new.
    const place = { division: 'Khulna', district: 'Satkhira', blood: 'A+' } as const;
    const requester = await signedInUser(t, place);
    const donors = [await donor(place), await donor({ ...place, blood: 'O+' })];
    const requestId = await postRequest(requester, place);
    await runJobs();

    await waitsPass(requestId);

    // The same work queued again: a retry, or a duplicate enqueue (the old one-shot job included).
    // Retries run one after another (the queue never runs one job twice at once), hence one at a time here.
    await t.services.repositories.jobs.enqueue(alertWaveJob(requestId, 1, 'normal'));
    await t.services.repositories.jobs.enqueue({ type: 'request.notify-donors', payload: { requestId } });
    const deliveryJobs = await t.db.select().from(jobs).where(eq(jobs.type, 'alert.deliver'));
    for (const job of deliveryJobs) await t.services.repositories.jobs.enqueue({ type: job.type, payload: job.payload });
    const handlers = { ...t.services.alertWaves.jobHandlers, ...t.services.alertDelivery.jobHandlers };
    await createJobWorker({ jobs: t.services.repositories.jobs, handlers, concurrency: 1 }).drain();

    expect(await notifiedUserIds(requestId)).toEqual(ids(...donors));
    expect((await emailsTo(...donors)).length).toBe(2);
    expect(await notifiedCountSeenBy(requester, requestId)).toBe(2);
  });

  it('when the server restarts mid-job: the job is reclaimed after its lock expires and finishes without duplicates', async () => {
    const place = { division: 'Dhaka', district: 'Kishoreganj', blood: 'O+' } as const;
    const requester = await signedInUser(t, place);
    const donors = [await donor(place), await donor(place)];
    const requestId = await postRequest(requester, place);

    // A worker claims the job, notifies the donors, and dies before its e-mails and before marking the job done.
    const claimed = await t.services.repositories.jobs.claim('process-that-died', 60_000, 100);
    expect(claimed.map((job) => job.payload)).toContainEqual({ requestId, wave: 1 });
    await t.services.alertWaves.sendWave(requestId, 1);

    // After the restart, a new worker leaves the job alone while the dead one's lock holds ...
    const restarted = createJobWorker({
      jobs: t.services.repositories.jobs,
      handlers: { ...t.services.alertWaves.jobHandlers, ...t.services.alertDelivery.jobHandlers },
      workerId: 'restarted-process',
    });
    await restarted.drain();
    const jobId = claimed.find((j) => j.payload.requestId === requestId)?.id ?? 'missing';
    expect((await t.services.repositories.jobs.findById(jobId))?.doneAt).toBeNull();

    // ... and takes it over once the lock has expired.
    await t.db.execute(sql`update jobs set locked_until = now() - interval '1 second' where locked_by = 'process-that-died'`);
    await restarted.drain();
    expect((await t.services.repositories.jobs.findById(jobId))?.doneAt).toBeInstanceOf(Date);
    expect(await notifiedUserIds(requestId)).toEqual(ids(...donors));
    const mails = await emailsTo(...donors);
    expect(mails.map((m) => m.to).sort()).toEqual(donors.map((d) => d.email).sort());
  });
});

describe('the request and the job that notifies donors of it', () => {
  it('are stored together: when the job cannot be queued, the request is not stored either', async () => {
    const requester = await signedInUser(t, { division: 'Dhaka', district: 'Madaripur' });
    const requests = createRequestsService({
      requests: t.services.repositories.requests,
      users: t.services.repositories.users,
      audit: t.services.audit,
      recordDonation: t.services.donors.recordDonation,
      queueDonorNotification: async () => {
        throw new Error('queue unavailable');
      },
      jobQueued: () => undefined,
      queueNextWave: async () => undefined,
      openLimit: { donor: 5, staff: 50 },
      places: t.services.places,
    });
    const actor = { ...requester.user, sessionId: 'test' };
    await expect(
      requests.create(actor, {
        ...requestBody({ division: 'Dhaka', district: 'Madaripur' }),
        urgency: 'normal',
        bags: 1,
        component: 'whole_blood',
      }),
    ).rejects.toThrow('queue unavailable');
    const stored = await t.services.repositories.requests.list({ requesterId: requester.user.id }, { offset: 0, limit: 10 });
    expect(stored.total).toBe(0);
  });

  it('a request that is no longer pending when its job runs notifies nobody', async () => {
    const place = { division: 'Dhaka', district: 'Rajbari', blood: 'B-' } as const;
    const requester = await signedInUser(t, place);
    const taker = await signedInUser(t, place);
    await donor(place);
    const requestId = await postRequest(requester, place);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/request/${requestId}`, headers: taker.headers })).statusCode).toBe(200);
    await runJobs();
    expect(await notifiedUserIds(requestId)).toEqual([]);
    expect(await notifiedCountSeenBy(requester, requestId)).toBe(0);
  });
});
