// The CPU phase (issue 48: at most 15 ms of CPU per request created, app and database together):
// after the surge's window, on the same servers and data, more requests of the same mix whose
// alerts have no device to go to (push_subscriptions emptied; the donors' e-mail alerts are off),
// so what is measured is the request and its first wave: the POST, the wave job (its candidate
// query, notifications and delivery jobs) and the delivery jobs finding no device. The pushes'
// own work (an encryption and a signature each, about 30 per request) is in the surge's figure.
import { withClient } from '../lib/dataset.mjs';
import { BENCH_APPLICATION, startCpuMeter } from './cpu.mjs';
import { planRequests, sendRequests } from './load.mjs';
import { waitForFirstWaves } from './observe.mjs';

/** Another draw than the surge's, so the phase's requests are new ones (same shares). */
const CPU_PHASE_SEED = 29;
const IDLE_MS = 5000;

/**
 * The tables the surge filled from empty. The seed analyzed them empty, and a server with autovacuum
 * off (this machine's CI PostgreSQL: conf.d/90-ci.conf) never analyzes them again, where a deployed
 * one's autovacuum would have within a minute of the surge: with statistics of an empty table, the
 * planner read every pending request's entry in the status index to count one requester's open ones.
 */
const SURGE_FILLED = ['donation_requests', 'notifications', 'alert_waves', 'jobs', 'request_counts', 'sessions'];

export async function measureCreateCpu({ dataset, servers, size, log }) {
  await withClient(`${dataset.url}?application_name=${BENCH_APPLICATION}-cpu-phase`, async (client) => {
    await client.query('truncate push_subscriptions');
    await client.query(`analyze ${SURGE_FILLED.join(', ')}`);
  });
  const meterOptions = { appPids: servers.pids, databaseUrl: dataset.url, databaseName: dataset.name };
  // What the servers spend doing nothing (job polling, timers) over IDLE_MS: told beside the figure, not taken off it.
  const idleMeter = await startCpuMeter(meterOptions);
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  const idle = await idleMeter.stop();
  const started = performance.now();
  const meter = await startCpuMeter(meterOptions);
  try {
    const sent = await sendRequests(planRequests(size.cpuRequests, CPU_PHASE_SEED), {
      urls: servers.urls,
      tokens: dataset.tokens,
      seconds: size.cpuSeconds,
    });
    const ids = sent.filter((s) => s.id).map((s) => s.id);
    const window = await waitForFirstWaves({
      url: `${dataset.url}?application_name=${BENCH_APPLICATION}-observe`,
      ids,
      pushService: { arrivals: [] },
      windowMs: size.windowSeconds * 1000,
      log,
    });
    const cpu = await meter.stop();
    return {
      ...cpu,
      created: ids.length,
      sent: sent.length,
      errors: [...new Set(sent.filter((s) => !s.id).map((s) => `${s.status} ${s.error ?? ''}`.trim()))].slice(0, 3),
      seconds: (performance.now() - started) / 1000,
      idleMsPerSecond: (idle.appMs + idle.dbMs) / (IDLE_MS / 1000),
      workLeft: window.workLeft,
    };
  } catch (error) {
    await meter.stop().catch(() => undefined);
    throw error;
  }
}
