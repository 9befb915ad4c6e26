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
  /** Its words in Bangla, as an organiser would type them for Bangla pages. */
  titleBn: string;
  descriptionBn: string;
  addressBn: string;
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
    titleBn: 'ধানমন্ডি লেকে কমিউনিটি রক্তদান',
    descriptionBn: 'সকালের হাঁটার পর চলে আসুন: প্রত্যেক রক্তদাতার জন্য চা আর বিস্কুট।',
    addressBn: 'রবীন্দ্র সরোবর, ধানমন্ডি',
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
    titleBn: 'থ্যালাসেমিয়া সহায়তা রক্তদান',
    descriptionBn: 'প্রতিটি ব্যাগ যাবে থ্যালাসেমিয়ায় আক্রান্ত শিশুদের কাছে, যাদের প্রতি মাসে রক্ত লাগে।',
    addressBn: 'গাজীপুর সদর হাসপাতাল, জয়দেবপুর',
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
    titleBn: 'বন্দরনগরী রক্তদাতা দিবস',
    descriptionBn: 'ডকের শ্রমিক ও তাঁদের পরিবার একসাথে রক্ত দেন; প্রথমবারের রক্তদাতাদেরও স্বাগত।',
    addressBn: 'চট্টগ্রাম মেডিকেল কলেজ, পাঁচলাইশ',
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
    titleBn: 'ক্যাম্পাস রক্তদান সপ্তাহ',
    descriptionBn: 'শিক্ষার্থী ও শিক্ষকেরা ক্লাসের ফাঁকে একটি সময় বুক করেন।',
    addressBn: 'টিএসসি, রাজশাহী বিশ্ববিদ্যালয়',
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
    titleBn: 'চা-বাগান স্বাস্থ্য শিবির',
    descriptionBn: 'একটি ভ্রাম্যমাণ ব্লাড ব্যাংক এক দিনের জন্য চা-বাগানগুলোতে আসবে।',
    addressBn: 'শ্রীমঙ্গল উপজেলা স্বাস্থ্য কমপ্লেক্স',
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
