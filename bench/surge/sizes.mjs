// What each size of the surge scenario means (`npm run bench -- --scenario=surge [--size=small]`).
export const SURGE_SIZES = {
  /** The figure: a dengue-season flood on a national service. Targets are judged at this size. */
  full: {
    donors: 1_000_000,
    requesters: 500,
    requests: 1_000,
    loadSeconds: 60,
    // After the last request: how long the stand-in waits for the first waves' pushes. Past the
    // slowest target (normal, 2 min) with a margin, below the shortest wait for a second wave (5 min).
    windowSeconds: 180,
    judged: true,
  },
  /** CI: every step runs, nothing is lost or sent twice; the latency targets are not judged. */
  small: {
    donors: 20_000,
    requesters: 30,
    requests: 60,
    loadSeconds: 10,
    windowSeconds: 30,
    judged: false,
  },
};

/** Shares of the load: 5% critical, 20% urgent, the rest normal; bags 1 to 3, one bag most often. */
export const URGENCY_SHARES = { critical: 5, urgent: 20, normal: 75 };
export const BAGS_SHARES = { 1: 60, 2: 30, 3: 10 };

/** The targets: the first wave's last push, p99, per urgency (ms). */
export const FIRST_WAVE_P99_MS = { critical: 10_000, urgent: 30_000, normal: 120_000 };

/** The surge's pass/fail report under TEST_REPORT_DIR, beside the main benchmark's bench.json. */
export const SURGE_REPORT_FILE = 'bench-surge.json';
