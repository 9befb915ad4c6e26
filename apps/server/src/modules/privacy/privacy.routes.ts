import {
  consentStateListSchema,
  deleteAccountSchema,
  eraseUserSchema,
  erasurePreviewSchema,
  idParamsSchema,
  noContentSchema,
  personalDataExportSchema,
  reauthenticateSchema,
} from '@grant/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { errorResponses } from '../../lib/error-responses';
import { passwordCheckLimit } from '../../lib/password-check-limit';
import { requireActor } from '../../plugins/auth';
import type { AccountService } from '../auth/account.service';
import type { PrivacyService } from './privacy.service';

const errors = errorResponses(400, 401, 403, 404, 409, 429);
const tags = ['privacy'];

/** The download's file name: the day it was made, nothing about the person. */
const exportFileName = (at: Date) => `attachment; filename="grant-my-data-${at.toISOString().slice(0, 10)}.json"`;

/** A person's data: proof it is them, the export, their consents, erasure (issue 22, decision 0044). */
export const privacyRoutes: FastifyPluginAsyncZod<{ privacy: PrivacyService; account: AccountService; config: AppConfig }> = async (
  app,
  { privacy, account, config },
) => {
  const passwordRateLimit = passwordCheckLimit(config, 'privacy');

  app.post('/auth/reauthenticate', {
    config: { access: 'signedIn', rateLimit: passwordRateLimit },
    schema: {
      tags,
      summary: 'Type your password again (and a two-factor code when on): for ten minutes this session may download your data',
      body: reauthenticateSchema,
      response: { 204: noContentSchema, ...errors },
    },
    handler: async (request, reply) => {
      await account.reauthenticate(requireActor(request), request.body);
      return reply.status(204).send(null);
    },
  });

  app.get('/auth/account/export', {
    config: { access: 'signedIn' },
    schema: {
      tags,
      summary: 'Everything held about you, as one JSON file (within ten minutes of signing in or POST /auth/reauthenticate)',
      response: { 200: personalDataExportSchema, ...errors },
    },
    handler: async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', exportFileName(new Date()))
        .send(await privacy.exportOwn(requireActor(request))),
  });

  app.get('/auth/account/consents', {
    config: { access: 'signedIn' },
    schema: {
      tags,
      summary: 'Your choices that show you to others, each with the time it was last made',
      response: { 200: consentStateListSchema, ...errors },
    },
    handler: async (request) => privacy.consentsOf(requireActor(request)),
  });

  app.get('/auth/account/erasure', {
    config: { access: 'signedIn' },
    schema: {
      tags,
      summary: 'What deleting your account asks about first: how many blog posts you wrote',
      response: { 200: erasurePreviewSchema, ...errors },
    },
    handler: async (request) => privacy.erasurePreviewOwn(requireActor(request)),
  });

  app.delete('/auth/account', {
    config: { access: 'signedIn', rateLimit: passwordRateLimit },
    schema: {
      tags,
      summary:
        'Delete your account: you are erased, your sessions end; past donations and payments stay counted without your name. `blogPosts` is required when you have posts',
      body: deleteAccountSchema,
      response: { 204: noContentSchema, ...errors },
    },
    handler: async (request, reply) => {
      await privacy.deleteOwn(requireActor(request), request.body);
      return reply.status(204).send(null);
    },
  });

  app.get('/users/:id/erasure', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'What deleting an account asks about first: how many blog posts it wrote',
      params: idParamsSchema,
      response: { 200: erasurePreviewSchema, ...errors },
    },
    handler: async (request) => privacy.erasurePreviewOf(requireActor(request), request.params.id),
  });

  app.delete('/users/:id', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'An admin deletes an account, with the same effects as its owner would (recorded in the audit log)',
      params: idParamsSchema,
      body: eraseUserSchema,
      response: { 204: noContentSchema, ...errors },
    },
    handler: async (request, reply) => {
      await privacy.eraseByAdmin(requireActor(request), request.params.id, request.body.blogPosts, request.log);
      return reply.status(204).send(null);
    },
  });
};
