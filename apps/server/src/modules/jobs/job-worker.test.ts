import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { jobs } from '../../db/schema/index';
import { JOB_PRIORITY } from './job-priority';
import { createJobWorker, type JobHandler } from './job-worker';
import { ABANDONED_ERROR, createJobsRepository, type JobsRepository } from './jobs.repository';

let t: TestApp;
let repo: JobsRepository;
beforeAll(async () => {
  t = await createTestApp();
  repo = createJobsRepository(t.db);
});
afterAll(() => t.close());

/** Each test uses job types of its own, so jobs left by another test never run in it. */
let typeCounter = 0;
const newType = () => `test.job-${++typeCounter}`;

const workerFor = (handlers: Record<string, JobHandler>, workerId?: string, concurrency?: number) =>
  createJobWorker({ jobs: repo, handlers, workerId, pollIntervalMs: 20, concurrency });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function stored(id: string) {
  const job = await repo.findById(id);
  if (!job) throw new Error(`job ${id} is missing`);
  return job;
}

/** Moves a job's retry time or lock into the past, as the clock would. */
const age = (id: string, column: 'run_at' | 'locked_until') =>
  t.db.execute(sql`update jobs set ${sql.identifier(column)} = now() - interval '1 second' where id = ${id}`);

/** The repository, counting its claims (`claims`): what a test of when the worker looks at the queue counts. */
function countingClaims(): JobsRepository & { claims: number } {
  const counting = {
    ...repo,
    claims: 0,
    claim: (...args: Parameters<JobsRepository['claim']>) => {
      counting.claims += 1;
      return repo.claim(...args);
    },
  };
  return counting;
}

/** Marks done the jobs earlier tests left queued: a test that counts claims or runs would see them too. */
const finishLeftoverJobs = () =>
  t.db
    .update(jobs)
    .set({ doneAt: new Date() })
    .where(and(isNull(jobs.doneAt), isNull(jobs.failedAt)));

describe('the job queue', () => {
  it('runs a job once and records it done', async () => {
    const type = newType();
    const seen: unknown[] = [];
    const id = await repo.enqueue({ type, payload: { n: 1 } });
    expect(await workerFor({ [type]: async (payload) => void seen.push(payload) }).drain()).toBeGreaterThanOrEqual(1);
    expect(seen).toEqual([{ n: 1 }]);
    const job = await repo.findById(id);
    expect(job?.doneAt).toBeInstanceOf(Date);
    expect(job).toMatchObject({ attempts: 1, lockedBy: null, lockedUntil: null });
    await workerFor({ [type]: async (payload) => void seen.push(payload) }).drain();
    expect(seen).toHaveLength(1);
  });

  it('retries a failed job later, with its error kept, until it succeeds', async () => {
    const type = newType();
    let calls = 0;
    const handler: JobHandler = async () => {
      calls += 1;
      if (calls === 1) throw new Error('SMTP server unreachable');
    };
    const id = await repo.enqueue({ type, payload: {} });
    await workerFor({ [type]: handler }).drain();
    const failed = await repo.findById(id);
    expect(failed).toMatchObject({ attempts: 1, lastError: 'SMTP server unreachable', doneAt: null, failedAt: null, lockedBy: null });
    // Backed off: not due again at once.
    expect(failed?.runAt.getTime()).toBeGreaterThan(Date.now() + 2_000);
    await workerFor({ [type]: handler }).drain();
    expect(calls).toBe(1);

    await age(id, 'run_at');
    await workerFor({ [type]: handler }).drain();
    expect(calls).toBe(2);
    expect(await repo.findById(id)).toMatchObject({ attempts: 2, lastError: null });
    expect((await repo.findById(id))?.doneAt).toBeInstanceOf(Date);
  });

  it('gives a job up after its last attempt and never runs it again', async () => {
    const type = newType();
    let calls = 0;
    const id = await repo.enqueue({ type, payload: {}, maxAttempts: 2 });
    const worker = workerFor({
      [type]: async () => {
        calls += 1;
        throw new Error('always broken');
      },
    });
    await worker.drain();
    await age(id, 'run_at');
    await worker.drain();
    const job = await repo.findById(id);
    expect(job?.failedAt).toBeInstanceOf(Date);
    expect(job).toMatchObject({ attempts: 2, doneAt: null, lastError: 'always broken' });
    await age(id, 'run_at');
    await worker.drain();
    expect(calls).toBe(2);
  });

  it('leaves a job alone while another worker holds it, and takes it over once that lock has expired', async () => {
    const type = newType();
    const id = await repo.enqueue({ type, payload: {} });
    // A worker claims the job and dies before finishing it.
    const [claimed] = (await repo.claim('crashed-worker', 60_000, 100)).filter((job) => job.type === type);
    expect(claimed?.id).toBe(id);

    let calls = 0;
    const survivor = workerFor(
      {
        [type]: async () => {
          calls += 1;
        },
      },
      'survivor',
    );
    await survivor.drain();
    expect(calls).toBe(0);

    await age(id, 'locked_until');
    await survivor.drain();
    expect(calls).toBe(1);
    expect(await repo.findById(id)).toMatchObject({ attempts: 2, lockedBy: null });
    expect((await repo.findById(id))?.doneAt).toBeInstanceOf(Date);

    // The crashed worker coming back cannot mark someone else's run as its own.
    await repo.complete(id, 'crashed-worker');
    await repo.fail({ ...(await stored(id)), attempts: 1 }, 'crashed-worker', 'late', 0);
    expect(await repo.findById(id)).toMatchObject({ lastError: null });
  });

  it('never gives one job to two workers claiming at the same time', async () => {
    const type = newType();
    for (let i = 0; i < 60; i++) await repo.enqueue({ type, payload: { i } });
    // Four workers (on PostgreSQL, four connections of the pool) claim small batches until none is left.
    const workers = ['a', 'b', 'c', 'd'].map((name) => ({ name, repo: createJobsRepository(t.db) }));
    const claimed: string[] = [];
    for (let round = 0; round < 30; round++) {
      const batches = await Promise.all(workers.map((w) => w.repo.claim(`worker-${w.name}`, 60_000, 3)));
      const ours = batches.flat().filter((job) => job.type === type);
      if (ours.length === 0) break;
      claimed.push(...ours.map((job) => job.id));
    }
    expect(claimed).toHaveLength(60);
    expect(new Set(claimed).size).toBe(60);
    const stored = await t.db.select().from(jobs).where(eq(jobs.type, type));
    expect(stored.map((job) => job.attempts)).toEqual(Array(60).fill(1));
    await t.db.update(jobs).set({ doneAt: new Date() }).where(eq(jobs.type, type));
  });

  it('started, runs jobs as they are queued; stopped, waits for the job in hand and leaves the rest queued', async () => {
    const type = newType();
    let release: () => void = () => undefined;
    const started: number[] = [];
    const worker = workerFor(
      {
        [type]: async (payload) => {
          started.push(Number(payload.n));
          if (payload.n === 1) await new Promise<void>((resolve) => (release = resolve));
        },
      },
      undefined,
      // One slot: with a free one, the 20 ms poll may rightly claim the second job before stop() comes.
      1,
    );
    worker.start();
    const first = await repo.enqueue({ type, payload: { n: 1 } });
    worker.wake();
    await expect.poll(() => started).toEqual([1]);
    const second = await repo.enqueue({ type, payload: { n: 2 } });

    const stopping = worker.stop();
    release();
    await stopping;
    expect((await repo.findById(first))?.doneAt).toBeInstanceOf(Date);
    // Queued after the pass had claimed its jobs: it waits, unclaimed, for the next start.
    expect(started).toEqual([1]);
    expect(await repo.findById(second)).toMatchObject({ doneAt: null, lockedBy: null, attempts: 0 });
  });

  it('looks at the queue again when a job ends only if its last look filled every slot or a job was queued since', async () => {
    await finishLeftoverJobs();
    const type = newType();
    const counting = countingClaims();
    const running: (() => void)[] = [];
    const handler: JobHandler = () => new Promise<void>((resolve) => running.push(resolve));
    // No poll during the test: only a job's end and a wake may lead to a claim.
    const worker = createJobWorker({ jobs: counting, handlers: { [type]: handler }, pollIntervalMs: 60_000, concurrency: 4 });
    await repo.enqueue({ type, payload: { n: 1 } });
    const draining = worker.drain();
    await expect.poll(() => running.length).toBe(1);
    expect(counting.claims).toBe(1);
    // Queued by this process while the first runs: its end is followed by a claim that finds it.
    await repo.enqueue({ type, payload: { n: 2 } });
    worker.wake();
    running[0]?.();
    await expect.poll(() => running.length).toBe(2);
    expect(counting.claims).toBe(2);
    // Nothing queued since: the second's end needs no look at the queue.
    running[1]?.();
    expect(await draining).toBe(2);
    expect(counting.claims).toBe(2);
  });

  it('starts no second pass for a wake its pass already looked at the queue for', async () => {
    await finishLeftoverJobs();
    const type = newType();
    const counting = countingClaims();
    let release = () => {};
    const handler: JobHandler = () => new Promise<void>((resolve) => (release = resolve));
    // No poll during the test: only wakes and a job's end may lead to a claim.
    const worker = createJobWorker({ jobs: counting, handlers: { [type]: handler }, pollIntervalMs: 60_000, concurrency: 4 });
    worker.start();
    await expect.poll(() => counting.claims).toBe(1);
    await repo.enqueue({ type, payload: {} });
    worker.wake();
    await expect.poll(() => counting.claims).toBe(2);
    // A job that queues another wakes the worker while it runs (an alert wave and its deliveries):
    // the pass looks once for what it queued, and the pass after it waits for the poll.
    worker.wake();
    await expect.poll(() => counting.claims).toBe(3);
    release();
    await sleep(200);
    expect(counting.claims).toBe(3);
    await worker.stop();
  });

  it('finds a job that fell due meanwhile at the poll counted from its last claim, however often jobs end before it', async () => {
    await finishLeftoverJobs();
    const type = newType();
    const events: string[] = [];
    let releaseHeld = () => {};
    const handler: JobHandler = async ({ name, endsInMs }) => {
      events.push(`${name} started`);
      if (name === 'held') await new Promise<void>((resolve) => (releaseHeld = resolve));
      else await sleep(Number(endsInMs));
      events.push(`${name} ended`);
    };
    // One held job and four that end 250 ms apart: a claim that comes back short, then a job's end
    // more often than the poll. The delayed one falls due 100 ms in and is found at the first poll
    // (300 ms); a poll timer started again at each end would put it off past the last of them.
    for (const [name, endsInMs] of [
      ['held', 0],
      ['c1', 250],
      ['c2', 500],
      ['c3', 750],
      ['c4', 1000],
    ] as const) {
      await repo.enqueue({ type, payload: { name, endsInMs } });
    }
    await repo.enqueue({ type, payload: { name: 'delayed', endsInMs: 0 }, delayMs: 100 });
    const draining = createJobWorker({ jobs: repo, handlers: { [type]: handler }, pollIntervalMs: 300, concurrency: 6 }).drain();
    await expect.poll(() => events.includes('delayed started'), { timeout: 5000 }).toBe(true);
    expect(events.indexOf('delayed started')).toBeLessThan(events.indexOf('c4 ended') === -1 ? Infinity : events.indexOf('c4 ended'));
    releaseHeld();
    expect(await draining).toBe(6);
  });

  it('marks failed a job whose worker died during its last attempt, once its lock has expired', async () => {
    const type = newType();
    const lastTry = await repo.enqueue({ type, payload: {}, maxAttempts: 1 });
    const canRetry = await repo.enqueue({ type, payload: {}, maxAttempts: 2 });
    const claimed = (await repo.claim('crashed-worker', 60_000, 100)).filter((job) => job.type === type);
    expect(claimed.map((job) => job.id).sort()).toEqual([lastTry, canRetry].sort());

    // Still locked: its worker may yet finish it.
    await repo.failAbandoned();
    expect(await repo.findById(lastTry)).toMatchObject({ failedAt: null, lockedBy: 'crashed-worker' });

    await age(lastTry, 'locked_until');
    await age(canRetry, 'locked_until');
    await repo.failAbandoned();
    expect(await repo.findById(lastTry)).toMatchObject({ lockedBy: null, lastError: ABANDONED_ERROR });
    expect((await repo.findById(lastTry))?.failedAt).toBeInstanceOf(Date);
    // One with attempts left is claimed again instead, as before.
    expect(await repo.findById(canRetry)).toMatchObject({ failedAt: null });
    expect((await repo.claim('survivor', 60_000, 100)).map((job) => job.id)).toContain(canRetry);
  });

  it('forgets jobs done more than a week ago, and keeps recent and failed ones', async () => {
    const type = newType();
    const old = await repo.enqueue({ type, payload: {} });
    const recent = await repo.enqueue({ type, payload: {} });
    const failed = await repo.enqueue({ type, payload: {} });
    await t.db.execute(sql`update jobs set done_at = now() - interval '8 days' where id = ${old}`);
    await t.db.execute(sql`update jobs set done_at = now() - interval '6 days' where id = ${recent}`);
    await t.db.execute(sql`update jobs set failed_at = now() - interval '30 days' where id = ${failed}`);
    await repo.deleteDoneBefore(7);
    expect(await repo.findById(old)).toBeUndefined();
    expect(await repo.findById(recent)).toBeDefined();
    expect(await repo.findById(failed)).toBeDefined();
  });

  it('runs the most urgent job first, however many older, less urgent ones wait', async () => {
    const type = newType();
    for (let i = 0; i < 5; i++) await repo.enqueue({ type, payload: { name: `e-mail ${i}` }, priority: JOB_PRIORITY.email });
    await repo.enqueue({ type, payload: { name: 'normal' }, priority: JOB_PRIORITY.normal });
    await repo.enqueue({ type, payload: { name: 'critical' }, priority: JOB_PRIORITY.critical });
    const order: string[] = [];
    await workerFor({ [type]: async (payload) => void order.push(String(payload.name)) }, undefined, 1).drain();
    expect(order).toEqual(['critical', 'normal', 'e-mail 0', 'e-mail 1', 'e-mail 2', 'e-mail 3', 'e-mail 4']);
  });

  it('a job queued with a delay waits for its time', async () => {
    const type = newType();
    const id = await repo.enqueue({ type, payload: {}, delayMs: 60_000 });
    let calls = 0;
    const worker = workerFor({
      [type]: async () => {
        calls += 1;
      },
    });
    await worker.drain();
    expect(calls).toBe(0);
    expect(((await stored(id)).runAt.getTime() - Date.now()) / 1000).toBeGreaterThan(55);
    await age(id, 'run_at');
    await worker.drain();
    expect(calls).toBe(1);
  });

  it.each([1, 4])('runs at most %i jobs at once (JOB_CONCURRENCY), and all of them', async (concurrency) => {
    const type = newType();
    for (let i = 0; i < 10; i++) await repo.enqueue({ type, payload: {} });
    let running = 0;
    let most = 0;
    const worker = workerFor(
      {
        [type]: async () => {
          running += 1;
          most = Math.max(most, running);
          await sleep(30);
          running -= 1;
        },
      },
      undefined,
      concurrency,
    );
    expect(await worker.drain()).toBeGreaterThanOrEqual(10);
    expect(most).toBe(concurrency);
    expect((await t.db.select().from(jobs).where(eq(jobs.type, type))).every((job) => job.doneAt !== null)).toBe(true);
  });

  it('a critical job queued while every slot is busy takes the next free slot, before the waiting ones', async () => {
    const type = newType();
    const order: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const worker = workerFor(
      {
        [type]: async (payload) => {
          order.push(String(payload.name));
          if (payload.name === 'slow') await gate;
        },
      },
      undefined,
      1,
    );
    await repo.enqueue({ type, payload: { name: 'slow' }, priority: JOB_PRIORITY.email });
    worker.start();
    await expect.poll(() => order).toEqual(['slow']);
    await repo.enqueue({ type, payload: { name: 'e-mail' }, priority: JOB_PRIORITY.email });
    await repo.enqueue({ type, payload: { name: 'critical' }, priority: JOB_PRIORITY.critical });
    worker.wake();
    release();
    await expect.poll(() => order).toEqual(['slow', 'critical', 'e-mail']);
    await worker.stop();
  });
});
