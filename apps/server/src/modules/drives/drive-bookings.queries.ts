import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { driveBookings, driveSlots, drives, users } from '../../db/schema/index';
import { cappedCount, type PageWindow } from '../../lib/paging';
import { driveColumns } from './drive-columns';
import type { ReminderKind } from './drive-rules';

/** Booking codes: 8 characters a person reads out without confusion (no 0/O, 1/I). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** The SQL of drive bookings: booking and cancelling, the roster, check-in, a donor's list, reminders. Part of the drives repository. */
export function bookingQueries(db: Database) {
  return {
    /** The booking, unless the donor has a live one at this drive (the partial unique index): then undefined. */
    async insertBooking(driveId: string, donorId: string, slot: string) {
      const [row] = await db
        .insert(driveBookings)
        .values({ driveId, donorId, slot, code: newCode() })
        .onConflictDoNothing({ target: [driveBookings.driveId, driveBookings.donorId], where: sql`${driveBookings.status} <> 'canceled'` })
        .returning();
      return row;
    },

    /** Cancels the donor's booked place and gives the slot's place back; answers the booking, if there was one. */
    async cancelBooking(driveId: string, donorId: string) {
      const [row] = await db
        .update(driveBookings)
        .set({ status: 'canceled' })
        .where(and(eq(driveBookings.driveId, driveId), eq(driveBookings.donorId, donorId), eq(driveBookings.status, 'booked')))
        .returning();
      if (row) {
        await db
          .update(driveSlots)
          .set({ booked: sql`${driveSlots.booked} - 1` })
          .where(and(eq(driveSlots.driveId, driveId), eq(driveSlots.start, row.slot)));
      }
      return row;
    },

    /** The bookings still to come at a drive (its donors to tell of a change). */
    liveBookingIds: async (driveId: string) =>
      (
        await db
          .select({ id: driveBookings.id })
          .from(driveBookings)
          .where(and(eq(driveBookings.driveId, driveId), eq(driveBookings.status, 'booked')))
      ).map((row) => row.id),

    /** Every booking but canceled ones, by slot and time booked, with the donor's name and group. */
    rosterOf: (driveId: string) =>
      db
        .select({ booking: driveBookings, donorName: users.name, blood: users.blood })
        .from(driveBookings)
        .innerJoin(users, eq(users.id, driveBookings.donorId))
        .where(and(eq(driveBookings.driveId, driveId), ne(driveBookings.status, 'canceled')))
        .orderBy(asc(driveBookings.slot), asc(driveBookings.createdAt)),

    /** How many bookings a drive has in each status. */
    async statusCounts(driveId: string) {
      const rows = await db
        .select({ status: driveBookings.status, count: sql<number>`count(*)::int` })
        .from(driveBookings)
        .where(eq(driveBookings.driveId, driveId))
        .groupBy(driveBookings.status);
      return Object.fromEntries(rows.map((row) => [row.status, row.count])) as Partial<Record<string, number>>;
    },

    /**
     * Marks the booking with `code` at the drive donated or deferred, if it is still only booked:
     * a conditional UPDATE, so two staff scanning one code check it in once.
     */
    async checkIn(driveId: string, code: string, outcome: 'donated' | 'deferred', deferReason: string | null, staffId: string) {
      const [row] = await db
        .update(driveBookings)
        .set({ status: outcome, deferReason, checkedInAt: new Date(), checkedInBy: staffId })
        .where(and(eq(driveBookings.driveId, driveId), eq(driveBookings.code, code), eq(driveBookings.status, 'booked')))
        .returning();
      return row;
    },

    /** The donor's booking at a drive, but a canceled one. */
    liveBookingOf: async (driveId: string, donorId: string) =>
      (
        await db
          .select()
          .from(driveBookings)
          .where(and(eq(driveBookings.driveId, driveId), eq(driveBookings.donorId, donorId), ne(driveBookings.status, 'canceled')))
      )[0],

    findByCode: async (driveId: string, code: string) =>
      (
        await db
          .select()
          .from(driveBookings)
          .where(and(eq(driveBookings.driveId, driveId), eq(driveBookings.code, code)))
      )[0],

    /** A donor's bookings but canceled ones, with their drives: the coming ones soonest first, then the past, latest first. */
    async bookingsOf(donorId: string, today: string, window: PageWindow) {
      const where = and(eq(driveBookings.donorId, donorId), ne(driveBookings.status, 'canceled'));
      const [rows, total] = await Promise.all([
        db
          .select({ booking: driveBookings, drive: driveColumns })
          .from(driveBookings)
          .innerJoin(drives, eq(drives.id, driveBookings.driveId))
          .leftJoin(users, eq(users.id, drives.organiserId))
          .where(where)
          .orderBy(
            sql`${drives.date} < ${today}`,
            sql`case when ${drives.date} >= ${today} then ${drives.date} end`,
            desc(drives.date),
            asc(driveBookings.slot),
            asc(driveBookings.id),
          )
          .offset(window.offset)
          .limit(window.limit),
        cappedCount(db, driveBookings, where),
      ]);
      return { rows, ...total };
    },

    /** What a notice about a booking says: its drive's facts, slot, code and donor. */
    async noticeFacts(bookingId: string) {
      const [row] = await db
        .select({
          donorId: driveBookings.donorId,
          status: driveBookings.status,
          slot: driveBookings.slot,
          code: driveBookings.code,
          remindedDayBeforeAt: driveBookings.remindedDayBeforeAt,
          remindedSoonAt: driveBookings.remindedSoonAt,
          driveId: drives.id,
          driveStatus: drives.status,
          title: drives.title,
          titleBn: drives.titleBn,
          date: drives.date,
          address: drives.address,
          addressBn: drives.addressBn,
          district: drives.district,
          cancelReason: drives.cancelReason,
        })
        .from(driveBookings)
        .innerJoin(drives, eq(drives.id, driveBookings.driveId))
        .where(eq(driveBookings.id, bookingId));
      return row;
    },

    /** Takes the reminder of a live booking to send, once: false when it was taken already or the booking is no longer live. */
    async claimReminder(bookingId: string, kind: ReminderKind): Promise<boolean> {
      const column = kind === 'dayBefore' ? driveBookings.remindedDayBeforeAt : driveBookings.remindedSoonAt;
      const rows = await db
        .update(driveBookings)
        .set(kind === 'dayBefore' ? { remindedDayBeforeAt: new Date() } : { remindedSoonAt: new Date() })
        .where(and(eq(driveBookings.id, bookingId), eq(driveBookings.status, 'booked'), isNull(column)))
        .returning({ id: driveBookings.id });
      return rows.length > 0;
    },

    /** Gives a reminder back when sending it failed, so its job's retry sends it. */
    async releaseReminder(bookingId: string, kind: ReminderKind) {
      await db
        .update(driveBookings)
        .set(kind === 'dayBefore' ? { remindedDayBeforeAt: null } : { remindedSoonAt: null })
        .where(eq(driveBookings.id, bookingId));
    },
  };
}
