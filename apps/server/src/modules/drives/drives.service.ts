import {
  type CreateDriveBody,
  DRIVE_TEXTS,
  type DriveListQuery,
  driveSlotStarts,
  MESSAGES,
  nextEligibleDate,
  todayInDhaka,
} from '@grant/shared';
import type { Actor } from '../../lib/actor';
import { conflict, forbidden, notFound } from '../../lib/app-error';
import { offsetWindowOf } from '../../lib/paging';
import type { UserAccounts } from '../users/users.service';
import { drivesPolicy } from './drives.policy';
import type { DrivesRepository } from './drives.repository';

/** Donation drives (issue 21): organised by staff, booked by donors one slot each, never over-filled. */
export function createDrivesService(deps: {
  drives: DrivesRepository;
  users: Pick<UserAccounts, 'findById'>;
  /** Days between two donations: a donor who may not give on the drive's date cannot book it. */
  intervalDays: number;
  now?: () => Date;
}) {
  const { drives } = deps;
  const today = () => todayInDhaka(deps.now?.() ?? new Date());

  async function existing(id: string) {
    const row = await drives.findById(id);
    if (!row) throw notFound(DRIVE_TEXTS.notFound);
    return row;
  }

  return {
    async create(actor: Actor, body: CreateDriveBody) {
      if (!drivesPolicy.canCreate(actor)) throw forbidden(MESSAGES.forbidden);
      const id = await drives.transaction((inTx) => inTx.insert({ ...body, organiserId: actor.id }, driveSlotStarts(body)));
      return { insertedId: id };
    },

    list: (query: DriveListQuery) => drives.upcoming(query, today(), offsetWindowOf(query)),

    async details(id: string) {
      const [drive, slots] = await Promise.all([existing(id), drives.slotsOf(id)]);
      return { ...drive, slots };
    },

    /**
     * One place in a slot for the caller: not at a canceled or past drive, not twice at one drive,
     * not on a date they may not give yet; of many at once, exactly as many win as places are left.
     */
    async book(actor: Actor, id: string, slot: string) {
      const drive = await existing(id);
      if (drive.status === 'canceled') throw conflict(DRIVE_TEXTS.canceled);
      if (drive.date < today()) throw conflict(DRIVE_TEXTS.pastDate);
      if (!(await drives.hasSlot(id, slot))) throw notFound(DRIVE_TEXTS.slotNotFound);
      const person = await deps.users.findById(actor.id);
      const eligibleFrom = nextEligibleDate(person?.lastDonationOn ?? null, deps.intervalDays);
      if (eligibleFrom && eligibleFrom > drive.date) throw conflict(DRIVE_TEXTS.notEligible);
      return drives.transaction(async (inTx) => {
        if (!(await inTx.takePlace(id, slot))) throw conflict(DRIVE_TEXTS.slotFull);
        // A second booking of the same donor: throwing gives the place back (the transaction rolls back).
        const booking = await inTx.insertBooking(id, actor.id, slot);
        if (!booking) throw conflict(DRIVE_TEXTS.alreadyBooked);
        return booking;
      });
    },

    async cancelBooking(actor: Actor, id: string) {
      await existing(id);
      const canceled = await drives.transaction((inTx) => inTx.cancelBooking(id, actor.id));
      if (!canceled) throw notFound(DRIVE_TEXTS.bookingNotFound);
    },
  };
}

export type DrivesService = ReturnType<typeof createDrivesService>;
