import { isIP } from 'node:net';
import { LOOPBACK_HOSTS } from '../../config';

/**
 * Where the server may send pushes: https push services, named by host name. Plain http only to this
 * machine and never in production (tests' local push service). An address literal is refused in
 * production: real push services are named, and an address could aim the server's POSTs at a host
 * inside its own network.
 */
export function isAllowedPushEndpoint(endpoint: string, env: 'development' | 'production' | 'test'): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const loopback = LOOPBACK_HOSTS.includes(url.hostname) || host.startsWith('127.');
  if (env === 'production') return url.protocol === 'https:' && isIP(host) === 0 && host !== 'localhost';
  return url.protocol === 'https:' || (url.protocol === 'http:' && loopback);
}
