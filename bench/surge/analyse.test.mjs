// The surge's figures from a handful of made-up arrivals: latency from the POST's answer, and each
// kind of fault (lost, duplicate, unknown, sent to another donor) counted where it belongs.
import { describe, expect, it } from 'vitest';
import { analyse, percentile } from './analyse.mjs';

const sentRow = (id, urgency, answeredAt) => ({ id, status: 201, body: { urgency, bags: 1 }, sentAt: answeredAt - 20, answeredAt });
const notification = (id, requestId, userId, wave = 1) => ({ id, requestId, userId, wave, pushDue: true });
const push = (at, donorId, notificationId, requestId) => ({ at, donorId, payload: { notificationId, requestId } });

function scenario() {
  const sent = [sentRow('r1', 'critical', 1000), sentRow('r2', 'normal', 2000)];
  const outcome = {
    waves: [
      { requestId: 'r1', number: 1, recipients: 2 },
      { requestId: 'r2', number: 1, recipients: 2 },
    ],
    notifications: [
      notification('n1', 'r1', 'd1'),
      notification('n2', 'r1', 'd2'),
      notification('n3', 'r2', 'd3'),
      notification('n4', 'r2', 'd4'),
    ],
    candidates: new Map([
      ['r1', 5],
      ['r2', 5],
    ]),
    failedJobs: [],
  };
  const pushes = [push(1500, 'd1', 'n1', 'r1'), push(3000, 'd2', 'n2', 'r1'), push(2600, 'd3', 'n3', 'r2')];
  return { sent, outcome, decrypted: { pushes, failures: [] } };
}

describe('surge analysis', () => {
  it('times each first wave from the answer to its first and its last push', () => {
    const figures = analyse(scenario());
    const critical = figures.byUrgency.find((r) => r.urgency === 'critical');
    expect(critical).toMatchObject({ requests: 1, firstP50: 500, completeP99: 2000, incomplete: 0 });
    // r2's second donor never got theirs: lost, and the wave never completed.
    const normal = figures.byUrgency.find((r) => r.urgency === 'normal');
    expect(normal).toMatchObject({ firstP99: 600, completeP99: Number.POSITIVE_INFINITY, incomplete: 1 });
    expect(figures.pushes).toMatchObject({ lost: 1, duplicates: 0, firstWaveArrived: 3 });
    expect(figures.waves).toMatchObject({ firstWaves: 2, firstWavePushesDue: 4, owedButMissing: 0 });
  });

  it('counts a second push about one request to one donor as a duplicate, and wrong pushes apart', () => {
    const input = scenario();
    input.decrypted.pushes.push(
      push(3100, 'd1', 'n1', 'r1'),
      push(3200, 'd4', 'n9', 'r2'), // no such notification
      push(3300, 'd9', 'n4', 'r2'), // n4 is d4's
    );
    const { pushes, mostAlertsPerDonor } = analyse(input);
    expect(pushes).toMatchObject({ duplicates: 1, unknown: 1, misdirected: 1, lost: 1 });
    expect(mostAlertsPerDonor.pushed).toBe(2);
  });

  it('takes nearest-rank percentiles', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([3, Number.POSITIVE_INFINITY], 99)).toBe(Number.POSITIVE_INFINITY);
    expect(percentile([], 99)).toBeNull();
  });
});
