import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const VARIABLES = ['RETAIN_READ_NOTIFICATIONS_DAYS', 'RETAIN_OUTBOX_DAYS', 'RETAIN_CONTACT_MESSAGES_DAYS', 'RETAIN_AUDIT_DETAIL_DAYS'];

describe('loadConfig: retention (RETAIN_*_DAYS)', () => {
  it('keeps read notifications 90 days, the outbox 30, contact messages 365 and audit details 730 by default', () => {
    expect(loadConfig({}).retention).toEqual({
      readNotificationsDays: 90,
      outboxDays: 30,
      contactMessagesDays: 365,
      auditDetailDays: 730,
    });
  });

  it('honours each variable', () => {
    const config = loadConfig({
      RETAIN_READ_NOTIFICATIONS_DAYS: '30',
      RETAIN_OUTBOX_DAYS: '7',
      RETAIN_CONTACT_MESSAGES_DAYS: ' 180 ',
      RETAIN_AUDIT_DETAIL_DAYS: '3650',
    });
    expect(config.retention).toEqual({ readNotificationsDays: 30, outboxDays: 7, contactMessagesDays: 180, auditDetailDays: 3650 });
  });

  it.each(VARIABLES)('refuses a value of %s that is not a whole number of days from 1 to 3650, naming it', (name) => {
    expect(() => loadConfig({ [name]: '0' })).toThrow(new RegExp(`${name}: must be a whole number of days, at least 1`));
    expect(() => loadConfig({ [name]: '-5' })).toThrow(new RegExp(`${name}:`));
    expect(() => loadConfig({ [name]: '1.5' })).toThrow(new RegExp(`${name}: must be a whole number of days`));
    expect(() => loadConfig({ [name]: '3651' })).toThrow(new RegExp(`${name}: must be at most 3650 days`));
    expect(() => loadConfig({ [name]: 'forever' })).toThrow(new RegExp(`${name}:`));
    expect(() => loadConfig({ [name]: '' })).toThrow(new RegExp(`${name}:`));
  });
});
