/**
 * Dates and times as people in Bangladesh write them in Bangla: the part of the day before the time
 * and no seconds ('রাত ২:৪৩', not '২:৪৩:৫৭ AM'), full month names without a comma ('২৫ নভেম্বর ২০২৬').
 * Written out rather than left to Intl: its bn-BD data keeps a Latin AM/PM and short months
 * ('নভে,'), and differs between browsers.
 */
const DIGITS = '০১২৩৪৫৬৭৮৯';
const MONTHS = ['জানুয়ারি', 'ফেব্রুয়ারি', 'মার্চ', 'এপ্রিল', 'মে', 'জুন', 'জুলাই', 'আগস্ট', 'সেপ্টেম্বর', 'অক্টোবর', 'নভেম্বর', 'ডিসেম্বর'];
/** Each part of the day with the hour (0-24) it ends at. */
const DAY_PARTS: readonly (readonly [number, string])[] = [
  [4, 'রাত'],
  [6, 'ভোর'],
  [12, 'সকাল'],
  [15, 'দুপুর'],
  [18, 'বিকাল'],
  [20, 'সন্ধ্যা'],
  [24, 'রাত'],
];

export const banglaDigits = (text: string): string => text.replace(/[0-9]/g, (digit) => DIGITS[Number(digit)] ?? digit);

/** 14, 5 -> 'দুপুর ২:০৫'. */
export function banglaClock(hour: number, minute: number): string {
  const part = DAY_PARTS.find(([end]) => hour < end)?.[1] ?? 'রাত';
  return `${part} ${banglaDigits(`${hour % 12 || 12}:${String(minute).padStart(2, '0')}`)}`;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();
/** The calendar and clock numbers of an instant in a time zone (the reader's when none is given). */
function partsOf(date: Date, timeZone?: string) {
  const key = timeZone ?? '';
  const format =
    partsFormats.get(key) ??
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
  partsFormats.set(key, format);
  const parts = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year ?? 0, month: parts.month ?? 1, day: parts.day ?? 1, hour: parts.hour ?? 0, minute: parts.minute ?? 0 };
}

/** '২৫ নভেম্বর ২০২৬'. */
export function banglaDate(date: Date, timeZone?: string): string {
  const { year, month, day } = partsOf(date, timeZone);
  return `${banglaDigits(String(day))} ${MONTHS[month - 1]} ${banglaDigits(String(year))}`;
}

/** '২৫ নভেম্বর ২০২৬, রাত ২:৪৩'. */
export function banglaDateTime(date: Date, timeZone?: string): string {
  const { hour, minute } = partsOf(date, timeZone);
  return `${banglaDate(date, timeZone)}, ${banglaClock(hour, minute)}`;
}

/**
 * A time as the requester typed it ('10:30 AM', '14:00', '9.30 pm') in Bangla: 'সকাল ১০:৩০'. Text
 * that is not a time keeps its words, with Bangla digits.
 */
export function banglaTypedTime(text: string): string {
  const match = /^\s*(\d{1,2})[:.](\d{2})\s*([ap])?\.?\s*m?\.?\s*$/i.exec(text);
  if (!match) return banglaDigits(text);
  const [, hourText = '', minuteText = '', half] = match;
  let hour = Number(hourText);
  const minute = Number(minuteText);
  if (hour > 23 || minute > 59 || (half && (hour < 1 || hour > 12))) return banglaDigits(text);
  if (half) hour = (hour % 12) + (half.toLowerCase() === 'p' ? 12 : 0);
  return banglaClock(hour, minute);
}
