import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../../db/client';
import type { JobRow } from '../../db/schema/index';
import type { JobsRepository } from './jobs.repository';

/**
 * Runs one job. It must be safe to run again: a job is retried after an error, and after its worker
 * died mid-way. A handler whose work is one transaction may record the job done in it
 * (`job.completeIn(tx)`): then the two commit together, and the worker does not record it again.
 */
export type JobHandler = (payload: Record<string, unknown>, job?: RunningJob) => Promise<void>;

/** The job a handler runs, as it may finish it. */
export interface RunningJob {
  completeIn(tx: Database): Promise<void>;
}

/**
 * How other modules queue work (alert waves), without the rest of the jobs repository (decision 0030).
 * A module that queues a job to run now wakes this process's worker once its transaction commits
 * (its `jobQueued`); else the job waits for the next poll, up to two seconds.
 */
export type JobQueue = Pick<JobsRepository, 'enqueue' | 'enqueueAll'>;

export interface JobLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobWorkerOptions {
  jobs: JobsRepository;
  handlers: Record<string, JobHandler>;
  workerId?: string;
  /** How often an idle worker looks for due jobs (those enqueued by other processes, and retries). */
  pollIntervalMs?: number;
  /** How long a claimed job stays locked; after that, another worker may take it over. */
  leaseMs?: number;
  /** How many jobs run at once in this process (JOB_CONCURRENCY): alert deliveries mostly wait on the network. */
  concurrency?: number;
}

/** 5 s, 10 s, 20 s, ... at most an hour, with jitter so that retries of many jobs spread out. */
export const retryDelayMs = (attempt: number) => Math.min(5_000 * 2 ** (attempt - 1), 3_600_000) * (0.75 + Math.random() * 0.5);

const silentLog: JobLog = { warn: () => undefined, error: () => undefined };

/**
 * The worker inside each server process. It polls for due jobs, runs up to `concurrency` of them at
 * once, and is woken at once when this process enqueues one. Several processes may run workers on
 * one database.
 */
export function createJobWorker(options: JobWorkerOptions) {
  const { jobs, handlers, pollIntervalMs = 2_000, leaseMs = 5 * 60_000, concurrency = 4 } = options;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  let log = silentLog;
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> | undefined;
  /** Ends a pass's wait for a free slot early: this process queued a job (maybe a critical one). */
  let nudge: () => void = () => undefined;
  /** Counts wakes, so a pass notices one that came while it was claiming (before it could be nudged). */
  let wakes = 0;
  /**
   * The wakes counted before the latest claim began: that claim saw every job they were for. A pass
   * that ends with a wake after it starts another at once; one whose claim served its wakes does not.
   */
  let wakesClaimed = 0;

  async function run(job: JobRow): Promise<void> {
    const handler = handlers[job.type];
    try {
      if (!handler) throw new Error(`No handler for jobs of type ${job.type}.`);
      let completedInWork = false;
      await handler(job.payload, {
        completeIn: async (tx) => {
          await jobs.completeIn(job.id, workerId, tx);
          completedInWork = true;
        },
      });
      if (!completedInWork) await jobs.complete(job.id, workerId);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ jobId: job.id, type: job.type, attempt: job.attempts, err: error }, 'job failed; it will be retried');
      await jobs.fail(job, workerId, message, retryDelayMs(job.attempts));
    }
  }

  /** Resolves when a running job ends, this process queues a job, or `pollInMs` has passed. */
  function nextChance(inFlight: Set<Promise<void>>, slotFree: boolean, pollInMs: number): Promise<void> {
    if (!slotFree) return Promise.race(inFlight);
    let timeout: NodeJS.Timeout | undefined;
    const woken = new Promise<void>((resolve) => {
      nudge = resolve;
      timeout = setTimeout(resolve, pollInMs);
    });
    return Promise.race([...inFlight, woken]).finally(() => {
      clearTimeout(timeout);
      nudge = () => undefined;
    });
  }

  /**
   * Claims and runs due jobs, up to `concurrency` at once, until none is left and none is running
   * (jobs may queue more: a wave, its deliveries), or until the worker is stopped; answers how many
   * ran. A slot is filled by claiming only as many jobs as are free, so the most urgent job queued
   * meanwhile takes the next free slot rather than waiting behind a claimed batch.
   */
  async function drain(): Promise<number> {
    let ran = 0;
    const inFlight = new Set<Promise<void>>();
    /** The last claim: when, whether it found fewer due jobs than it asked for, the wakes counted before it. */
    let lastClaim: { at: number; short: boolean; wakes: number } | undefined;
    for (;;) {
      const stopping = !running && pass !== undefined;
      const free = concurrency - inFlight.size;
      const wakesBefore = wakes;
      // A job ending frees a slot but queues nothing due: after a claim that came back short, only a
      // wake (this process queued a job) or the poll, counted from that claim (another process's job,
      // a delayed one, a retry), can have.
      const pollDue = !lastClaim || performance.now() - lastClaim.at >= pollIntervalMs;
      const mayFindMore = !lastClaim?.short || lastClaim.wakes !== wakesBefore || pollDue;
      let claimed: JobRow[] = [];
      if (free > 0 && !stopping && mayFindMore) {
        const at = performance.now();
        claimed = await jobs.claim(workerId, leaseMs, free);
        lastClaim = { at, short: claimed.length < free, wakes: wakesBefore };
        wakesClaimed = wakesBefore;
      }
      for (const job of claimed) {
        const done: Promise<void> = run(job)
          .catch((error: unknown) => log.error({ err: error, jobId: job.id }, 'the job worker could not record a job'))
          .finally(() => inFlight.delete(done));
        inFlight.add(done);
      }
      ran += claimed.length;
      if (inFlight.size === 0) return ran;
      // All slots busy, or nothing more is due: wait for a slot to free, a wake, or the next poll.
      const slotFree = inFlight.size < concurrency && !stopping;
      if (slotFree && wakes !== wakesBefore) continue;
      const pollInMs = lastClaim ? Math.max(0, lastClaim.at + pollIntervalMs - performance.now()) : 0;
      if (claimed.length < free || !slotFree) await nextChance(inFlight, slotFree, pollInMs);
    }
  }

  function schedule(delayMs: number) {
    if (!running) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      pass = drain()
        .then(() => undefined)
        .catch((error: unknown) => log.error({ err: error }, 'the job worker could not read the queue'))
        .finally(() => {
          pass = undefined;
          schedule(wakes !== wakesClaimed ? 0 : pollIntervalMs);
        });
    }, delayMs);
  }

  return {
    workerId,
    drain,

    start(logger: JobLog = silentLog) {
      if (running) return;
      log = logger;
      running = true;
      schedule(0);
    },

    /** Looks for jobs now rather than at the next poll (called after this process enqueued one). */
    wake() {
      // Counted stopped too: a drain() called by hand (tests) looks for the jobs its jobs queued.
      wakes += 1;
      if (!running) return;
      if (pass) nudge();
      else schedule(0);
    },

    /** Stops polling and waits for the jobs in hand to finish; unstarted jobs stay queued for the next start. */
    async stop() {
      running = false;
      clearTimeout(timer);
      nudge();
      await pass;
    },
  };
}
