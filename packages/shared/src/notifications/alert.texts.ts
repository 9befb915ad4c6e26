import type { RequestUrgency } from '../common/enums';
import { DISTRICTS } from '../locations/bangladesh';
import { REQUEST_TEXTS } from '../requests/request.texts';
import { NOTIFICATION_TEXTS } from './notification.texts';

/** What an alert says about a request: enough to decide, without opening the app. */
export interface AlertedRequest {
  blood: string;
  district: string;
  hospitalName: string;
  recipientName: string;
  urgency: RequestUrgency;
  bags: number;
}

/** The texts of one language for a donor's alerts on their phone (push and SMS). */
export interface AlertTexts {
  pushTitle(request: AlertedRequest): string;
  pushBody(request: AlertedRequest): string;
  /** The two answers offered by the push notification (and the web's bell). */
  donate: string;
  decline: string;
  /** Short: one SMS of 160 characters in English, however long the hospital's name. */
  smsText(request: AlertedRequest, url: string): string;
}

const SMS_LENGTH = 160;

/** The hospital's name cut (with an ellipsis) so that `text` with it stays within one SMS. */
function fitHospital(hospitalName: string, withHospital: (hospital: string) => string): string {
  // Measured with a one-letter name: the separator before the name counts too.
  const room = SMS_LENGTH - (withHospital('x').length - 1);
  if (hospitalName.length <= room) return withHospital(hospitalName);
  return withHospital(room > 8 ? `${hospitalName.slice(0, room - 1).trimEnd()}…` : '');
}

const en: AlertTexts = {
  pushTitle: (r) => NOTIFICATION_TEXTS.emailSubject(r.blood, r.district, r.urgency),
  pushBody: (r) => `${r.bags === 1 ? '1 bag' : `${r.bags} bags`} for ${r.recipientName} at ${r.hospitalName}. Can you donate?`,
  donate: REQUEST_TEXTS.canDonate,
  decline: REQUEST_TEXTS.notThisTime,
  smsText: (r, url) =>
    fitHospital(r.hospitalName, (hospital) => `${en.pushTitle(r)}${hospital ? `, ${hospital}` : ''}. Can you donate? ${url}`),
};

const BN_URGENCY: Record<RequestUrgency, string> = { normal: '', urgent: 'জরুরি: ', critical: 'অতি জরুরি: ' };
// A function, not a formatter made on import: every bundle that imports the shared package would make it.
const bnNumber = (n: number) => n.toLocaleString('bn-BD', { useGrouping: false });
const bnDistrict = (district: string) => DISTRICTS.find((d) => d.name === district)?.bnName ?? district;

// Place names take no case ending (ঢাকা-এ reads broken): "{district} জেলায়", as in the web's texts.
const bn: AlertTexts = {
  pushTitle: (r) => `${BN_URGENCY[r.urgency]}${bnDistrict(r.district)} জেলায় ${r.blood} রক্ত প্রয়োজন`,
  pushBody: (r) => `রোগী ${r.recipientName}, ${r.hospitalName}। ${bnNumber(r.bags)} ব্যাগ রক্ত প্রয়োজন। আপনি কি রক্ত দিতে পারবেন?`,
  donate: 'আমি রক্ত দিতে পারব',
  decline: 'এবার নয়',
  smsText: (r, url) =>
    fitHospital(r.hospitalName, (hospital) => `${bn.pushTitle(r)}${hospital ? `, ${hospital}` : ''}। আপনি কি রক্ত দিতে পারবেন? ${url}`),
};

/**
 * The alerts the server sends a donor, in the language they chose (users.language): the server
 * writes them, so both languages live here rather than in the web's dictionaries.
 */
export const ALERT_TEXTS: Record<'en' | 'bn', AlertTexts> = { en, bn };
