import { NOTIFICATION_TEXTS } from '@grant/shared';
import type { Database } from '../../db/client';
import type { DonationRequestRow } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import type { JobHandler } from '../jobs/job-worker';
import type { JobsRepository } from '../jobs/jobs.repository';
import type { Mailer } from '../mail/mailer';
import type { RequestsRepository } from '../requests/requests.repository';
import { NOTIFICATION_JOBS, notificationEmailJob } from './notification-jobs';
import { notificationsPolicy } from './notifications.policy';
import type { NotificationsRepository } from './notifications.repository';

/** The donors a request can reach: eligible, available, active, compatible, in its district or division; never its requester. */
export type FindNotifiableDonors = (request: DonationRequestRow, reach: 'district' | 'division') => Promise<{ id: string }[]>;

/** A request reaches its district; a critical one, its whole division. */
const reachOf = (request: DonationRequestRow) => (request.urgency === 'critical' ? 'division' : 'district');

export interface NotificationsDeps {
  notifications: NotificationsRepository;
  requests: RequestsRepository;
  jobs: JobsRepository;
  findDonors: FindNotifiableDonors;
  mailer: Mailer;
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  /** Where the links in e-mails point (PUBLIC_URL, or this server). */
  appUrl: string;
}

export function createNotificationsService(deps: NotificationsDeps) {
  const { notifications } = deps;

  /**
   * Notifies the donors a new request should reach, once each: the notifications, their e-mail jobs
   * and the request's count commit together, and a second run (a retry, or another worker taking
   * over after a crash) finds everyone notified already and adds nothing.
   */
  async function notifyDonors(requestId: string): Promise<void> {
    const request = await deps.requests.findById(requestId);
    // Deleted, or already taken or closed before the job ran: nobody needs to hear of it any more.
    if (!request) return;
    const donors = request.status === 'pending' ? await deps.findDonors(request, reachOf(request)) : [];
    const donorIds = donors.map((donor) => donor.id).filter((id) => id !== request.requesterId);
    await deps.transaction(async (tx) => {
      const created = await notifications.notify(request.id, donorIds, tx);
      for (const { id } of created) await deps.jobs.enqueue(notificationEmailJob(id), tx);
    });
  }

  /**
   * E-mails one notification through the mailer (SMTP, or the outbox), then records it as sent; a
   * retry finds it sent and does nothing. Only a crash between the mailer's acceptance and that record
   * would send it twice: the mailer cannot take part in the database's transaction.
   */
  async function emailNotification(notificationId: string): Promise<void> {
    const unsent = await notifications.findUnsentEmail(notificationId);
    if (!unsent) return;
    const { request } = unsent;
    await deps.mailer.send({
      to: unsent.email,
      subject: NOTIFICATION_TEXTS.emailSubject(request.blood, request.district, request.urgency),
      text: NOTIFICATION_TEXTS.emailText({
        ...request,
        name: unsent.name,
        requestUrl: `${deps.appUrl}/details/${request.id}`,
        profileUrl: `${deps.appUrl}/dashboard/profile`,
      }),
    });
    await notifications.markEmailed(notificationId);
  }

  async function ownNotification(actor: Actor, id: string) {
    const row = await notifications.findById(id);
    // Someone else's notification is reported as missing: its existence is not theirs to learn.
    if (!row || !notificationsPolicy.canRead(actor, row)) throw notFound(NOTIFICATION_TEXTS.notFound);
    return row;
  }

  return {
    notifyDonors,
    emailNotification,

    jobHandlers: {
      [NOTIFICATION_JOBS.notifyDonors]: (payload) => notifyDonors(String(payload.requestId)),
      [NOTIFICATION_JOBS.email]: (payload) => emailNotification(String(payload.notificationId)),
    } satisfies Record<string, JobHandler>,

    listMine: (actor: Actor, paging: { page: number; limit: number }) =>
      notifications.listFor(actor.id, { offset: (paging.page - 1) * paging.limit, limit: paging.limit }),

    async markRead(actor: Actor, id: string) {
      const row = await ownNotification(actor, id);
      if (row.readAt) return { modifiedCount: 0 };
      await notifications.markRead(id);
      return { modifiedCount: 1 };
    },

    markAllRead: async (actor: Actor) => ({ modifiedCount: await notifications.markAllRead(actor.id) }),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
