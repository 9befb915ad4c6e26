import {
  callRecordedSchema,
  callRecordSchema,
  callSheetDonorListSchema,
  callSheetQuerySchema,
  donorNumberSchema,
  donorParamsSchema,
  idParamsSchema,
} from '@grant/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { sendPage } from '../../lib/paging';
import { requireActor } from '../../plugins/auth';
import type { CallSheetService } from './call-sheet.service';
import { toCallSheetDonor, toDonorCall } from './triage.mapper';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['triage'];

export const callSheetRoutes: FastifyPluginAsyncZod<{ callSheet: CallSheetService }> = async (app, { callSheet }) => {
  app.get('/triage/:id/calls', {
    config: { access: 'staff' },
    schema: {
      tags,
      summary:
        "A request's call sheet: its matching donors nearest first, whether each agreed to volunteers' calls, their newest call here and in the last 6 hours anywhere, " +
        'and whether they pledged; no numbers (total in X-Total-Count)',
      params: idParamsSchema,
      querystring: callSheetQuerySchema,
      response: { 200: callSheetDonorListSchema, ...errors },
    },
    handler: async (request, reply) => sendPage(reply, await callSheet.sheet(request.params.id, request.query), toCallSheetDonor),
  });

  app.post('/triage/:id/calls/:donorId/number', {
    config: { access: 'staff' },
    schema: {
      tags,
      summary:
        "A donor's number, for the volunteer handling the request or an admin, only of a matching donor who agreed to be called; each look is in the audit log",
      params: donorParamsSchema,
      response: { 200: donorNumberSchema, ...errors },
    },
    handler: async (request) => callSheet.revealNumber(requireActor(request), request.params.id, request.params.donorId, request.log),
  });

  app.post('/triage/:id/calls', {
    config: { access: 'staff' },
    schema: {
      tags,
      summary:
        "Records a call's outcome (the handler or an admin); with outcome 'agreed' and recordPledge, the donor's pledge too, marked as recorded by staff (409 when the request has all its donors)",
      params: idParamsSchema,
      body: callRecordSchema,
      response: { 201: callRecordedSchema, ...errors },
    },
    handler: async (request, reply) => {
      const { call, pledged } = await callSheet.record(requireActor(request), request.params.id, request.body);
      return reply.status(201).send({ call: toDonorCall(call), pledged });
    },
  });
};
