import { CONSENT_PURPOSES, type ConsentPurpose, type ConsentState } from '@grant/shared';

/** The users column behind each consent (migration 0018's trigger records their changes; locationShared: a point is kept, 0024). */
export const CONSENT_COLUMNS = {
  donorListing: 'available',
  phoneToRequesters: 'phoneToRequesters',
  volunteerCalls: 'volunteerCalls',
  alertInApp: 'alertInApp',
  alertEmail: 'alertEmail',
  alertPush: 'alertPush',
  alertSms: 'alertSms',
  locationShared: 'locationShared',
} as const satisfies Record<ConsentPurpose, string>;

type ConsentColumns = { [K in (typeof CONSENT_COLUMNS)[ConsentPurpose]]: boolean } & { createdAt: Date };

/** Each consent as it stands, since its last recorded change (or since the account was made, as it was chosen then). */
export function consentStates(account: ConsentColumns, records: readonly { purpose: string; recordedAt: Date }[]): ConsentState[] {
  const lastChange = new Map<string, Date>();
  for (const record of records) lastChange.set(record.purpose, record.recordedAt);
  return CONSENT_PURPOSES.map((purpose) => ({
    purpose,
    granted: account[CONSENT_COLUMNS[purpose]],
    since: (lastChange.get(purpose) ?? account.createdAt).toISOString(),
  }));
}
