/**
 * The job queue's figures for decision 0025: jobs per second at concurrency 1 and 4 with a handler
 * that waits 20 ms (like a push service or SMTP), and how long a critical job waits behind 10,000
 * queued e-mail jobs, in run_at order as before (one at a time) and by priority (4 at once).
 *
 *   npx tsx bench/job-queue.ts                 # embedded PGlite
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/job-queue.ts
 *   ... -- --before                            # also the "before" wait (about 4 minutes)
 */
import { sql } from 'drizzle-orm';
import { JOB_PRIORITY } from '../apps/server/src/modules/jobs/job-priority';
import { createJobWorker } from '../apps/server/src/modules/jobs/job-worker';
import { createJobsRepository } from '../apps/server/src/modules/jobs/jobs.repository';
import { openTestDatabase } from '../apps/server/test/test-database';

const HANDLER_MS = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const database = await openTestDatabase();
const { db, engine } = database.handle;
const jobs = createJobsRepository(db);
const results: Record<string, string> = { engine };

async function throughput(concurrency: number, count: number) {
  await db.execute(sql`delete from jobs`);
  await db.execute(sql`insert into jobs (type, payload) select 'bench.io', '{}'::jsonb from generate_series(1, ${count})`);
  const worker = createJobWorker({ jobs, handlers: { 'bench.io': () => sleep(HANDLER_MS) }, concurrency });
  const started = performance.now();
  const ran = await worker.drain();
  const seconds = (performance.now() - started) / 1000;
  results[`jobs/s at concurrency ${concurrency} (${count} jobs of ${HANDLER_MS} ms)`] = (ran / seconds).toFixed(1);
}

/** Seconds from queuing a critical job behind 10,000 e-mail jobs to its start. */
async function criticalWait(label: string, options: { priority: number; concurrency: number }) {
  await db.execute(sql`delete from jobs`);
  await db.execute(
    sql`insert into jobs (type, payload, priority) select 'bench.email', '{}'::jsonb, ${JOB_PRIORITY.email} from generate_series(1, 10000)`,
  );
  let queuedAt = 0;
  let waited = -1;
  const worker = createJobWorker({
    jobs,
    handlers: {
      'bench.email': () => sleep(HANDLER_MS),
      'bench.critical': async () => {
        waited = (performance.now() - queuedAt) / 1000;
        worker.stop();
      },
    },
    concurrency: options.concurrency,
  });
  worker.start();
  await sleep(500); // the e-mails are under way
  queuedAt = performance.now();
  await jobs.enqueue({ type: 'bench.critical', payload: {}, priority: options.priority });
  worker.wake();
  while (waited < 0) await sleep(20);
  await worker.stop();
  results[label] = `${waited.toFixed(2)} s`;
}

await throughput(1, 300);
await throughput(4, 1000);
await criticalWait('critical job behind 10,000 e-mails, by priority, concurrency 4', { priority: JOB_PRIORITY.critical, concurrency: 4 });
await criticalWait('critical job behind 10,000 e-mails, by priority, concurrency 1', { priority: JOB_PRIORITY.critical, concurrency: 1 });
if (process.argv.includes('--before')) {
  // Before: every job had the same priority, so run_at order put the critical job last; one at a time.
  await criticalWait('critical job behind 10,000 e-mails, run_at order (before), concurrency 1', {
    priority: JOB_PRIORITY.email,
    concurrency: 1,
  });
}
await database.close();
console.table(results);
