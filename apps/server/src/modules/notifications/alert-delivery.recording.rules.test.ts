import { describe, expect, it } from 'vitest';
import type { Mailer } from '../mail/mailer';
import type { AlertDeliveryRepository, UnsentAlert } from './alert-delivery.repository';
import { createAlertDeliveryService, type PushSender } from './alert-delivery.service';

const request = {
  id: 'request-1',
  recipientName: 'Patient',
  hospitalName: 'Dhaka Medical College Hospital',
  blood: 'B+',
  district: 'Dhaka',
  division: 'Dhaka',
  urgency: 'critical' as const,
  bags: 1,
  donationDate: '2026-12-07',
  donationTime: '10:00',
  component: 'platelets' as const,
  neededBy: new Date('2026-12-07T10:00:00+06:00'),
  status: 'pending' as const,
  pledgedCount: 0,
  hiddenAt: null,
};

const alert: UnsentAlert = {
  id: 'notification-1',
  userId: 'donor-1',
  name: 'Donor',
  email: 'donor@example.org',
  language: 'en',
  phone: null,
  phoneVerifiedAt: null,
  alertPush: true,
  alertSms: false,
  alertEmail: false,
  quietStart: null,
  quietEnd: null,
};

// The 3 Dec surge run: a batch whose pushes went out but whose recording failed on the pool's
// connect time-out was retried whole, and its donors got the alert twice.
describe('recording a batch just sent', () => {
  it('is tried again when it fails for a moment, so the batch is not sent twice', async () => {
    const pushed: string[] = [];
    const recorded: string[] = [];
    let failures = 1;
    const delivery = {
      findRequest: async () => request,
      findUnsent: async () => [alert],
      markSent: async (ids: string[]) => {
        if (ids.length > 0 && failures-- > 0) throw new Error('timeout exceeded when trying to connect');
        recorded.push(...ids);
      },
    } as unknown as AlertDeliveryRepository;
    const push: PushSender = {
      sendToUser: async (userId) => {
        pushed.push(userId);
        return { delivered: 1, removed: 0 };
      },
      usersWithDevices: async (ids) => new Set(ids),
    };
    const service = createAlertDeliveryService({
      delivery,
      push,
      sms: { send: async () => undefined },
      mailer: {} as Mailer,
      appUrl: 'https://grant.example.org',
    });
    await service.deliver({ requestId: request.id, wave: 1, channel: 'push', notificationIds: [alert.id] });
    expect(pushed).toEqual([alert.userId]);
    expect(recorded).toEqual([alert.id]);
  });
});
