/** The default gap between two whole-blood donations, as is common in Bangladesh. */
export const DEFAULT_DONATION_INTERVAL_DAYS = 120;

const DAY_MS = 86_400_000;

/** Calendar arithmetic on YYYY-MM-DD dates, in UTC so no time zone or DST can shift a day. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first day a donor may give again; null when no donation is known (eligible now). */
export function nextEligibleDate(lastDonationOn: string | null, intervalDays: number): string | null {
  return lastDonationOn === null ? null : addDays(lastDonationOn, intervalDays);
}

/** Eligible on `today` (YYYY-MM-DD) when at least `intervalDays` whole days have passed since the last donation. */
export function isEligible(lastDonationOn: string | null, intervalDays: number, today: string): boolean {
  const next = nextEligibleDate(lastDonationOn, intervalDays);
  return next === null || next <= today;
}

/** The latest last-donation date that is still eligible on `today`: the bound the matching query uses. */
export function latestEligibleDonationOn(intervalDays: number, today: string): string {
  return addDays(today, -intervalDays);
}
