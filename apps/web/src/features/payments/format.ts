import { formatTaka } from '@grant/shared';
import { getLocale, translate } from '../../i18n/locale';

const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Dhaka',
};
const MONTH_OPTIONS: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric', timeZone: 'UTC' };
// Read at each call: the callers render again on a change of language (they use `useT`).
const FORMATS = {
  en: { dateTime: new Intl.DateTimeFormat('en-GB', DATE_TIME_OPTIONS), month: new Intl.DateTimeFormat('en-GB', MONTH_OPTIONS) },
  bn: { dateTime: new Intl.DateTimeFormat('bn-BD', DATE_TIME_OPTIONS), month: new Intl.DateTimeFormat('bn-BD', MONTH_OPTIONS) },
};
/** Bangladesh groups by lakh and crore: '১২,৩৪,৫৬৭'. */
const BN_GROUPED = new Intl.NumberFormat('bn-BD');

/** An instant as people in Bangladesh read it: '22 Nov 2026, 14:05'. */
export const formatDateTime = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : FORMATS[getLocale()].dateTime.format(date);
};

/** '2026-11' -> 'November 2026'. */
export const formatMonth = (month: string): string => {
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? month : FORMATS[getLocale()].month.format(date);
};

/** A count with its thousands grouped: '1,234' ('১,২৩৪' in Bangla). */
export const formatCount = (n: number): string => (getLocale() === 'bn' ? BN_GROUPED.format(n) : n.toLocaleString('en-US'));

/** 'BDT 1,200' (formatTaka) in English, '১,২০০ টাকা' in Bangla. */
export const formatAmount = (amount: number): string =>
  getLocale() === 'bn' ? translate('BDT {amount}', { amount: formatCount(amount) }) : formatTaka(amount);
