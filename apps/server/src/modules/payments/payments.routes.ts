import {
  adminPaymentListSchema,
  createPaymentBodySchema,
  createPaymentResponseSchema,
  idempotencyKeySchema,
  idParamsSchema,
  PAYMENT_TEXTS,
  paymentConfigSchema,
  paymentListQuerySchema,
  paymentListSchema,
  paymentSchema,
  paymentTotalsSchema,
} from '@grant/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { sendPage } from '../../lib/paging';
import { requireActor } from '../../plugins/auth';
import { toAdminPayment, toPayment } from './payment.mapper';
import type { PaymentsService } from './payments.service';
import { paymentsWebhookRoutes } from './payments.webhook.routes';

export interface PaymentsRoutesOptions {
  payments: PaymentsService;
  rateLimit: { max: number; windowMs: number };
}

const errors = errorResponses(400, 401, 403, 404);
const tags = ['payments'];

/** The optional Idempotency-Key header, checked by hand: a headers schema would replace request.headers. */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(raw);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? PAYMENT_TEXTS.keyInvalid);
  return parsed.data;
}

export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (app, { payments, rateLimit }) => {
  app.get('/payments/config', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'The payment provider (offline test or Stripe), whether it is test mode, and the amount rules',
      response: { 200: paymentConfigSchema },
    },
    handler: async () => payments.config(),
  });

  app.post('/payments', {
    config: { access: 'public', rateLimit: { max: rateLimit.max, timeWindow: rateLimit.windowMs } },
    schema: {
      tags,
      summary:
        'Give an amount in whole taka (anyone; attributed when signed in). Test provider: with the card, settled at once (402 with the ' +
        "provider's message when declined). Stripe: without a card, answers Stripe.js's client secret. An Idempotency-Key header " +
        'makes a repeated request answer the first payment.',
      body: createPaymentBodySchema,
      response: {
        201: createPaymentResponseSchema,
        ...errorResponses(402, 409, 429, 503),
        ...errors,
      },
    },
    handler: async (request, reply) => {
      const { payment, clientSecret } = await payments.create(request.actor, request.body, idempotencyKeyOf(request));
      request.log.info({ paymentId: payment.id, provider: payment.provider, status: payment.status }, 'payment');
      return reply.status(201).send({ payment: toPayment(payment), clientSecret });
    },
  });

  app.get('/payments/mine', {
    config: { access: 'signedIn' },
    schema: {
      tags,
      summary: 'Your own payments, newest first (total in X-Total-Count)',
      querystring: paymentListQuerySchema,
      response: { 200: paymentListSchema, ...errors },
    },
    handler: async (request, reply) => sendPage(reply, await payments.listOwn(requireActor(request), request.query), toPayment),
  });

  app.get('/payments/mine/totals', {
    config: { access: 'signedIn' },
    schema: {
      tags,
      summary: 'What you have given: the sum of your succeeded payments, and per month over the last year',
      response: { 200: paymentTotalsSchema, ...errors },
    },
    handler: async (request) => payments.ownTotals(requireActor(request)),
  });

  app.get('/payments', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Every payment with its payer, newest first, optionally of one status (total in X-Total-Count)',
      querystring: paymentListQuerySchema,
      response: { 200: adminPaymentListSchema, ...errors },
    },
    handler: async (request, reply) => sendPage(reply, await payments.listAll(request.query), toAdminPayment),
  });

  app.get('/payments/totals', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'All funding: the sum of succeeded payments, and per month (Dhaka time) over the last year',
      response: { 200: paymentTotalsSchema, ...errors },
    },
    handler: async () => payments.allTotals(),
  });

  app.get('/payments/:id', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: "A payment's receipt: an anonymous gift to whoever has its id, an attributed one to its payer and admins",
      params: idParamsSchema,
      response: { 200: paymentSchema, ...errors },
    },
    handler: async (request) => toPayment(await payments.receipt(request.actor, request.params.id)),
  });

  await app.register(paymentsWebhookRoutes, { payments });
};
