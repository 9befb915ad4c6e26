import {
  addTeamMemberBodySchema,
  bookingAtDriveSchema,
  bookingBodySchema,
  bookingSchema,
  cancelDriveBodySchema,
  checkInBodySchema,
  createDriveBodySchema,
  driveDetailsSchema,
  driveListQuerySchema,
  driveListSchema,
  driveRosterSchema,
  driveSchema,
  driveTeamMemberSchema,
  driveTeamSchema,
  idParamsSchema,
  insertedIdSchema,
  myBookingListSchema,
  noContentSchema,
  paginationQuerySchema,
  teamMemberParamsSchema,
  updateDriveBodySchema,
} from '@grant/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import { sendPage } from '../../lib/paging';
import { requireActor } from '../../plugins/auth';
import { toBooking, toDrive, toMyBooking, toRoster, toTeam, toTeamMember } from './drive.mapper';
import { rosterCsv } from './drive-roster-csv';
import type { DrivesService } from './drives.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const pageQuery = paginationQuerySchema.omit({ cursor: true });
/** The file name of a download, ASCII: the drive's id. */
const attachment = (id: string, extension: string) => `attachment; filename="drive-${id}.${extension}"`;
const tags = ['drives'];

/** Donation drives and their bookings (issue 21). */
export const drivesRoutes: FastifyPluginAsyncZod<{ drives: DrivesService }> = async (app, { drives }) => {
  app.post('/drives', {
    config: { access: 'staff' },
    schema: {
      tags,
      summary: 'A volunteer or admin organises a drive: its slots are made from its times, slot length and donors per slot',
      body: createDriveBodySchema,
      response: { 201: insertedIdSchema, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await drives.create(requireActor(request), request.body)),
  });

  app.get('/drives', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Upcoming drives, soonest first, in a division or district if given (total in X-Total-Count)',
      querystring: driveListQuerySchema,
      response: { 200: driveListSchema, ...errors },
    },
    handler: async (request, reply) => sendPage(reply, await drives.list(request.query), toDrive),
  });

  app.get('/drives/:id', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'One drive, with each slot’s free places',
      params: idParamsSchema,
      response: { 200: driveDetailsSchema, ...errors },
    },
    handler: async (request) => {
      const { slots, ...drive } = await drives.details(request.params.id);
      return { ...toDrive(drive), slots };
    },
  });

  app.post('/drives/:id/bookings', {
    config: { access: 'active' },
    schema: {
      tags,
      summary: 'Books the caller one place in a slot: one booking per drive, never over-filled (409 when full or booked already)',
      params: idParamsSchema,
      body: bookingBodySchema,
      response: { 201: bookingSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(toBooking(await drives.book(requireActor(request), request.params.id, request.body.slot))),
  });

  app.delete('/drives/:id/bookings', {
    config: { access: 'signedIn' },
    schema: {
      tags,
      summary: "Cancels the caller's booking at the drive, giving its place back",
      params: idParamsSchema,
      response: { 204: noContentSchema, ...errors },
    },
    handler: async (request, reply) => {
      await drives.cancelBooking(requireActor(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.get('/drives/organised', {
    config: { access: 'staff' },
    schema: {
      tags,
      summary: 'The drives the caller organised or is on the team of (an admin: every drive), latest date first',
      querystring: pageQuery,
      response: { 200: driveListSchema, ...errors },
    },
    handler: async (request, reply) => sendPage(reply, await drives.organised(requireActor(request), request.query), toDrive),
  });

  app.get('/drives/bookings/mine', {
    config: { access: 'signedIn' },
    schema: {
      tags,
      summary: "The caller's bookings (but canceled ones), soonest drive first",
      querystring: pageQuery,
      response: { 200: myBookingListSchema, ...errors },
    },
    handler: async (request, reply) => sendPage(reply, await drives.myBookings(requireActor(request), request.query), toMyBooking),
  });

  app.get('/drives/:id/bookings/mine', {
    config: { access: 'signedIn' },
    schema: {
      tags,
      summary: "The caller's booking at the drive, with its code as a QR code (404 when none)",
      params: idParamsSchema,
      response: { 200: bookingAtDriveSchema, ...errors },
    },
    handler: async (request) => {
      const { booking, drive, qrCode } = await drives.myBookingAt(requireActor(request), request.params.id);
      return { ...toMyBooking({ booking, drive }), qrCode };
    },
  });

  app.get('/drives/:id/bookings/mine/calendar', {
    config: { access: 'signedIn' },
    schema: {
      tags,
      summary: "The caller's booking as an iCalendar (.ics) file",
      params: idParamsSchema,
      response: { 200: z.string().describe('text/calendar'), ...errors },
    },
    handler: async (request, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', attachment(request.params.id, 'ics'))
        .send(await drives.calendarOf(requireActor(request), request.params.id)),
  });

  app.patch('/drives/:id', {
    config: { access: 'staff' },
    schema: {
      tags,
      summary: 'Its organiser or an admin changes a drive (not its times); everyone booked is told',
      params: idParamsSchema,
      body: updateDriveBodySchema,
      response: { 200: driveSchema, ...errors },
    },
    handler: async (request) => toDrive(await drives.update(requireActor(request), request.params.id, request.body)),
  });

  app.post('/drives/:id/cancel', {
    config: { access: 'staff' },
    schema: {
      tags,
      summary: 'Its organiser or an admin cancels a drive and its bookings; everyone booked is told why',
      params: idParamsSchema,
      body: cancelDriveBodySchema,
      response: { 204: noContentSchema, ...errors },
    },
    handler: async (request, reply) => {
      await drives.cancel(requireActor(request), request.params.id, request.body.reason);
      return reply.status(204).send(null);
    },
  });

  app.get('/drives/:id/roster', {
    config: { access: 'staff' },
    schema: {
      tags,
      summary: 'Bookings per slot with the counts of donated, deferred, canceled and no-shows (its organiser, its team and admins)',
      params: idParamsSchema,
      response: { 200: driveRosterSchema, ...errors },
    },
    handler: async (request) => toRoster(await drives.roster(requireActor(request), request.params.id)),
  });

  app.get('/drives/:id/roster.csv', {
    config: { access: 'staff' },
    schema: {
      tags,
      summary: 'The roster as CSV, one row per booking',
      params: idParamsSchema,
      response: { 200: z.string().describe('text/csv'), ...errors },
    },
    handler: async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(request.params.id, 'csv'))
        .send(rosterCsv(toRoster(await drives.roster(requireActor(request), request.params.id)))),
  });

  app.post('/drives/:id/check-in', {
    config: { access: 'staff' },
    schema: {
      tags,
      summary:
        "Its organiser, team or an admin checks a booking in by its code on the drive's day: donated (sets the donor's last donation) or deferred with a reason",
      params: idParamsSchema,
      body: checkInBodySchema,
      response: { 200: bookingSchema, ...errors },
    },
    handler: async (request) => toBooking(await drives.checkIn(requireActor(request), request.params.id, request.body)),
  });

  app.get('/drives/:id/team', {
    config: { access: 'staff' },
    schema: {
      tags,
      summary: 'What the caller may do at the drive (staff it, manage it) and its team, listed only to those who staff it',
      params: idParamsSchema,
      response: { 200: driveTeamSchema, ...errors },
    },
    handler: async (request) => toTeam(await drives.team(requireActor(request), request.params.id)),
  });

  app.post('/drives/:id/team', {
    config: { access: 'staff' },
    schema: {
      tags,
      summary:
        'Its organiser or an admin adds an active volunteer or admin, by e-mail, to the drive team: they may read the roster and check donors in',
      params: idParamsSchema,
      body: addTeamMemberBodySchema,
      response: { 201: driveTeamMemberSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(toTeamMember(await drives.addToTeam(requireActor(request), request.params.id, request.body.email))),
  });

  app.delete('/drives/:id/team/:userId', {
    config: { access: 'staff' },
    schema: {
      tags,
      summary: 'Its organiser or an admin removes a helper from the drive team',
      params: teamMemberParamsSchema,
      response: { 204: noContentSchema, ...errors },
    },
    handler: async (request, reply) => {
      await drives.removeFromTeam(requireActor(request), request.params.id, request.params.userId);
      return reply.status(204).send(null);
    },
  });
};
