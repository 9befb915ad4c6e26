import type { BloodComponent } from '../common/enums';

/** The platelet components: what a dengue surge is about, and what waves ask one ring tighter (decision 0055). */
export const PLATELET_COMPONENTS = ['platelets', 'apheresis_platelets'] as const satisfies readonly BloodComponent[];
export const isPlateletComponent = (component: string): boolean => (PLATELET_COMPONENTS as readonly string[]).includes(component);

/** How far ahead a request may say the blood is needed by. */
export const NEEDED_BY_MAX_DAYS = 60;

const DHAKA_OFFSET = '+06:00';
const CLOCK = /(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?/i;

/** The spec's donationTime is free text ("10:30 AM", "14:00", "morning"): its hour and minute when it has one. */
function clockOf(donationTime: string): { hour: number; minute: number } | undefined {
  const match = CLOCK.exec(donationTime);
  if (!match) return undefined;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  const half = match[3]?.toLowerCase().replaceAll('.', '');
  if (half === 'pm' && hour < 12) hour += 12;
  if (half === 'am' && hour === 12) hour = 0;
  return hour <= 23 && minute <= 59 ? { hour, minute } : undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A request's deadline when the requester gave none (every spec call): the donation date at its
 * time in Dhaka, or the end of that day when the time says no clock or has already passed.
 */
export function defaultNeededBy(donationDate: string, donationTime: string, now: Date = new Date()): string {
  const endOfDay = `${donationDate}T23:59:00${DHAKA_OFFSET}`;
  const clock = clockOf(donationTime);
  if (!clock) return endOfDay;
  const atClock = `${donationDate}T${pad(clock.hour)}:${pad(clock.minute)}:00${DHAKA_OFFSET}`;
  return Date.parse(atClock) > now.getTime() ? atClock : endOfDay;
}
