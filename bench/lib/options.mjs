// Command-line options of `npm run bench`, and what each data-set size means.
import { parseArgs } from 'node:util';
import { SURGE_SIZES } from '../surge/sizes.mjs';

/** What every measured size shares: the pages Lighthouse measures and the start-time runs (made once, on the largest size). */
const MEASURED = {
  lighthouseRuns: 3,
  lighthousePages: ['home', 'search', 'details', 'login', 'pending', 'blog'],
  startup: true,
  startupRuns: 3,
};

/**
 * The data sets. Each route and server is measured `rounds` times, `warmupSeconds` + `loadSeconds`
 * each, in read-only and mixed mode, after a pass of `warmupSeconds` per route and server that is
 * not counted (lib/measure.mjs): at 1m 6 routes x 5 servers x 2 modes x 5 rounds = 300 runs of 1 +
 * 4 s and two passes of 30 s, about 26 minutes; 10k and 100k, 2 rounds of 1 + 3 s, about 9. The
 * judged size takes five rounds: on this 2-core machine one server's 5-s figure moves by 10 to 25 %
 * between runs a few seconds apart (1 Dec), and the median of three let one or two disturbed runs
 * move a ratio past its target; with five, each server also takes each place in a route's order once.
 */
export const SIZES = {
  /** The figure: what a busy national service holds after a few years. */
  '1m': { users: 100_000, requests: 1_000_000, blogs: 120, loadSeconds: 4, warmupSeconds: 1, rounds: 5, ...MEASURED },
  '100k': { users: 10_000, requests: 100_000, blogs: 120, loadSeconds: 3, warmupSeconds: 1, rounds: 2, ...MEASURED },
  '10k': { users: 2_000, requests: 10_000, blogs: 120, loadSeconds: 3, warmupSeconds: 1, rounds: 2, ...MEASURED },
  /**
   * CI: proves the steps still run (Lighthouse on the signed-in page only; the start time, a PGlite
   * initdb of 10 s or more, is left out) and the plans use indexes; one round of 1 s, figures not judged.
   */
  small: {
    users: 2_000,
    requests: 20_000,
    blogs: 30,
    loadSeconds: 1,
    warmupSeconds: 0,
    rounds: 1,
    lighthouseRuns: 1,
    lighthousePages: ['details'],
    startupRuns: 0,
  },
};
/** Other names of a size. */
const ALIASES = { full: '1m' };
/** The size whose figures the targets are judged on. */
export const JUDGED_SIZE = '1m';

const HELP = `npm run bench -- [--scenario=reads|surge] [--size=1m|100k|10k|small|a,list] [--keep] [--unpinned] [--skip=lighthouse,startup,...]
  --scenario reads (the default: data set, plans, load, Lighthouse, start) or surge (alerts under a
             flood of requests: two servers, Redis, a push service stand-in; see bench/README.md)
  --size     1m (= full: 100,000 users, 1,000,000 requests; the default), 100k, 10k or small (CI), or a
             list (--size=10k,100k,1m: each in turn, smallest first; about 9 + 9 + 26 minutes of load)
             surge: full (1,000,000 donors, 1,000 requests in 60 s) or small (20,000 donors, 60 requests in 10 s)
  --keep     keep the benchmark's database afterwards (its name is printed)
  --unpinned leave the servers and the load generator wherever the OS puts them (by default the
             servers run on CPU 1 and the load generator on CPU 0: decision 0048)
  --skip     leave out steps: load, plans, lighthouse, startup, assets
  DATABASE_URL   the PostgreSQL server to use (default postgres://postgres@127.0.0.1:5432/postgres)
  BENCH_PORT     the benchmark's five servers' first port (default 3330), then the next four; +6: the
                 start-time server; surge: the first three
  TEST_REPORT_DIR   also write a pass/fail report there, one check per target (for CI's count)`;

export function readOptions(argv = process.argv.slice(2)) {
  const { values } = parseArgs({
    args: argv,
    options: {
      scenario: { type: 'string', default: 'reads' },
      size: { type: 'string', default: 'full' },
      keep: { type: 'boolean', default: false },
      unpinned: { type: 'boolean', default: false },
      skip: { type: 'string', default: '' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    process.exit(0);
  }
  const sizes = { reads: SIZES, surge: SURGE_SIZES }[values.scenario];
  if (!sizes) throw new Error('--scenario must be reads or surge');
  const names = values.size.split(',').map((name) => ALIASES[name] ?? name);
  for (const name of names)
    if (!sizes[name] && !sizes[values.size])
      throw new Error(`--size must be one of ${[...Object.keys(sizes), ...Object.keys(ALIASES)].join(', ')}, or a list of them`);
  // The surge's sizes are its own (full and small): its name is taken as given.
  const sizeNames = values.scenario === 'surge' ? [values.size] : [...new Set(names)].sort((a, b) => sizes[a].requests - sizes[b].requests);
  const basePort = Number(process.env.BENCH_PORT ?? 3330);
  return {
    scenario: values.scenario,
    sizeName: values.size,
    /** The reads scenario's sizes, smallest first; the surge's one size. */
    sizeNames,
    size: sizes[sizeNames[sizeNames.length - 1]],
    keep: values.keep,
    unpinned: values.unpinned,
    skip: new Set(values.skip.split(',').filter(Boolean)),
    serverUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    ports: {
      app: basePort,
      appNoCache: basePort + 1,
      bare: basePort + 2,
      bareCached: basePort + 3,
      express: basePort + 4,
      startup: basePort + 6,
    },
    // The surge's two app servers and its push service stand-in.
    surgePorts: { apps: [basePort, basePort + 1], push: basePort + 2 },
    reportDir: process.env.TEST_REPORT_DIR,
  };
}
