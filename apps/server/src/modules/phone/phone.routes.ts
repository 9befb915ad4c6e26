import { phoneCodeSentSchema, phoneStartSchema, phoneVerifiedSchema, phoneVerifySchema } from '@grant/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { requireActor } from '../../plugins/auth';
import type { PhoneService } from './phone.service';

const errors = errorResponses(400, 401, 403, 409, 429);
const tags = ['donors'];

/** Proving a phone number by a code sent to it, before any SMS alert goes there. */
export const phoneRoutes: FastifyPluginAsyncZod<{ phone: PhoneService }> = async (app, { phone }) => {
  app.post('/donors/me/phone', {
    config: { access: 'active' },
    schema: {
      tags,
      summary:
        'Sends a 6-digit code by SMS to a Bangladeshi mobile number (01XXXXXXXXX or +8801XXXXXXXXX): valid 10 minutes, 3 codes an hour',
      body: phoneStartSchema,
      response: { 202: phoneCodeSentSchema, ...errorResponses(503), ...errors },
    },
    handler: async (request, reply) => {
      const sent = await phone.sendCode(requireActor(request), request.body.phone);
      reply.code(202);
      return sent;
    },
  });

  app.post('/donors/me/phone/verify', {
    config: { access: 'active' },
    schema: {
      tags,
      summary: 'The code from the SMS: the number becomes your verified phone (5 wrong codes spend it)',
      body: phoneVerifySchema,
      response: { 200: phoneVerifiedSchema, ...errors },
    },
    handler: async (request) => phone.verify(requireActor(request), request.body.code),
  });
};
