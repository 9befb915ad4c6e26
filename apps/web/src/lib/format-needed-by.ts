import { getLocale } from '../i18n/locale';
import { formatClock, formatDate } from './format-date';

const DHAKA_MS = 6 * 3_600_000;

/** An instant as the wall clock in Dhaka reads it, 'YYYY-MM-DDTHH:mm' (a datetime-local control's value). */
export const dhakaWallClock = (iso: string): string => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : new Date(ms + DHAKA_MS).toISOString().slice(0, 16);
};

/** A datetime-local value read as Dhaka's wall clock, as the API takes it (ISO 8601 with +06:00). */
export const fromDhakaWallClock = (wallClock: string): string => `${wallClock}:00+06:00`;

/**
 * When a request's blood is needed by, in Bangladesh's time, whoever reads it: '3 Dec 2026, 18:00'
 * ('৩ ডিসেম্বর ২০২৬, সন্ধ্যা ৬:০০'). The callers render again on a change of language (they use `useT`).
 */
export function formatNeededBy(iso: string): { date: string; time: string } {
  const wall = dhakaWallClock(iso);
  if (!wall) return { date: iso, time: '' };
  return { date: formatDate(wall.slice(0, 10)), time: formatClock(wall.slice(11, 16)) };
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How far `iso` is from now in the reader's language: 'in 5 hours', '2 days ago' ('৫ ঘন্টায়'). */
export function formatFromNow(iso: string, now = Date.now()): string {
  const format = new Intl.RelativeTimeFormat(getLocale() === 'bn' ? 'bn-BD' : 'en', { numeric: 'auto' });
  const diff = Date.parse(iso) - now;
  for (const [unit, ms] of UNITS) if (Math.abs(diff) >= ms) return format.format(Math.trunc(diff / ms), unit);
  return format.format(0, 'minute');
}
