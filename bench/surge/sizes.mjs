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
    // Then the CPU phase (issue 48): requests and their first waves without push devices.
    cpuRequests: 200,
    cpuSeconds: 20,
    judged: true,
  },
  /** CI: every step runs, nothing is lost or sent twice; the latency targets are not judged. */
  small: {
    donors: 20_000,
    requesters: 30,
    requests: 60,
    loadSeconds: 10,
    windowSeconds: 30,
    cpuRequests: 30,
    cpuSeconds: 5,
    judged: false,
  },
};

/** Shares of the load: 5% critical, 20% urgent, the rest normal; bags 1 to 3, one bag most often. */
export const URGENCY_SHARES = { critical: 5, urgent: 20, normal: 75 };
export const BAGS_SHARES = { 1: 60, 2: 30, 3: 10 };

/** The targets: the first wave's last push, p99, per urgency (ms); critical 1 s since issue 48 (issue 17: 10 s). */
export const FIRST_WAVE_P99_MS = { critical: 1_000, urgent: 30_000, normal: 120_000 };

/** Issue 48: wave 1's median distance in Dhaka against a same-district wave's, at most. */
export const DISTANCE_RATIO_MAX = 0.2;
/** Issue 48: CPU of the app and the database per request created, its first wave included (ms). */
export const CPU_PER_CREATE_MS = 15;
/** Issue 48: rows the wave query reads (index entries + heap rows) per row it returns, at most. */
export const PLAN_READ_RATIO_MAX = 10;

/** The surge's pass/fail report under TEST_REPORT_DIR, beside the main benchmark's bench.json. */
export const SURGE_REPORT_FILE = 'bench-surge.json';
