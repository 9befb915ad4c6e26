import { auditEntryListSchema, errorResponseSchema, paginationQuerySchema } from '@grant/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toAuditEntry } from './audit.mapper';
import type { AuditService } from './audit.service';

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get('/audit', {
    config: { access: 'admin' },
    schema: {
      tags: ['audit'],
      summary: 'The audit log of admin actions, newest first (total in X-Total-Count)',
      querystring: paginationQuerySchema,
      response: { 200: auditEntryListSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
    },
    handler: async (request, reply) => {
      const { rows, total } = await audit.list(request.query);
      reply.header('x-total-count', String(total));
      return rows.map(toAuditEntry);
    },
  });
};
