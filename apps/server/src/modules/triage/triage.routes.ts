import {
  idParamsSchema,
  noContentSchema,
  reassignBodySchema,
  TRIAGE_TEXTS,
  triageHandlerChoiceListSchema,
  triageHandlerSchema,
  triageItemSchema,
  triageListSchema,
  triageQuerySchema,
} from '@grant/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notAcceptable } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { sendPage } from '../../lib/paging';
import { requireActor } from '../../plugins/auth';
import { EVENT_STREAM, streamBoardChanges } from './board-events';
import { toHandlerChoice, toTriageHandler, toTriageItem } from './triage.mapper';
import type { TriageService } from './triage.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['triage'];

export interface TriageRoutesOptions {
  triage: TriageService;
  /** The headers every answer carries (plugins/security.ts): the event stream is written past the hooks that add them. */
  securityHeaders: Record<string, string>;
}

export const triageRoutes: FastifyPluginAsyncZod<TriageRoutesOptions> = async (app, { triage, securityHeaders }) => {
  // A stream never ends by itself: the server ends the open ones when it closes, or closing would wait for them.
  const streams = new Set<{ end: () => void }>();
  app.addHook('preClose', (done) => {
    for (const stream of streams) stream.end();
    done();
  });

  app.get('/triage', {
    config: { access: 'staff' },
    schema: {
      tags,
      summary:
        'The triage board: open requests (pending, or in progress without all their donors), critical first, then the soonest needed, then the oldest; ' +
        'filters division, district, blood, urgency; by page (total in X-Total-Count)',
      querystring: triageQuerySchema,
      response: { 200: triageListSchema, ...errors },
    },
    handler: async (request, reply) => sendPage(reply, await triage.list(request.query), toTriageItem),
  });

  app.get('/triage/handlers', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Whom an admin may give a request to: the active volunteers and admins, by name (at most 500)',
      response: { 200: triageHandlerChoiceListSchema, ...errors },
    },
    handler: async (request) => (await triage.handlers(requireActor(request))).map(toHandlerChoice),
  });

  app.get('/triage/:id', {
    config: { access: 'staff' },
    schema: {
      tags,
      summary: "One request as the board shows it (open or not), with who handles it: the call sheet's heading",
      params: idParamsSchema,
      response: { 200: triageItemSchema, ...errors },
    },
    handler: async (request) => toTriageItem(await triage.one(request.params.id)),
  });

  app.get('/triage/events', {
    config: { access: 'staff' },
    schema: {
      tags,
      summary:
        'Server-sent events: `change` after any change that may move the board (a request, its donors, a claim; on any server process), at most every 300 ms. ' +
        'The stream ends after 10 minutes; open it again. Asked for without `Accept: text/event-stream`, it answers 406.',
      response: { ...errors, ...errorResponses(406) },
    },
    handler: (request, reply) => {
      // A stream stays open: only a client that asks for one gets it (a plain GET, or a test calling every route, is answered at once).
      if (!request.headers.accept?.includes(EVENT_STREAM)) throw notAcceptable(TRIAGE_TEXTS.eventStreamOnly);
      const stream = streamBoardChanges(reply, triage.onBoardChange, securityHeaders);
      streams.add(stream);
      void stream.ended.then(() => streams.delete(stream));
    },
  });

  app.post('/triage/:id/claim', {
    config: { access: 'staff' },
    schema: {
      tags,
      summary: "I'm handling this: the caller takes an open request (409 when someone else has it)",
      params: idParamsSchema,
      response: { 200: triageHandlerSchema, ...errors },
    },
    handler: async (request) => toTriageHandler(await triage.claim(requireActor(request), request.params.id)),
  });

  app.delete('/triage/:id/claim', {
    config: { access: 'staff' },
    schema: {
      tags,
      summary: 'Releases a request: the volunteer handling it, or an admin',
      params: idParamsSchema,
      response: { 204: noContentSchema, ...errors },
    },
    handler: async (request, reply) => {
      await triage.release(requireActor(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.put('/triage/:id/claim', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'An admin gives an open request to an active volunteer or admin (audited)',
      params: idParamsSchema,
      body: reassignBodySchema,
      response: { 200: triageHandlerSchema, ...errors },
    },
    handler: async (request) =>
      toTriageHandler(await triage.reassign(requireActor(request), request.params.id, request.body.userId, request.log)),
  });
};
