import {
  type CheckInBody,
  type CreateDriveBody,
  DRIVE_TEXTS,
  type DriveListQuery,
  driveSlotStarts,
  MESSAGES,
  nextEligibleDate,
  PAGE_PATHS,
  pagePath,
  slotHasStarted,
  todayInDhaka,
  type UpdateDriveBody,
} from '@grant/shared';
import type { Database } from '../../db/client';
import { type Actor, actsAsStaff } from '../../lib/actor';
import { conflict, forbidden, notFound } from '../../lib/app-error';
import { offsetWindowOf, type Paging } from '../../lib/paging';
import { qrCodeDataUrl } from '../../lib/qr-code';
import type { JobQueue } from '../jobs/job-worker';
import type { UserAccounts } from '../users/users.service';
import { bookingCalendar } from './drive-calendar';
import { noticeJob, reminderJobs } from './drive-rules';
import { drivesPolicy } from './drives.policy';
import type { DriveQueries, DrivesRepository } from './drives.repository';

/** Donation drives (issue 21): organised by staff, booked by donors one slot each, never over-filled. */
export function createDrivesService(deps: {
  drives: DrivesRepository;
  users: Pick<UserAccounts, 'findById' | 'findByEmail'>;
  /** Days between two donations: a donor who may not give on the drive's date cannot book it. */
  intervalDays: number;
  /** Sets the donor's last donation date, in the check-in's transaction (the donors module). */
  recordDonation: (donorId: string, on: string, tx: Database) => Promise<void>;
  jobs: JobQueue;
  jobQueued: () => void;
  /** Where the calendar file's link to the drive points (PUBLIC_URL). */
  appUrl: string;
  now?: () => Date;
}) {
  const { drives } = deps;
  const driveUrl = (id: string) => `${deps.appUrl}${pagePath(PAGE_PATHS.driveDetails, id)}`;
  const now = () => deps.now?.() ?? new Date();
  const today = () => todayInDhaka(now());

  async function existing(id: string) {
    const row = await drives.findById(id);
    if (!row) throw notFound(DRIVE_TEXTS.notFound);
    return row;
  }

  async function managed(actor: Actor, id: string) {
    const drive = await existing(id);
    if (!drivesPolicy.canManage(actor, drive)) throw forbidden(DRIVE_TEXTS.manageForbidden);
    if (drive.status === 'canceled') throw conflict(DRIVE_TEXTS.canceledAlready);
    return drive;
  }

  /** The drive, if the caller staffs it (its organiser, its team, an admin); read with `inTx`, so inside the transaction that goes on. */
  async function staffed(inTx: DriveQueries, actor: Actor, id: string) {
    const drive = await inTx.findById(id);
    if (!drive) throw notFound(DRIVE_TEXTS.notFound);
    if (!drivesPolicy.canStaff(actor, drive, await inTx.isOnTeam(id, actor.id))) throw forbidden(DRIVE_TEXTS.staffForbidden);
    return drive;
  }

  async function teamManaged(actor: Actor, id: string) {
    const drive = await existing(id);
    if (!drivesPolicy.canManage(actor, drive)) throw forbidden(DRIVE_TEXTS.teamForbidden);
    return drive;
  }

  /** Queues jobs in `tx`, then wakes the worker once the transaction has committed. */
  const enqueueAll = async (jobs: Parameters<JobQueue['enqueue']>[0][], tx: Database) => {
    for (const job of jobs) await deps.jobs.enqueue(job, tx);
  };

  return {
    async create(actor: Actor, body: CreateDriveBody) {
      if (!drivesPolicy.canCreate(actor)) throw forbidden(MESSAGES.forbidden);
      const id = await drives.transaction((inTx) => inTx.insert({ ...body, organiserId: actor.id }, driveSlotStarts(body)));
      return { insertedId: id };
    },

    list: (query: DriveListQuery) => drives.upcoming(query, today(), offsetWindowOf(query)),

    /** The drives the caller organised (an admin: every drive), latest date first. */
    organised(actor: Actor, paging: Paging) {
      if (!drivesPolicy.canCreate(actor)) throw forbidden(MESSAGES.forbidden);
      return drives.organisedBy(actor.role === 'admin' ? undefined : actor.id, offsetWindowOf(paging));
    },

    async details(id: string) {
      const [drive, slots] = await Promise.all([existing(id), drives.slotsOf(id)]);
      return { ...drive, slots };
    },

    /** Changes a drive; everyone booked is told, and a new date moves their reminders with it. */
    async update(actor: Actor, id: string, changes: UpdateDriveBody) {
      await managed(actor, id);
      await drives.transaction(async (inTx, tx) => {
        if (!(await inTx.update(id, changes))) throw conflict(DRIVE_TEXTS.canceledAlready);
        const bookings = await inTx.liveBookingIds(id);
        const moved = changes.date ? await Promise.all(bookings.map((bookingId) => inTx.noticeFacts(bookingId))) : [];
        await enqueueAll(
          [
            ...bookings.map((bookingId) => noticeJob(bookingId, 'changed')),
            ...moved.flatMap((facts, i) => (facts ? reminderJobs({ id: bookings[i] ?? '', slot: facts.slot }, facts.date, now()) : [])),
          ],
          tx,
        );
      });
      deps.jobQueued();
      return existing(id);
    },

    /** Cancels a drive and its bookings; everyone booked is told why. */
    async cancel(actor: Actor, id: string, reason: string) {
      await managed(actor, id);
      await drives.transaction(async (inTx, tx) => {
        const canceled = await inTx.cancel(id, reason);
        if (!canceled) throw conflict(DRIVE_TEXTS.canceledAlready);
        await enqueueAll(
          canceled.map((booking) => noticeJob(booking.id, 'canceled')),
          tx,
        );
      });
      deps.jobQueued();
    },

    /**
     * One place in a slot for the caller: not at a canceled or past drive, not twice at one drive,
     * not on a date they may not give yet; of many at once, exactly as many win as places are left.
     * Its reminders are queued with it.
     */
    async book(actor: Actor, id: string, slot: string) {
      const drive = await existing(id);
      if (drive.status === 'canceled') throw conflict(DRIVE_TEXTS.canceled);
      if (drive.date < today()) throw conflict(DRIVE_TEXTS.pastDate);
      if (!(await drives.hasSlot(id, slot))) throw notFound(DRIVE_TEXTS.slotNotFound);
      if (slotHasStarted(drive.date, slot, now())) throw conflict(DRIVE_TEXTS.slotStarted);
      const person = await deps.users.findById(actor.id);
      const eligibleFrom = nextEligibleDate(person?.lastDonationOn ?? null, deps.intervalDays);
      if (eligibleFrom && eligibleFrom > drive.date) throw conflict(DRIVE_TEXTS.notEligible);
      const booking = await drives.transaction(async (inTx, tx) => {
        if ((await inTx.lockStatus(id)) !== 'scheduled') throw conflict(DRIVE_TEXTS.canceled);
        if (!(await inTx.takePlace(id, slot))) throw conflict(DRIVE_TEXTS.slotFull);
        // A second booking of the same donor: throwing gives the place back (the transaction rolls back).
        const booked = await inTx.insertBooking(id, actor.id, slot);
        if (!booked) throw conflict(DRIVE_TEXTS.alreadyBooked);
        await enqueueAll(reminderJobs(booked, drive.date, now()), tx);
        return booked;
      });
      deps.jobQueued();
      return booking;
    },

    async cancelBooking(actor: Actor, id: string) {
      await existing(id);
      const canceled = await drives.transaction((inTx) => inTx.cancelBooking(id, actor.id));
      if (!canceled) throw notFound(DRIVE_TEXTS.bookingNotFound);
    },

    /** The caller's booking at a drive, with the QR code of its code (what staff scan at check-in). */
    async myBookingAt(actor: Actor, id: string) {
      const drive = await existing(id);
      const booking = await drives.liveBookingOf(id, actor.id);
      if (!booking) throw notFound(DRIVE_TEXTS.bookingNotFound);
      return { booking, drive, qrCode: await qrCodeDataUrl(booking.code) };
    },

    /** The caller's booking as a calendar file. */
    async calendarOf(actor: Actor, id: string) {
      const drive = await existing(id);
      const booking = await drives.liveBookingOf(id, actor.id);
      if (!booking) throw notFound(DRIVE_TEXTS.bookingNotFound);
      return bookingCalendar(drive, booking, driveUrl(id));
    },

    /** The caller's bookings (but canceled ones) with their drives. */
    myBookings: (actor: Actor, paging: Paging) => drives.bookingsOf(actor.id, today(), offsetWindowOf(paging)),

    /** Bookings per slot, and the organiser's counts; those still only booked once the day is over are no-shows. */
    async roster(actor: Actor, id: string) {
      const { drive, slots, bookings, counts } = await drives.transaction(async (inTx) => {
        const drive = await staffed(inTx, actor, id);
        return { drive, slots: await inTx.slotCapacities(id), bookings: await inTx.rosterOf(id), counts: await inTx.statusCounts(id) };
      });
      const booked = counts.booked ?? 0;
      return {
        drive,
        canManage: drivesPolicy.canManage(actor, drive),
        slots: slots.map((slot) => ({ ...slot, bookings: bookings.filter((row) => row.booking.slot === slot.start) })),
        counts: {
          booked,
          donated: counts.donated ?? 0,
          deferred: counts.deferred ?? 0,
          canceled: counts.canceled ?? 0,
          noShows: drive.date < today() ? booked : 0,
        },
      };
    },

    /**
     * Checks a booking in by its code, on the drive's day: donated sets the donor's last donation date
     * (their eligibility) in the same transaction; deferred keeps why. Two staff with one code: one wins.
     */
    async checkIn(actor: Actor, id: string, body: CheckInBody) {
      return drives.transaction(async (inTx, tx) => {
        const drive = await staffed(inTx, actor, id);
        if (drive.status === 'canceled') throw conflict(DRIVE_TEXTS.canceled);
        if (drive.date !== today()) throw conflict(DRIVE_TEXTS.notDriveDay);
        const reason = body.outcome === 'deferred' ? (body.reason ?? null) : null;
        const row = await inTx.checkIn(id, body.code, body.outcome, reason, actor.id);
        if (!row) {
          const found = await inTx.findByCode(id, body.code);
          if (!found) throw notFound(DRIVE_TEXTS.codeNotFound);
          throw conflict(found.status === 'canceled' ? DRIVE_TEXTS.bookingCanceled : DRIVE_TEXTS.checkedInAlready);
        }
        if (row.status === 'donated') await deps.recordDonation(row.donorId, drive.date, tx);
        return row;
      });
    },

    /** What the caller may do at the drive, and its team (shown only to those who staff it). */
    async team(actor: Actor, id: string) {
      const drive = await existing(id);
      const canStaff = drivesPolicy.canStaff(actor, drive, await drives.isOnTeam(id, actor.id));
      return { canStaff, canManage: drivesPolicy.canManage(actor, drive), members: canStaff ? await drives.teamOf(id) : [] };
    },

    /** Its organiser or an admin adds an active volunteer or admin, by e-mail, to the drive's team. */
    async addToTeam(actor: Actor, id: string, email: string) {
      const drive = await teamManaged(actor, id);
      const person = await deps.users.findByEmail(email);
      if (!person || !actsAsStaff(person)) throw notFound(DRIVE_TEXTS.teamMemberNotFound);
      if (person.id === drive.organiserId) throw conflict(DRIVE_TEXTS.organiserOnTeam);
      if (!(await drives.addToTeam(id, person.id))) throw conflict(DRIVE_TEXTS.alreadyOnTeam);
      return { id: person.id, name: person.name, email: person.email };
    },

    async removeFromTeam(actor: Actor, id: string, userId: string) {
      await teamManaged(actor, id);
      if (!(await drives.removeFromTeam(id, userId))) throw notFound(DRIVE_TEXTS.notOnTeam);
    },
  };
}

export type DrivesService = ReturnType<typeof createDrivesService>;
