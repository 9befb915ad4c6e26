import { describe, expect, it } from 'vitest';
import type { PushSubscriptionRow } from '../../db/schema/index';
import type { PushRepository } from './push.repository';
import { createPushService } from './push.service';
import { createPushEndpointRule } from './push-endpoint';
import type { PushSender } from './push-sender';

const device = (id: string): PushSubscriptionRow => ({
  id,
  userId: 'donor',
  endpoint: `https://push.example.org/${id}`,
  p256dh: 'key',
  auth: 'auth',
  createdAt: new Date(),
  lastSuccessAt: null,
});

/** A push service whose devices answer as `answers` says, over a database that fails to record them. */
function serviceRecordingNothing(answers: Record<string, 'delivered' | 'gone'>) {
  const errors: unknown[] = [];
  const repo = {
    listForUser: async () => Object.keys(answers).map(device),
    markDelivered: async () => {
      throw new Error('timeout exceeded when trying to connect');
    },
    deleteIds: async () => {
      throw new Error('timeout exceeded when trying to connect');
    },
  } as unknown as PushRepository;
  const sender = {
    send: async (target: { id: string }) => (answers[target.id] === 'gone' ? { kind: 'gone', status: 410 } : { kind: 'delivered' }),
  } as unknown as PushSender;
  const service = createPushService({
    repo,
    sender,
    publicKey: () => 'public',
    endpoints: createPushEndpointRule('test'),
    onBookkeepingError: (error) => errors.push(error),
  });
  return { service, errors };
}

// A push that went out and whose recording failed was sent again by the retried delivery (the
// 3 Dec surge run: 39 duplicates). The send counts as done; the failure is told, not thrown.
describe('a push whose recording fails', () => {
  it('still counts as delivered, and the failure is told rather than thrown', async () => {
    const { service, errors } = serviceRecordingNothing({ phone: 'delivered', old: 'gone' });
    await expect(service.sendToUser('donor', { hello: 1 }, { urgency: 'high', ttlSeconds: 60 })).resolves.toEqual({
      delivered: 1,
      removed: 1,
    });
    expect(errors).toHaveLength(2);
  });
});
