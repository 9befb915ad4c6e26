import { describe, expect, it } from 'vitest';
import { ALERT_TEXTS, type AlertedRequest, smsLimitOf } from './alert.texts';

const request: AlertedRequest = {
  blood: 'AB-',
  district: 'Chapainawabganj',
  hospitalName: 'Shaheed Ziaur Rahman Medical College Hospital, Department of Haematology and Transfusion Medicine',
  recipientName: 'Karim Mia',
  urgency: 'critical',
  bags: 2,
  component: 'whole_blood',
  // 10:30 pm in Dhaka (UTC+6).
  neededBy: new Date('2026-12-30T16:30:00Z'),
};
const url = 'https://grant.example.org/details/0b7c6a52-3f2e-4c1d-9a8b-7e6f5d4c3b2a';
const GSM_SEGMENT = 160;
const THREE_UCS2_SEGMENTS = 3 * 67;

describe('the alerts a donor gets on their phone', () => {
  it('in English: one SMS segment of the GSM alphabet, however long the hospital name, with the link whole', () => {
    const text = ALERT_TEXTS.en.smsText(request, url);
    expect(text.length).toBeLessThanOrEqual(GSM_SEGMENT);
    expect(smsLimitOf(text)).toBe(GSM_SEGMENT);
    // No room for the question and the hospital both: the hospital's name (cut) is worth more to a donor.
    expect(text).toMatch(/^Critical: AB- blood needed in Chapainawabganj by 30 Dec, 10:30 pm, Shaheed Ziaur .*\.\.\.\. https:\/\/\S+$/);
    expect(text.endsWith(url)).toBe(true);
    expect(ALERT_TEXTS.en.smsText({ ...request, district: 'Feni', hospitalName: 'Sadar Hospital' }, url)).toBe(
      `Critical: AB- blood needed in Feni by 30 Dec, 10:30 pm, Sadar Hospital. Can you donate? ${url}`,
    );
    // The whole name, without the question, rather than a cut one.
    expect(ALERT_TEXTS.en.smsText({ ...request, hospitalName: 'Sadar Hospital' }, url)).toBe(
      `Critical: AB- blood needed in Chapainawabganj by 30 Dec, 10:30 pm, Sadar Hospital. ${url}`,
    );
    expect(ALERT_TEXTS.en.pushBody(request)).toBe(
      `2 bags of whole blood for Karim Mia at ${request.hospitalName}, needed by 30 Dec, 10:30 pm. Can you donate?`,
    );
  });

  it('says the component and the deadline in Dhaka time, and stays within one segment for the longest of them', () => {
    const apheresis = { ...request, component: 'apheresis_platelets' as const, neededBy: new Date('2026-12-03T03:05:00Z') };
    expect(ALERT_TEXTS.en.pushTitle(apheresis)).toBe('Critical: AB- apheresis platelets needed in Chapainawabganj');
    expect(ALERT_TEXTS.en.neededBy(apheresis)).toBe('needed by 3 Dec, 9:05 am');
    const text = ALERT_TEXTS.en.smsText(apheresis, url);
    expect(text.length).toBeLessThanOrEqual(GSM_SEGMENT);
    expect(text).toContain('apheresis platelets');
    expect(text).toContain('9:05 am');
    expect(text.endsWith(url)).toBe(true);
    // A hospital name outside the GSM alphabet makes it UCS-2: then three segments, as a Bangla one.
    const bangla = ALERT_TEXTS.en.smsText({ ...apheresis, hospitalName: 'ঢাকা মেডিকেল কলেজ হাসপাতাল' }, url);
    expect(bangla.length).toBeLessThanOrEqual(THREE_UCS2_SEGMENTS);
    expect(bangla).toContain('ঢাকা মেডিকেল কলেজ হাসপাতাল');
  });

  it('in Bangla: the district in Bangla with no case ending on it, Bangla digits, the time of day in words, and the same two answers', () => {
    expect(ALERT_TEXTS.bn.pushTitle(request)).toBe('অতি জরুরি: চাঁপাইনবাবগঞ্জ জেলায় AB- রক্ত প্রয়োজন');
    expect(ALERT_TEXTS.bn.pushTitle({ ...request, component: 'platelets' })).toBe('অতি জরুরি: চাঁপাইনবাবগঞ্জ জেলায় AB- প্লাটিলেট প্রয়োজন');
    expect(ALERT_TEXTS.bn.neededBy(request)).toBe('৩০ ডিসেম্বর, রাত ১০:৩০-এর মধ্যে');
    expect(ALERT_TEXTS.bn.neededBy({ ...request, neededBy: new Date('2026-12-03T03:05:00Z') })).toBe('৩ ডিসেম্বর, সকাল ৯:০৫-এর মধ্যে');
    expect(ALERT_TEXTS.bn.pushBody({ ...request, urgency: 'normal' })).toContain('২ ব্যাগ রক্ত প্রয়োজন, ৩০ ডিসেম্বর, রাত ১০:৩০-এর মধ্যে');
    const sms = ALERT_TEXTS.bn.smsText({ ...request, urgency: 'normal' }, url);
    expect(sms).toMatch(/^চাঁপাইনবাবগঞ্জ জেলায় AB- রক্ত প্রয়োজন, ৩০ ডিসেম্বর, রাত ১০:৩০-এর মধ্যে, .*আপনি কি রক্ত দিতে পারবেন\? https/);
    expect(sms.length).toBeLessThanOrEqual(THREE_UCS2_SEGMENTS);
    expect(sms.endsWith(url)).toBe(true);
    expect([ALERT_TEXTS.bn.donate, ALERT_TEXTS.bn.decline]).toEqual(['আমি রক্ত দিতে পারব', 'এবার নয়']);
    expect(Object.values(ALERT_TEXTS.bn).join(' ')).not.toContain('সাইন');
  });

  it('e-mails in the donor language, with the component and the deadline', () => {
    const emailed = { ...request, component: 'plasma' as const, donationDate: '2026-12-30', donationTime: '10:30 PM' };
    const to = { name: 'Rahim', requestUrl: url, profileUrl: 'https://grant.example.org/profile' };
    expect(ALERT_TEXTS.en.emailSubject(emailed)).toBe('Critical: AB- plasma needed in Chapainawabganj');
    expect(ALERT_TEXTS.en.emailText(emailed, to)).toContain(
      'Karim Mia needs 2 bags of AB- plasma at Shaheed Ziaur Rahman Medical College Hospital, Department of Haematology and Transfusion Medicine, Chapainawabganj, on 2026-12-30 at 10:30 PM (needed by 30 Dec, 10:30 pm, Dhaka time).',
    );
    expect(ALERT_TEXTS.bn.emailSubject(emailed)).toBe('অতি জরুরি: চাঁপাইনবাবগঞ্জ জেলায় AB- প্লাজমা প্রয়োজন');
    const bn = ALERT_TEXTS.bn.emailText(emailed, to);
    expect(bn).toMatch(/^প্রিয় Rahim,/);
    expect(bn).toContain('২ ব্যাগ AB- প্লাজমা প্রয়োজন, ৩০ ডিসেম্বর, রাত ১০:৩০-এর মধ্যে (ঢাকার সময়)');
    expect(bn).toContain(url);
  });
});
