import { driveSlotStarts, todayInDhaka } from '@grant/shared';
import type { ImageStore } from '../../modules/uploads/image-store';
import type { Database } from '../client';
import { driveBookings, driveSlots, drives, type UserRow } from '../schema/index';
import { svgToWebp, thumbnailSvg } from './generated-images';

const DAY_MS = 86_400_000;
const dateIn = (days: number, now: number) => todayInDhaka(new Date(now + days * DAY_MS));

interface DemoDrive {
  title: string;
  description: string;
  days: number;
  startTime: string;
  endTime: string;
  division: string;
  district: string;
  address: string;
  slotMinutes: number;
  donorsPerSlot: number;
  /** How many demo donors book it (in its first slots): a small drive with most booked is "nearly full". */
  booked: number;
}

const DEMO_DRIVES: readonly DemoDrive[] = [
  {
    title: 'Community drive at Dhanmondi Lake',
    description: 'Walk in after your morning walk: tea and biscuits for every donor.',
    days: 0,
    startTime: '09:00',
    endTime: '13:00',
    division: 'Dhaka',
    district: 'Dhaka',
    address: 'Rabindra Sarobar, Dhanmondi',
    slotMinutes: 30,
    donorsPerSlot: 3,
    booked: 3,
  },
  {
    title: 'Thalassemia support drive',
    description: 'Every bag goes to children with thalassemia who need blood each month.',
    days: 3,
    startTime: '10:00',
    endTime: '12:00',
    division: 'Dhaka',
    district: 'Gazipur',
    address: 'Gazipur Sadar Hospital, Joydebpur',
    slotMinutes: 30,
    donorsPerSlot: 1,
    booked: 3,
  },
  {
    title: 'Port city donors day',
    description: 'Dock workers and families give together; first-time donors are welcome.',
    days: 6,
    startTime: '09:00',
    endTime: '15:00',
    division: 'Chattagram',
    district: 'Chattogram',
    address: 'Chattogram Medical College, Panchlaish',
    slotMinutes: 20,
    donorsPerSlot: 4,
    booked: 2,
  },
  {
    title: 'Campus blood week',
    description: 'Students and teachers book a time between classes.',
    days: 9,
    startTime: '10:00',
    endTime: '16:00',
    division: 'Rajshahi',
    district: 'Rajshahi',
    address: 'TSC, Rajshahi University',
    slotMinutes: 30,
    donorsPerSlot: 5,
    booked: 1,
  },
  {
    title: 'Tea garden health camp',
    description: 'A mobile blood bank visits the tea gardens for one day.',
    days: 14,
    startTime: '08:30',
    endTime: '12:30',
    division: 'Sylhet',
    district: 'Moulvibazar',
    address: 'Srimangal Upazila Health Complex',
    slotMinutes: 30,
    donorsPerSlot: 2,
    booked: 0,
  },
];

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Fixed demo codes: the drive's number and the booking's, readable in the roster. */
const demoCode = (drive: number, booking: number) => `GRNT${CODE_ALPHABET[drive] ?? 'A'}${CODE_ALPHABET[booking] ?? 'A'}22`;

/**
 * The demo's upcoming drives, organised by the demo volunteer, with bookings of the demo donors (one
 * today, so check-in can be tried; one nearly full). donor@grant.demo's booking shows on their dashboard.
 */
export async function seedDemoDrives(db: Database, store: ImageStore, people: readonly UserRow[], now = Date.now()): Promise<number> {
  const organiser = people.find((p) => p.role === 'volunteer');
  const donors = people.filter((p) => p.role === 'donner');
  for (const [index, demo] of DEMO_DRIVES.entries()) {
    const imageUrl = await store.save(await svgToWebp(thumbnailSvg(demo.title, (index * 70 + 10) % 360)));
    const { days, booked, ...fields } = demo;
    const [drive] = await db
      .insert(drives)
      .values({ ...fields, date: dateIn(days, now), imageUrl, organiserId: organiser?.id ?? null })
      .returning({ id: drives.id });
    if (!drive) continue;
    const starts = driveSlotStarts(demo);
    const bookings = donors.slice(0, Math.min(booked, starts.length * demo.donorsPerSlot)).map((donor, n) => ({
      driveId: drive.id,
      donorId: donor.id,
      slot: starts[Math.floor(n / demo.donorsPerSlot)] ?? starts[0] ?? demo.startTime,
      code: demoCode(index, n),
    }));
    await db.insert(driveSlots).values(
      starts.map((start) => ({
        driveId: drive.id,
        start,
        capacity: demo.donorsPerSlot,
        booked: bookings.filter((booking) => booking.slot === start).length,
      })),
    );
    if (bookings.length > 0) await db.insert(driveBookings).values(bookings);
  }
  return DEMO_DRIVES.length;
}
