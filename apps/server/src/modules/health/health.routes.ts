import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.object({ engine: z.string(), up: z.boolean() }) });

export const healthRoutes: FastifyPluginAsyncZod<{ engine: string; ping: () => Promise<boolean> }> = async (app, { engine, ping }) => {
  app.get('/health', {
    config: { access: 'public' },
    schema: { tags: ['health'], summary: 'Liveness and the database state', response: { 200: healthSchema, 503: healthSchema } },
    handler: async (_request, reply) => {
      const up = await ping();
      return reply.status(up ? 200 : 503).send({ status: up ? 'ok' : 'degraded', database: { engine, up } });
    },
  });
};
