import { idParamsSchema, modifiedCountSchema, notificationListQuerySchema, notificationPageSchema } from '@grant/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { requireActor } from '../../plugins/auth';
import { toNotification } from './notification.mapper';
import type { NotificationsService } from './notifications.service';

const errors = errorResponses(400, 401, 404);
const tags = ['notifications'];

/** The bell: a signed-in person's own notifications, and marking them read. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (app, { notifications }) => {
  app.get('/notifications', {
    config: { access: 'signedIn' },
    schema: {
      tags,
      summary: 'My notifications, newest first, with the total and the unread count',
      querystring: notificationListQuerySchema,
      response: { 200: notificationPageSchema, ...errors },
    },
    handler: async (request) => {
      const page = await notifications.listMine(requireActor(request), request.query);
      return { notifications: page.rows.map(toNotification), total: page.total, unread: page.unread };
    },
  });

  app.patch('/notifications/:id/read', {
    config: { access: 'signedIn' },
    schema: {
      tags,
      summary: 'Mark one of my notifications read',
      params: idParamsSchema,
      response: { 200: modifiedCountSchema, ...errors },
    },
    handler: async (request) => notifications.markRead(requireActor(request), request.params.id),
  });

  app.post('/notifications/read', {
    config: { access: 'signedIn' },
    schema: { tags, summary: 'Mark all my notifications read', response: { 200: modifiedCountSchema, ...errors } },
    handler: async (request) => notifications.markAllRead(requireActor(request)),
  });
};
