import { banglaClock, banglaDate } from '../i18n/bangla-time';
import { getLocale } from '../i18n/locale';

/**
 * The months as en-GB writes them. Making an Intl formatter loads the language's calendar data, about
 * 20 ms on a slow phone in the middle of a page's first render; English, the usual case, does
 * without (format-date.test.ts holds it to Intl's answer).
 */
const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/**
 * '2026-11-22' -> '22 Nov 2026' ('২২ নভেম্বর ২০২৬' in Bangla). A calendar date has no time zone, so it
 * is read and shown in UTC. The caller renders again on a change of language (it uses `useT`).
 */
export const formatDate = (isoDate: string): string => {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  if (getLocale() === 'en') return `${date.getUTCDate()} ${EN_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  return banglaDate(date, 'UTC');
};

/**
 * '14:05' (a time control's value) -> '14:05' ('দুপুর ২:০৫' in Bangla): a time of day as the page
 * writes times, on the 24-hour clock in English. Leaves a value it cannot read as it is.
 */
export const formatClock = (hoursAndMinutes: string): string => {
  const match = /^(\d{2}):(\d{2})/.exec(hoursAndMinutes);
  if (!match) return hoursAndMinutes;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  if (hour > 23 || minute > 59) return hoursAndMinutes;
  return getLocale() === 'en' ? `${match[1]}:${match[2]}` : banglaClock(hour, minute);
};
