/**
 * What the service worker does with a request alert (the push payload of CONTRACT.md, sent by the
 * server's alert waves): the notification it shows, and where a tap on it or on one of its two
 * actions leads. Kept apart from sw.ts, with the browser's objects passed in, so tests can call it
 * with fakes (push.test.ts).
 */

/** The answers a donor gives from the notification; the details page acts on `?respond=`. */
export const ALERT_ACTIONS = ['donate', 'decline'] as const;
type AlertAction = (typeof ALERT_ACTIONS)[number];

/** A request alert as the server sends it; anything may be missing from a malformed push. */
export interface AlertPayload {
  type?: string;
  notificationId?: string;
  requestId?: string;
  url?: string;
  title?: string;
  body?: string;
  urgency?: string;
  lang?: string;
  actions?: { action: string; title: string }[];
  sentAt?: string;
}

/** What `notification.data` carries to the click. */
export interface AlertData {
  url: string;
  requestId: string | null;
  notificationId: string | null;
}

/** The options Chromium and Firefox take, more than TypeScript's lib declares (actions, timestamp). */
export interface AlertOptions extends NotificationOptions {
  actions: { action: AlertAction; title: string }[];
  timestamp?: number;
  data: AlertData;
}

/** Drawn by apps/web/scripts/make-icons.mjs; the badge is a white drop, of which Android draws the shape. */
const ICON = '/icons/icon-192.png';
const BADGE = '/icons/badge-96.png';
/** Shown for a push that carries no readable alert: a browser requires every push to show something. */
const FALLBACK_TITLE = 'Grant';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** The payload, or an empty one when the push carried no JSON object. */
export function readPayload(data: { json(): unknown } | null | undefined): AlertPayload {
  try {
    const payload = data?.json();
    return payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as AlertPayload) : {};
  } catch {
    return {};
  }
}

/**
 * The notification for an alert, in the donor's language (the server wrote title, body and the
 * actions' titles in it). One notification per request: its id is the tag, so a repeat (a retried
 * delivery, a second device's wave) replaces it instead of piling up. A critical one stays until the
 * donor acts on it.
 */
export function alertNotification(payload: AlertPayload): { title: string; options: AlertOptions } {
  const actions = (Array.isArray(payload.actions) ? payload.actions : []).flatMap((item) => {
    const action = ALERT_ACTIONS.find((known) => known === item?.action);
    const title = text(item?.title);
    return action && title ? [{ action, title }] : [];
  });
  const sentAt = Date.parse(payload.sentAt ?? '');
  return {
    title: text(payload.title) ?? FALLBACK_TITLE,
    options: {
      body: text(payload.body) ?? '',
      icon: ICON,
      badge: BADGE,
      tag: text(payload.requestId),
      lang: text(payload.lang),
      requireInteraction: payload.urgency === 'critical',
      timestamp: Number.isNaN(sentAt) ? undefined : sentAt,
      actions,
      data: {
        url: text(payload.url) ?? '/',
        requestId: text(payload.requestId) ?? null,
        notificationId: text(payload.notificationId) ?? null,
      },
    },
  };
}

/** The `push` event's work: show the alert it carries. */
export function showAlert(registration: Pick<ServiceWorkerRegistration, 'showNotification'>, data: { json(): unknown } | null | undefined) {
  const { title, options } = alertNotification(readPayload(data));
  return registration.showNotification(title, options);
}

/**
 * Where a tap leads: the request (`url`), with `?respond=donate` or `?respond=decline` for the
 * actions, which the details page turns into the confirm dialog or a recorded decline. Only a page of
 * this app: a URL of another origin opens the home page instead.
 */
export function clickTarget(data: unknown, action: string, origin: string): string {
  const url = text((data as Partial<AlertData> | null)?.url);
  let target = new URL(url ?? '/', origin);
  if (target.origin !== origin) target = new URL('/', origin);
  const answer = ALERT_ACTIONS.find((known) => known === action);
  if (answer) target.searchParams.set('respond', answer);
  return target.href;
}

type WindowClients = Pick<Clients, 'matchAll' | 'openWindow'>;

/**
 * The `notificationclick` event's work: close the notification, then focus a window already showing
 * the target or open one. Another open window of the app is not navigated away: it may hold a form
 * half filled in.
 */
export async function openFromNotification(
  event: { action: string; notification: Pick<Notification, 'close' | 'data'> },
  clients: WindowClients,
  origin: string,
): Promise<void> {
  event.notification.close();
  const target = clickTarget(event.notification.data, event.action, origin);
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const showing = windows.find((client) => client.url === target);
  if (showing) {
    await showing.focus();
    return;
  }
  await clients.openWindow(target);
}
