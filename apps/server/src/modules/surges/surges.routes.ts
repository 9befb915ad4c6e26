import { idParamsSchema, startSurgeBodySchema, surgeListSchema, surgeSchema } from '@grant/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { requireActor } from '../../plugins/auth';
import type { SurgesService } from './surges.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['surges'];

/** Dengue surges (issue 48): the live ones for everyone, start and end for admins. */
export const surgesRoutes: FastifyPluginAsyncZod<{ surges: SurgesService }> = async (app, { surges }) => {
  app.get('/surges', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'The live dengue surges, each with the blood groups of the open platelet requests it covers',
      response: { 200: surgeListSchema, ...errors },
    },
    handler: async () => surges.list(),
  });

  app.post('/surges', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary:
        'An admin starts a dengue surge for a district (or, without one, the whole country) for some hours; 409 when one is on there',
      body: startSurgeBodySchema,
      response: { 201: surgeSchema, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await surges.start(requireActor(request), request.body, request.log)),
  });

  app.post('/surges/:id/end', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'An admin ends a live dengue surge; 409 when it has ended already',
      params: idParamsSchema,
      response: { 200: surgeSchema, ...errors },
    },
    handler: async (request) => surges.end(requireActor(request), request.params.id, request.log),
  });
};
