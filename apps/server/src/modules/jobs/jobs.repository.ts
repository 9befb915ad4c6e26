import { and, asc, eq, gte, inArray, isNull, lt, lte, or, type Placeholder, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { type JobRow, jobs } from '../../db/schema/index';

export interface NewJob {
  type: string;
  payload: Record<string, unknown>;
  maxAttempts?: number;
  /** Lower runs first (JOB_PRIORITY); the column's default (50) otherwise. */
  priority?: number;
  /** Not before this many milliseconds from now (by the database's clock): the next alert wave. */
  delayMs?: number;
}

const now = sql`now()`;
/** Kept as the job's error when its last attempt ended with its worker, not with an error of its own. */
export const ABANDONED_ERROR = 'The worker stopped during the last attempt (the server was stopped or crashed).';
/** A job's columns once its work is done. */
const COMPLETED = { doneAt: now, lockedBy: null, lockedUntil: null, lastError: null };
const millisecondsFromNow = (ms: number | Placeholder) => sql`now() + ${ms} * interval '1 millisecond'`;

/** `complete` in another transaction (the job's own work): the same statement, on that transaction's connection. */
const completeInStatement = preparedStatement((db) =>
  db
    .update(jobs)
    .set(COMPLETED)
    .where(and(eq(jobs.id, sql.placeholder('id')), eq(jobs.lockedBy, sql.placeholder('workerId'))))
    .prepare('jobs_complete_in'),
);

/**
 * The SQL of the job queue. Times come from the database's clock, never a process's, so several
 * server processes (or machines) agree on which jobs are due and which locks have expired.
 */
export function createJobsRepository(db: Database) {
  // A claim and a completion run for every job (tens a second while alerts go out): built once and
  // prepared, at their first use (a repository made for a test may never run them).
  const prepareClaim = () => {
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          isNull(jobs.doneAt),
          isNull(jobs.failedAt),
          lte(jobs.runAt, now),
          or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, now)),
          lt(jobs.attempts, jobs.maxAttempts),
        ),
      )
      .orderBy(asc(jobs.priority), asc(jobs.runAt))
      .limit(sql.placeholder('limit'))
      .for('update', { skipLocked: true });
    return db
      .update(jobs)
      .set({
        lockedBy: sql`${sql.placeholder('workerId')}`,
        lockedUntil: millisecondsFromNow(sql.placeholder('leaseMs')),
        attempts: sql`${jobs.attempts} + 1`,
      })
      .where(inArray(jobs.id, due))
      .returning()
      .prepare('jobs_claim');
  };
  const prepareComplete = () =>
    db
      .update(jobs)
      .set(COMPLETED)
      .where(and(eq(jobs.id, sql.placeholder('id')), eq(jobs.lockedBy, sql.placeholder('workerId'))))
      .prepare('jobs_complete');
  let claimStatement: ReturnType<typeof prepareClaim> | undefined;
  let completeStatement: ReturnType<typeof prepareComplete> | undefined;

  /** Adds jobs in one statement (a wave's deliveries and the wave after), answering their ids in order. */
  const enqueueAll = async (newJobs: NewJob[], tx: Database = db): Promise<string[]> => {
    if (newJobs.length === 0) return [];
    const values = newJobs.map(({ delayMs, ...columns }) => (delayMs ? { ...columns, runAt: millisecondsFromNow(delayMs) } : columns));
    const rows = await tx.insert(jobs).values(values).returning({ id: jobs.id });
    return rows.map((row) => row.id);
  };

  return {
    /** Adds a job; pass the transaction of the change that needs it, so both commit or neither does. */
    async enqueue(job: NewJob, tx: Database = db): Promise<string> {
      const [id] = await enqueueAll([job], tx);
      if (!id) throw new Error('The job was not stored.');
      return id;
    },

    enqueueAll,

    /**
     * Locks up to `limit` due jobs for `workerId` until the lease ends, and counts the attempt: the
     * most urgent first (priority, then the oldest due; served by jobs_due_idx). A job another worker
     * holds is skipped (SKIP LOCKED), so concurrent workers never claim the same job; one whose lease
     * has run out (its worker died) is due again.
     */
    claim(workerId: string, leaseMs: number, limit: number): Promise<JobRow[]> {
      claimStatement ??= prepareClaim();
      return claimStatement.execute({ workerId, leaseMs, limit });
    },

    /** Only the worker still holding the job may finish it: one that lost its lease changes nothing. */
    async complete(id: string, workerId: string): Promise<void> {
      completeStatement ??= prepareComplete();
      await completeStatement.execute({ id, workerId });
    },

    /** `complete`, inside the transaction of the job's own work: the job is done exactly when its work commits. */
    async completeIn(id: string, workerId: string, tx: Database): Promise<void> {
      await completeInStatement.on(tx).execute({ id, workerId });
    },

    /** Releases the job to run again after `retryInMs`, or gives it up when that was its last attempt. */
    async fail(job: JobRow, workerId: string, error: string, retryInMs: number): Promise<void> {
      const lastAttempt = job.attempts >= job.maxAttempts;
      await db
        .update(jobs)
        .set({
          lastError: error.slice(0, 2000),
          lockedBy: null,
          lockedUntil: null,
          ...(lastAttempt ? { failedAt: now } : { runAt: millisecondsFromNow(retryInMs) }),
        })
        .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId)));
    },

    /**
     * Gives up the jobs whose worker died during their last allowed attempt: `claim` never takes
     * them again, so without this they would stay neither done nor failed, out of a person's sight.
     */
    async failAbandoned(): Promise<number> {
      const abandoned = await db
        .update(jobs)
        .set({
          failedAt: now,
          lockedBy: null,
          lockedUntil: null,
          lastError: sql`coalesce(${jobs.lastError}, ${ABANDONED_ERROR})`,
        })
        .where(and(isNull(jobs.doneAt), isNull(jobs.failedAt), lt(jobs.lockedUntil, now), gte(jobs.attempts, jobs.maxAttempts)))
        .returning({ id: jobs.id });
      return abandoned.length;
    },

    /** Forgets jobs done more than `days` ago; failed ones stay for a person to read. */
    async deleteDoneBefore(days: number): Promise<number> {
      const deleted = await db
        .delete(jobs)
        .where(lt(jobs.doneAt, sql`now() - ${days} * interval '1 day'`))
        .returning({ id: jobs.id });
      return deleted.length;
    },

    findById: async (id: string): Promise<JobRow | undefined> => (await db.select().from(jobs).where(eq(jobs.id, id)))[0],
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
