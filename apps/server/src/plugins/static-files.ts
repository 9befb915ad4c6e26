import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Uploaded images (immutable, server-named) and the built web app. Every path outside /api that is
 * not a file gets index.html, so the browser's router owns it; unknown /api paths answer JSON 404.
 */
export const staticFilesPlugin = fp(async (app: FastifyInstance, opts: { uploadsDir: string; webDistDir: string }) => {
  mkdirSync(opts.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    setHeaders: (res) => {
      res.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
      res.header('x-content-type-options', 'nosniff');
    },
  });

  const hasWeb = existsSync(path.join(opts.webDistDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api') && !request.url.startsWith('/uploads/');
    if (wantsPage && hasWeb) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', opts.webDistDir);
    }
    return reply
      .status(404)
      .send({ statusCode: 404, error: 'Not Found', message: `Nothing lives at ${request.method} ${request.url.split('?')[0]}.` });
  });
});
