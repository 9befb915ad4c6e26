import { type AlertPreferences, type AlertPreferencesUpdate, minutesToTimeOfDay, timeOfDayToMinutes, USER_TEXTS } from '@grant/shared';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import type { AlertPreferencesRepository, AlertSettingsChanges, AlertSettingsRow } from './alert-preferences.repository';

/** How and when a donor is told of matching requests: channels, quiet hours, language (decision 0026). */
export function createAlertPreferencesService(deps: {
  repo: AlertPreferencesRepository;
  /** Devices with alerts on (the push module's count). */
  devices: (userId: string) => Promise<number>;
}) {
  const { repo } = deps;

  async function present(userId: string, row: AlertSettingsRow | undefined): Promise<AlertPreferences> {
    if (!row) throw notFound(USER_TEXTS.accountNotFound);
    return {
      channels: { inApp: row.alertInApp, email: row.alertEmail, push: row.alertPush, sms: row.alertSms },
      quietHours:
        row.quietStart === null || row.quietEnd === null
          ? null
          : { start: minutesToTimeOfDay(row.quietStart), end: minutesToTimeOfDay(row.quietEnd) },
      language: row.language,
      phone: row.phone,
      phoneVerified: row.phoneVerifiedAt !== null,
      devices: await deps.devices(userId),
    };
  }

  return {
    /** Who a personal notice goes to and through which channels (the notices of drives). */
    recipientOf: (userId: string) => repo.findRecipient(userId),

    get: async (actor: Actor) => present(actor.id, await repo.find(actor.id)),

    async update(actor: Actor, update: AlertPreferencesUpdate): Promise<AlertPreferences> {
      const changes: AlertSettingsChanges = {
        alertInApp: update.channels?.inApp,
        alertEmail: update.channels?.email,
        alertPush: update.channels?.push,
        alertSms: update.channels?.sms,
        language: update.language,
        ...(update.quietHours === null ? { quietStart: null, quietEnd: null } : {}),
        ...(update.quietHours
          ? { quietStart: timeOfDayToMinutes(update.quietHours.start), quietEnd: timeOfDayToMinutes(update.quietHours.end) }
          : {}),
      };
      const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as AlertSettingsChanges;
      const row = Object.keys(defined).length > 0 ? await repo.update(actor.id, defined) : await repo.find(actor.id);
      return present(actor.id, row);
    },
  };
}

export type AlertPreferencesService = ReturnType<typeof createAlertPreferencesService>;
