import {
  bookingBodySchema,
  bookingSchema,
  createDriveBodySchema,
  driveDetailsSchema,
  driveListQuerySchema,
  driveListSchema,
  idParamsSchema,
  insertedIdSchema,
  noContentSchema,
} from '@grant/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { sendPage } from '../../lib/paging';
import { requireActor } from '../../plugins/auth';
import { toBooking, toDrive } from './drive.mapper';
import type { DrivesService } from './drives.service';

const errors = errorResponses(400, 401, 403, 404, 409);
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
};
