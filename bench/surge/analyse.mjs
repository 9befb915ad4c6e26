// The surge's figures from what was sent (the POSTs), what the database holds (waves, notifications)
// and what arrived at the push stand-in (decrypted). Pure: the same inputs give the same figures.
import { URGENCY_SHARES } from './sizes.mjs';

/** Nearest-rank percentile; Infinity stands for a first wave that never completed. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

const countBy = (items, keyOf) => {
  const counts = new Map();
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
  return counts;
};

const maxOf = (counts) => [...counts.values()].reduce((max, n) => Math.max(max, n), 0);

/**
 * `sent`: rows of sendRequests; `outcome`: readOutcome's; `decrypted`: { pushes, failures } of the
 * stand-in. Times are performance.now() ms of this process (the stand-in runs in it too).
 */
export function analyse({ sent, outcome, decrypted }) {
  const created = sent.filter((s) => s.status === 201 && s.id);
  const notificationById = new Map(outcome.notifications.map((n) => [n.id, n]));
  const firstWaveOf = new Map(outcome.waves.filter((w) => w.number === 1).map((w) => [w.requestId, w]));

  // Each push against the notification it names: unknown ids and pushes to someone else are wrong.
  const known = [];
  let unknown = 0;
  let misdirected = 0;
  for (const push of decrypted.pushes) {
    const notification = notificationById.get(push.payload?.notificationId);
    if (!notification || notification.requestId !== push.payload.requestId) unknown += 1;
    else if (notification.userId !== push.donorId) misdirected += 1;
    else known.push({ ...push, notification });
  }
  // A donor told twice about one request, by the same notification or not.
  const perDonorRequest = countBy(decrypted.pushes, (p) => `${p.donorId} ${p.payload?.requestId}`);
  const duplicates = [...perDonorRequest.values()].reduce((sum, n) => sum + n - 1, 0);
  const firstArrival = new Map();
  for (const push of known) {
    const at = firstArrival.get(push.notification.id);
    if (at === undefined || push.at < at) firstArrival.set(push.notification.id, push.at);
  }

  const wave1ByRequest = new Map();
  for (const n of outcome.notifications.filter((n) => n.wave === 1 && n.pushDue)) {
    if (!wave1ByRequest.has(n.requestId)) wave1ByRequest.set(n.requestId, []);
    wave1ByRequest.get(n.requestId).push(n);
  }
  const requests = created.map((s) => {
    const due = wave1ByRequest.get(s.id) ?? [];
    const arrived = due.map((n) => firstArrival.get(n.id)).filter((at) => at !== undefined);
    const complete = due.length > 0 && arrived.length === due.length;
    return {
      id: s.id,
      urgency: s.body.urgency,
      bags: s.body.bags,
      candidates: outcome.candidates.get(s.id) ?? 0,
      wave1: firstWaveOf.get(s.id)?.recipients ?? null,
      due: due.length,
      arrived: arrived.length,
      firstMs: arrived.length ? Math.min(...arrived) - s.answeredAt : null,
      // The first wave's last push; Infinity when some never came (the p99 then says so).
      completeMs: complete ? Math.max(...arrived) - s.answeredAt : due.length > 0 ? Number.POSITIVE_INFINITY : null,
    };
  });

  const byUrgency = Object.keys(URGENCY_SHARES).map((urgency) => {
    const rows = requests.filter((r) => r.urgency === urgency);
    const withWave = rows.filter((r) => r.due > 0);
    const firsts = withWave.map((r) => r.firstMs ?? Number.POSITIVE_INFINITY);
    const completes = withWave.map((r) => r.completeMs);
    return {
      urgency,
      requests: rows.length,
      withFirstWave: withWave.length,
      firstWaveMean: withWave.length ? withWave.reduce((sum, r) => sum + r.due, 0) / withWave.length : 0,
      firstP50: percentile(firsts, 50),
      firstP99: percentile(firsts, 99),
      completeP50: percentile(completes, 50),
      completeP99: percentile(completes, 99),
      incomplete: withWave.filter((r) => r.completeMs === Number.POSITIVE_INFINITY).length,
    };
  });

  const times = decrypted.pushes.map((p) => p.at).sort((a, b) => a - b);
  const spanS = times.length > 1 ? (times[times.length - 1] - times[0]) / 1000 : 0;
  const perSecond = countBy(times, (at) => Math.floor(at / 1000));
  const answers = sent.map((s) => s.answeredAt - s.sentAt);
  const due = requests.reduce((sum, r) => sum + r.due, 0);
  const arrived = requests.reduce((sum, r) => sum + r.arrived, 0);

  return {
    posts: {
      sent: sent.length,
      created: created.length,
      statuses: Object.fromEntries(countBy(sent, (s) => s.status)),
      errors: [...new Set(sent.filter((s) => s.status !== 201).map((s) => `${s.status} ${s.error ?? ''}`.trim()))].slice(0, 5),
      p50Ms: percentile(answers, 50),
      p99Ms: percentile(answers, 99),
    },
    waves: {
      firstWaves: requests.filter((r) => r.wave1 !== null).length,
      // A request no donor matches (exact group, same district) owes no first wave.
      owedButMissing: requests.filter((r) => r.wave1 === null && r.candidates > 0).length,
      withoutCandidates: requests.filter((r) => r.candidates === 0).length,
      laterWaves: outcome.waves.filter((w) => w.number > 1).length,
      notifications: outcome.notifications.length,
      firstWaveNotifications: outcome.notifications.filter((n) => n.wave === 1).length,
      firstWavePushesDue: due,
    },
    pushes: {
      arrived: decrypted.pushes.length + decrypted.failures.length,
      undecryptable: decrypted.failures.length,
      failureReasons: [...new Set(decrypted.failures.map((f) => f.reason))].slice(0, 5),
      unknown,
      misdirected,
      duplicates,
      firstWaveArrived: arrived,
      lost: due - arrived,
      perSecond: spanS > 0 ? decrypted.pushes.length / spanS : decrypted.pushes.length,
      peakPerSecond: maxOf(perSecond),
      spanS,
    },
    mostAlertsPerDonor: {
      pushed: maxOf(countBy(known, (p) => p.donorId)),
      notified: maxOf(countBy(outcome.notifications, (n) => n.userId)),
    },
    byUrgency,
    failedJobs: outcome.failedJobs,
  };
}
