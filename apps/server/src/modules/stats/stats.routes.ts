import { insightsQuerySchema, insightsSchema, statsSchema } from '@grant/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import type { InsightsService } from './insights.service';
import type { StatsService } from './stats.service';

export const statsRoutes: FastifyPluginAsyncZod<{ stats: StatsService; insights: InsightsService }> = async (app, { stats, insights }) => {
  app.get('/stats', {
    config: { access: 'admin' },
    schema: {
      tags: ['stats'],
      summary: 'Total requests, users and funding (taka), each with the last 30 days against the 30 before',
      response: { 200: statsSchema, ...errorResponses(401, 403) },
    },
    handler: async () => stats.overview(),
  });

  app.get('/insights', {
    config: { access: 'staff' },
    schema: {
      tags: ['stats'],
      summary:
        "The insights page: every district's open requests now, and the requests created over the last 7, 30 or 90 days (by day and status, " +
        'how many found all their donors, median minutes to the first pledge and to done, by blood group and division), in a division or district if chosen',
      querystring: insightsQuerySchema,
      response: { 200: insightsSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => insights.overview(request.query),
  });
};
