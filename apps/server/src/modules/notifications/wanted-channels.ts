import type { UserRow } from '../../db/schema/index';
import type { AlertChannel } from './notification-jobs';
import { inQuietHours } from './quiet-hours';

/** A person's alert settings that decide which channels reach them (users' columns). */
export type ChannelSettings = Pick<
  UserRow,
  'alertEmail' | 'alertPush' | 'alertSms' | 'phone' | 'phoneVerifiedAt' | 'quietStart' | 'quietEnd'
>;

/**
 * Whether a channel reaches this person now: turned on, an SMS only to a verified phone, and push and
 * SMS held back in their quiet hours unless `overQuietHours` (a critical request). E-mail waits in
 * an inbox, so quiet hours do not hold it.
 */
export function wantsChannel(settings: ChannelSettings, channel: AlertChannel, at: Date, overQuietHours = false): boolean {
  if (channel === 'email') return settings.alertEmail;
  const quiet = !overQuietHours && inQuietHours(at, settings.quietStart, settings.quietEnd);
  if (channel === 'push') return settings.alertPush && !quiet;
  return settings.alertSms && settings.phone !== null && settings.phoneVerifiedAt !== null && !quiet;
}
