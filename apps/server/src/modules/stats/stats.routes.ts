import { statsSchema } from '@grant/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import type { StatsService } from './stats.service';

export const statsRoutes: FastifyPluginAsyncZod<{ stats: StatsService }> = async (app, { stats }) => {
  app.get('/stats', {
    config: { access: 'admin' },
    schema: {
      tags: ['stats'],
      summary: 'Total requests, users and funding (taka), each with the last 30 days against the 30 before',
      response: { 200: statsSchema, ...errorResponses(401, 403) },
    },
    handler: async () => stats.overview(),
  });
};
