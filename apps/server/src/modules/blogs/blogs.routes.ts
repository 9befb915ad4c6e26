import {
  BLOG_TEXTS,
  blogListSchema,
  blogSchema,
  createBlogFormSchema,
  deletedCountSchema,
  idParamsSchema,
  ifMatchHeadersSchema,
  insertedIdSchema,
  modifiedCountSchema,
  paginationQuerySchema,
  updateBlogBodySchema,
} from '@grant/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { badRequest } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { versionOf } from '../../lib/if-match';
import { sendPage } from '../../lib/paging';
import { requireActor } from '../../plugins/auth';
import { readMultipartForm } from '../../plugins/multipart-form';
import { toBlog } from './blog.mapper';
import type { BlogsService, Thumbnail } from './blogs.service';

const errors = errorResponses(400, 401, 403, 404);
const fileErrors = errorResponses(413, 415, 429);
const tags = ['blogs'];
const HOUR = 60 * 60 * 1000;
/** Publishing stores images: at most 60 posts (and 60 edits) an hour per person. */
const writeLimit = {
  max: 60,
  timeWindow: HOUR,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => request.actor?.id ?? request.ip,
};

/** The first problem, in words a person can act on; a body that is no object at all says how to send one. */
function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw badRequest(BLOG_TEXTS.sendJsonOrMultipart);
  }
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? BLOG_TEXTS.postInvalid);
  return parsed.data;
}

/** A new file wins over nothing, an imageUrl over nothing; both at once is ambiguous and refused. */
function thumbnailOf(file: Buffer | undefined, url: string | undefined): Thumbnail | undefined {
  if (file && url) throw badRequest(BLOG_TEXTS.thumbnailTwice);
  if (file) return { file };
  if (url) return { url };
  return undefined;
}

/**
 * A post arrives as multipart (title, content and the file `image`, as the add form sends it) or as
 * JSON with the imageUrl of an earlier upload (as the spec's client sends it). Answers the checked
 * fields and the file, if any; nothing is stored yet, so bad text never leaves an orphan image.
 */
async function readPost<S extends z.ZodType>(request: FastifyRequest, schema: S): Promise<{ data: z.infer<S>; file?: Buffer }> {
  if (!request.isMultipart()) return { data: parse(schema, request.body ?? {}) };
  const form = await readMultipartForm(request);
  return { data: parse(schema, form.fields), file: form.files.image };
}

export const blogsRoutes: FastifyPluginAsyncZod<{ blogs: BlogsService }> = async (app, { blogs }) => {
  app.get('/blogs', {
    config: { access: 'public', answerTags: blogs.answerTags },
    schema: {
      tags,
      summary: 'All blog posts, newest first (page and limit; total in X-Total-Count)',
      querystring: paginationQuerySchema,
      response: { 200: blogListSchema, ...errors },
    },
    handler: async (request, reply) => {
      const page = await blogs.list(request.query);
      return sendPage(reply, page, toBlog);
    },
  });

  app.get('/blogs/:id', {
    config: { access: 'public', answerTags: blogs.answerTags },
    schema: {
      tags,
      summary: 'One blog post',
      params: idParamsSchema,
      response: { 200: blogSchema, ...errors },
    },
    handler: async (request) => toBlog(await blogs.findById(request.params.id)),
  });

  app.post('/blogs', {
    config: { access: 'active', rateLimit: writeLimit },
    schema: {
      tags,
      summary:
        'Publish a post: multipart (title, content, file `image`) or JSON {title, content, imageUrl} with the URL of an upload. ' +
        'The author is the session user; an email in the body is ignored.',
      consumes: ['multipart/form-data', 'application/json'],
      response: { 201: insertedIdSchema, ...errors, ...fileErrors },
    },
    handler: async (request, reply) => {
      const actor = requireActor(request);
      const { data, file } = await readPost(request, createBlogFormSchema);
      const thumbnail = thumbnailOf(file, data.imageUrl);
      if (!thumbnail) throw badRequest(BLOG_TEXTS.thumbnailRequired);
      return reply.status(201).send(await blogs.create(actor, { title: data.title, content: data.content }, thumbnail));
    },
  });

  app.patch('/blogs/:id', {
    config: { access: 'active', rateLimit: writeLimit },
    schema: {
      tags,
      summary:
        'Edit a post (its author or an admin): any of title, content, imageUrl, or a new file `image` as multipart; ' +
        'with If-Match (its updatedAt), 412 if it changed since',
      consumes: ['multipart/form-data', 'application/json'],
      params: idParamsSchema,
      headers: ifMatchHeadersSchema,
      response: { 200: modifiedCountSchema, ...errorResponses(412), ...errors, ...fileErrors },
    },
    handler: async (request) => {
      const actor = requireActor(request);
      const { data, file } = await readPost(request, updateBlogBodySchema);
      const fields = { title: data.title, content: data.content };
      return blogs.update(actor, request.params.id, fields, thumbnailOf(file, data.imageUrl), versionOf(request.headers));
    },
  });

  app.delete('/blogs/:id', {
    config: { access: 'active' },
    schema: {
      tags,
      summary: 'Delete a post (its author or an admin)',
      params: idParamsSchema,
      response: { 200: deletedCountSchema, ...errors },
    },
    handler: async (request) => blogs.remove(requireActor(request), request.params.id, request.log),
  });
};
