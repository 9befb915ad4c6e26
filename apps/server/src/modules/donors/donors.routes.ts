import {
  donationHistoryQuerySchema,
  donorProfileSchema,
  donorProfileUpdateSchema,
  donorSearchQuerySchema,
  errorResponseSchema,
  idParamsSchema,
  paginationQuerySchema,
  publicDonorListSchema,
  requestDonorListSchema,
  requestListSchema,
} from '@grant/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../plugins/auth';
import { toDonationRequest } from '../requests/request.mapper';
import { toPublicDonor, toRequestDonor } from './donor.mapper';
import type { DonorsService } from './donors.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const tags = ['donors'];

export const donorsRoutes: FastifyPluginAsyncZod<{ donors: DonorsService }> = async (app, { donors }) => {
  app.get('/donors', {
    config: { access: 'public' },
    schema: {
      tags,
      summary:
        'Eligible, available donors who can give to this blood group in a division: exact group first, then the district (no contact details; total in X-Total-Count)',
      querystring: donorSearchQuerySchema,
      response: { 200: publicDonorListSchema, ...errors },
    },
    handler: async (request, reply) => {
      const page = await donors.search(request.query);
      reply.header('x-total-count', String(page.total));
      return page.rows.map((row) => toPublicDonor(row, request.query));
    },
  });

  app.get('/request/:id/donors', {
    config: { access: 'signedIn' },
    schema: {
      tags,
      summary:
        "Donors who can give to one request, exact group first, then its district; phone and e-mail only for the request's requester while it is open",
      params: idParamsSchema,
      querystring: paginationQuerySchema,
      response: { 200: requestDonorListSchema, ...errors },
    },
    handler: async (request, reply) => {
      const page = await donors.forRequest(requireActor(request), request.params.id, request.query);
      reply.header('x-total-count', String(page.total));
      return page.rows.map((row) => toRequestDonor(row, page.request, page.contact));
    },
  });

  app.get('/donors/me', {
    config: { access: 'signedIn' },
    schema: {
      tags,
      summary: 'Your donor answers: availability, last donation (and when you may give again), phone, birth year, weight',
      response: { 200: donorProfileSchema, ...errors },
    },
    handler: async (request) => donors.profile(requireActor(request)),
  });

  app.patch('/donors/me', {
    config: { access: 'signedIn' },
    schema: {
      tags,
      summary: 'Change your donor answers (null clears an optional one)',
      body: donorProfileUpdateSchema,
      response: { 200: donorProfileSchema, ...errors },
    },
    handler: async (request) => donors.updateProfile(requireActor(request), request.body),
  });

  app.get('/donors/me/donations', {
    config: { access: 'signedIn' },
    schema: {
      tags,
      summary: 'The requests you confirmed as their donor, newest first, with their status (total in X-Total-Count)',
      querystring: donationHistoryQuerySchema,
      response: { 200: requestListSchema, ...errors },
    },
    handler: async (request, reply) => {
      const page = await donors.history(requireActor(request), request.query);
      reply.header('x-total-count', String(page.total));
      return page.rows.map((row) => toDonationRequest(row));
    },
  });
};
