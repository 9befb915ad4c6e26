import { PASSWORD_RESET_MESSAGES, passwordResetAnswerSchema, passwordResetConfirmSchema, passwordResetRequestSchema } from '@grant/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { errorResponses } from '../../lib/error-responses';
import { extraRateLimit } from '../../plugins/extra-rate-limit';
import type { PasswordResetService } from './password-reset.service';

export interface PasswordResetRoutesOptions {
  passwordReset: PasswordResetService;
  config: AppConfig;
}

const errors = errorResponses(400, 429);

const emailOf = (request: FastifyRequest) => String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase();

export const passwordResetRoutes: FastifyPluginAsyncZod<PasswordResetRoutesOptions> = async (app, { passwordReset, config }) => {
  const limits = config.passwordResetRateLimit;

  app.post('/auth/password-reset', {
    config: {
      access: 'public',
      // Per address and account: one account cannot be flooded with e-mails, even from many addresses.
      rateLimit: {
        max: limits.perEmail.max,
        timeWindow: limits.perEmail.windowMs,
        hook: 'preHandler',
        keyGenerator: (request) => `reset-email:${emailOf(request)}`,
      },
    },
    preHandler: extraRateLimit(app, { ...limits.perIp, key: (request) => `reset-ip:${request.ip}` }),
    schema: {
      tags: ['auth'],
      summary: 'Ask for a password reset link by e-mail (the same answer whether or not the address has an account)',
      body: passwordResetRequestSchema,
      response: { 202: passwordResetAnswerSchema, ...errors },
    },
    handler: async (request, reply) => {
      passwordReset.request(request.body.email, config.publicUrl, (error) =>
        request.log.error({ err: error }, 'password reset e-mail not sent'),
      );
      return reply.status(202).send({ message: PASSWORD_RESET_MESSAGES.requested });
    },
  });

  app.post('/auth/password-reset/confirm', {
    config: {
      access: 'public',
      rateLimit: {
        max: limits.confirmPerIp.max,
        timeWindow: limits.confirmPerIp.windowMs,
        keyGenerator: (request) => `reset-confirm-ip:${request.ip}`,
      },
    },
    schema: {
      tags: ['auth'],
      summary: 'Choose a new password with the token of a reset link (ends every session of the account)',
      body: passwordResetConfirmSchema,
      response: { 200: passwordResetAnswerSchema, ...errors },
    },
    handler: async (request) => {
      await passwordReset.confirm(request.body.token, request.body.password);
      return { message: PASSWORD_RESET_MESSAGES.done };
    },
  });
};
