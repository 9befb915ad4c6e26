import { getLocale } from '../i18n/locale';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago `iso` was, in the reader's language ("3 hours ago", "৩ ঘণ্টা আগে"); under a minute, "now". */
export function formatAge(iso: string, now = Date.now()): string {
  const format = new Intl.RelativeTimeFormat(getLocale() === 'bn' ? 'bn-BD' : 'en', { numeric: 'auto' });
  const elapsed = now - new Date(iso).getTime();
  for (const [unit, ms] of UNITS) if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  return format.format(0, 'second');
}
