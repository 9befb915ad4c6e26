import { describe, expect, it } from 'vitest';
import { addDays, isEligible, latestEligibleDonationOn, nextEligibleDate } from './eligibility';

describe('nextEligibleDate', () => {
  it('is the last donation plus the interval', () => {
    expect(nextEligibleDate('2026-01-01', 120)).toBe('2026-05-01');
  });

  it('crosses month, year and leap-day boundaries', () => {
    expect(nextEligibleDate('2027-12-01', 120)).toBe('2028-03-30');
    expect(nextEligibleDate('2028-02-28', 1)).toBe('2028-02-29');
    expect(nextEligibleDate('2027-02-28', 1)).toBe('2027-03-01');
  });

  it('is null when no donation is known', () => {
    expect(nextEligibleDate(null, 120)).toBeNull();
  });
});

describe('isEligible', () => {
  const last = '2026-01-01';

  it('is false one day before the interval has passed', () => {
    expect(isEligible(last, 120, '2026-04-30')).toBe(false);
  });

  it('is true on the day the interval has passed, and after', () => {
    expect(isEligible(last, 120, '2026-05-01')).toBe(true);
    expect(isEligible(last, 120, '2026-05-02')).toBe(true);
  });

  it('is false on the day of the donation itself', () => {
    expect(isEligible(last, 120, last)).toBe(false);
  });

  it('is true for someone with no recorded donation', () => {
    expect(isEligible(null, 120, '2026-01-01')).toBe(true);
  });

  it('follows the configured interval', () => {
    expect(isEligible(last, 56, '2026-02-26')).toBe(true);
    expect(isEligible(last, 56, '2026-02-25')).toBe(false);
  });
});

describe('latestEligibleDonationOn', () => {
  it('is the last-donation date that becomes eligible exactly today', () => {
    const today = '2026-05-01';
    const bound = latestEligibleDonationOn(120, today);
    expect(bound).toBe('2026-01-01');
    expect(isEligible(bound, 120, today)).toBe(true);
    expect(isEligible(addDays(bound, 1), 120, today)).toBe(false);
  });
});
