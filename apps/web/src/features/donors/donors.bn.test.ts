import { DONOR_TEXTS } from '@grant/shared';
import { describe, expect, it } from 'vitest';
import { DONORS_BN } from './donors.bn';

describe('the donor section in Bangla', () => {
  // English shows DONOR_TEXTS' functions; their Bangla is keyed by the same words with placeholders.
  it('translates the eligibility texts DONOR_TEXTS writes', () => {
    expect(Object.keys(DONORS_BN)).toContain(DONOR_TEXTS.notYetEligible('{date}'));
    expect(DONOR_TEXTS.intervalNote(56)).toBe('Donors wait {days} days between donations.'.replace('{days}', '56'));
  });
});
