// CPU time of the surge's work (issue 48: at most 15 ms per request created, app and database
// together): the app processes (and any children) and the PostgreSQL backends of the surge's
// database, from /proc/<pid>/stat (utime + stime). pg_stat_statements is not preloaded on the
// benchmark's server, and it counts time, not CPU, and not the wave jobs' commits and triggers.
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

/** Kernel clock ticks per second (USER_HZ): 100 on Linux whatever the kernel's own HZ. */
const TICK_MS = 10;
export const BENCH_APPLICATION = 'grant-bench';

/** { ppid, ticks } of a process, or undefined when it is gone. The name may hold spaces: fields follow its ')'. */
function readStat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

/** The processes and every descendant, with their CPU ticks. */
function treeTicks(rootPids) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(entry);
    if (stat) parents.set(Number(entry), stat);
  }
  const inTree = new Set(rootPids);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, stat] of parents) {
      if (!inTree.has(pid) && inTree.has(stat.ppid)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  return new Map([...inTree].filter((pid) => parents.has(pid)).map((pid) => [pid, parents.get(pid).ticks]));
}

/**
 * What the database did, from pg_stat_database (flushed by the backends about once a second, so
 * near, not exact): transactions committed, rows inserted, updated and fetched, blocks touched.
 */
async function databaseCounts(client, databaseName) {
  const { rows } = await client.query(
    `select xact_commit::float8 as commits, tup_inserted::float8 as inserted, tup_updated::float8 as updated,
            tup_fetched::float8 as fetched, (blks_hit + blks_read)::float8 as blocks
     from pg_stat_database where datname = $1`,
    [databaseName],
  );
  return rows[0];
}

/**
 * Starts sampling: the app's process trees at once and at the end; the database's backends (every
 * process pg_stat_activity shows on `databaseName`, less the benchmark's own connections) every
 * 250 ms, as backends come and go with the pools. A backend seen first after the start counts from
 * zero (it was forked during the run); one that ends counts until its last sample, so the figure
 * misses at most a quarter second of each backend that closed. Answers stop(): { appMs, dbMs, autovacuumMs, backends, work } (work: databaseCounts' differences).
 */
export async function startCpuMeter({ appPids, databaseUrl, databaseName }) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: `${BENCH_APPLICATION}-cpu` });
  await client.connect();
  const appStart = treeTicks(appPids);
  const backends = new Map();
  let first = true;
  const sample = async () => {
    const { rows } = await client.query(
      `select pid, backend_type as type from pg_stat_activity where datname = $1 and coalesce(application_name, '') not like $2`,
      [databaseName, `${BENCH_APPLICATION}%`],
    );
    for (const { pid, type } of rows) {
      const stat = readStat(pid);
      if (!stat) continue;
      const seen = backends.get(pid);
      if (seen) seen.last = stat.ticks;
      else backends.set(pid, { type, start: first ? stat.ticks : 0, last: stat.ticks });
    }
    first = false;
  };
  await sample();
  const databaseStart = await databaseCounts(client, databaseName);
  let timer;
  let running = true;
  const loop = async () => {
    if (!running) return;
    await sample().catch(() => {});
    timer = setTimeout(loop, 250);
  };
  timer = setTimeout(loop, 250);
  return {
    async stop() {
      running = false;
      clearTimeout(timer);
      await sample();
      const databaseEnd = await databaseCounts(client, databaseName);
      await client.end();
      const appEnd = treeTicks(appPids);
      const appTicks = [...appEnd].reduce((sum, [pid, ticks]) => sum + ticks - (appStart.get(pid) ?? 0), 0);
      const dbTicks = [...backends.values()].reduce((sum, b) => sum + b.last - b.start, 0);
      // Autovacuum works on this database too: counted in dbMs (the writes made its work), told apart.
      const autovacuumTicks = [...backends.values()]
        .filter((b) => b.type === 'autovacuum worker')
        .reduce((sum, b) => sum + b.last - b.start, 0);
      const work = Object.fromEntries(Object.keys(databaseEnd).map((key) => [key, databaseEnd[key] - databaseStart[key]]));
      return { appMs: appTicks * TICK_MS, dbMs: dbTicks * TICK_MS, autovacuumMs: autovacuumTicks * TICK_MS, backends: backends.size, work };
    },
  };
}
