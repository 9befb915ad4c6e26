import type { DonationRequestRow, NotificationRow } from '../../db/schema/index';
import { type Actor, actsAsStaff } from '../../lib/actor';

export const notificationsPolicy = {
  /** A notification is its recipient's alone: nobody else, staff included, reads or marks it. */
  canRead: (actor: Actor, notification: Pick<NotificationRow, 'userId'>) => actor.id === notification.userId,

  /** The waves a request sent (how many people each reached) are for its requester and active staff. */
  canSeeWaves: (actor: Actor, request: Pick<DonationRequestRow, 'requesterId'>) => actor.id === request.requesterId || actsAsStaff(actor),
};
