import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { donationRequests, notifications, users } from '../../db/schema/index';
import type { AlertChannel } from './notification-jobs';

/** The column that records a notification's delivery on each channel: set once, right after the send (or the skip). */
const SENT_KEY = { push: 'pushedAt', sms: 'smsSentAt', email: 'emailedAt' } as const satisfies Record<AlertChannel, string>;
const sentColumn = (channel: AlertChannel) => notifications[SENT_KEY[channel]];

/** What an alert (push, SMS, e-mail) says about its request. */
export const alertedRequestColumns = {
  id: donationRequests.id,
  recipientName: donationRequests.recipientName,
  hospitalName: donationRequests.hospitalName,
  blood: donationRequests.blood,
  district: donationRequests.district,
  division: donationRequests.division,
  urgency: donationRequests.urgency,
  bags: donationRequests.bags,
  donationDate: donationRequests.donationDate,
  donationTime: donationRequests.donationTime,
  component: donationRequests.component,
  neededBy: donationRequests.neededBy,
};

/** The SQL of alert deliveries: who still waits for a channel's alert, and recording it sent. */
export function createAlertDeliveryRepository(db: Database) {
  return {
    /** Read fresh (not through the requests' read cache): a pledge a moment ago must stop the alerts. */
    async findRequest(id: string) {
      const [row] = await db
        .select({
          ...alertedRequestColumns,
          status: donationRequests.status,
          pledgedCount: donationRequests.pledgedCount,
          hiddenAt: donationRequests.hiddenAt,
        })
        .from(donationRequests)
        .where(eq(donationRequests.id, id));
      return row;
    },

    /** The notifications of the batch not yet delivered on `channel`, with what their donor chose. */
    findUnsent: (ids: string[], channel: AlertChannel) =>
      db
        .select({
          id: notifications.id,
          userId: users.id,
          name: users.name,
          email: users.email,
          language: users.language,
          phone: users.phone,
          phoneVerifiedAt: users.phoneVerifiedAt,
          alertPush: users.alertPush,
          alertSms: users.alertSms,
          alertEmail: users.alertEmail,
          quietStart: users.quietStart,
          quietEnd: users.quietEnd,
        })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.userId))
        .where(and(inArray(notifications.id, ids), isNull(sentColumn(channel)))),

    /** Records the channel's alert as done (sent, or skipped for good); a retried batch then leaves it alone. */
    async markSent(ids: string[], channel: AlertChannel): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(notifications)
        .set({ [SENT_KEY[channel]]: sql`now()` })
        .where(and(inArray(notifications.id, ids), isNull(sentColumn(channel))));
    },
  };
}

export type AlertDeliveryRepository = ReturnType<typeof createAlertDeliveryRepository>;
export type UnsentAlert = Awaited<ReturnType<AlertDeliveryRepository['findUnsent']>>[number];
