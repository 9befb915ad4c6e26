import { randomInt } from 'node:crypto';
import { and, asc, eq, gte, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { driveBookings, driveSlots, drives, type NewDrive, users } from '../../db/schema/index';
import { cappedCount, type PageWindow } from '../../lib/paging';

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
    /** Runs `work` in one transaction, with the queries bound to it. */
    transaction: <T>(work: (inTx: ReturnType<typeof drivesQueries>) => Promise<T>) => db.transaction((tx) => work(drivesQueries(tx))),
  };
}

export type DrivesRepository = ReturnType<typeof createDrivesRepository>;
export type DriveListRow = NonNullable<Awaited<ReturnType<DrivesRepository['findById']>>>;
