import {
  addManagerBodySchema,
  bankManagerParamsSchema,
  bloodBankListSchema,
  bloodBankQuerySchema,
  bloodBankSchema,
  createBloodBankBodySchema,
  idParamsSchema,
  insertedIdSchema,
  managedBloodBankListSchema,
  noContentSchema,
  paginationQuerySchema,
  stockUpdateBodySchema,
  updateBloodBankBodySchema,
} from '@grant/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { sendPage } from '../../lib/paging';
import { requireActor } from '../../plugins/auth';
import { toBloodBank, toManagedBloodBank } from './blood-bank.mapper';
import type { BloodBanksService } from './blood-banks.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['blood banks'];

/** The blood bank directory and its stock (issue 21). */
export const bloodBanksRoutes: FastifyPluginAsyncZod<{ bloodBanks: BloodBanksService }> = async (app, { bloodBanks }) => {
  app.get('/blood-banks', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Blood banks holding a group (or one compatible with it) near a district: nearest first, fresh figures first',
      querystring: bloodBankQuerySchema,
      response: { 200: bloodBankListSchema, ...errors },
    },
    handler: async (request, reply) => sendPage(reply, await bloodBanks.search(request.query), toBloodBank),
  });

  app.get('/blood-banks/managed', {
    config: { access: 'active' },
    schema: {
      tags,
      summary: 'The banks the caller manages (an admin: every bank), with their managers',
      querystring: paginationQuerySchema.omit({ cursor: true }),
      response: { 200: managedBloodBankListSchema, ...errors },
    },
    handler: async (request, reply) => sendPage(reply, await bloodBanks.managed(requireActor(request), request.query), toManagedBloodBank),
  });

  app.post('/blood-banks', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'An admin adds a bank to the directory',
      body: createBloodBankBodySchema,
      response: { 201: insertedIdSchema, ...errors },
    },
    handler: async (request, reply) => reply.status(201).send(await bloodBanks.create(requireActor(request), request.body)),
  });

  app.patch('/blood-banks/:id', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: "An admin changes a bank's details",
      params: idParamsSchema,
      body: updateBloodBankBodySchema,
      response: { 200: bloodBankSchema, ...errors },
    },
    handler: async (request) => toBloodBank(await bloodBanks.update(requireActor(request), request.params.id, request.body)),
  });

  app.put('/blood-banks/:id/stock', {
    config: { access: 'active' },
    schema: {
      tags,
      summary: "A bank's manager (or an admin) sets the units held of some blood groups, stamped now",
      params: idParamsSchema,
      body: stockUpdateBodySchema,
      response: { 200: bloodBankSchema, ...errors },
    },
    handler: async (request) => toBloodBank(await bloodBanks.setStock(requireActor(request), request.params.id, request.body)),
  });

  app.post('/blood-banks/:id/managers', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'An admin makes the account with this e-mail a manager of the bank',
      params: idParamsSchema,
      body: addManagerBodySchema,
      response: { 204: noContentSchema, ...errors },
    },
    handler: async (request, reply) => {
      await bloodBanks.addManager(requireActor(request), request.params.id, request.body.email);
      return reply.status(204).send(null);
    },
  });

  app.delete('/blood-banks/:id/managers/:userId', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'An admin removes a manager of the bank',
      params: bankManagerParamsSchema,
      response: { 204: noContentSchema, ...errors },
    },
    handler: async (request, reply) => {
      await bloodBanks.removeManager(requireActor(request), request.params.id, request.params.userId);
      return reply.status(204).send(null);
    },
  });
};
