// The writes of the mixed mode: requests created (POST /api/request) and confirmed by a donor's
// pledge (PATCH /api/request/{id}, which moves a one-bag request from pending to inprogress), in
// turn, at a steady rate, against the app (its database is the references' too). They run in the
// benchmark's own process: 20 a second is little work for it, and the load generator stays alone.
import { newRequestBody } from './routes.mjs';

/** Writes a second in the mixed mode, creates and confirms in turn. */
export const WRITES_PER_SECOND = 20;

/**
 * Starts writing to `url`; `stop()` ends it and answers what was done. `tokens`: the writers' bearer
 * tokens (creation is limited per account); `pendingIds`: pending requests none of the writers asked
 * for, confirmed first, then the ones created here (each by the writer after its creator).
 */
export function startWrites({ url, tokens, pendingIds, perSecond = WRITES_PER_SECOND }) {
  const toConfirm = pendingIds.map((id) => ({ id, creator: -1 }));
  const stats = { create: newStats(), confirm: newStats() };
  const inFlight = new Set();
  let n = 0;
  const write = async () => {
    const i = n++;
    const writer = Math.floor(i / 2) % tokens.length;
    if (i % 2 === 0) {
      const answer = await timed(stats.create, url, '/api/request', 'POST', tokens[writer], newRequestBody());
      if (answer?.insertedId) toConfirm.push({ id: answer.insertedId, creator: writer });
      return;
    }
    const next = toConfirm.shift();
    if (!next) return void stats.confirm.skipped++;
    const donor = next.creator === writer ? (writer + 1) % tokens.length : writer;
    await timed(stats.confirm, url, `/api/request/${next.id}`, 'PATCH', tokens[donor]);
  };
  // Paced by the clock, not by the timer's ticks (which run late on a busy machine): each tick sends
  // what is due by now.
  const started = performance.now();
  let stoppedAt;
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - started) / 1000) * perSecond);
    while (n < due) {
      const done = write().catch(() => {});
      inFlight.add(done);
      done.finally(() => inFlight.delete(done));
    }
  }, 1000 / perSecond);
  return {
    async stop() {
      clearInterval(timer);
      stoppedAt = performance.now();
      await Promise.all(inFlight);
      const seconds = (stoppedAt - started) / 1000;
      return {
        seconds: Math.round(seconds),
        perSecond: Number(((stats.create.sent + stats.confirm.sent) / seconds).toFixed(1)),
        create: summary(stats.create),
        confirm: summary(stats.confirm),
      };
    },
  };
}

const newStats = () => ({ sent: 0, ok: 0, failed: {}, skipped: 0, ms: [] });

/** One write, its time and status counted; answers its JSON when it succeeded. */
async function timed(stats, url, path, method, token, body) {
  stats.sent++;
  const started = performance.now();
  try {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await response.json().catch(() => undefined);
    stats.ms.push(performance.now() - started);
    if (response.ok) stats.ok++;
    else stats.failed[response.status] = (stats.failed[response.status] ?? 0) + 1;
    return response.ok ? json : undefined;
  } catch (error) {
    stats.failed[error.code ?? 'error'] = (stats.failed[error.code ?? 'error'] ?? 0) + 1;
    return undefined;
  }
}

function summary({ sent, ok, failed, skipped, ms }) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]) : undefined);
  return { sent, ok, failed, skipped, p50: at(0.5), p99: at(0.99) };
}
