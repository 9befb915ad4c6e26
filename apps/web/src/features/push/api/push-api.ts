import type { deletedCountSchema, PushUnsubscribe, pushKeySchema, pushSubscribedSchema } from '@grant/shared';
import { apiRequest } from '../../../lib/api-client';

/**
 * The server's push routes (CONTRACT.md, apps/server/src/modules/push). The browser's
 * `PushSubscription.toJSON()` is sent as it is: `{ endpoint, expirationTime, keys: { p256dh, auth } }`.
 */
export const pushApi = {
  /** The VAPID public key (base64url) the browser subscribes with. */
  key: () => apiRequest<typeof pushKeySchema>('/push/key'),
  save: (subscription: PushSubscriptionJSON) =>
    apiRequest<typeof pushSubscribedSchema>('/push/subscriptions', { method: 'POST', json: subscription }),
  remove: (endpoint: string) =>
    apiRequest<typeof deletedCountSchema>('/push/subscriptions', { method: 'DELETE', json: { endpoint } satisfies PushUnsubscribe }),
};
