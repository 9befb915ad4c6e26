import { z } from 'zod';
import { CHANNEL_TEXTS } from './channels.texts';

/**
 * A Bangladeshi mobile number as people write it: 01XXXXXXXXX, or with the country code +880 / 880
 * (spaces and dashes allowed). Operators' prefixes are 013 to 019 (Grameenphone, Robi, Airtel,
 * Banglalink, Teletalk); 011 and 012 are not in use.
 */
const BANGLADESHI_MOBILE = /^(?:\+?880|0)?(1[3-9]\d{8})$/;

/** +8801XXXXXXXXX, the one form numbers are stored and sent in; undefined when it is not a Bangladeshi mobile number. */
export function normalizeBangladeshiMobile(value: string): string | undefined {
  const compact = value.trim().replace(/[\s-]/g, '');
  // The national form starts with 0; without a 0 or a country code it is not a number people write.
  if (!compact.startsWith('0') && !compact.startsWith('+880') && !compact.startsWith('880')) return undefined;
  const match = BANGLADESHI_MOBILE.exec(compact);
  return match ? `+880${match[1]}` : undefined;
}

/** A Bangladeshi mobile number, read into its +8801XXXXXXXXX form. */
export const bangladeshiMobileSchema = z.string({ error: CHANNEL_TEXTS.invalidMobile }).transform((value, context) => {
  const normalized = normalizeBangladeshiMobile(value);
  if (!normalized) {
    context.addIssue({ code: 'custom', message: CHANNEL_TEXTS.invalidMobile });
    return z.NEVER;
  }
  return normalized;
});
