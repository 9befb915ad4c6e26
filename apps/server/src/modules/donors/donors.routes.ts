import {
  donationHistoryQuerySchema,
  donorNearSearchQuerySchema,
  donorProfileSchema,
  donorProfileUpdateSchema,
  donorSearchQuerySchema,
  donorSearchResultListSchema,
  idParamsSchema,
  LIMITS,
  paginationQuerySchema,
  publicDonorListSchema,
  requestDonorListSchema,
  requestListSchema,
} from '@grant/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { sendPage } from '../../lib/paging';
import { requireActor } from '../../plugins/auth';
import { toDonationRequest } from '../requests/request.mapper';
import { toDonorSearchResult, toPublicDonor, toRequestDonor } from './donor.mapper';
import type { DonorsService } from './donors.service';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['donors'];

export const donorsRoutes: FastifyPluginAsyncZod<{
  donors: DonorsService;
  /** Per client address on the public donor search. */
  searchRateLimit: { max: number; windowMs: number };
}> = async (app, { donors, searchRateLimit }) => {
  app.get('/donors/search', {
    config: { access: 'public', rateLimit: { max: searchRateLimit.max, timeWindow: searchRateLimit.windowMs } },
    schema: {
      tags,
      summary: `The search page's donors: available, eligible donors who can give to this blood group, nearest district first (with a district: it and the districts nearest it, ${LIMITS.donorSearchDistricts} in all; without: the division), first name only, no contact details (total in X-Total-Count)`,
      querystring: donorNearSearchQuerySchema,
      response: { 200: donorSearchResultListSchema, ...errorResponses(429), ...errors },
    },
    handler: async (request, reply) => {
      const page = await donors.searchNear(request.query);
      return sendPage(reply, page, (row) => toDonorSearchResult(row, request.query));
    },
  });

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
      return sendPage(reply, page, (row) => toPublicDonor(row, request.query));
    },
  });

  app.get('/request/:id/donors', {
    config: { access: 'signedIn' },
    schema: {
      tags,
      summary:
        "Donors who can give one request's component, nearest its hospital (or point) first with distanceKm, then by compatibility tier, those who declined last; for its requester and staff only (anyone else: no rows, the count in X-Total-Count); phone and e-mail only for the requester while it is open, never of a donor who declined",
      params: idParamsSchema,
      querystring: paginationQuerySchema,
      response: { 200: requestDonorListSchema, ...errors },
    },
    handler: async (request, reply) => {
      const page = await donors.forRequest(requireActor(request), request.params.id, request.query);
      return sendPage(reply, page, (row) => toRequestDonor(row, page.request, page.contact, page.responses));
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
      summary: 'The requests you pledged to as a donor, newest first, with their status (total in X-Total-Count)',
      querystring: donationHistoryQuerySchema,
      response: { 200: requestListSchema, ...errors },
    },
    handler: async (request, reply) => {
      const actor = requireActor(request);
      const page = await donors.history(actor, request.query);
      // The request's named donor is its first: another donor's e-mail is not for a later one.
      return sendPage(reply, page, (row) => toDonationRequest(row, { donorContact: row.donorId === actor.id }));
    },
  });
};
