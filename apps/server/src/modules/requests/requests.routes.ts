import {
  createRequestBodySchema,
  declineResultSchema,
  deletedCountSchema,
  donationRequestSchema,
  emailParamsSchema,
  idParamsSchema,
  ifMatchHeadersSchema,
  insertedIdSchema,
  MESSAGES,
  modifiedCountSchema,
  ownRequestsQuerySchema,
  paginationQuerySchema,
  publicRequestListSchema,
  type RequestStatus,
  requestListSchema,
  requestResponsesSchema,
  type SearchQuery,
  searchQuerySchema,
  statusFilterQuerySchema,
  updateRequestBodySchema,
  verifiedSchema,
} from '@grant/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequestLimits } from '../../config';
import { errorResponses } from '../../lib/error-responses';
import { versionOf } from '../../lib/if-match';
import { sendPage } from '../../lib/paging';
import { requireActor } from '../../plugins/auth';
import { shownTo, toPublicRequest } from './request.mapper';
import { requestsPolicy } from './requests.policy';
import type { RequestsService } from './requests.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['requests'];

/** GET /request takes the same query as a requester's own list: page, limit and an optional status. */
const allRequestsQuerySchema = ownRequestsQuerySchema;

export interface RequestsRoutesOptions {
  requests: RequestsService;
  limits: RequestLimits;
}

export const requestsRoutes: FastifyPluginAsyncZod<RequestsRoutesOptions> = async (app, { requests, limits }) => {
  app.post('/request', {
    config: {
      access: 'active',
      // Per account (one token once made 677 requests in 4 s), counted once the body is valid.
      rateLimit: {
        hook: 'preHandler',
        timeWindow: limits.windowMs,
        max: (request) => requestsPolicy.creationLimitOf(request.actor, limits.perWindow),
        keyGenerator: (request) => `request-create:${request.actor?.id ?? request.ip}`,
        errorResponseBuilder: (_request, context) => ({
          statusCode: context.statusCode,
          error: 'Too Many Requests',
          message: MESSAGES.tooManyRequestsCreated,
        }),
      },
    },
    schema: {
      tags,
      summary: 'Create a donation request (name, email and status are set by the server; limited per account)',
      body: createRequestBodySchema,
      response: { 201: insertedIdSchema, ...errors, ...errorResponses(429) },
    },
    handler: async (request, reply) => reply.status(201).send(await requests.create(requireActor(request), request.body)),
  });

  app.get('/request/:email', {
    config: {
      access: 'signedIn',
      callerAnswerTags: (request) =>
        requests.answerTags.ownList(
          requireActor(request),
          (request.params as { email: string }).email,
          (request.query as { status?: RequestStatus }).status,
        ),
    },
    schema: {
      tags,
      summary: "A requester's requests, newest first (your own, or anyone's for staff; total in X-Total-Count)",
      params: emailParamsSchema,
      querystring: ownRequestsQuerySchema,
      response: { 200: requestListSchema, ...errors },
    },
    handler: async (request, reply) =>
      sendPage(
        reply,
        await requests.listOfRequester(requireActor(request), request.params.email, request.query),
        shownTo(requireActor(request)),
      ),
  });

  app.get('/request', {
    config: { access: 'staff' },
    schema: {
      tags,
      summary: 'All requests, newest first, optionally of one status (total in X-Total-Count)',
      querystring: allRequestsQuerySchema,
      response: { 200: requestListSchema, ...errors },
    },
    handler: async (request, reply) => sendPage(reply, await requests.listAll(request.query), shownTo(requireActor(request))),
  });

  app.get('/request/man/:id', {
    config: { access: 'signedIn' },
    schema: {
      tags,
      summary: 'One request with all its details',
      params: idParamsSchema,
      response: { 200: donationRequestSchema, ...errors },
    },
    handler: async (request) => {
      const actor = requireActor(request);
      const [found, yourResponse] = await Promise.all([
        requests.reachable(actor, request.params.id),
        requests.responseOf(actor, request.params.id),
      ]);
      const hospital = await requests.hospitalOf(found);
      // Object.assign, not a spread: see toDonationRequest (request.mapper.ts).
      return Object.assign(shownTo(actor)(found), {
        verifiedAt: found.verifiedAt?.toISOString() ?? null,
        yourResponse,
        ...(hospital ? { hospital } : {}),
      });
    },
  });

  /** A donor's answer to a request, and the answers a requester (or staff) reads: each on the request's id. */
  const answers = [
    [
      'POST',
      '/request/:id/decline',
      'active',
      '"Not this time": you are not asked about this request again (again is the same; 409 once you pledged)',
      declineResultSchema,
      requests.decline,
    ],
    [
      'GET',
      '/request/:id/responses',
      'signedIn',
      "Who answered a request: notified, declined and pledged donors (the requester's or staff's)",
      requestResponsesSchema,
      requests.responses,
    ],
  ] as const;
  for (const [method, url, access, summary, answer, action] of answers) {
    app.route({
      method,
      url,
      config: { access },
      schema: { tags, summary, params: idParamsSchema, response: { 200: answer, ...errors } },
      handler: async (request) => action(requireActor(request), request.params.id),
    });
  }

  app.post('/request/:id/verify', {
    config: { access: 'staff' },
    schema: {
      tags,
      summary: 'A volunteer or admin checked the request with the hospital: marked once, audited (409 when it already is)',
      params: idParamsSchema,
      response: { 200: verifiedSchema, ...errors },
    },
    handler: async (request) => {
      const { verifiedAt } = await requests.verify(requireActor(request), request.params.id, request.log);
      return { verifiedAt: verifiedAt.toISOString() };
    },
  });

  app.get('/pending', {
    config: { access: 'public', answerTags: requests.answerTags.pending },
    schema: {
      tags,
      summary: 'Pending requests, newest first, public columns only (total in X-Total-Count)',
      querystring: paginationQuerySchema,
      response: { 200: publicRequestListSchema, ...errors },
    },
    handler: async (request, reply) => sendPage(reply, await requests.listPending(request.query), toPublicRequest),
  });

  app.get('/pending/all', {
    config: { access: 'signedIn' },
    schema: {
      tags,
      summary: "Requests of one status: your own (user = your email), or anyone's or everyone's for staff",
      querystring: statusFilterQuerySchema,
      response: { 200: requestListSchema, ...errors },
    },
    handler: async (request, reply) =>
      sendPage(reply, await requests.filter(requireActor(request), request.query), shownTo(requireActor(request))),
  });

  app.get('/search', {
    config: { access: 'public', answerTags: (request) => requests.answerTags.search(request.query as SearchQuery) },
    schema: {
      tags,
      summary: 'Requests by blood group and division, and district if given; public columns only',
      querystring: searchQuerySchema,
      response: { 200: publicRequestListSchema, ...errors },
    },
    handler: async (request, reply) => sendPage(reply, await requests.search(request.query), toPublicRequest),
  });

  /** The status changes of a request: each a PATCH on its id, answered with `modifiedCount`. */
  const statusChanges = [
    [
      '/request/:id',
      'Confirm a donation: you pledge one of the bags of a pending request; the last pledge makes it inprogress',
      requests.confirm,
    ],
    ['/request/done/:id', 'Mark a request in progress as done (the requester or staff)', requests.markDone],
    ['/request/cancel/:id', 'Mark a request in progress as canceled (the requester or staff)', requests.markCanceled],
  ] as const;
  for (const [url, summary, change] of statusChanges) {
    app.patch(url, {
      config: { access: 'active' },
      schema: { tags, summary, params: idParamsSchema, response: { 200: modifiedCountSchema, ...errors } },
      handler: async (request) => change(requireActor(request), request.params.id),
    });
  }

  app.patch('/update/:id', {
    config: { access: 'active' },
    schema: {
      tags,
      summary: 'Edit a pending or inprogress request (the requester or staff); with If-Match (its updatedAt), 412 if it changed since',
      params: idParamsSchema,
      headers: ifMatchHeadersSchema,
      body: updateRequestBodySchema,
      response: { 200: modifiedCountSchema, ...errorResponses(412), ...errors },
    },
    handler: async (request) => requests.update(requireActor(request), request.params.id, request.body, versionOf(request.headers)),
  });

  app.delete('/delete/:id', {
    config: { access: 'active' },
    schema: {
      tags,
      summary: 'Delete a request (the requester or an admin)',
      params: idParamsSchema,
      response: { 200: deletedCountSchema, ...errors },
    },
    handler: async (request) => requests.remove(requireActor(request), request.params.id, request.log),
  });
};
