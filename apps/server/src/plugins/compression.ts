import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Brotli or gzip for text answers (API JSON, the web app's JS, CSS, HTML, SVG) of 1 KiB or more.
 * Only types mime-db marks compressible are touched, so PNG, JPEG and WebP images pass as they are.
 * Brotli at quality 5: close to its best ratio on JSON and JS at a small fraction of quality 11's CPU.
 */
export const COMPRESSION_THRESHOLD = 1024;

export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
});
