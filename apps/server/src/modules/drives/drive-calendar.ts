import { slotStartsAt } from '@grant/shared';

interface CalendarDrive {
  id: string;
  title: string;
  date: string;
  address: string;
  district: string;
  division: string;
  slotMinutes: number;
}

/**
 * The booking as an iCalendar file (RFC 5545) a phone's calendar imports: the slot's time, the
 * place, the booking code. ical-generator is loaded on first use, not at start.
 */
export async function bookingCalendar(drive: CalendarDrive, booking: { id: string; slot: string; code: string }, driveUrl: string) {
  const { default: ical } = await import('ical-generator');
  const start = slotStartsAt(drive.date, booking.slot);
  const calendar = ical({ name: 'Grant', prodId: { company: 'Grant', product: 'donation-drives', language: 'EN' } });
  calendar.createEvent({
    id: `${booking.id}@grant`,
    start,
    end: new Date(start.getTime() + drive.slotMinutes * 60_000),
    summary: drive.title,
    description: `Booking code: ${booking.code}\n${driveUrl}`,
    location: `${drive.address}, ${drive.district}, ${drive.division}`,
    url: driveUrl,
  });
  return calendar.toString();
}
