import { dateFormatter } from '../i18n/locale';

const format = dateFormatter({ dateStyle: 'medium', timeStyle: 'short' });

/**
 * When something happened, in the reader's time zone: '22 Nov 2026, 14:05' (Bangla digits and
 * month in Bangla). The admin lists' callers render again on a change of language (they use `useT`).
 */
export const formatTimestamp = (iso: string): string => format().format(new Date(iso));
