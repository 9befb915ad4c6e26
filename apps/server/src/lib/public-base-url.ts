import type { FastifyRequest } from 'fastify';

/**
 * The app's own address for links and redirects: PUBLIC_URL when set (it should be in production:
 * the Host header is the caller's to choose), otherwise the origin the request came to.
 */
export function publicBaseUrl(request: FastifyRequest, publicUrl: string | undefined): string {
  return (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}
