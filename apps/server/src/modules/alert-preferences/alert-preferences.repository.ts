import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type UserRow, users } from '../../db/schema/index';

export type AlertSettingsRow = Pick<
  UserRow,
  'alertInApp' | 'alertEmail' | 'alertPush' | 'alertSms' | 'quietStart' | 'quietEnd' | 'language' | 'phone' | 'phoneVerifiedAt'
>;
export type AlertSettingsChanges = Partial<Omit<AlertSettingsRow, 'phone' | 'phoneVerifiedAt'>>;

const columns = {
  alertInApp: users.alertInApp,
  alertEmail: users.alertEmail,
  alertPush: users.alertPush,
  alertSms: users.alertSms,
  quietStart: users.quietStart,
  quietEnd: users.quietEnd,
  language: users.language,
  phone: users.phone,
  phoneVerifiedAt: users.phoneVerifiedAt,
};

export function createAlertPreferencesRepository(db: Database) {
  return {
    find: async (userId: string): Promise<AlertSettingsRow | undefined> =>
      (await db.select(columns).from(users).where(eq(users.id, userId)).limit(1))[0],

    /** Where and how a notice reaches this person: their settings, address and language. */
    findRecipient: async (userId: string) =>
      (
        await db
          .select({ ...columns, email: users.email, name: users.name })
          .from(users)
          .where(eq(users.id, userId))
          .limit(1)
      )[0],

    /** Changes them and answers the row as it now is (undefined: no such person). */
    async update(userId: string, changes: AlertSettingsChanges): Promise<AlertSettingsRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning(columns);
      return row;
    },
  };
}

export type AlertPreferencesRepository = ReturnType<typeof createAlertPreferencesRepository>;
