import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signedInUser } from '../../../test/factories';
import { browserSubscription } from '../../../test/push-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = (who: SignedInUser) => t.app.inject({ method: 'GET', url: '/api/donors/me/alerts', headers: who.headers });
const patch = (who: SignedInUser, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/donors/me/alerts', headers: who.headers, payload });

describe('GET and PATCH /api/donors/me/alerts', () => {
  it('starts with every channel on, quiet from 22:00 to 07:00, English, no phone, no device', async () => {
    const ana = await signedInUser(t);
    const res = await get(ana);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      channels: { inApp: true, email: true, push: true, sms: true },
      quietHours: { start: '22:00', end: '07:00' },
      language: 'en',
      phone: null,
      phoneVerified: false,
      devices: 0,
    });
  });

  it('changes only what is sent, and answers the settings as they now are', async () => {
    const ana = await signedInUser(t);
    const res = await patch(ana, { channels: { sms: false, email: false }, quietHours: { start: '23:30', end: '06:15' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      channels: { inApp: true, email: false, push: true, sms: false },
      quietHours: { start: '23:30', end: '06:15' },
      language: 'en',
    });
    expect((await patch(ana, { language: 'bn' })).json()).toMatchObject({ language: 'bn', channels: { email: false, sms: false } });
    expect((await patch(ana, { quietHours: null })).json().quietHours).toBeNull();
    expect((await get(ana)).json()).toMatchObject({ quietHours: null, language: 'bn', channels: { push: true, email: false } });
    // Daytime quiet hours (a night-shift worker) are fine too.
    expect((await patch(ana, { quietHours: { start: '09:00', end: '17:00' } })).json().quietHours).toEqual({
      start: '09:00',
      end: '17:00',
    });
  });

  it('counts the devices with alerts on', async () => {
    const ana = await signedInUser(t);
    for (let i = 0; i < 2; i++) {
      await t.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: ana.headers, payload: browserSubscription().json });
    }
    expect((await get(ana)).json().devices).toBe(2);
  });

  it.each([
    [{ quietHours: { start: '22:00' } }, 'Enter times as HH:MM, such as 22:00.'],
    [{ quietHours: { start: '24:00', end: '07:00' } }, 'Enter times as HH:MM, such as 22:00.'],
    [{ quietHours: { start: '7:00', end: '08:00' } }, 'Enter times as HH:MM, such as 22:00.'],
    [{ quietHours: { start: '22:00', end: '22:00' } }, 'Quiet hours must start and end at different times.'],
    [{ language: 'fr' }, undefined],
    [{ channels: { push: 'yes' } }, undefined],
  ])('refuses %j with 400', async (payload, message) => {
    const ana = await signedInUser(t);
    const res = await patch(ana, payload);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toContain(message);
    expect((await get(ana)).json().quietHours).toEqual({ start: '22:00', end: '07:00' });
  });
});
