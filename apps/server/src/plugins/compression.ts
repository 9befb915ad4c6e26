import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Brotli or gzip for text answers (API JSON, the web app's JS, CSS, HTML, SVG) of 1 KiB or more.
 * Only types mime-db marks compressible are touched, so PNG, JPEG and WebP images pass as they are.
 * Brotli at quality 5: close to its best ratio on JSON and JS at a small fraction of quality 11's CPU.
 */
export const COMPRESSION_THRESHOLD = 1024;
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP_OPTIONS = { level: 6 };

/** The same compression as the plugin's, for an answer kept in memory and compressed once (plugins/http-caching.ts). */
export const compressed = (text: string, encoding: Encoding): Buffer =>
  encoding === 'br' ? brotliCompressSync(text, BROTLI_OPTIONS) : gzipSync(text, GZIP_OPTIONS);

export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD,
    encodings: [...ENCODINGS],
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });
});
