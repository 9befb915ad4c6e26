import { describe, expect, it } from 'vitest';
import { banglaClock, banglaDate, banglaDateTime, banglaTypedTime } from './bangla-time';

const NO_LATIN = /^[^A-Za-z0-9]*$/;

describe('Bangla dates and times', () => {
  it('says the part of the day before the time, without AM/PM or seconds', () => {
    const at = new Date('2026-11-25T20:43:57Z'); // 02:43:57 on the 26th in Dhaka
    expect(banglaDateTime(at, 'Asia/Dhaka')).toBe('২৬ নভেম্বর ২০২৬, রাত ২:৪৩');
    expect(banglaDateTime(at, 'Asia/Dhaka')).toMatch(NO_LATIN);
    expect(banglaDateTime(new Date('2026-11-25T04:30:00Z'), 'Asia/Dhaka')).toBe('২৫ নভেম্বর ২০২৬, সকাল ১০:৩০');
  });

  it('names each part of the day', () => {
    expect([0, 5, 9, 12, 13, 16, 19, 22].map((hour) => banglaClock(hour, 5))).toEqual([
      'রাত ১২:০৫',
      'ভোর ৫:০৫',
      'সকাল ৯:০৫',
      'দুপুর ১২:০৫',
      'দুপুর ১:০৫',
      'বিকাল ৪:০৫',
      'সন্ধ্যা ৭:০৫',
      'রাত ১০:০৫',
    ]);
  });

  it('writes dates with the full month and no comma', () => {
    expect(banglaDate(new Date('2026-11-25T00:00:00Z'), 'UTC')).toBe('২৫ নভেম্বর ২০২৬');
    expect(banglaDate(new Date('2027-01-05T00:00:00Z'), 'UTC')).toBe('৫ জানুয়ারি ২০২৭');
  });

  it('turns a typed time into Bangla, and leaves other text in its words', () => {
    expect(banglaTypedTime('10:30 AM')).toBe('সকাল ১০:৩০');
    expect(banglaTypedTime('2:15 pm')).toBe('দুপুর ২:১৫');
    expect(banglaTypedTime('9.30 p.m.')).toBe('রাত ৯:৩০');
    expect(banglaTypedTime('12:00 AM')).toBe('রাত ১২:০০');
    expect(banglaTypedTime('18:45')).toBe('সন্ধ্যা ৬:৪৫');
    expect(banglaTypedTime('after 5')).toBe('after ৫');
  });
});
