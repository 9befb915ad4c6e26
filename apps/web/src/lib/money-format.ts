// Not named format-*: vite.config.ts puts lib/format-* in the chunk every lazy page loads, and
// formatTaka brings the payment schemas, with zod, along (the funding and admin pages need them anyway).
import { formatTaka } from '@grant/shared';
import { banglaDateTime } from '../i18n/bangla-time';
import { dateFormatter, getLocale, translate } from '../i18n/locale';

const dateTimeFormat = dateFormatter({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Dhaka',
});
const monthFormat = dateFormatter({ month: 'long', year: 'numeric', timeZone: 'UTC' });
/** Bangladesh groups by lakh and crore: '১২,৩৪,৫৬৭'. Made on first use, as the date formats are. */
let bnGrouped: Intl.NumberFormat | undefined;

/** An instant as people in Bangladesh read it: '22 Nov 2026, 14:05' ('২২ নভেম্বর ২০২৬, দুপুর ২:০৫'). */
export const formatDateTime = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return getLocale() === 'bn' ? banglaDateTime(date, 'Asia/Dhaka') : dateTimeFormat().format(date);
};

/** '2026-11' -> 'November 2026'. */
export const formatMonth = (month: string): string => {
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? month : monthFormat().format(date);
};

/** A count with its thousands grouped: '1,234' ('১,২৩৪' in Bangla). */
export const formatCount = (n: number): string => {
  if (getLocale() !== 'bn') return n.toLocaleString('en-US');
  bnGrouped ??= new Intl.NumberFormat('bn-BD');
  return bnGrouped.format(n);
};

/** 'BDT 1,200' (formatTaka) in English, '১,২০০ টাকা' in Bangla. */
export const formatAmount = (amount: number): string =>
  getLocale() === 'bn' ? translate('BDT {amount}', { amount: formatCount(amount) }) : formatTaka(amount);
