import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { withDeadline } from '../deadline.ts';

/** How long the subscription check waits for the resolver before calling DNS unavailable. */
const LOOKUP_TIMEOUT_MS = 5_000;

/**
 * IPv6 prefixes ipaddr.js still calls unicast that lead into a local network where they are
 * routed: IPv4-compatible addresses (::a.b.c.d), local-use NAT64 and deprecated site-local.
 */
export const NON_PUBLIC_IPV6_PREFIXES = ['::/96', '64:ff9b:1::/48', 'fec0::/10'];
const NON_PUBLIC_UNICAST = NON_PUBLIC_IPV6_PREFIXES.map((cidr) => ipaddr.IPv6.parseCIDR(cidr));

/**
 * Whether `address` is a unicast address of the public internet: not loopback, private,
 * link-local, unique-local, carrier-grade NAT, multicast, unspecified, reserved, nor an
 * IPv4-mapped or translated IPv6 form of any address. The same rule the delivery agent applies
 * (request-filtering-agent refuses every range but 'unicast'), so what is accepted is deliverable.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  return (
    parsed.range() === 'unicast' &&
    !NON_PUBLIC_UNICAST.some((cidr) => parsed.kind() === 'ipv6' && parsed.match(cidr))
  );
}

/**
 * 'public' when every address `host` resolves to is public, 'private' when any is not (a name
 * with one private answer can be steered there), 'unknown' when the name does not exist. A
 * resolver that fails or answers too slowly rejects, since that says nothing about the name.
 */
export async function classifyHost(host: string): Promise<'public' | 'private' | 'unknown'> {
  // URL keeps the brackets of an IPv6 literal, which neither isIP nor the resolver expects.
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  if (isIP(bare) !== 0) return isPublicAddress(bare) ? 'public' : 'private';
  try {
    const addresses = await withDeadline(
      () => lookup(bare, { all: true, verbatim: true }),
      LOOKUP_TIMEOUT_MS,
      () => new Error(`looking up ${bare} took over ${LOOKUP_TIMEOUT_MS} ms`),
    );
    if (addresses.length === 0) return 'unknown';
    return addresses.every(({ address }) => isPublicAddress(address)) ? 'public' : 'private';
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ENOTFOUND' || code === 'ENODATA') return 'unknown';
    throw error;
  }
}
