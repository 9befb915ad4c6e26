import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, gte, isNull, ne, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { driveBookings, driveSlots, drives, type NewDrive, users } from '../../db/schema/index';
import { cappedCount, type PageWindow } from '../../lib/paging';
import type { DriveChanges, ReminderKind } from './drive-rules';

export interface DrivePlace {
  division?: string;
  district?: string;
}

/** Booking codes: 8 characters a person reads out without confusion (no 0/O, 1/I). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** A drive's places left, over all its slots. */
const freePlaces = sql<number>`(select coalesce(sum(${driveSlots.capacity} - ${driveSlots.booked}), 0)::int from ${driveSlots} where ${driveSlots.driveId} = ${drives.id})`;

const driveColumns = {
  id: drives.id,
  title: drives.title,
  description: drives.description,
  imageUrl: drives.imageUrl,
  date: drives.date,
  startTime: drives.startTime,
  endTime: drives.endTime,
  division: drives.division,
  district: drives.district,
  address: drives.address,
  slotMinutes: drives.slotMinutes,
  donorsPerSlot: drives.donorsPerSlot,
  status: drives.status,
  organiserId: drives.organiserId,
  organiserName: users.name,
  freePlaces,
};

/** The SQL of donation drives, their slots and bookings (issue 21). */
function drivesQueries(db: Database) {
  const listed = () => db.select(driveColumns).from(drives).leftJoin(users, eq(users.id, drives.organiserId));
  return {
    /** A drive and its slots, `starts` each taking `capacity` donors. */
    async insert(values: NewDrive, starts: string[]) {
      const [row] = await db.insert(drives).values(values).returning({ id: drives.id });
      if (!row) throw new Error('the drive was not stored');
      await db.insert(driveSlots).values(starts.map((start) => ({ driveId: row.id, start, capacity: values.donorsPerSlot })));
      return row.id;
    },

    /** Upcoming scheduled drives from `today`, soonest first. */
    async upcoming(place: DrivePlace, today: string, window: PageWindow) {
      const where = and(
        gte(drives.date, today),
        eq(drives.status, 'scheduled'),
        place.division ? eq(drives.division, place.division) : undefined,
        place.district ? eq(drives.district, place.district) : undefined,
      );
      const [rows, total] = await Promise.all([
        listed().where(where).orderBy(asc(drives.date), asc(drives.startTime), asc(drives.id)).offset(window.offset).limit(window.limit),
        cappedCount(db, drives, where),
      ]);
      return { rows, ...total };
    },

    async findById(id: string) {
      const [row] = await listed().where(eq(drives.id, id));
      return row;
    },

    /** Each slot's start and places left, in time order. */
    slotsOf: (driveId: string) =>
      db
        .select({ start: driveSlots.start, free: sql<number>`(${driveSlots.capacity} - ${driveSlots.booked})::int` })
        .from(driveSlots)
        .where(eq(driveSlots.driveId, driveId))
        .orderBy(asc(driveSlots.start)),

    /** Takes a place in the slot if one is left: one conditional UPDATE, so concurrent bookings never over-fill it. */
    async takePlace(driveId: string, start: string): Promise<boolean> {
      const rows = await db
        .update(driveSlots)
        .set({ booked: sql`${driveSlots.booked} + 1` })
        .where(and(eq(driveSlots.driveId, driveId), eq(driveSlots.start, start), sql`${driveSlots.booked} < ${driveSlots.capacity}`))
        .returning({ start: driveSlots.start });
      return rows.length > 0;
    },

    async hasSlot(driveId: string, start: string): Promise<boolean> {
      const [row] = await db
        .select({ start: driveSlots.start })
        .from(driveSlots)
        .where(and(eq(driveSlots.driveId, driveId), eq(driveSlots.start, start)));
      return Boolean(row);
    },

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

    /**
     * Changes a scheduled drive's fields (false: it is canceled, or gone); a new date clears the
     * reminders sent, so they go again before it.
     */
    async update(id: string, changes: DriveChanges): Promise<boolean> {
      const rows = await db
        .update(drives)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(drives.id, id), eq(drives.status, 'scheduled')))
        .returning({ id: drives.id });
      if (rows.length === 0) return false;
      if (changes.date)
        await db.update(driveBookings).set({ remindedDayBeforeAt: null, remindedSoonAt: null }).where(eq(driveBookings.driveId, id));
      return true;
    },

    /**
     * The drive's status, its row held until the transaction ends: a booking made under it cannot
     * slip past a cancellation (which updates that row) running at the same time.
     */
    async lockStatus(id: string) {
      const [row] = await db.select({ status: drives.status }).from(drives).where(eq(drives.id, id)).for('share');
      return row?.status;
    },

    /** Cancels a scheduled drive and every booking still live on it; answers those bookings (none: it was canceled already). */
    async cancel(id: string, reason: string) {
      const [drive] = await db
        .update(drives)
        .set({ status: 'canceled', cancelReason: reason, updatedAt: new Date() })
        .where(and(eq(drives.id, id), eq(drives.status, 'scheduled')))
        .returning({ id: drives.id });
      if (!drive) return undefined;
      return db
        .update(driveBookings)
        .set({ status: 'canceled' })
        .where(and(eq(driveBookings.driveId, id), eq(driveBookings.status, 'booked')))
        .returning({ id: driveBookings.id });
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

    /** Each slot's start and places (the roster's frame). */
    slotCapacities: (driveId: string) =>
      db
        .select({ start: driveSlots.start, capacity: driveSlots.capacity })
        .from(driveSlots)
        .where(eq(driveSlots.driveId, driveId))
        .orderBy(asc(driveSlots.start)),

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
          date: drives.date,
          address: drives.address,
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

    /** Drives a person organised, newest date first (the organiser's list). */
    async organisedBy(organiserId: string | undefined, window: PageWindow) {
      const where = organiserId ? eq(drives.organiserId, organiserId) : undefined;
      const [rows, total] = await Promise.all([
        listed()
          .where(where)
          .orderBy(sql`${drives.date} desc`, asc(drives.startTime), asc(drives.id))
          .offset(window.offset)
          .limit(window.limit),
        cappedCount(db, drives, where),
      ]);
      return { rows, ...total };
    },

    /** How many places are booked over the drive (for tests and the organiser's page). */
    async bookedCount(driveId: string): Promise<number> {
      const [row] = await db
        .select({ value: sum(driveSlots.booked).mapWith(Number) })
        .from(driveSlots)
        .where(eq(driveSlots.driveId, driveId));
      return row?.value ?? 0;
    },
  };
}

export function createDrivesRepository(db: Database) {
  return {
    ...drivesQueries(db),
    /** Runs `work` in one transaction, with the queries bound to it; `tx` for other modules' writes in it. */
    transaction: <T>(work: (inTx: ReturnType<typeof drivesQueries>, tx: Database) => Promise<T>) =>
      db.transaction((tx) => work(drivesQueries(tx), tx)),
  };
}

export type DrivesRepository = ReturnType<typeof createDrivesRepository>;
export type DriveListRow = NonNullable<Awaited<ReturnType<DrivesRepository['findById']>>>;
