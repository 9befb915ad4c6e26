import { ALERT_TEXTS, type AlertedRequest, PAGE_PATHS, pagePath } from '@grant/shared';
import type { MailMessage } from '../mail/mailer';

/** The link every alert carries: the request's page, where "I can donate" leads to the confirm flow. */
export const requestUrl = (appUrl: string, requestId: string) => `${appUrl}${pagePath(PAGE_PATHS.requestDetails, requestId)}`;

export type AlertRequest = AlertedRequest & {
  id: string;
  division: string;
  donationDate: string;
  donationTime: string;
};

/** The e-mail to one donor about one request, in their language (users.language). */
export const alertEmail = (
  request: AlertRequest,
  donor: { email: string; name: string; language: 'en' | 'bn' },
  appUrl: string,
): MailMessage => ({
  to: donor.email,
  subject: ALERT_TEXTS[donor.language].emailSubject(request),
  text: ALERT_TEXTS[donor.language].emailText(request, {
    name: donor.name,
    requestUrl: requestUrl(appUrl, request.id),
    profileUrl: `${appUrl}${PAGE_PATHS.profile}`,
  }),
});

/** How long a push service keeps trying to reach an offline device: an old alert is of no use. */
export const PUSH_TTL_SECONDS = { critical: 60 * 60, urgent: 4 * 60 * 60, normal: 12 * 60 * 60 } as const;

/** The push payload (CONTRACT.md): the service worker shows it without asking the server anything. */
export function pushPayload(request: AlertRequest, alert: { notificationId: string; lang: 'en' | 'bn'; sentAt: Date }, appUrl: string) {
  const texts = ALERT_TEXTS[alert.lang];
  return {
    type: 'request-alert',
    notificationId: alert.notificationId,
    requestId: request.id,
    blood: request.blood,
    division: request.division,
    district: request.district,
    hospitalName: request.hospitalName,
    urgency: request.urgency,
    bags: request.bags,
    component: request.component,
    neededBy: request.neededBy.toISOString(),
    lang: alert.lang,
    url: requestUrl(appUrl, request.id),
    title: texts.pushTitle(request),
    body: texts.pushBody(request),
    actions: [
      { action: 'donate', title: texts.donate },
      { action: 'decline', title: texts.decline },
    ],
    sentAt: alert.sentAt.toISOString(),
  };
}

export const smsText = (request: AlertRequest, lang: 'en' | 'bn', appUrl: string) =>
  ALERT_TEXTS[lang].smsText(request, requestUrl(appUrl, request.id));
