import {
  areaListQuerySchema,
  areaListSchema,
  createHospitalBodySchema,
  hospitalListQuerySchema,
  hospitalListSchema,
  hospitalSchema,
} from '@grant/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { sendPage } from '../../lib/paging';
import { requireActor } from '../../plugins/auth';
import { toArea, toHospital } from './place.mapper';
import type { PlacesService } from './places.service';

const errors = errorResponses(400, 401, 403, 409);
const tags = ['places'];

/** The hospital directory and the areas donors live in (issue 48); public lists, kept like the others. */
export const placesRoutes: FastifyPluginAsyncZod<{ places: PlacesService }> = async (app, { places }) => {
  app.get('/hospitals', {
    config: { access: 'public', answerTags: places.answerTags.hospitals },
    schema: {
      tags,
      summary:
        'The hospital directory by division and district, and by a part of its name in English or Bangla (best matches first, then by name)',
      querystring: hospitalListQuerySchema,
      response: { 200: hospitalListSchema, ...errors },
    },
    handler: async (request, reply) => sendPage(reply, await places.listHospitals(request.query), toHospital),
  });

  app.post('/hospitals', {
    config: { access: 'staff' },
    schema: {
      tags,
      summary: 'A volunteer or admin adds a hospital the directory lacks (409 for the same name in the same district)',
      body: createHospitalBodySchema,
      response: { 201: hospitalSchema, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(toHospital(await places.createHospital(requireActor(request), request.body))),
  });

  app.get('/areas', {
    config: { access: 'public', answerTags: places.answerTags.areas },
    schema: {
      tags,
      summary: "A district's upazilas and city thanas, by name, each with its centre",
      querystring: areaListQuerySchema,
      response: { 200: areaListSchema, ...errors },
    },
    handler: async (request) => (await places.areasOf(request.query.district)).map(toArea),
  });
};
