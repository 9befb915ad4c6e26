import { deletedCountSchema, pushKeySchema, pushSubscribedSchema, pushSubscriptionSchema, pushUnsubscribeSchema } from '@grant/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { requireActor } from '../../plugins/auth';
import type { PushService } from './push.service';

const errors = errorResponses(400, 401, 403);
const tags = ['push'];

/** Web Push (decision 0026): the server's VAPID key, and the browsers' subscriptions. */
export const pushRoutes: FastifyPluginAsyncZod<{ push: PushService }> = async (app, { push }) => {
  app.get('/push/key', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: "The server's VAPID public key (base64url): the applicationServerKey a browser subscribes with",
      response: { 200: pushKeySchema },
    },
    handler: async () => ({ publicKey: push.publicKey() }),
  });

  app.post('/push/subscriptions', {
    config: { access: 'signedIn' },
    schema: {
      tags,
      summary:
        "Turns alerts on for this browser: its PushSubscription (endpoint https; the same endpoint again is updated and becomes the caller's)",
      body: pushSubscriptionSchema,
      response: { 201: pushSubscribedSchema, ...errors },
    },
    handler: async (request, reply) => {
      reply.code(201);
      return push.subscribe(requireActor(request), request.body);
    },
  });

  app.delete('/push/subscriptions', {
    config: { access: 'signedIn' },
    schema: {
      tags,
      summary: "Turns alerts off for this browser: deletes the caller's subscription with this endpoint",
      body: pushUnsubscribeSchema,
      response: { 200: deletedCountSchema, ...errors },
    },
    handler: async (request) => push.unsubscribe(requireActor(request), request.body.endpoint),
  });
};
