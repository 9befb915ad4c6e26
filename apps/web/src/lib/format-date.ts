import { dateFormatter } from '../i18n/locale';

const format = dateFormatter({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * '2026-11-22' -> '22 Nov 2026' ('২২ নভে, ২০২৬' in Bangla). A calendar date has no time zone, so it
 * is read and shown in UTC. The caller renders again on a change of language (it uses `useT`).
 */
export const formatDate = (isoDate: string): string => {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : format().format(date);
};
