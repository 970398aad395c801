import { isIP } from 'node:net';

// The proxies whose X-Forwarded-For the site believes (TRUST_PROXY, NGINX_REAL_IP_FROM). A list wide
// enough to hold every client ("0.0.0.0/1,128.0.0.0/1") would let any client name a fresh address per
// request, as `true` would, so the list's total width is bounded. The newsletter service holds the same
// rule in service/src/http/trusted-proxies.ts: it is deployed on its own and imports none of the site.

/** The widest a list may be in total: a /8 of IPv4 and a /16 of IPv6 (its entries' sizes summed). */
export const PROXY_LIST_BOUND = { ipv4: '/8', ipv6: '/16' } as const;
const LIMIT = { 4: 2n ** 24n, 6: 2n ** 112n } as const;

/**
 * What one address or CIDR covers: its family and how many addresses. An IPv4-mapped IPv6 range of
 * /96 or narrower counts as the IPv4 range it is, since the client checks match IPv4 clients against
 * it (::ffff:0:0/96 is every IPv4 address). Null for what is not a plain address or CIDR: zone ids
 * (fe80::1%eth0), prefixes with leading zeros or too long, netmasks.
 */
export function addressRange(item: string): { family: 4 | 6; size: bigint } | null {
  const [address = '', prefix, ...rest] = item.split('/');
  const family = isIP(address);
  if ((family !== 4 && family !== 6) || rest.length > 0 || address.includes('%')) return null;
  const bits = family === 4 ? 32 : 128;
  if (prefix !== undefined && !/^(0|[1-9]\d{0,2})$/.test(prefix)) return null;
  const length = prefix === undefined ? bits : Number(prefix);
  if (length > bits) return null;
  if (family === 6 && length >= 96 && isIpv4Mapped(address)) return { family: 4, size: 2n ** BigInt(128 - length) };
  return { family, size: 2n ** BigInt(bits - length) };
}

/** ::ffff:a.b.c.d in any of its spellings (the URL parser writes IPv6 in one canonical form). */
function isIpv4Mapped(address: string): boolean {
  return /^\[::ffff:[0-9a-f]{1,4}:[0-9a-f]{1,4}\]$/.test(new URL(`http://[${address}]/`).hostname);
}

/** What is wrong with a list of proxy addresses or CIDRs, or null when nothing is. */
export function proxyListProblem(list: readonly string[]): string | null {
  if (list.length === 0) return 'lists no address';
  const total = { 4: 0n, 6: 0n };
  for (const item of list) {
    const range = addressRange(item);
    if (range === null) return `lists "${item}", which is not an IP address or CIDR like 10.0.0.0/8 or fd00:1::/32`;
    total[range.family] += range.size;
  }
  for (const family of [4, 6] as const) {
    if (total[family] > LIMIT[family]) {
      const bound = family === 4 ? PROXY_LIST_BOUND.ipv4 : PROXY_LIST_BOUND.ipv6;
      return `covers ${total[family]} IPv${family} addresses, more than a ${bound} (${LIMIT[family]}): a list that wide trusts clients, not proxies`;
    }
  }
  return null;
}
