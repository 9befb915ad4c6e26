import { NOTIFICATION_TEXTS } from '@grant/shared';
import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS_BN } from './notifications.bn';

describe('the notification bell in Bangla', () => {
  // English shows NOTIFICATION_TEXTS' functions; their Bangla is keyed by the same words with placeholders.
  it('translates the texts NOTIFICATION_TEXTS writes', () => {
    const texts = [
      NOTIFICATION_TEXTS.bellLabel(0),
      NOTIFICATION_TEXTS.needed('{blood}', '{district}'),
      NOTIFICATION_TEXTS.forRecipient('{recipient}', '{hospital}'),
      NOTIFICATION_TEXTS.donationOn('{date}'),
    ];
    expect(texts.filter((text) => !(text in NOTIFICATIONS_BN))).toEqual([]);
    expect(NOTIFICATION_TEXTS.bellLabel(7)).toBe('Notifications, {count} unread'.replace('{count}', '7'));
  });
});
