import { z } from 'zod';
import { UPLOADED_IMAGE_PATH } from '../blogs/blog.schemas';
import {
  checkDistrictInDivision,
  DISTRICT_NOT_IN_DIVISION,
  districtNameSchema,
  divisionNameSchema,
  isDistrictInDivision,
  placeFilterFields,
} from '../locations/location.schemas';
import { isoDateSchema, paginationQuerySchema, requiredText, todayInDhaka } from '../requests/request.schemas';
import { DRIVE_TEXTS } from './drive.texts';

/** The most slots a drive may have (a day of 15-minute slots is 48). */
export const DRIVE_MAX_SLOTS = 48;

/** 'HH:MM', 24-hour. */
export const driveTimeSchema = z
  .string({ error: DRIVE_TEXTS.timeInvalid })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: DRIVE_TEXTS.timeInvalid });

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The start of every slot of a drive: from its start, one slot length apart, each ending by its end. */
export function driveSlotStarts(drive: { startTime: string; endTime: string; slotMinutes: number }): string[] {
  const starts: string[] = [];
  for (let at = minutesOf(drive.startTime); at + drive.slotMinutes <= minutesOf(drive.endTime); at += drive.slotMinutes)
    starts.push(timeOf(at));
  return starts;
}

const driveFields = z.object({
  title: requiredText('Title', 150),
  description: requiredText('Description', 2000),
  imageUrl: z.string().max(2048).regex(UPLOADED_IMAGE_PATH, { error: DRIVE_TEXTS.imageFirst }).optional(),
  date: isoDateSchema,
  startTime: driveTimeSchema,
  endTime: driveTimeSchema,
  division: divisionNameSchema,
  district: districtNameSchema,
  address: requiredText('Address', 300),
  slotMinutes: z
    .number({ error: DRIVE_TEXTS.slotLength })
    .int({ error: DRIVE_TEXTS.slotLength })
    .min(10, { error: DRIVE_TEXTS.slotLength })
    .max(120, { error: DRIVE_TEXTS.slotLength }),
  donorsPerSlot: z
    .number({ error: DRIVE_TEXTS.slotDonors })
    .int({ error: DRIVE_TEXTS.slotDonors })
    .min(1, { error: DRIVE_TEXTS.slotDonors })
    .max(50, { error: DRIVE_TEXTS.slotDonors }),
});

/** POST /drives: a drive's details; its organiser is the caller. */
export const createDriveBodySchema = driveFields
  .refine((d) => isDistrictInDivision(d.district, d.division), { error: DISTRICT_NOT_IN_DIVISION, path: ['district'] })
  .refine((d) => d.date >= todayInDhaka(), { error: DRIVE_TEXTS.pastDate, path: ['date'] })
  .refine((d) => minutesOf(d.endTime) > minutesOf(d.startTime), { error: DRIVE_TEXTS.endBeforeStart, path: ['endTime'] })
  .refine((d) => minutesOf(d.endTime) <= minutesOf(d.startTime) || driveSlotStarts(d).length > 0, {
    error: DRIVE_TEXTS.noSlot,
    path: ['slotMinutes'],
  })
  .refine((d) => driveSlotStarts(d).length <= DRIVE_MAX_SLOTS, { error: DRIVE_TEXTS.tooManySlots, path: ['slotMinutes'] });
export type CreateDriveBody = z.infer<typeof createDriveBodySchema>;

/** GET /drives: upcoming drives, soonest first, by page; division and district optional. */
export const driveListQuerySchema = checkDistrictInDivision(paginationQuerySchema.omit({ cursor: true }).extend(placeFilterFields));
export type DriveListQuery = z.infer<typeof driveListQuerySchema>;

export const DRIVE_STATUSES = ['scheduled', 'canceled'] as const;

export const driveSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  division: z.string(),
  district: z.string(),
  address: z.string(),
  slotMinutes: z.number().int(),
  donorsPerSlot: z.number().int(),
  status: z.enum(DRIVE_STATUSES),
  organiserName: z.string().nullable(),
  /** Places left over the whole drive. */
  freePlaces: z.number().int(),
});
export type Drive = z.infer<typeof driveSchema>;
export const driveListSchema = z.array(driveSchema);

/** GET /drives/{id}: the drive with each slot's free places. */
export const driveDetailsSchema = driveSchema.extend({
  slots: z.array(z.object({ start: z.string(), free: z.number().int() })),
});
export type DriveDetails = z.infer<typeof driveDetailsSchema>;

/** POST /drives/{id}/bookings: the slot's start. */
export const bookingBodySchema = z.object({ slot: driveTimeSchema });
export type BookingBody = z.infer<typeof bookingBodySchema>;

export const bookingSchema = z.object({ _id: z.string(), driveId: z.string(), slot: z.string(), code: z.string(), status: z.string() });
export type Booking = z.infer<typeof bookingSchema>;
