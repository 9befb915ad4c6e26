import {
  completeUserBodySchema,
  emailParamsSchema,
  idParamsSchema,
  modifiedCountSchema,
  paginationQuerySchema,
  userRecordListSchema,
  userRecordSchema,
} from '@grant/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import { sendPage } from '../../lib/paging';
import { requireActor } from '../../plugins/auth';
import { toUserRecord } from './user.mapper';
import type { UsersService } from './users.service';

const errors = errorResponses(400, 401, 403, 404, 409);

const listQuerySchema = paginationQuerySchema.extend({ search: z.string().trim().max(100).optional() });

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.post('/users', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['users'],
      summary: 'Complete your own user record',
      body: completeUserBodySchema,
      response: { 200: modifiedCountSchema, ...errors },
    },
    handler: async (request) => users.completeOwnRecord(requireActor(request), request.body),
  });

  app.get('/user/:email', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['users'],
      summary: 'A user record (your own, or anyone for staff)',
      params: emailParamsSchema,
      response: { 200: userRecordSchema, ...errors },
    },
    handler: async (request) => toUserRecord(await users.recordByEmail(requireActor(request), request.params.email)),
  });

  app.get('/users', {
    config: { access: 'admin' },
    schema: {
      tags: ['users'],
      summary: 'All users, newest first (total in X-Total-Count)',
      querystring: listQuerySchema,
      response: { 200: userRecordListSchema, ...errors },
    },
    handler: async (request, reply) => {
      return sendPage(reply, await users.list(request.query), toUserRecord);
    },
  });

  const standingChanges = [
    ['/block/:id', 'Block a user', users.block],
    ['/active/:id', 'Activate a blocked user', users.activate],
    ['/volunteer/user/:id', 'Make a user a volunteer', users.makeVolunteer],
    ['/admin/man/:id', 'Make a user an admin', users.makeAdmin],
    // Not in the spec: undoes Make volunteer, or takes a volunteer's or an admin's role away (decision 0024).
    ['/donor/user/:id', 'Make a volunteer or an admin a donor (donner) again', users.makeDonor],
  ] as const;
  for (const [url, summary, change] of standingChanges) {
    app.patch(url, {
      config: { access: 'admin' },
      schema: { tags: ['users'], summary, params: idParamsSchema, response: { 200: modifiedCountSchema, ...errors } },
      handler: async (request) => change(requireActor(request), request.params.id, request.log),
    });
  }
};
