/**
 * What safeFetch refuses and how it says so: its problems, and the checks of URLs and addresses.
 */
import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

export const FETCH_PROBLEMS = [
  'bad-url',
  'scheme',
  'blocked-address',
  'dns',
  'too-many-redirects',
  'timeout',
  'too-large',
  'http-status',
  'connection',
] as const;

export type FetchProblemCode = (typeof FETCH_PROBLEMS)[number];

/** Why a feed could not be fetched; `status` is the HTTP status for 'http-status'. */
export class FetchProblem extends Error {
  override readonly name = 'FetchProblem';

  constructor(
    readonly code: FetchProblemCode,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Decides whether one resolved address of `url` may be connected to. */
export type AddressPolicy = (address: string, url: URL) => boolean;

/**
 * Whether `address` is public unicast. Everything else (loopback, private, link-local with the
 * cloud metadata service, CGNAT, multicast, reserved, …) is refused, also in IPv4-mapped form.
 * NAT64, 6to4, Teredo and the deprecated IPv4-compatible ::/96 embed an IPv4 address that could be
 * private, and a shop's feed is never served from them, so they are refused too.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const ip = ipaddr.process(address);
  if (
    ip.kind() === 'ipv6' &&
    ip
      .toByteArray()
      .slice(0, 12)
      .every((byte) => byte === 0)
  ) {
    return false;
  }
  return ip.range() === 'unicast';
}

/**
 * Whether `address` is link-local (169.254.0.0/16, fe80::/10): where cloud metadata services
 * answer. Never fetched, not even when private networks are allowed.
 */
export function isLinkLocalAddress(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'linkLocal';
}

/** Parses a user's or a server's URL and refuses what we never fetch. */
export function parseFeedUrl(input: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(input, base);
  } catch {
    throw new FetchProblem(
      'bad-url',
      base ? `${base.host} redirected to an invalid address` : 'This is not a valid web address',
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchProblem(
      'scheme',
      `Only http and https addresses can be fetched, not ${url.protocol.slice(0, -1)} (${url.host || 'no host'})`,
    );
  }
  if (url.username || url.password) {
    throw new FetchProblem(
      'bad-url',
      `The address for ${url.host} contains a user name or password; remove them from the address`,
    );
  }
  return url;
}

/** The host of `url` without the brackets of an IPv6 literal. */
const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * The addresses to connect to for `url`, each checked by `isAllowed`. A literal IP is taken as the
 * URL parser normalised it (2130706433 and 0x7f.1 are 127.0.0.1); a name is resolved once, and
 * refused when ANY of its addresses is refused, so that no later choice among them can reach one.
 */
export async function resolveAllowed(url: URL, isAllowed: AddressPolicy): Promise<LookupAddress[]> {
  const host = bareHost(url);
  const family = isIP(host);
  const addresses = family ? [{ address: host, family }] : await lookupAll(host);
  if (addresses.some(({ address }) => !isAllowed(address, url))) {
    const what = family ? `${url.hostname} is` : `${url.hostname} points to`;
    throw new FetchProblem(
      'blocked-address',
      `${what} a private or reserved network address; feeds can only be fetched from public addresses`,
    );
  }
  return addresses;
}

async function lookupAll(host: string): Promise<LookupAddress[]> {
  try {
    const addresses = await lookup(host, { all: true, verbatim: true });
    if (addresses.length > 0) return addresses;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EAI_AGAIN') {
      throw new FetchProblem('dns', `Could not look up ${host}: the name server did not answer`);
    }
    if (code !== 'ENOTFOUND' && code !== 'ENODATA') {
      throw new FetchProblem('dns', `Could not look up ${host} (${code ?? 'unknown error'})`);
    }
  }
  throw new FetchProblem('dns', `The host ${host} does not exist`);
}

export const tooLarge = (url: URL, maxBytes: number) =>
  new FetchProblem('too-large', `The feed at ${url.host} is larger than ${formatBytes(maxBytes)}`);

export function bodyProblem(error: Error, url: URL, signal: AbortSignal): Error {
  if (error instanceof FetchProblem || error === signal.reason) return error;
  if ((error as NodeJS.ErrnoException).code?.startsWith('Z_')) {
    return new FetchProblem('connection', `${url.host} sent a compressed body that is damaged`);
  }
  return new FetchProblem(
    'connection',
    `${url.host} broke off the connection before the feed was complete`,
  );
}

export function connectionProblem(error: Error, url: URL, signal: AbortSignal): Error {
  if (error instanceof FetchProblem || error === signal.reason) return error;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ETIMEDOUT')
    return new FetchProblem('timeout', `Connecting to ${url.host} timed out`);
  if (code === 'ECONNREFUSED')
    return new FetchProblem('connection', `${url.host} refused the connection`);
  if (code === 'ECONNRESET')
    return new FetchProblem('connection', `${url.host} closed the connection`);
  return new FetchProblem(
    'connection',
    `Could not connect to ${url.host} (${code ?? error.message})`,
  );
}

export const seconds = (ms: number) => `${ms / 1000} s`;

function formatBytes(bytes: number): string {
  if (bytes >= 2 ** 20) return `${Math.round(bytes / 2 ** 20)} MiB`;
  return bytes >= 1024 ? `${Math.round(bytes / 1024)} KiB` : `${bytes} bytes`;
}
