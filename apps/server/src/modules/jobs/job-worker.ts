import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { JobRow } from '../../db/schema/index';
import type { JobsRepository } from './jobs.repository';

/** Runs one job. It must be safe to run again: a job is retried after an error, and after its worker died mid-way. */
export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;

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
  batchSize?: number;
}

/** 5 s, 10 s, 20 s, ... at most an hour, with jitter so that retries of many jobs spread out. */
export const retryDelayMs = (attempt: number) => Math.min(5_000 * 2 ** (attempt - 1), 3_600_000) * (0.75 + Math.random() * 0.5);

const silentLog: JobLog = { warn: () => undefined, error: () => undefined };

/**
 * The worker inside each server process. It polls for due jobs, runs them one after another, and is
 * woken at once when this process enqueues one. Several processes may run workers on one database.
 */
export function createJobWorker(options: JobWorkerOptions) {
  const { jobs, handlers, pollIntervalMs = 2_000, leaseMs = 5 * 60_000, batchSize = 10 } = options;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  let log = silentLog;
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> | undefined;
  let wokenDuringPass = false;

  async function run(job: JobRow): Promise<void> {
    const handler = handlers[job.type];
    try {
      if (!handler) throw new Error(`No handler for jobs of type ${job.type}.`);
      await handler(job.payload);
      await jobs.complete(job.id, workerId);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ jobId: job.id, type: job.type, attempt: job.attempts, err: error }, 'job failed; it will be retried');
      await jobs.fail(job, workerId, message, retryDelayMs(job.attempts));
    }
  }

  /**
   * Claims and runs due jobs until none is left (jobs may queue more: a notification, its e-mails),
   * or until the worker is stopped; answers how many ran.
   */
  async function drain(): Promise<number> {
    let ran = 0;
    for (;;) {
      const claimed = await jobs.claim(workerId, leaseMs, batchSize);
      for (const job of claimed) await run(job);
      ran += claimed.length;
      const stopping = !running && pass !== undefined;
      if (claimed.length === 0 || stopping) return ran;
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
          schedule(wokenDuringPass ? 0 : pollIntervalMs);
          wokenDuringPass = false;
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
      if (!running) return;
      if (pass) wokenDuringPass = true;
      else schedule(0);
    },

    /** Stops polling and waits for the job in hand to finish; an unstarted job stays queued for the next start. */
    async stop() {
      running = false;
      clearTimeout(timer);
      await pass;
    },
  };
}

export type JobWorker = ReturnType<typeof createJobWorker>;
