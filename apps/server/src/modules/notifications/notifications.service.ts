import { NOTIFICATION_TEXTS } from '@grant/shared';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import { type Paging, windowOf } from '../../lib/paging';
import type { JobHandler } from '../jobs/job-worker';
import type { Mailer } from '../mail/mailer';
import { alertEmail } from './alert-messages';
import { NOTIFICATION_JOBS } from './notification-jobs';
import { notificationsPolicy } from './notifications.policy';
import type { NotificationsRepository } from './notifications.repository';

export interface NotificationsDeps {
  notifications: NotificationsRepository;
  mailer: Mailer;
  /** Where the links in e-mails point (PUBLIC_URL, or this server). */
  appUrl: string;
}

/** The bell (a person's own notifications), and the e-mail jobs queued before alert waves sent e-mail in batches. */
export function createNotificationsService(deps: NotificationsDeps) {
  const { notifications } = deps;

  /**
   * E-mails one notification through the mailer (SMTP, or the outbox), then records it as sent; a
   * retry finds it sent and does nothing. Only a crash between the mailer's acceptance and that record
   * would send it twice: the mailer cannot take part in the database's transaction.
   */
  async function emailNotification(notificationId: string): Promise<void> {
    const unsent = await notifications.findUnsentEmail(notificationId);
    if (!unsent) return;
    await deps.mailer.send(alertEmail(unsent.request, unsent, deps.appUrl));
    await notifications.markEmailed(notificationId);
  }

  async function ownNotification(actor: Actor, id: string) {
    const row = await notifications.findById(id);
    // Someone else's notification is reported as missing: its existence is not theirs to learn.
    if (!row || !notificationsPolicy.canRead(actor, row)) throw notFound(NOTIFICATION_TEXTS.notFound);
    return row;
  }

  return {
    emailNotification,

    jobHandlers: {
      [NOTIFICATION_JOBS.email]: (payload) => emailNotification(String(payload.notificationId)),
    } satisfies Record<string, JobHandler>,

    listMine: (actor: Actor, paging: Paging) => notifications.listFor(actor.id, windowOf(paging)),

    async markRead(actor: Actor, id: string) {
      const row = await ownNotification(actor, id);
      if (row.readAt) return { modifiedCount: 0 };
      await notifications.markRead(id);
      return { modifiedCount: 1 };
    },

    markAllRead: async (actor: Actor) => ({ modifiedCount: await notifications.markAllRead(actor.id) }),

    /** Retention (sweep.ts): notifications read more than `days` ago, of requests done or canceled. */
    sweepRead: (days: number) => notifications.deleteReadBefore(days),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
