import { getLocale } from '../i18n/locale';

const OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const FORMATS = { en: new Intl.DateTimeFormat('en-GB', OPTIONS), bn: new Intl.DateTimeFormat('bn-BD', OPTIONS) };

/**
 * When something happened, in the reader's time zone: '22 Nov 2026, 14:05' (Bangla digits and
 * month in Bangla). The admin lists' callers render again on a change of language (they use `useT`).
 */
export const formatTimestamp = (iso: string): string => FORMATS[getLocale()].format(new Date(iso));
