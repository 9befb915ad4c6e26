import { z } from 'zod';
import { UPLOADED_IMAGE_PATH } from '../blogs/blog.schemas';
import { idParamsSchema } from '../common/error.schemas';
import { LIMITS } from '../common/limits';
import { requireSomeChange } from '../common/partial-update';
import {
  checkDistrictInDivision,
  checkPlaceChange,
  DISTRICT_NOT_IN_DIVISION,
  districtNameSchema,
  divisionNameSchema,
  isDistrictInDivision,
  placeFilterFields,
} from '../locations/location.schemas';
import { isoDateSchema, optionalText, paginationQuerySchema, requiredText, todayInDhaka } from '../requests/request.schemas';
import { emailSchema } from '../users/user.schemas';
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
  // The schema's refinements call this even after slotMinutes failed its own rule (zod runs them on
  // every non-fatal issue): a length of zero or less would never reach the end, and fill the memory.
  if (!Number.isInteger(drive.slotMinutes) || drive.slotMinutes <= 0) return starts;
  for (let at = minutesOf(drive.startTime); at + drive.slotMinutes <= minutesOf(drive.endTime); at += drive.slotMinutes)
    starts.push(timeOf(at));
  return starts;
}

const driveFields = z.object({
  title: requiredText('Title', LIMITS.driveTitleMaxLength),
  /** The title, description and address in Bangla, shown on Bangla pages (optional: the English shows instead). */
  titleBn: optionalText('Title in Bangla', LIMITS.driveTitleMaxLength),
  description: requiredText('Description', LIMITS.driveDescriptionMaxLength),
  descriptionBn: optionalText('Description in Bangla', LIMITS.driveDescriptionMaxLength),
  imageUrl: z.string().max(2048).regex(UPLOADED_IMAGE_PATH, { error: DRIVE_TEXTS.imageFirst }).optional(),
  date: isoDateSchema,
  startTime: driveTimeSchema,
  endTime: driveTimeSchema,
  division: divisionNameSchema,
  district: districtNameSchema,
  address: requiredText('Address', LIMITS.addressMaxLength),
  addressBn: optionalText('Address in Bangla', LIMITS.addressMaxLength),
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
  /** The title, description and address in Bangla, if its organiser gave them. */
  titleBn: z.string().nullable(),
  descriptionBn: z.string().nullable(),
  addressBn: z.string().nullable(),
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

/**
 * PATCH /drives/{id}: what an organiser may change once donors may have booked. The times and slots
 * stay as made (a booked slot cannot move under its donors); a new date moves every slot with it.
 */
export const updateDriveBodySchema = requireSomeChange(
  checkPlaceChange(
    driveFields
      .pick({
        title: true,
        titleBn: true,
        description: true,
        descriptionBn: true,
        imageUrl: true,
        date: true,
        division: true,
        district: true,
        address: true,
        addressBn: true,
      })
      .partial(),
  ).refine((d) => d.date === undefined || d.date >= todayInDhaka(), { error: DRIVE_TEXTS.pastDate, path: ['date'] }),
);
export type UpdateDriveBody = z.infer<typeof updateDriveBodySchema>;

/** POST /drives/{id}/cancel: the reason every booked donor is told. */
export const cancelDriveBodySchema = z.object({ reason: requiredText('Reason', 300) });
export type CancelDriveBody = z.infer<typeof cancelDriveBodySchema>;

/** POST /drives/{id}/bookings: the slot's start. */
export const bookingBodySchema = z.object({ slot: driveTimeSchema });
export type BookingBody = z.infer<typeof bookingBodySchema>;

export const BOOKING_STATUSES = ['booked', 'canceled', 'donated', 'deferred'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const bookingSchema = z.object({
  _id: z.string(),
  driveId: z.string(),
  slot: z.string(),
  code: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** Why staff deferred the donor at check-in. */
  deferReason: z.string().nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** GET /drives/bookings/mine: the caller's bookings with their drives, soonest drive first. */
export const myBookingSchema = bookingSchema.extend({ drive: driveSchema });
export type MyBooking = z.infer<typeof myBookingSchema>;
export const myBookingListSchema = z.array(myBookingSchema);

/** GET /drives/{id}/bookings/mine: the caller's booking at one drive, with its code's QR code (an SVG data URL). */
export const bookingAtDriveSchema = myBookingSchema.extend({ qrCode: z.string() });
export type BookingAtDrive = z.infer<typeof bookingAtDriveSchema>;

/** POST /drives/{id}/check-in: the booking's code, and whether the donor gave blood or was deferred (with why). */
export const CHECK_IN_OUTCOMES = ['donated', 'deferred'] as const;
export const checkInBodySchema = z
  .object({
    code: z
      .string({ error: DRIVE_TEXTS.codeInvalid })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z2-9]{8}$/, { error: DRIVE_TEXTS.codeInvalid }),
    outcome: z.enum(CHECK_IN_OUTCOMES, { error: DRIVE_TEXTS.outcomeInvalid }),
    reason: z.string().trim().max(300, { error: DRIVE_TEXTS.reasonTooLong }).optional(),
  })
  .refine((b) => b.outcome !== 'deferred' || Boolean(b.reason), { error: DRIVE_TEXTS.deferReasonRequired, path: ['reason'] });
export type CheckInBody = z.infer<typeof checkInBodySchema>;

/** One booking on the organiser's roster: who, and where they stand. */
export const rosterBookingSchema = bookingSchema.extend({ donorName: z.string(), blood: z.string().nullable() });
export type RosterBooking = z.infer<typeof rosterBookingSchema>;

/** GET /drives/{id}/roster: bookings per slot, and the counts of the organiser's page. */
export const driveRosterSchema = z.object({
  drive: driveSchema,
  /** Whether the caller may change or cancel the drive (its organiser, or an admin). */
  canManage: z.boolean(),
  slots: z.array(z.object({ start: z.string(), capacity: z.number().int(), bookings: z.array(rosterBookingSchema) })),
  counts: z.object({
    booked: z.number().int(),
    donated: z.number().int(),
    deferred: z.number().int(),
    canceled: z.number().int(),
    /** Still only booked once the drive's day is over. */
    noShows: z.number().int(),
  }),
});
export type DriveRoster = z.infer<typeof driveRosterSchema>;

/** A helper on a drive's team. */
export const driveTeamMemberSchema = z.object({ _id: z.string(), name: z.string(), email: z.string() });
export type DriveTeamMember = z.infer<typeof driveTeamMemberSchema>;

/**
 * GET /drives/{id}/team: what the caller may do at the drive (staff it: its roster and check-in;
 * manage it: change it and its team), and its team, shown only to those who staff it.
 */
export const driveTeamSchema = z.object({
  canStaff: z.boolean(),
  canManage: z.boolean(),
  members: z.array(driveTeamMemberSchema),
});
export type DriveTeam = z.infer<typeof driveTeamSchema>;

/** POST /drives/{id}/team: the e-mail of the volunteer or admin who joins the team. */
export const addTeamMemberBodySchema = z.object({ email: emailSchema });
export type AddTeamMemberBody = z.infer<typeof addTeamMemberBodySchema>;

/** DELETE /drives/{id}/team/{userId}. */
export const teamMemberParamsSchema = idParamsSchema.extend({ userId: z.uuid({ error: 'That id is not valid.' }) });
