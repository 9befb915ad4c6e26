import {
  dismissedSchema,
  hiddenSchema,
  hideBodySchema,
  idParamsSchema,
  moderationListSchema,
  moderationQuerySchema,
  reportBodySchema,
  reportedSchema,
} from '@grant/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { sendPage } from '../../lib/paging';
import { requireActor } from '../../plugins/auth';
import { toModerationItem } from './moderation.mapper';
import type { ModerationService } from './moderation.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['moderation'];

/** Reports of requests and the admins' moderation queue (decision 0040). */
export const moderationRoutes: FastifyPluginAsyncZod<{ moderation: ModerationService }> = async (app, { moderation }) => {
  app.post('/request/:id/report', {
    config: { access: 'active' },
    schema: {
      tags,
      summary: 'Reports a request (asks for money, fake, duplicate, other, with a note): once per person, never your own (409 again)',
      params: idParamsSchema,
      body: reportBodySchema,
      response: { 201: reportedSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await moderation.report(requireActor(request), request.params.id, request.body)),
  });

  app.get('/moderation/reports', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'The moderation queue: requests with open reports, the most reported first, each with its reports (total in X-Total-Count)',
      querystring: moderationQuerySchema,
      response: { 200: moderationListSchema, ...errors },
    },
    handler: async (request, reply) => sendPage(reply, await moderation.queue(requireActor(request), request.query), toModerationItem),
  });

  app.post('/moderation/requests/:id/hide', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary:
        'Hides a reported request: it leaves every public list, its reports are upheld, its requester is e-mailed the reason, ' +
        'and a requester with two hidden requests is blocked (audited; 409 when it has no open reports)',
      params: idParamsSchema,
      body: hideBodySchema,
      response: { 200: hiddenSchema, ...errors },
    },
    handler: async (request) => {
      const { hiddenAt, requesterBlocked } = await moderation.hide(requireActor(request), request.params.id, request.body, request.log);
      return { hiddenAt: hiddenAt.toISOString(), requesterBlocked };
    },
  });

  app.post('/moderation/requests/:id/dismiss', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: "Dismisses a request's open reports: it stays listed (audited; 409 when none are open)",
      params: idParamsSchema,
      response: { 200: dismissedSchema, ...errors },
    },
    handler: async (request) => moderation.dismiss(requireActor(request), request.params.id, request.log),
  });
};
