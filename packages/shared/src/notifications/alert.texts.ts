import type { BloodComponent, RequestUrgency } from '../common/enums';
import { DISTRICTS } from '../locations/bangladesh';
import { COMPONENT_LABELS } from '../requests/need.texts';
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
  /** What the patient needs and by when (issue 48). */
  component: BloodComponent;
  neededBy: Date;
}

/** The texts of one language for a donor's alerts on their phone (push and SMS). */
export interface AlertTexts {
  pushTitle(request: AlertedRequest): string;
  pushBody(request: AlertedRequest): string;
  /** The two answers offered by the push notification (and the web's bell). */
  donate: string;
  decline: string;
  /** Short: one SMS segment in English (three in Bangla), however long the hospital's name. */
  smsText(request: AlertedRequest, url: string): string;
  /** "Needed by" and the time in Dhaka, as the alerts say it. */
  neededBy(request: AlertedRequest): string;
  /** What the patient needs, as the alerts name it. */
  component(component: BloodComponent): string;
  /** The e-mail about a request, in the donor's language too. */
  emailSubject(request: AlertedRequest): string;
  emailText(request: EmailedRequest, to: { name: string; requestUrl: string; profileUrl: string }): string;
}

/** An e-mail says the spec's donation date and time as well. */
export type EmailedRequest = AlertedRequest & { donationDate: string; donationTime: string };

/** The characters of the GSM 7-bit alphabet (its basic set): a text of only these is sent as 160 a segment. */
const GSM_7 = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà]*$/;

/**
 * How long an alert's SMS may be: one segment of 160 characters in the GSM alphabet (English), or
 * three of 67 in UCS-2 (Bangla, or English with a character outside that alphabet), as long as a
 * 160-character Bangla text already was.
 */
export const smsLimitOf = (text: string) => (GSM_7.test(text) ? 160 : 3 * 67);

/**
 * The first of the texts that fits one SMS: each form whole, then with its hospital's name cut
 * (with "..."), then each form without the name; `withHospital('')` is a form without it.
 */
function fitSms(hospitalName: string, ...forms: ((hospital: string) => string)[]): string {
  const fits = (text: string) => text.length <= smsLimitOf(text);
  for (const withHospital of forms) {
    const whole = withHospital(hospitalName);
    if (fits(whole)) return whole;
    // Measured with a one-letter name: the separator before the name counts too.
    const room = smsLimitOf(whole) - (withHospital('x').length - 1);
    const cut = room > 8 ? withHospital(`${hospitalName.slice(0, room - 3).trimEnd()}...`) : undefined;
    if (cut && fits(cut)) return cut;
  }
  const withoutHospital = forms.map((withHospital) => withHospital(''));
  return withoutHospital.find(fits) ?? withoutHospital[withoutHospital.length - 1] ?? '';
}

/** A time in Dhaka in the alert's language (a formatter made per call, not on import: every bundle imports this file). */
const dhakaParts = (at: Date, locale: string, options: Intl.DateTimeFormatOptions) =>
  Object.fromEntries(
    new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Dhaka', ...options }).formatToParts(at).map((part) => [part.type, part.value]),
  ) as Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

const enComponent = (component: BloodComponent) => (component === 'whole_blood' ? 'blood' : COMPONENT_LABELS[component].toLowerCase());

/** "30 Dec, 10:30 pm" in Dhaka. */
function enTime(at: Date) {
  const p = dhakaParts(at, 'en-GB', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', hour12: true });
  return `${p.day} ${p.month}, ${p.hour}:${p.minute} ${p.dayPeriod?.toLowerCase()}`;
}

const en: AlertTexts = {
  pushTitle: (r) => NOTIFICATION_TEXTS.emailSubject(r.blood, r.district, r.urgency, enComponent(r.component)),
  pushBody: (r) =>
    `${r.bags === 1 ? '1 bag' : `${r.bags} bags`} of ${COMPONENT_LABELS[r.component].toLowerCase()} for ${r.recipientName} at ${r.hospitalName}, ${en.neededBy(r)}. Can you donate?`,
  donate: REQUEST_TEXTS.canDonate,
  decline: REQUEST_TEXTS.notThisTime,
  smsText: (r, url) =>
    fitSms(
      r.hospitalName,
      (hospital) => `${en.pushTitle(r)} by ${enTime(r.neededBy)}${hospital ? `, ${hospital}` : ''}. Can you donate? ${url}`,
      (hospital) => `${en.pushTitle(r)} by ${enTime(r.neededBy)}${hospital ? `, ${hospital}` : ''}. ${url}`,
    ),
  neededBy: (r) => `needed by ${enTime(r.neededBy)}`,
  component: (component) => COMPONENT_LABELS[component],
  emailSubject: (r) => en.pushTitle(r),
  emailText: (r, to) => NOTIFICATION_TEXTS.emailText({ ...r, ...to, component: enComponent(r.component), neededBy: en.neededBy(r) }),
};

const BN_URGENCY: Record<RequestUrgency, string> = { normal: '', urgent: 'জরুরি: ', critical: 'অতি জরুরি: ' };
// A function, not a formatter made on import: every bundle that imports the shared package would make it.
const bnNumber = (n: number) => n.toLocaleString('bn-BD', { useGrouping: false });
const bnDistrict = (district: string) => DISTRICTS.find((d) => d.name === district)?.bnName ?? district;

const BN_COMPONENT: Record<BloodComponent, string> = {
  whole_blood: 'রক্ত',
  red_cells: 'লোহিত কণিকা',
  platelets: 'প্লাটিলেট',
  apheresis_platelets: 'অ্যাফেরেসিস প্লাটিলেট',
  plasma: 'প্লাজমা',
  cryo: 'ক্রায়ো',
};

/** The part of the day a Bangla clock names (ভোর, সকাল, দুপুর, বিকাল, সন্ধ্যা, রাত): not AM / PM in Latin letters. */
const bnDayPart = (hour: number) =>
  hour >= 4 && hour < 6
    ? 'ভোর'
    : hour >= 6 && hour < 12
      ? 'সকাল'
      : hour >= 12 && hour < 15
        ? 'দুপুর'
        : hour >= 15 && hour < 18
          ? 'বিকাল'
          : hour >= 18 && hour < 20
            ? 'সন্ধ্যা'
            : 'রাত';

/** "৩০ ডিসেম্বর, রাত ১০:৩০" in Dhaka. */
function bnTime(at: Date) {
  const p = dhakaParts(at, 'en-GB', { day: 'numeric', hour: 'numeric', minute: '2-digit', hourCycle: 'h23' });
  const month = dhakaParts(at, 'bn-BD', { month: 'long' }).month;
  const hour = Number(p.hour);
  const clock = `${bnNumber(hour % 12 === 0 ? 12 : hour % 12)}:${bnNumber(Number(p.minute)).padStart(2, '০')}`;
  return `${bnNumber(Number(p.day))} ${month}, ${bnDayPart(hour)} ${clock}`;
}

// Place names take no case ending (ঢাকা-এ reads broken): "{district} জেলায়", as in the web's texts.
const bn: AlertTexts = {
  pushTitle: (r) => `${BN_URGENCY[r.urgency]}${bnDistrict(r.district)} জেলায় ${r.blood} ${BN_COMPONENT[r.component]} প্রয়োজন`,
  pushBody: (r) =>
    `রোগী ${r.recipientName}, ${r.hospitalName}। ${bnNumber(r.bags)} ব্যাগ ${BN_COMPONENT[r.component]} প্রয়োজন, ${bn.neededBy(r)}। আপনি কি রক্ত দিতে পারবেন?`,
  donate: 'আমি রক্ত দিতে পারব',
  decline: 'এবার নয়',
  smsText: (r, url) =>
    fitSms(
      r.hospitalName,
      (hospital) => `${bn.pushTitle(r)}, ${bn.neededBy(r)}${hospital ? `, ${hospital}` : ''}। আপনি কি রক্ত দিতে পারবেন? ${url}`,
      (hospital) => `${bn.pushTitle(r)}, ${bn.neededBy(r)}${hospital ? `, ${hospital}` : ''}। ${url}`,
    ),
  neededBy: (r) => `${bnTime(r.neededBy)}-এর মধ্যে`,
  component: (component) => (component === 'whole_blood' ? 'সম্পূর্ণ রক্ত' : BN_COMPONENT[component]),
  emailSubject: (r) => bn.pushTitle(r),
  emailText: (r, to) =>
    [
      `প্রিয় ${to.name},`,
      '',
      `রোগী ${r.recipientName}, ${r.hospitalName}, ${bnDistrict(r.district)} জেলা। ${bnNumber(r.bags)} ব্যাগ ${r.blood} ${BN_COMPONENT[r.component]} প্রয়োজন, ${bn.neededBy(r)} (ঢাকার সময়)। রক্তদানের দিন ${r.donationDate}, সময় ${r.donationTime}। আপনার রক্তের গ্রুপ এই রোগীকে দিতে পারে।`,
      '',
      `অনুরোধটি দেখুন, আর রক্ত দিতে পারলে সেখানে নিশ্চিত করুন: ${to.requestUrl}`,
      '',
      `আপনি এই ই-মেইল পাচ্ছেন কারণ আপনি হাসপাতালের কাছের একজন রক্তদাতা হিসেবে তালিকায় আছেন। এগুলো বন্ধ করতে প্রোফাইলে নিজেকে অনুপলব্ধ হিসেবে চিহ্নিত করুন: ${to.profileUrl}`,
    ].join('\n'),
};

/**
 * The alerts the server sends a donor, in the language they chose (users.language): the server
 * writes them, so both languages live here rather than in the web's dictionaries.
 */
export const ALERT_TEXTS: Record<'en' | 'bn', AlertTexts> = { en, bn };
