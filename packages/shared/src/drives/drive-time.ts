/** When a drive's slot starts: its date and time in Dhaka (UTC+6 all year, no daylight saving). */
export const slotStartsAt = (date: string, slot: string): Date => new Date(`${date}T${slot}:00+06:00`);

/** A slot that has started can no longer be booked (the server refuses it; the picker greys it). */
export const slotHasStarted = (date: string, slot: string, now: Date = new Date()): boolean => slotStartsAt(date, slot) <= now;
