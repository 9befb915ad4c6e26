import { alertPreferencesSchema, alertPreferencesUpdateSchema } from '@grant/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { requireActor } from '../../plugins/auth';
import type { AlertPreferencesService } from './alert-preferences.service';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['donors'];

export const alertPreferencesRoutes: FastifyPluginAsyncZod<{ alerts: AlertPreferencesService }> = async (app, { alerts }) => {
  app.get('/donors/me/alerts', {
    config: { access: 'signedIn' },
    schema: {
      tags,
      summary: 'How you are told of matching requests: channels, quiet hours (Bangladesh time), language, phone, devices with alerts on',
      response: { 200: alertPreferencesSchema, ...errors },
    },
    handler: async (request) => alerts.get(requireActor(request)),
  });

  app.patch('/donors/me/alerts', {
    config: { access: 'signedIn' },
    schema: {
      tags,
      summary: 'Change any of: channels (each on or off), quiet hours (null: none), language of alerts',
      body: alertPreferencesUpdateSchema,
      response: { 200: alertPreferencesSchema, ...errors },
    },
    handler: async (request) => alerts.update(requireActor(request), request.body),
  });
};
