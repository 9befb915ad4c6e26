import { fileURLToPath } from 'node:url';

/**
 * Folders found from the server package's root. This file sits one level below it both as source (src/)
 * and bundled (dist/main.js), so the same relative URL works in tests, in dev and in production.
 */
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
