import {
  authResponseSchema,
  loginTwoFactorBodySchema,
  noContentSchema,
  recoveryCodesSchema,
  twoFactorCodeBodySchema,
  twoFactorDisableSchema,
  twoFactorProofSchema,
  twoFactorSetupBodySchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@grant/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { errorResponses } from '../../lib/error-responses';
import { requireActor } from '../../plugins/auth';
import type { AuthService } from '../auth/auth.service';
import { toSessionUser } from '../users/user.mapper';
import type { TwoFactorService } from './two-factor.service';

export interface TwoFactorRoutesOptions {
  twoFactor: TwoFactorService;
  auth: AuthService;
  config: AppConfig;
}

const errors = errorResponses(400, 401, 403, 409, 429);

/** Two-factor sign-in with TOTP (RFC 6238): enrolment on the profile, and the second step of sign-in. */
export const twoFactorRoutes: FastifyPluginAsyncZod<TwoFactorRoutesOptions> = async (app, { twoFactor, auth, config }) => {
  // Every attempt at a code counts, per address (and per challenge, in the service).
  const codeRateLimit = { max: config.twoFactorRateLimit.max, timeWindow: config.twoFactorRateLimit.windowMs };

  app.get('/auth/2fa', {
    config: { access: 'signedIn' },
    schema: { tags: ['auth'], summary: 'Whether two-factor sign-in is on', response: { 200: twoFactorStatusSchema, ...errors } },
    handler: async (request) => twoFactor.status(requireActor(request)),
  });

  app.post('/auth/2fa/setup', {
    // It checks the password: limited like every other guess.
    config: { access: 'signedIn', rateLimit: codeRateLimit },
    schema: {
      tags: ['auth'],
      summary: 'Start enrolment, with the current password again: a new secret, its otpauth:// URL and a QR code',
      body: twoFactorSetupBodySchema.nullish(),
      response: { 200: twoFactorSetupSchema, ...errors },
    },
    handler: async (request) => twoFactor.setup(requireActor(request), request.body ?? {}),
  });

  app.post('/auth/2fa/enable', {
    config: { access: 'signedIn', rateLimit: codeRateLimit },
    schema: {
      tags: ['auth'],
      summary: 'Finish enrolment with a current code; answers 10 single-use recovery codes, shown once',
      body: twoFactorCodeBodySchema,
      response: { 200: recoveryCodesSchema, ...errors },
    },
    handler: async (request) => twoFactor.enable(requireActor(request), request.body.code),
  });

  app.post('/auth/2fa/disable', {
    config: { access: 'signedIn', rateLimit: codeRateLimit },
    schema: {
      tags: ['auth'],
      summary: 'Turn two-factor sign-in off, with a current code or the password',
      body: twoFactorDisableSchema,
      response: { 204: noContentSchema, ...errors },
    },
    handler: async (request, reply) => {
      await twoFactor.disable(requireActor(request), request.body);
      return reply.status(204).send(null);
    },
  });

  app.post('/auth/2fa/recovery-codes', {
    config: { access: 'signedIn', rateLimit: codeRateLimit },
    schema: {
      tags: ['auth'],
      summary: 'New recovery codes, with a current code or the password; the earlier ones stop working',
      body: twoFactorProofSchema,
      response: { 200: recoveryCodesSchema, ...errors },
    },
    handler: async (request) => twoFactor.regenerateRecoveryCodes(requireActor(request), request.body),
  });

  app.post('/auth/login/2fa', {
    config: { access: 'public', rateLimit: codeRateLimit },
    schema: {
      tags: ['auth'],
      summary: 'Second step of sign-in: the challenge and a TOTP or recovery code',
      body: loginTwoFactorBodySchema,
      response: { 200: authResponseSchema, ...errors },
    },
    handler: async (request) => {
      const userId = await twoFactor.completeChallenge(request.body.challenge, request.body.code, request.log);
      const session = await auth.startSessionFor(userId, request.headers['user-agent']);
      return { token: session.token, user: toSessionUser(session.user) };
    },
  });
};
