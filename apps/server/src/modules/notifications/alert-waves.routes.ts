import { alertWavesSchema, idParamsSchema, sentAlertWaveSchema } from '@grant/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { requireActor } from '../../plugins/auth';
import type { AlertWavesService } from './alert-waves.service';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['notifications'];

/** The alert waves of one request (decision 0025): what went out, and staff's "send next wave now". */
export const alertWavesRoutes: FastifyPluginAsyncZod<{ waves: AlertWavesService }> = async (app, { waves }) => {
  app.get('/request/:id/waves', {
    config: { access: 'signedIn' },
    schema: {
      tags,
      summary: 'The alert waves a request sent, how many donors each reached, and when the next goes (the requester or staff)',
      params: idParamsSchema,
      response: { 200: alertWavesSchema, ...errors },
    },
    handler: async (request) => waves.list(requireActor(request), request.params.id),
  });

  app.post('/request/:id/waves', {
    config: { access: 'staff' },
    schema: {
      tags,
      summary: 'Send the next alert wave of a pending request now (volunteers and admins); 409 when it has its donors or nobody is left',
      params: idParamsSchema,
      response: { 201: sentAlertWaveSchema, ...errorResponses(409), ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await waves.sendNextNow(requireActor(request), request.params.id)),
  });
};
