import {
  ALERT_WAVE_TEXTS,
  type AlertWaves,
  BLOOD_COMPONENTS,
  BLOOD_GROUPS,
  type BloodComponent,
  type BloodGroup,
  isPlateletComponent,
  MESSAGES,
  REPORT_TEXTS,
  REQUEST_TEXTS,
} from '@grant/shared';
import type { AlertsConfig } from '../../config';
import type { Database } from '../../db/client';
import type { DonationRequestRow } from '../../db/schema/index';
import { type Actor, actsAsStaff } from '../../lib/actor';
import { conflict, forbidden, notFound } from '../../lib/app-error';
import type { JobHandler, JobQueue, RunningJob } from '../jobs/job-worker';
import type { RequestLookup } from '../requests/requests.service';
import type { AlertWavesRepository } from './alert-waves.repository';
import { isAskingDonors } from './asking-donors';
import { type AlertChannel, alertWaveJob, DELIVERY_BATCH_SIZE, deliveryJob, NOTIFICATION_JOBS } from './notification-jobs';
import { notificationsPolicy } from './notifications.policy';
import type { NewNotification, NotificationsRepository } from './notifications.repository';
import { isWidest, nextStep, type PlannedRequest, stepsAfter, type WaveStep, waitBeforeNextMs } from './wave-plan';

/** The donors of a request's next wave at `step` (donors.service.findWaveCandidates: decision 0013's match). */
export type FindWaveCandidates = (
  request: DonationRequestRow,
  step: WaveStep,
  options: { limit: number; weeklyCap?: number },
  tx?: Database,
) => Promise<{ id: string }[]>;

/**
 * Whether a live dengue surge covers this platelet request (surges.service); on its first wave it
 * may start the district's automatic one first. In the wave's transaction.
 */
export type SurgeCovers = (request: DonationRequestRow, firstWave: boolean, tx: Database) => Promise<boolean>;

/** A wave alerts 20 donors per bag still missing (a good margin: many cannot come), at most 100. */
const DONORS_PER_MISSING_BAG = 20;
const MAX_WAVE_SIZE = 100;
const CHANNELS: AlertChannel[] = ['push', 'sms', 'email'];

export type WaveOutcome =
  | { sent: { number: number; recipients: number } }
  | { stopped: 'missing' | 'not-pending' | 'filled' | 'nobody-left' | 'hidden' | 'duplicate' };

export interface AlertWavesDeps {
  waves: AlertWavesRepository;
  notifications: NotificationsRepository;
  requests: RequestLookup;
  jobs: JobQueue;
  findCandidates: FindWaveCandidates;
  surgeCovers: SurgeCovers;
  /**
   * A transaction about one request: its lists in the read cache are invalidated once it commits
   * (`seen`: the request as read in it, whose lists a wave does not move it between).
   */
  transaction: <T>(requestId: string, work: (tx: Database, seen: (row: DonationRequestRow) => void) => Promise<T>) => Promise<T>;
  alerts: AlertsConfig;
  /** Wakes this process's worker for the deliveries just queued. */
  jobQueued: () => void;
  /** Of these donors, those a push can reach (push.service: a device at least), read in the wave's transaction. */
  pushable: (userIds: string[], tx: Database) => Promise<Set<string>>;
}

const isGroup = (value: string): value is BloodGroup => (BLOOD_GROUPS as readonly string[]).includes(value);
const isComponent = (value: string): value is BloodComponent => (BLOOD_COMPONENTS as readonly string[]).includes(value);

/** The request as the wave ladder reads it; undefined for a group the enum does not know (it matches nobody). */
function plannedOf(request: DonationRequestRow): PlannedRequest | undefined {
  if (!isGroup(request.blood)) return undefined;
  return {
    urgency: request.urgency,
    component: isComponent(request.component) ? request.component : 'whole_blood',
    blood: request.blood,
    district: request.district,
    neededBy: request.neededBy,
  };
}

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * Alert waves (decision 0025): a request alerts a few of the best-matching donors, then, while it
 * still lacks donors after a wait set by its urgency, a wider wave, until it has its donors or
 * nobody is left to ask.
 */
export function createAlertWavesService(deps: AlertWavesDeps) {
  const { waves } = deps;

  /** The delivery batches of a wave's new notifications, per channel each goes out on. */
  function deliveriesOf(request: DonationRequestRow, wave: number, created: NewNotification[]) {
    return CHANNELS.flatMap((channel) =>
      chunks(
        created.filter((notification) => notification[channel]).map((notification) => notification.id),
        DELIVERY_BATCH_SIZE,
      ).map((batch) => deliveryJob({ requestId: request.id, wave, channel, notificationIds: batch }, request.urgency)),
    );
  }

  /**
   * Sends wave `number` ('next': the one after the last sent) in one transaction: its row, its
   * notifications, their delivery batches, the request's wave state and the job of the wave after.
   * Each wave is the next step of the ladder after the last one sent (wave-plan.ts, decision 0055:
   * rings doubling from the first radius, the division, the country for a rare match); a step where
   * nobody is left widens at once. A wave that is not the next (a duplicated or stale job) changes nothing.
   */
  async function sendWave(requestId: string, number: number | 'next', sentBy?: string, job?: RunningJob): Promise<WaveOutcome> {
    let deliveriesQueued = false;
    const outcome = await deps.transaction(requestId, async (tx, seen): Promise<WaveOutcome> => {
      // The wave job is done when its wave commits, whatever the outcome (a retry would find the same).
      await job?.completeIn(tx);
      const request = await waves.lockRequest(requestId, tx);
      if (!request) return { stopped: 'missing' };
      seen(request);
      const n = number === 'next' ? request.waveCount + 1 : number;
      if (n !== request.waveCount + 1) return { stopped: 'duplicate' };
      const stop = async (why: 'not-pending' | 'filled' | 'nobody-left' | 'hidden'): Promise<WaveOutcome> => {
        // A request nobody could be told about shows "0 donors notified", not "finding donors".
        await waves.setWaveState(requestId, { nextInMs: null, countNotified: request.notifiedCount === null }, tx);
        return { stopped: why };
      };
      if (request.pledgedCount >= request.bags) return stop('filled');
      if (request.status !== 'pending') return stop('not-pending');
      if (request.hiddenAt !== null) return stop('hidden');
      const planned = plannedOf(request);
      if (!planned) return stop('nobody-left');

      const now = new Date();
      // A surge lifts the weekly cap of platelet requests, as critical urgency does of every request.
      const surge = isPlateletComponent(planned.component) && (await deps.surgeCovers(request, n === 1, tx));
      const size = Math.min(DONORS_PER_MISSING_BAG * (request.bags - request.pledgedCount), MAX_WAVE_SIZE);
      const weeklyCap = request.urgency === 'critical' || surge ? undefined : deps.alerts.weeklyCap;
      // Before the first wave there is no last one to read.
      const last = request.waveCount === 0 ? undefined : await waves.lastWave(requestId, tx);
      let step = nextStep(planned, last, now);
      let donors = await deps.findCandidates(request, step, { limit: size, weeklyCap }, tx);
      while (donors.length === 0 && !isWidest(planned, step)) {
        step = nextStep(planned, step, now);
        donors = await deps.findCandidates(request, step, { limit: size, weeklyCap }, tx);
      }
      if (donors.length === 0) return stop('nobody-left');

      const wave = { requestId, number: n, reach: step.reach, radiusKm: step.radiusKm, recipients: donors.length, sentBy };
      if (!(await waves.insert(wave, tx))) return { stopped: 'duplicate' };
      const donorIds = donors.map((donor) => donor.id);
      const created = await deps.notifications.notify(requestId, donorIds, tx, n, await deps.pushable(donorIds, tx));
      // Fewer than asked for at the widest reach: nobody is left for another wave.
      const lastPossible = isWidest(planned, step) && donors.length < size;
      const waitMs = lastPossible
        ? null
        : waitBeforeNextMs(deps.alerts.waitMs[request.urgency], Math.max(1, stepsAfter(planned, step, now)), request.neededBy, now, surge);
      await waves.setWaveState(requestId, { waveCount: n, nextInMs: waitMs, countNotified: true }, tx);
      const nextWave = waitMs === null ? [] : [alertWaveJob(requestId, n + 1, request.urgency, waitMs)];
      const deliveries = deliveriesOf(request, n, created);
      await deps.jobs.enqueueAll([...deliveries, ...nextWave], tx);
      deliveriesQueued = deliveries.length > 0;
      return { sent: { number: n, recipients: created.length } };
    });
    // The next wave waits its time (the poll finds it); only deliveries need the worker now.
    if (deliveriesQueued) deps.jobQueued();
    return outcome;
  }

  async function visibleRequest(actor: Actor, id: string) {
    const request = await deps.requests.findById(id);
    if (!request) throw notFound(REQUEST_TEXTS.notFound);
    if (!notificationsPolicy.canSeeWaves(actor, request)) throw forbidden(MESSAGES.forbidden);
    return request;
  }

  return {
    sendWave,

    /** The first wave of a new request, queued in the transaction that stores it. */
    queueFirstWave: async (request: Pick<DonationRequestRow, 'id' | 'urgency'>, tx: Database) => {
      await deps.jobs.enqueue(alertWaveJob(request.id, 1, request.urgency), tx);
    },

    /** The wave after the last one sent, at once: for a request that needs donors again (more bags). */
    queueNextWave: async (request: Pick<DonationRequestRow, 'id' | 'urgency' | 'waveCount'>) => {
      await deps.jobs.enqueue(alertWaveJob(request.id, request.waveCount + 1, request.urgency));
      deps.jobQueued();
    },

    jobHandlers: {
      [NOTIFICATION_JOBS.alertWave]: async (payload, job) =>
        void (await sendWave(String(payload.requestId), Number(payload.wave), undefined, job)),
      // Queued before the waves replaced the one-shot notification: it runs as the first wave.
      [NOTIFICATION_JOBS.notifyDonors]: async (payload, job) => void (await sendWave(String(payload.requestId), 1, undefined, job)),
    } satisfies Record<string, JobHandler>,

    /** GET /request/{id}/waves: for the requester and staff. */
    async list(actor: Actor, id: string): Promise<AlertWaves> {
      const request = await visibleRequest(actor, id);
      const rows = await waves.list(id);
      const open = isAskingDonors(request);
      return {
        waves: rows.map((row) => ({
          number: row.number,
          reach: row.reach,
          recipients: row.recipients,
          radiusKm: row.radiusKm,
          sentAt: row.createdAt.toISOString(),
          sentByStaff: row.sentBy !== null,
        })),
        nextWaveAt: open && request.nextWaveAt ? request.nextWaveAt.toISOString() : null,
        // Before the first wave, or while another is planned: a volunteer may send it at once.
        canSendNext: actsAsStaff(actor) && open && (request.waveCount === 0 || request.nextWaveAt !== null),
      };
    },

    /** POST /request/{id}/waves: a volunteer or admin sends the next wave now rather than at its time. */
    async sendNextNow(actor: Actor, id: string) {
      const outcome = await sendWave(id, 'next', actor.id);
      if ('sent' in outcome) return outcome.sent;
      const message = {
        missing: REQUEST_TEXTS.notFound,
        'not-pending': REQUEST_TEXTS.notPending,
        filled: ALERT_WAVE_TEXTS.filled,
        'nobody-left': ALERT_WAVE_TEXTS.nobodyLeft,
        hidden: REPORT_TEXTS.alreadyHidden,
        duplicate: ALERT_WAVE_TEXTS.justSent,
      }[outcome.stopped];
      throw outcome.stopped === 'missing' ? notFound(message) : conflict(message);
    },
  };
}

export type AlertWavesService = ReturnType<typeof createAlertWavesService>;
