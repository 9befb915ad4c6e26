import { describe, expect, it } from 'vitest';
import { ALERT_TEXTS, type AlertedRequest } from './alert.texts';

const request: AlertedRequest = {
  blood: 'AB-',
  district: 'Chapainawabganj',
  hospitalName: 'Shaheed Ziaur Rahman Medical College Hospital, Department of Haematology and Transfusion Medicine',
  recipientName: 'Karim Mia',
  urgency: 'critical',
  bags: 2,
};
const url = 'https://grant.example.org/details/0b7c6a52-3f2e-4c1d-9a8b-7e6f5d4c3b2a';

describe('the alerts a donor gets on their phone', () => {
  it('in English: one SMS of at most 160 characters, however long the hospital name, with the link whole', () => {
    const text = ALERT_TEXTS.en.smsText(request, url);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(/^Critical: AB- blood needed in Chapainawabganj, Shaheed .*…\. Can you donate\? https:\/\/\S+$/);
    expect(text.endsWith(url)).toBe(true);
    expect(ALERT_TEXTS.en.smsText({ ...request, hospitalName: 'Sadar Hospital' }, url)).toBe(
      `Critical: AB- blood needed in Chapainawabganj, Sadar Hospital. Can you donate? ${url}`,
    );
    expect(ALERT_TEXTS.en.pushBody(request)).toBe(`2 bags for Karim Mia at ${request.hospitalName}. Can you donate?`);
  });

  it('in Bangla: the district in Bangla with no case ending on it, Bangla digits, and the same two answers', () => {
    expect(ALERT_TEXTS.bn.pushTitle(request)).toBe('অতি জরুরি: চাঁপাইনবাবগঞ্জ জেলায় AB- রক্ত প্রয়োজন');
    expect(ALERT_TEXTS.bn.pushBody({ ...request, urgency: 'normal' })).toContain('২ ব্যাগ রক্ত প্রয়োজন');
    expect(ALERT_TEXTS.bn.smsText({ ...request, urgency: 'normal' }, url)).toMatch(
      /^চাঁপাইনবাবগঞ্জ জেলায় AB- রক্ত প্রয়োজন, .*আপনি কি রক্ত দিতে পারবেন\? https/,
    );
    expect([ALERT_TEXTS.bn.donate, ALERT_TEXTS.bn.decline]).toEqual(['আমি রক্ত দিতে পারব', 'এবার নয়']);
    expect(Object.values(ALERT_TEXTS.bn).join(' ')).not.toContain('সাইন');
  });
});
