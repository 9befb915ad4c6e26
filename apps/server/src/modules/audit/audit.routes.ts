import { auditEntryListSchema, paginationQuerySchema } from '@grant/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { sendPage } from '../../lib/paging';
import { toAuditEntry } from './audit.mapper';
import type { AuditService } from './audit.service';

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get('/audit', {
    config: { access: 'admin' },
    schema: {
      tags: ['audit'],
      summary: 'The audit log of admin actions, newest first (total in X-Total-Count)',
      querystring: paginationQuerySchema,
      response: { 200: auditEntryListSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => {
      return sendPage(reply, await audit.list(request.query), toAuditEntry);
    },
  });
};
