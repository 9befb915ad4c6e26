import type { DriveRoster } from '@grant/shared';
import { stringify } from 'csv-stringify/sync';

const COLUMNS = ['Slot', 'Code', 'Donor', 'Blood group', 'Status', 'Deferred because'];

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, return) is kept as text. */
const asText = (value: string | null) => (value && /^[=+\-@\t\r]/.test(value) ? `'${value}` : (value ?? ''));

/** The organiser's roster as CSV (RFC 4180, with a byte order mark so spreadsheets read Bangla names): one row per booking. */
export function rosterCsv(roster: DriveRoster): string {
  const rows = roster.slots.flatMap((slot) =>
    slot.bookings.map((booking) =>
      [slot.start, booking.code, booking.donorName, booking.blood, booking.status, booking.deferReason].map(asText),
    ),
  );
  return `\uFEFF${stringify([COLUMNS, ...rows])}`;
}
