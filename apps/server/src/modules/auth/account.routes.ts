import { changePasswordSchema, noContentSchema, revokedCountSchema, sessionIdParamsSchema, sessionListSchema } from '@grant/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { errorResponses } from '../../lib/error-responses';
import { passwordCheckLimit } from '../../lib/password-check-limit';
import { requireActor } from '../../plugins/auth';
import type { AccountService } from './account.service';

export interface AccountRoutesOptions {
  account: AccountService;
  config: AppConfig;
}

const errors = errorResponses(400, 401, 403, 429);

/** The caller's own signed-in devices and password. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, { account, config }) => {
  app.get('/auth/sessions', {
    config: { access: 'signedIn' },
    schema: { tags: ['auth'], summary: 'Your signed-in devices', response: { 200: sessionListSchema, ...errors } },
    handler: async (request) => account.listSessions(requireActor(request)),
  });

  app.delete('/auth/sessions/:id', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['auth'],
      summary: 'Sign out one of your devices (another user’s session answers 404)',
      params: sessionIdParamsSchema,
      response: { 204: noContentSchema, ...errorResponses(404), ...errors },
    },
    handler: async (request, reply) => {
      await account.revokeSession(requireActor(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.post('/auth/sessions/revoke-others', {
    config: { access: 'signedIn' },
    schema: { tags: ['auth'], summary: 'Sign out every other device', response: { 200: revokedCountSchema, ...errors } },
    handler: async (request) => ({ deletedCount: await account.revokeOtherSessions(requireActor(request)) }),
  });

  app.post('/auth/password', {
    config: {
      access: 'signedIn',
      rateLimit: passwordCheckLimit(config, 'password'),
    },
    schema: {
      tags: ['auth'],
      summary: 'Change your password (every other session ends)',
      body: changePasswordSchema,
      response: { 200: revokedCountSchema, ...errors },
    },
    handler: async (request) => ({ deletedCount: await account.changePassword(requireActor(request), request.body) }),
  });
};
