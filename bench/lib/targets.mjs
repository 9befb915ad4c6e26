// The issue's targets, each a check with a figure. Figures are judged on the 1m size only (the
// issue's table is of 1,000,000 requests); at the other sizes a target passes whenever its figure was
// taken, and the checks that every read is answered 2xx and the plans use indexes are judged at every size.
import { median } from './measure.mjs';
import { JUDGED_SIZE } from './options.mjs';

export const TARGETS = {
  /** App without its cache / bare Fastify on the same SQL (req/s, medians). */
  noCacheVsBare: 0.9,
  /** App with its cache / bare Fastify with the same cache. */
  cacheVsBareCached: 0.8,
  /** Search while writes go on, app with its cache. */
  searchMixed: { rps: 10_000, p99Ms: 50 },
  /** Pending page 1 with the cache off. */
  pendingMissed: { rps: 2_000, p99Ms: 50 },
  /** The deep page with the cache off. */
  deepMissedP99Ms: 50,
  initialJsKb: 120,
  lighthouse: { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 },
  /** Lighthouse's cumulative layout shift, at most (issue 18: a page paints its layout at once). */
  cls: 0.05,
  startMs: 2000,
  /** RSS of the server on the embedded database with demo data, idle (docs/decisions/0032-embedded-memory.md). */
  idleRssMiB: 250,
};

/** A check with its figure; one not judged (at this size) passes whenever its figure was taken. */
export const check = (name, ok, figure, judged = true) => ({ name, ok: judged ? Boolean(ok) : figure !== undefined, figure, judged });

/** What each ratio compares: [the app's server, the reference]. */
const PAIRS = { noCacheVsBare: ['appNoCache', 'bare'], cacheVsBareCached: ['app', 'bareCached'] };

/**
 * The median over the rounds of each round's ratio (decision 0048): the two servers of a pair run
 * seconds apart within a round, so a round in which the whole machine was slower or faster moves
 * both; the ratio of their medians could take each server's median from another round. A size
 * measured once (or figures without their runs) has the ratio of its figures.
 */
function pairedRatio(app, reference) {
  const rounds = app.runs?.length === reference.runs?.length ? (app.runs?.length ?? 0) : 0;
  if (rounds < 2) return app.rps / reference.rps;
  return median(app.runs.map((run, i) => run.rps / reference.runs[i].rps));
}

/** A route's ratios as judged: the app without its cache to bare Fastify, with it to bare Fastify with the cache. */
export const ratiosOf = (route) =>
  Object.fromEntries(
    Object.entries(PAIRS).map(([key, [app, reference]]) => [key, pairedRatio(route.servers[app], route.servers[reference])]),
  );

/** The same ratios of the servers' median req/s (how they were judged before decision 0048), printed beside them. */
export const ratiosOfMedians = (route) =>
  Object.fromEntries(Object.entries(PAIRS).map(([key, [app, reference]]) => [key, route.servers[app].rps / route.servers[reference].rps]));

export const findRoute = (size, mode, name) => size.modes?.[mode]?.find((route) => route.name === name);

export function checksOf(results) {
  const checks = [];
  for (const size of results.sizes) {
    const judged = size.size === JUDGED_SIZE;
    const at = `${size.size}`;
    if (size.answerDifferences) {
      const count = size.answerDifferences.length;
      checks.push(
        check(
          `${at} the references answer each route with the app's body and headers`,
          count === 0,
          count ? `${count} differ` : 'the same',
        ),
      );
    }
    for (const [mode, routes] of Object.entries(size.modes ?? {})) {
      for (const route of routes) {
        const failing = Object.entries(route.servers).filter(([, s]) => s.non2xx > 0 || s.errors > 0 || s.requests === 0);
        checks.push(
          check(
            `${at} ${mode} ${route.label}: every server answers 2xx`,
            failing.length === 0,
            failing.length
              ? failing.map(([key, s]) => `${key}: ${s.requests} requests, ${s.non2xx} non-2xx, ${s.errors} errors`).join('; ')
              : 'all 2xx',
          ),
        );
        const ratios = ratiosOf(route);
        checks.push(
          check(
            `${at} ${mode} ${route.label}: app without cache / bare Fastify >= ${TARGETS.noCacheVsBare}`,
            ratios.noCacheVsBare >= TARGETS.noCacheVsBare,
            ratios.noCacheVsBare.toFixed(2),
            judged,
          ),
          check(
            `${at} ${mode} ${route.label}: app with cache / bare Fastify with cache >= ${TARGETS.cacheVsBareCached}`,
            ratios.cacheVsBareCached >= TARGETS.cacheVsBareCached,
            ratios.cacheVsBareCached.toFixed(2),
            judged,
          ),
        );
      }
    }
    if (size.writes) {
      // Judged at the 1m size only: on an overloaded machine the app answers 503 when no database
      // connection frees up within its wait (db/client.ts), a designed answer, not a fault.
      const w = size.writes;
      const failed = (x) =>
        Object.entries(x.failed)
          .map(([status, count]) => `${count} x ${status}`)
          .join(', ') || 'none';
      const ok = (x) => Object.keys(x.failed).length === 0 && x.ok > 0;
      checks.push(
        check(
          `${at} mixed: creates and confirms answered 2xx`,
          ok(w.create) && ok(w.confirm),
          `${w.create.ok} of ${w.create.sent} creates (failed: ${failed(w.create)}), ${w.confirm.ok} of ${w.confirm.sent} confirms (failed: ${failed(w.confirm)})`,
          judged,
        ),
      );
    }
    const search = findRoute(size, 'mixed', 'search')?.servers.app;
    if (search) {
      const t = TARGETS.searchMixed;
      checks.push(
        check(`${at} search, mixed, app: >= ${t.rps} req/s`, search.rps >= t.rps, `${Math.round(search.rps)} req/s`, judged),
        check(`${at} search, mixed, app: p99 <= ${t.p99Ms} ms`, search.p99 <= t.p99Ms, `${search.p99} ms`, judged),
      );
    }
    const pending = findRoute(size, 'read', 'pending')?.servers.appNoCache;
    if (pending) {
      const t = TARGETS.pendingMissed;
      checks.push(
        check(`${at} pending page 1, cache off: >= ${t.rps} req/s`, pending.rps >= t.rps, `${Math.round(pending.rps)} req/s`, judged),
        check(`${at} pending page 1, cache off: p99 <= ${t.p99Ms} ms`, pending.p99 <= t.p99Ms, `${pending.p99} ms`, judged),
      );
    }
    const deep = findRoute(size, 'read', 'deepPage');
    if (deep) {
      const figure = `${deep.servers.appNoCache.p99} ms${deep.note ? ` (${deep.note})` : ''}`;
      checks.push(
        check(
          `${at} ${deep.label}, cache off: p99 <= ${TARGETS.deepMissedP99Ms} ms`,
          deep.servers.appNoCache.p99 <= TARGETS.deepMissedP99Ms,
          figure,
          judged,
        ),
      );
    }
    for (const plan of size.plans ?? []) {
      checks.push(check(`${at} plan of ${plan.name}: no sequential scan of donation_requests`, !plan.seqScan, `${plan.ms} ms`));
    }
  }
  const full = results.sizes.some((size) => size.size === JUDGED_SIZE);
  if (results.assets) {
    const kb = results.assets.js.gzip / 1024;
    checks.push(check(`home page initial JS <= ${TARGETS.initialJsKb} KB gzip`, kb <= TARGETS.initialJsKb, `${kb.toFixed(1)} KB`));
  }
  if (results.lighthouse?.error) checks.push(check('Lighthouse runs', false, results.lighthouse.error));
  for (const [page, scores] of Object.entries(results.lighthouse ?? {}).filter(([page]) => page !== 'error')) {
    for (const [category, min] of Object.entries(TARGETS.lighthouse)) {
      checks.push(check(`Lighthouse ${page}: ${category} >= ${min}`, scores[category] >= min, scores[category], full));
    }
    checks.push(check(`Lighthouse ${page}: CLS <= ${TARGETS.cls}`, scores.cls <= TARGETS.cls, scores.cls, full));
  }
  if (results.startup) {
    const walls = results.startup.again.map((s) => s.wall).sort((a, b) => a - b);
    const median = walls[Math.floor(walls.length / 2)];
    checks.push(
      check(
        'server start on the embedded database (first start) answers /api/health',
        results.startup.first.wall > 0,
        `${Math.round(results.startup.first.wall)} ms`,
      ),
    );
    if (full)
      checks.push(
        check(
          `server start with demo data present <= ${TARGETS.startMs} ms (median)`,
          median <= TARGETS.startMs,
          `${Math.round(median)} ms`,
        ),
      );
    const firstRss = results.startup.first.idleRss;
    if (firstRss !== undefined)
      checks.push(
        check(
          `embedded database, first start (new database, demo data), idle RSS <= ${TARGETS.idleRssMiB} MiB`,
          firstRss <= TARGETS.idleRssMiB,
          `${Math.round(firstRss)} MiB`,
          full,
        ),
      );
    const rss = results.startup.rss;
    if (rss) {
      // Both readings: idle after start, and idle again after visitors' reads (what it settles at).
      const most = Math.max(rss.idle, rss.afterReads);
      checks.push(
        check(
          `embedded database, idle RSS <= ${TARGETS.idleRssMiB} MiB (after start and after reads)`,
          most <= TARGETS.idleRssMiB,
          `${Math.round(rss.idle)} MiB, ${Math.round(rss.afterReads)} MiB after reads`,
          full,
        ),
      );
    }
  }
  return checks;
}
