import 'server-only';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where the backend may send a request that a community admin chose the address of (a training
 * center): https to a public address only. Anything else could turn the backend into a probe of
 * its own network (loopback services, the cloud's metadata address, the database).
 */
export type ResolvedAddress = { address: string; family: number };
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

export type OutboundPolicy = {
  /** Development and tests only: http, and loopback or private addresses, are allowed too. */
  allowLocal: boolean;
  resolve: Resolve;
};

/** Why an address is refused; said to an admin on save, never to a person signing in. */
export type OutboundRefusal = 'scheme' | 'credentials' | 'privateAddress';

const resolveAll: Resolve = (hostname) => lookup(hostname, { all: true, verbatim: true });

export function outboundPolicy(allowLocal: boolean, resolve: Resolve = resolveAll): OutboundPolicy {
  return { allowLocal, resolve };
}

/** IANA's special-purpose IPv4 ranges that lead into a local network or nowhere: never a public site. */
const V4_BLOCKED: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  // Multicast, reserved and broadcast (255.255.255.255).
  ['224.0.0.0', 3],
];

const V6_BLOCKED: [string, number][] = [
  // Unspecified, loopback and the deprecated IPv4-compatible form (::127.0.0.1).
  ['::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  // Deprecated site-local, and multicast.
  ['fec0::', 10],
  ['ff00::', 8],
];

/** 64:ff9b::/96 (NAT64) carries an IPv4 address in its last 32 bits: the IPv4 rules apply to it. */
function nat64(v4: string, prefix: number): [string, number] {
  const [a, b, c, d] = v4.split('.').map(Number);
  return [`64:ff9b::${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`, 96 + prefix];
}

const blocked = new BlockList();
for (const [network, prefix] of V4_BLOCKED) {
  blocked.addSubnet(network, prefix, 'ipv4');
  blocked.addSubnet(...nat64(network, prefix), 'ipv6');
}
for (const [network, prefix] of V6_BLOCKED) blocked.addSubnet(network, prefix, 'ipv6');

/** True for an address of a local, private or special range (IPv4-mapped IPv6 is judged as its IPv4 address, which BlockList does). */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The URL's host as an address or a name, without IPv6's brackets. */
export const bareHostname = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** What needs no name lookup: the scheme, credentials, and a literal address. */
export function staticRefusal(url: URL, policy: OutboundPolicy): OutboundRefusal | null {
  if (url.protocol !== 'https:' && !(policy.allowLocal && url.protocol === 'http:')) return 'scheme';
  if (url.username || url.password) return 'credentials';
  const host = bareHostname(url);
  if (isIP(host) && !policy.allowLocal && isBlockedAddress(host)) return 'privateAddress';
  return null;
}

/**
 * The addresses a name resolves to, every one checked: a name with one private address among
 * public ones is refused, since the connection could take any of them.
 */
export async function checkedAddresses(hostname: string, policy: OutboundPolicy): Promise<ResolvedAddress[]> {
  const addresses = await policy.resolve(hostname);
  if (!policy.allowLocal && addresses.some((entry) => isBlockedAddress(entry.address))) throw new RefusedAddressError('privateAddress', hostname);
  return addresses;
}

/** Kept apart from network errors so that the operator's log can say why; the person is told nothing more. */
export class RefusedAddressError extends Error {
  constructor(
    readonly reason: OutboundRefusal,
    hostname: string,
  ) {
    super(`${hostname}: refused outbound address (${reason})`);
  }
}

/** The whole check without connecting: throws RefusedAddressError, or the name lookup's own error. */
export async function checkOutboundAddress(address: string, policy: OutboundPolicy): Promise<void> {
  const url = new URL(address);
  const refusal = staticRefusal(url, policy);
  if (refusal) throw new RefusedAddressError(refusal, url.hostname);
  if (!isIP(bareHostname(url))) await checkedAddresses(bareHostname(url), policy);
}

/**
 * The check made when an admin saves an address. A name that does not resolve today is let
 * through: it points nowhere yet, and every connection checks it again (outbound-request.ts).
 */
export async function refusalOnSave(address: string, policy: OutboundPolicy): Promise<OutboundRefusal | null> {
  try {
    await checkOutboundAddress(address, policy);
    return null;
  } catch (error) {
    return error instanceof RefusedAddressError ? error.reason : null;
  }
}
