import { DISTRICTS, DIVISIONS, districtListSchema, divisionListSchema } from '@grant/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Bangladesh's divisions and districts: fixed data, cacheable by anyone. */
export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const cacheForADay = 'public, max-age=86400';

  app.get('/division', {
    config: { access: 'public' },
    schema: { tags: ['locations'], summary: 'The 8 divisions', response: { 200: divisionListSchema } },
    handler: async (_request, reply) =>
      reply.header('cache-control', cacheForADay).send(DIVISIONS.map(({ id, name, bnName }) => ({ id, name, bnName }))),
  });

  app.get('/district', {
    config: { access: 'public' },
    schema: { tags: ['locations'], summary: 'The 64 districts, each with its division', response: { 200: districtListSchema } },
    handler: async (_request, reply) =>
      reply
        .header('cache-control', cacheForADay)
        .send(DISTRICTS.map(({ id, divisionId, name, bnName }) => ({ id, divisionId, name, bnName }))),
  });
};
