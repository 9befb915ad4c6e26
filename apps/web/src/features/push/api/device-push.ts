import type { Text } from '../../../i18n/locale';
import { pushApi } from './push-api';

/**
 * This browser's push subscription, kept in step with the server. Every step the browser may refuse
 * (no support, permission, its push service) says so through the returned state or a thrown error.
 */
export type DeviceAlerts = 'unsupported' | 'denied' | 'off' | 'on';

/** Failures of the browser's own steps, in words a person can act on (errorMessage translates them). */
const NOT_READY: Text = 'The app is not ready for alerts yet. Reload the page and try again.';
const SUBSCRIBE_FAILED: Text = 'This browser could not set up alerts. Try again later.';

/** How long to wait for the service worker (registered once the page has loaded) to become active. */
const WORKER_WAIT_MS = 10_000;

export const pushSupported = (): boolean =>
  'serviceWorker' in navigator && typeof window.PushManager === 'function' && typeof window.Notification === 'function';

async function activeWorker(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(NOT_READY)), WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * The device's state. A subscription found is sent to the server again: the browser may have renewed
 * it since (the service worker cannot tell the server, it has no session), and saving the same
 * endpoint again only updates it.
 */
export async function deviceAlerts(): Promise<DeviceAlerts> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await currentSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  await pushApi.save(subscription.toJSON()).catch(() => undefined);
  return 'on';
}

/** base64url to bytes: the form every browser takes `applicationServerKey` in. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/** Asks for permission (only now, on the person's press), subscribes, and gives the server the subscription. */
export async function turnOn(): Promise<DeviceAlerts> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const [{ publicKey }, registration] = await Promise.all([pushApi.key(), activeWorker()]);
  // The browser registers with its vendor's push service here, which can fail (offline, a blocked network).
  const subscription = await registration.pushManager
    .subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) })
    .catch(() => Promise.reject(new Error(SUBSCRIBE_FAILED)));
  try {
    await pushApi.save(subscription.toJSON());
  } catch (error) {
    // A subscription the server does not know would look on here and bring nothing.
    await subscription.unsubscribe().catch(() => undefined);
    throw error;
  }
  return 'on';
}

/** The server forgets the device first: if that fails, alerts are still on, as the switch then shows. */
export async function turnOff(): Promise<DeviceAlerts> {
  const subscription = await currentSubscription();
  if (subscription) {
    await pushApi.remove(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return 'off';
}
