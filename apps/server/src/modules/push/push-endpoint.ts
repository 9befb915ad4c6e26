import { promises as dns, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
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

/** Finds every address of a host name: the system's resolver (getaddrinfo, as a connection would), or a test's own. */
export type HostResolver = (hostname: string) => Promise<LookupAddress[]>;
export const systemResolver: HostResolver = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

/**
 * An address on the public internet: ipaddr.js names every special range (loopback, private,
 * link-local, unique-local, CGNAT, multicast, unspecified, broadcast, documentation and reserved
 * blocks, NAT64 and 6to4 forms that carry an IPv4 address...), and what is left is 'unicast'. An
 * IPv4-mapped IPv6 address (::ffff:127.0.0.1) is judged as the IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'unicast';
}

/** A push service's name that leads inside a network: the server sends nothing there. */
export class InwardAddressError extends Error {
  readonly code = 'EINWARD';
  constructor(hostname: string, address: string) {
    super(`${hostname} resolves to ${address}, an address inside a network; no push is sent there`);
    this.name = 'InwardAddressError';
  }
}

/** Every address of `hostname`, when all of them are public; else InwardAddressError (one inward address is enough to refuse). */
async function publicAddressesOf(hostname: string, resolve: HostResolver): Promise<LookupAddress[]> {
  const addresses = await resolve(hostname);
  const inward = addresses.find(({ address }) => !isPublicAddress(address));
  if (inward) throw new InwardAddressError(hostname, inward.address);
  if (addresses.length === 0) throw Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' });
  return addresses;
}

const FAMILIES: Record<string, number> = { IPv4: 4, IPv6: 6 };

/**
 * A `lookup` for the connection itself (net/tls.connect): it resolves the name once and connects only
 * to the addresses it has just checked. There is no second look-up to switch, so a name whose answer
 * changes between the check and the connection (DNS rebinding) cannot lead the server inward.
 */
function publicOnlyLookup(resolve: HostResolver): LookupFunction {
  return (hostname, options, callback) => {
    publicAddressesOf(hostname, resolve).then(
      (addresses) => {
        const family = typeof options.family === 'string' ? FAMILIES[options.family] : options.family;
        const usable = family ? addresses.filter((address) => address.family === family) : addresses;
        const [first] = usable;
        if (!first) callback(Object.assign(new Error(`${hostname} has no IPv${family} address`), { code: 'ENOTFOUND' }), '');
        else if (options.all) callback(null, usable);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

/** Why a push endpoint is refused at subscription: not one the server sends to, its name leads inward, or it has no address. */
export type PushEndpointProblem = 'invalid' | 'inward' | 'unresolved';

/**
 * The server's rule for push endpoints, applied when a browser subscribes and again at each push
 * (the check that counts: a name may change its answer after the subscription). In production the
 * endpoint's name must resolve to public addresses only, and the push connects to those very
 * addresses (`lookup`). Outside production any address is taken (the tests' push service is on loopback).
 */
export function createPushEndpointRule(env: 'development' | 'production' | 'test', resolve: HostResolver = systemResolver) {
  const production = env === 'production';
  return {
    /** Whether the URL itself is one the server sends to (scheme, no credentials, no address literal in production). */
    allows: (endpoint: string) => isAllowedPushEndpoint(endpoint, env),

    async problemWith(endpoint: string): Promise<PushEndpointProblem | undefined> {
      if (!isAllowedPushEndpoint(endpoint, env)) return 'invalid';
      if (!production) return undefined;
      try {
        await publicAddressesOf(new URL(endpoint).hostname, resolve);
        return undefined;
      } catch (error) {
        return error instanceof InwardAddressError ? 'inward' : 'unresolved';
      }
    },

    /** The look-up a push's connection uses; none outside production (the system's). */
    lookup: production ? publicOnlyLookup(resolve) : undefined,
  };
}

export type PushEndpointRule = ReturnType<typeof createPushEndpointRule>;
