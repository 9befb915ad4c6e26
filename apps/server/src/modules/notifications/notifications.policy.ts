import type { NotificationRow } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';

/** A notification is its recipient's alone: nobody else, staff included, reads or marks it. */
export const notificationsPolicy = {
  canRead: (actor: Actor, notification: Pick<NotificationRow, 'userId'>) => actor.id === notification.userId,
};
