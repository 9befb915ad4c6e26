import { contactMessageBodySchema, contactMessageListSchema, insertedIdSchema, paginationQuerySchema } from '@grant/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { sendPage } from '../../lib/paging';
import { toContactMessage } from './contact.mapper';
import type { ContactService } from './contact.service';

export interface ContactRoutesOptions {
  contact: ContactService;
  /** Per client address: the form is open to anyone, so it is the one thing between it and a flood. */
  rateLimit: { max: number; windowMs: number };
}

const errors = errorResponses(400, 401, 403);

export const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (app, { contact, rateLimit }) => {
  app.post('/contact', {
    config: { access: 'public', rateLimit: { max: rateLimit.max, timeWindow: rateLimit.windowMs } },
    schema: {
      tags: ['contact'],
      summary: 'Send a message to the organisation (the contact form of the home page)',
      body: contactMessageBodySchema,
      response: { 201: insertedIdSchema, ...errorResponses(429), ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await contact.send(request.body)),
  });

  app.get('/contact', {
    config: { access: 'admin' },
    schema: {
      tags: ['contact'],
      summary: 'Messages sent through the contact form, newest first (total in X-Total-Count)',
      querystring: paginationQuerySchema,
      response: { 200: contactMessageListSchema, ...errors },
    },
    handler: async (request, reply) => {
      return sendPage(reply, await contact.list(request.query), toContactMessage);
    },
  });
};
