import { banglaDateTime } from '../i18n/bangla-time';
import { dateFormatter, getLocale } from '../i18n/locale';

const format = dateFormatter({ dateStyle: 'medium', timeStyle: 'short' });

/**
 * When something happened, in the reader's time zone: '22 Nov 2026, 14:05' ('২২ নভেম্বর ২০২৬, দুপুর
 * ২:০৫' in Bangla). The callers render again on a change of language (they use `useT`).
 */
export const formatTimestamp = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return getLocale() === 'bn' ? banglaDateTime(date) : format().format(date);
};
