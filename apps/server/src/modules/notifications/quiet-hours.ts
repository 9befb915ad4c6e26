/** Minutes after midnight in Dhaka: UTC+6 all year (Bangladesh keeps no daylight saving time). */
export const dhakaMinuteOf = (at: Date): number => (at.getUTCHours() * 60 + at.getUTCMinutes() + 6 * 60) % (24 * 60);

/**
 * Whether `at` falls in a donor's quiet hours (users.quiet_start / quiet_end, minutes after midnight
 * in Dhaka; a start after the end runs over midnight). None when either is unset or both are equal.
 */
export function inQuietHours(at: Date, start: number | null, end: number | null): boolean {
  if (start === null || end === null || start === end) return false;
  const minute = dhakaMinuteOf(at);
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}
