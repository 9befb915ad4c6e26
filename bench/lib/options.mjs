// Command-line options of `npm run bench`, and what each data-set size means.
import { parseArgs } from 'node:util';
import { SURGE_SIZES } from '../surge/sizes.mjs';

export const SIZES = {
  /** The figure: what a busy national service holds after a few years. */
  full: {
    users: 100_000,
    requests: 1_000_000,
    blogs: 120,
    loadSeconds: 10,
    lighthouseRuns: 3,
    lighthousePages: ['home', 'search', 'details'],
    startup: true,
    startupRuns: 3,
    warmupSeconds: 3,
  },
  /**
   * CI: proves the steps still run (Lighthouse on the signed-in page only; the start time, a PGlite
   * initdb of 10 s or more, is left out) and the plans use indexes; figures are not judged.
   */
  small: {
    users: 2_000,
    requests: 20_000,
    blogs: 30,
    loadSeconds: 1,
    lighthouseRuns: 1,
    lighthousePages: ['details'],
    startupRuns: 0,
    warmupSeconds: 0,
  },
};

const HELP = `npm run bench -- [--scenario=reads|surge] [--size=full|small] [--keep] [--skip=lighthouse,startup,...]
  --scenario reads (the default: data set, plans, load, Lighthouse, start) or surge (alerts under a
             flood of requests: two servers, Redis, a push service stand-in; see bench/README.md)
  --size     full (100,000 users, 1,000,000 requests; default) or small (for CI)
             surge: full (1,000,000 donors, 1,000 requests in 60 s) or small (20,000 donors, 60 requests in 10 s)
  --keep     keep the benchmark's database afterwards (its name is printed)
  --skip     leave out steps: load, plans, lighthouse, startup, assets
  DATABASE_URL   the PostgreSQL server to use (default postgres://postgres@127.0.0.1:5432/postgres)
  BENCH_PORT     first of ten ports the benchmark may use (default 3330; surge: the first three)
  TEST_REPORT_DIR   also write a pass/fail report there, one check per target (for CI's count)`;

export function readOptions(argv = process.argv.slice(2)) {
  const { values } = parseArgs({
    args: argv,
    options: {
      scenario: { type: 'string', default: 'reads' },
      size: { type: 'string', default: 'full' },
      keep: { type: 'boolean', default: false },
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
  const size = sizes[values.size];
  if (!size) throw new Error(`--size must be one of ${Object.keys(sizes).join(', ')}`);
  const basePort = Number(process.env.BENCH_PORT ?? 3330);
  return {
    scenario: values.scenario,
    sizeName: values.size,
    size,
    keep: values.keep,
    skip: new Set(values.skip.split(',').filter(Boolean)),
    serverUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    ports: { app: basePort, bare: basePort + 1, express: basePort + 2, startup: basePort + 3, lighthouse: basePort + 4 },
    // The surge's two app servers and its push service stand-in.
    surgePorts: { apps: [basePort, basePort + 1], push: basePort + 2 },
    reportDir: process.env.TEST_REPORT_DIR,
  };
}
