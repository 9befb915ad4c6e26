import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import type { PaymentsService } from './payments.service';

const UNUSUAL = new Set(['unknown-payment', 'amount-mismatch']);

/**
 * Stripe's webhook, in a scope of its own where JSON bodies stay raw bytes: the signature is made
 * over the exact body Stripe sent, so it is checked before anything parses it.
 */
export const paymentsWebhookRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (app, { payments }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/payments/webhook', {
    config: { access: 'public' },
    schema: {
      tags: ['payments'],
      summary: "Stripe's signed events (payment_intent.succeeded, payment_failed, canceled); others are acknowledged and ignored",
      response: { 200: z.object({ received: z.literal(true) }), ...errorResponses(400, 404) },
    },
    handler: async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const { event, effect } = await payments.handleWebhook(body, typeof signature === 'string' ? signature : undefined);
      const details = { eventId: event.id, type: event.type, effect };
      if (UNUSUAL.has(effect)) request.log.warn(details, 'stripe webhook changed nothing');
      else request.log.info(details, 'stripe webhook');
      return { received: true as const };
    },
  });
};
