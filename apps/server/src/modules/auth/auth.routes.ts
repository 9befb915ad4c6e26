import {
  ACCOUNT_TEXTS,
  authResponseSchema,
  ifMatchHeadersSchema,
  jwtBodySchema,
  loginBodySchema,
  loginResponseSchema,
  noContentSchema,
  profileUpdateSchema,
  registerFieldsSchema,
  sessionUserSchema,
  tokenResponseSchema,
} from '@grant/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { badRequest, forbidden } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { versionOf } from '../../lib/if-match';
import { requireActor } from '../../plugins/auth';
import { extraRateLimit } from '../../plugins/extra-rate-limit';
import { readMultipartForm } from '../../plugins/multipart-form';
import type { UploadsService } from '../uploads/uploads.service';
import { toSessionUser } from '../users/user.mapper';
import type { UsersService } from '../users/users.service';
import type { AuthService } from './auth.service';

export interface AuthRoutesOptions {
  auth: AuthService;
  users: UsersService;
  uploads: UploadsService;
  config: AppConfig;
}

const errors = errorResponses(400, 401, 403, 429);

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, users, uploads, config }) => {
  app.post('/auth/register', {
    config: {
      access: 'public',
      rateLimit: { max: config.registerRateLimit.max, timeWindow: config.registerRateLimit.windowMs },
    },
    schema: {
      tags: ['auth'],
      summary: 'Create an account (multipart: the fields and the profile photo `image`)',
      consumes: ['multipart/form-data'],
      response: { 201: authResponseSchema, ...errorResponses(409, 413, 415), ...errors },
    },
    handler: async (request, reply) => {
      const form = await readMultipartForm(request);
      const parsed = registerFieldsSchema.safeParse(form.fields);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? ACCOUNT_TEXTS.formInvalid);
      const image = form.files.image;
      if (!image) throw badRequest(ACCOUNT_TEXTS.photoRequired);
      const session = await auth.register(parsed.data, () => uploads.storeImage(image), request.headers['user-agent']);
      return reply.status(201).send({ token: session.token, user: toSessionUser(session.user) });
    },
  });

  app.post('/auth/login', {
    config: {
      access: 'public',
      rateLimit: {
        max: config.loginRateLimit.max,
        timeWindow: config.loginRateLimit.windowMs,
        // Counted once the body is parsed (the default onRequest hook runs before it, so the key
        // would hold no email). Keyed by address and account, so one attacker cannot lock out
        // everyone behind a NAT.
        hook: 'preHandler',
        keyGenerator: (request) => `${request.ip}:${String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase()}`,
      },
    },
    // And per address alone, looser: one address cannot try one password on many accounts.
    preHandler: extraRateLimit(app, { ...config.loginIpRateLimit, key: (request) => `login-ip:${request.ip}` }),
    schema: {
      tags: ['auth'],
      summary: 'Sign in with email and password (with two-factor sign-in on: a challenge for POST /auth/login/2fa)',
      body: loginBodySchema,
      response: { 200: loginResponseSchema, ...errors },
    },
    handler: async (request) => {
      const session = await auth.login(request.body.email, request.body.password, {
        userAgent: request.headers['user-agent'],
        log: request.log,
      });
      if ('challenge' in session) return { twoFactorRequired: true as const, challenge: session.challenge };
      return { token: session.token, user: toSessionUser(session.user) };
    },
  });

  app.post('/auth/logout', {
    config: { access: 'signedIn' },
    schema: { tags: ['auth'], summary: 'End this session', response: { 204: noContentSchema, ...errors } },
    handler: async (request, reply) => {
      await auth.logout(requireActor(request));
      return reply.status(204).send(null);
    },
  });

  app.get('/auth/me', {
    config: { access: 'signedIn' },
    schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: sessionUserSchema, ...errors } },
    handler: async (request) => toSessionUser(await users.current(requireActor(request))),
  });

  app.patch('/auth/profile', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['auth'],
      summary: 'Update your name, photo and location; with If-Match (updatedAt of GET /auth/me), 412 if it changed since',
      headers: ifMatchHeadersSchema,
      body: profileUpdateSchema,
      response: { 200: sessionUserSchema, ...errorResponses(404, 412), ...errors },
    },
    handler: async (request) => toSessionUser(await users.updateProfile(requireActor(request), request.body, versionOf(request.headers))),
  });

  app.post('/jwt', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['auth'],
      summary: 'Renew the current session (never mints a token from an email alone)',
      // The spec's client sends `{user}`; a request without a body arrives as null.
      body: jwtBodySchema.nullish(),
      response: { 200: tokenResponseSchema, ...errors },
    },
    handler: async (request) => {
      const actor = requireActor(request);
      const claimed = request.body?.user ?? request.body?.email;
      if (claimed && claimed !== actor.email) throw forbidden(ACCOUNT_TEXTS.renewOwnSessionOnly);
      const session = await auth.renew(actor, request.headers['user-agent']);
      return { token: session.token };
    },
  });
};
