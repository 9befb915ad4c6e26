import type { RequestUrgency } from '../common/enums';
import { URGENCY_LABELS } from '../donors/donor.texts';

/** The notification bell, the requester's count of donors notified, and the e-mail to each donor. */
export const NOTIFICATION_TEXTS = {
  title: 'Notifications',
  bellLabel: (unread: number) => (unread === 0 ? 'Notifications, none unread' : `Notifications, ${unread} unread`),
  empty: 'No notifications yet. You will find here the requests near you that your blood group can answer.',
  loadFailed: 'Your notifications could not be loaded.',
  markAllRead: 'Mark all as read',
  notFound: 'No notification was found with that id.',
  needed: (blood: string, district: string) => `${blood} blood needed in ${district}`,
  forRecipient: (recipientName: string, hospitalName: string) => `For ${recipientName} at ${hospitalName}`,
  donationOn: (date: string) => `Donation on ${date}`,
  donorsNotified: (count: number | null) =>
    count === null ? 'Finding donors to notify…' : count === 1 ? '1 donor notified' : `${count} donors notified`,
  emailText: (e: {
    name: string;
    recipientName: string;
    hospitalName: string;
    district: string;
    blood: string;
    bags: number;
    donationDate: string;
    donationTime: string;
    requestUrl: string;
    profileUrl: string;
    /** Issue 48: what is needed ("whole blood", "platelets") and "needed by" with its time in Dhaka. */
    component?: string;
    neededBy?: string;
  }) =>
    [
      `Hello ${e.name},`,
      '',
      `${e.recipientName} needs ${e.bags === 1 ? '1 bag' : `${e.bags} bags`} of ${e.blood} ${e.component ?? 'blood'} at ${e.hospitalName}, ${e.district}, on ${e.donationDate} at ${e.donationTime}${e.neededBy ? ` (${e.neededBy}, Dhaka time)` : ''}. Your blood group can give to them.`,
      '',
      `See the request, and confirm there if you can donate: ${e.requestUrl}`,
      '',
      `You get this e-mail because you are listed as an available donor near the hospital. To stop them, mark yourself unavailable on your profile: ${e.profileUrl}`,
    ].join('\n'),
  /** `what`: the component as the alert names it ("platelets"); blood when not given. */
  emailSubject: (blood: string, district: string, urgency: RequestUrgency, what = 'blood') =>
    `${urgency === 'normal' ? '' : `${URGENCY_LABELS[urgency]}: `}${blood} ${what} needed in ${district}`,
} as const;
