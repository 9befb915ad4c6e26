// The surge benchmark's push service stand-in, against the library the servers send with: a push
// made by web-push's generateRequestDetails arrives, decrypts to its payload and passes the VAPID check.

import { afterEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { createSubscriberKeys, sendPush, startPushService } from './push-service.mjs';

const vapid = webpush.generateVAPIDKeys();
const vapidDetails = { subject: 'mailto:bench@grant.test', publicKey: vapid.publicKey, privateKey: vapid.privateKey };
const DONOR = '0b4e7a0e-5fe5-4e8b-8a8e-000000000001';

/** One push to the donor's endpoint at the stand-in, keyed to `subscriberKeys`. */
const send = (service, subscriberKeys, payload, details = vapidDetails) =>
  sendPush({ endpoint: service.endpointOf(DONOR), keys: { p256dh: subscriberKeys.p256dh, auth: subscriberKeys.auth } }, payload, {
    vapidDetails: details,
  });

describe('push service stand-in', () => {
  let service;
  afterEach(() => service?.stop());

  it('answers 201, records the push and decrypts it to its payload', async () => {
    const keys = createSubscriberKeys();
    service = await startPushService({ keys, vapidPublicKey: vapid.publicKey });
    const payload = { type: 'request-alert', notificationId: 'n-1', requestId: 'r-1', urgency: 'critical' };

    expect(await send(service, keys, payload)).toBe(201);

    const { pushes, failures } = service.decryptAll();
    expect(failures).toEqual([]);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({ donorId: DONOR, payload, urgency: 'high', ttl: 600 });
    expect(pushes[0].at).toBeGreaterThan(0);
  });

  it('counts a push encrypted to another browser, or signed with another key, as a failure', async () => {
    const keys = createSubscriberKeys();
    service = await startPushService({ keys, vapidPublicKey: vapid.publicKey });
    const other = webpush.generateVAPIDKeys();

    await send(service, createSubscriberKeys(), { notificationId: 'n-2' });
    await send(service, keys, { notificationId: 'n-3' }, { ...vapidDetails, ...other });

    const { pushes, failures } = service.decryptAll();
    expect(pushes).toEqual([]);
    expect(failures.map((f) => f.reason)).toEqual([expect.stringMatching(/./), "the VAPID key is not the servers' key"]);
  });
});
