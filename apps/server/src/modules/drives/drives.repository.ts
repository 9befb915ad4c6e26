import { and, asc, eq, gte, or, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { driveBookings, driveSlots, drives, driveTeamMembers, type NewDrive, users } from '../../db/schema/index';
import { cappedCount, type PageWindow } from '../../lib/paging';
import { bookingQueries } from './drive-bookings.queries';
import { driveColumns } from './drive-columns';
import type { DriveChanges } from './drive-rules';

export interface DrivePlace {
  division?: string;
  district?: string;
}

/** The SQL of donation drives, their slots and bookings (issue 21). */
function drivesQueries(db: Database) {
  const listed = () => db.select(driveColumns).from(drives).leftJoin(users, eq(users.id, drives.organiserId));
  return {
    ...bookingQueries(db),

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

    /** Each slot's start and places (the roster's frame). */
    slotCapacities: (driveId: string) =>
      db
        .select({ start: driveSlots.start, capacity: driveSlots.capacity })
        .from(driveSlots)
        .where(eq(driveSlots.driveId, driveId))
        .orderBy(asc(driveSlots.start)),

    /** Drives a person organised or is on the team of (every drive when `userId` is undefined), newest date first. */
    async organisedBy(userId: string | undefined, window: PageWindow) {
      const where = userId
        ? or(
            eq(drives.organiserId, userId),
            sql`${drives.id} in (select ${driveTeamMembers.driveId} from ${driveTeamMembers} where ${driveTeamMembers.userId} = ${userId})`,
          )
        : undefined;
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

    /**
     * Whether the person is on the drive's team; in a transaction the row is held until it ends, so a
     * removal from the team waits for a check-in it let through.
     */
    async isOnTeam(driveId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: driveTeamMembers.userId })
        .from(driveTeamMembers)
        .where(and(eq(driveTeamMembers.driveId, driveId), eq(driveTeamMembers.userId, userId)))
        .for('share');
      return Boolean(row);
    },

    /** The drive's team, by name. */
    teamOf: (driveId: string) =>
      db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(driveTeamMembers)
        .innerJoin(users, eq(users.id, driveTeamMembers.userId))
        .where(eq(driveTeamMembers.driveId, driveId))
        .orderBy(asc(users.name), asc(users.id)),

    /** False when they are on the team already. */
    async addToTeam(driveId: string, userId: string): Promise<boolean> {
      const rows = await db
        .insert(driveTeamMembers)
        .values({ driveId, userId })
        .onConflictDoNothing()
        .returning({ userId: driveTeamMembers.userId });
      return rows.length > 0;
    },

    /** False when they were not on the team. */
    async removeFromTeam(driveId: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(driveTeamMembers)
        .where(and(eq(driveTeamMembers.driveId, driveId), eq(driveTeamMembers.userId, userId)))
        .returning({ userId: driveTeamMembers.userId });
      return rows.length > 0;
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
/** The queries, bound to a transaction inside `transaction`. */
export type DriveQueries = ReturnType<typeof drivesQueries>;
export type DriveListRow = NonNullable<Awaited<ReturnType<DrivesRepository['findById']>>>;
