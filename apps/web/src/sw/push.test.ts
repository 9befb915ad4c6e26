import { describe, expect, it, vi } from 'vitest';
import { type AlertOptions, alertNotification, clickTarget, openFromNotification, showAlert } from './push';

const ORIGIN = 'https://grant.example';
const REQUEST_ID = '0b7c5a52-8d0a-4a39-9d59-1e0d0b6f2f41';
/** The payload of CONTRACT.md, as a Bangla-speaking donor gets it. */
const alert = {
  type: 'request-alert',
  notificationId: '5f0e1f7e-3c1f-4a51-a7a4-2f1d2c6e9b10',
  requestId: REQUEST_ID,
  blood: 'A+',
  division: 'Dhaka',
  district: 'Gazipur',
  hospitalName: 'Gazipur General Hospital',
  urgency: 'critical',
  bags: 2,
  lang: 'bn',
  url: `${ORIGIN}/details/${REQUEST_ID}`,
  title: 'জরুরি: গাজীপুরে A+ রক্ত প্রয়োজন',
  body: 'Gazipur General Hospital, ২ ব্যাগ',
  actions: [
    { action: 'donate', title: 'আমি রক্ত দিতে পারি' },
    { action: 'decline', title: 'এবার নয়' },
  ],
  sentAt: '2026-11-24T06:00:00.000Z',
};
const pushData = (payload: unknown) => ({ json: () => payload });

describe('the notification of a request alert', () => {
  it("shows the payload's texts, one notification per request, both answers, kept until acted on when critical", async () => {
    const showNotification = vi.fn(async (_title: string, _options?: NotificationOptions) => undefined);
    await showAlert({ showNotification }, pushData(alert));

    expect(showNotification).toHaveBeenCalledOnce();
    const [title, options] = showNotification.mock.calls[0] as [string, AlertOptions];
    expect(title).toBe(alert.title);
    expect(options).toMatchObject({
      body: alert.body,
      tag: REQUEST_ID,
      lang: 'bn',
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      requireInteraction: true,
      timestamp: Date.parse(alert.sentAt),
      actions: alert.actions,
      data: { url: alert.url, requestId: REQUEST_ID, notificationId: alert.notificationId },
    });
  });

  it('lets a normal alert go away by itself, and drops actions it would not know how to answer', () => {
    const { options } = alertNotification({
      ...alert,
      urgency: 'normal',
      actions: [{ action: 'delete-account', title: 'Delete' }, { action: 'donate', title: 'I can donate' }, { action: 'decline' } as never],
    });
    expect(options.requireInteraction).toBe(false);
    expect(options.actions).toEqual([{ action: 'donate', title: 'I can donate' }]);
  });

  it('still shows something for a push that is not an alert (a browser requires it)', async () => {
    const showNotification = vi.fn(async () => undefined);
    for (const data of [null, pushData('text'), pushData([1]), { json: () => JSON.parse('{') }])
      await showAlert({ showNotification }, data);
    expect(showNotification).toHaveBeenCalledTimes(4);
    for (const [title, options] of showNotification.mock.calls as unknown as [string, AlertOptions][]) {
      expect(title).toBe('Grant');
      expect(options).toMatchObject({ tag: undefined, actions: [], requireInteraction: false, data: { url: '/' } });
    }
  });
});

describe('a tap on the notification', () => {
  const data = alertNotification(alert).options.data;

  it('opens the request, or its donate dialog or its decline, per the action tapped', () => {
    expect(clickTarget(data, '', ORIGIN)).toBe(alert.url);
    expect(clickTarget(data, 'donate', ORIGIN)).toBe(`${alert.url}?respond=donate`);
    expect(clickTarget(data, 'decline', ORIGIN)).toBe(`${alert.url}?respond=decline`);
  });

  it("never leads out of the app: another origin's URL, or none, opens the home page", () => {
    expect(clickTarget({ url: 'https://evil.example/details/1' }, 'donate', ORIGIN)).toBe(`${ORIGIN}/?respond=donate`);
    expect(clickTarget(null, '', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(clickTarget({ url: '/details/7' }, '', ORIGIN)).toBe(`${ORIGIN}/details/7`);
  });

  const fakeClients = (urls: string[]) => {
    const windows = urls.map((url) => ({ url, focus: vi.fn(async () => undefined) }));
    return {
      windows,
      clients: {
        matchAll: vi.fn(async () => windows),
        openWindow: vi.fn(async () => null),
      } as unknown as Pick<Clients, 'matchAll' | 'openWindow'> & { openWindow: ReturnType<typeof vi.fn> },
    };
  };

  it('closes the notification and opens a window at the target', async () => {
    const { clients } = fakeClients([`${ORIGIN}/dashboard`]);
    const close = vi.fn();
    await openFromNotification({ action: 'donate', notification: { close, data } }, clients, ORIGIN);
    expect(close).toHaveBeenCalledOnce();
    expect(clients.openWindow).toHaveBeenCalledWith(`${alert.url}?respond=donate`);
  });

  it('focuses a window already showing the target instead of opening another', async () => {
    const { clients, windows } = fakeClients([`${ORIGIN}/dashboard`, alert.url]);
    await openFromNotification({ action: '', notification: { close: vi.fn(), data } }, clients, ORIGIN);
    expect(windows[1]?.focus).toHaveBeenCalledOnce();
    expect(windows[0]?.focus).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });
});
