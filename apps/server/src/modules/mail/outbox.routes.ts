import { errorResponseSchema, outboxMessageListSchema, paginationQuerySchema } from '@grant/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OutboxRepository } from './outbox.repository';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** The e-mails kept instead of sent (no SMTP_URL): how a demo completes a password reset without a mail server. */
export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxRepository }> = async (app, { outbox }) => {
  app.get('/outbox', {
    config: { access: 'admin' },
    schema: {
      tags: ['mail'],
      summary: 'E-mails kept in the outbox (SMTP_URL unset), newest first (total in X-Total-Count)',
      querystring: paginationQuerySchema,
      response: { 200: outboxMessageListSchema, ...errors },
    },
    handler: async (request, reply) => {
      const { page, limit } = request.query;
      const { rows, total } = await outbox.list({ offset: (page - 1) * limit, limit });
      reply.header('x-total-count', String(total));
      return rows.map((row) => ({ _id: row.id, to: row.to, subject: row.subject, text: row.text, createdAt: row.createdAt.toISOString() }));
    },
  });
};
