import type { Notification } from '@grant/shared';
import type { ListedNotificationRow } from './notifications.repository';

export const toNotification = (row: ListedNotificationRow): Notification => ({
  _id: row.id,
  requestId: row.requestId,
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
  recipientName: row.recipientName,
  hospitalName: row.hospitalName,
  blood: row.blood,
  division: row.division,
  district: row.district,
  urgency: row.urgency,
  donationDate: row.donationDate,
  component: row.component,
  neededBy: row.neededBy.toISOString(),
  status: row.status,
  yourResponse: row.yourResponse ?? null,
});
