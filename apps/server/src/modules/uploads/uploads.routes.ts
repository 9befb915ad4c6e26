import { UPLOAD_TEXTS, uploadResponseSchema } from '@grant/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { readMultipartForm } from '../../plugins/multipart-form';
import type { UploadsService } from './uploads.service';

export const uploadsRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService }> = async (app, { uploads }) => {
  app.post('/uploads', {
    config: { access: 'signedIn', rateLimit: { max: 60, timeWindow: 60 * 60 * 1000 } },
    schema: {
      tags: ['uploads'],
      summary: `Upload an image (multipart field \`image\`). ${UPLOAD_TEXTS.imageTypes} At most 5 MB.`,
      consumes: ['multipart/form-data'],
      response: {
        201: uploadResponseSchema,
        ...errorResponses(400, 401, 413, 415),
      },
    },
    handler: async (request, reply) => {
      const form = await readMultipartForm(request);
      const image = form.files.image;
      if (!image) throw badRequest(UPLOAD_TEXTS.chooseImage);
      return reply.status(201).send({ url: await uploads.storeImage(image) });
    },
  });
};
