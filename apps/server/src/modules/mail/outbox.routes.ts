import { outboxMessageListSchema, outboxQuerySchema } from '@grant/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { sendPage, windowOf } from '../../lib/paging';
import type { OutboxRepository } from './outbox.repository';

const errors = errorResponses(400, 401, 403);

/** The e-mails and SMS kept instead of sent (no SMTP_URL, no SMS provider): how a demo completes a password reset or a phone check offline. */
export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxRepository }> = async (app, { outbox }) => {
  app.get('/outbox', {
    config: { access: 'admin' },
    schema: {
      tags: ['mail'],
      summary:
        'E-mails (SMTP_URL unset) and SMS (no SMS provider) kept in the outbox, newest first, of one channel if asked (total in X-Total-Count)',
      querystring: outboxQuerySchema,
      response: { 200: outboxMessageListSchema, ...errors },
    },
    handler: async (request, reply) => {
      const { channel } = request.query;
      return sendPage(reply, await outbox.list({ ...windowOf(request.query), channel }), (row) => ({
        _id: row.id,
        channel: row.channel,
        to: row.to,
        subject: row.subject,
        text: row.text,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  });
};
