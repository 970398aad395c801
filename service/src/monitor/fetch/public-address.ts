// The monitor reads vendors' public pages, and a page it renders or a redirect it follows chooses the
// next address: without this, a page could send it to the machine it runs on, the local network or a
// cloud's metadata service (169.254.169.254). Only public addresses are connected to; hosts the
// operator maps with MONITOR_RESOLVE (a staging copy, tests) are the operator's own choice.
import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/** The code a refused address fails with; not retried. */
export const NOT_PUBLIC = 'ENOTPUBLIC';

const RESERVED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  RESERVED.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  RESERVED.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address is on the public internet (an IPv4-mapped IPv6 address is judged as its IPv4). */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  const version = isIP(address);
  if (version === 0) return false;
  return !RESERVED.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

const refusal = (hostname: string, address: string) =>
  Object.assign(new Error(`${hostname} is at ${address}, not a public address: not read`), { code: NOT_PUBLIC });

/** dns.lookup for the sockets the fetcher opens: a name that resolves to any address that is not public fails. */
export function publicLookup(
  hostname: string,
  options: LookupOptions,
  callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
): void {
  lookup(hostname, { ...options }, (error, address: string | LookupAddress[], family?: number) => {
    if (error) return callback(error, address, family);
    const addresses = Array.isArray(address) ? address.map((entry) => entry.address) : [address];
    const bad = addresses.find((entry) => !isPublicAddress(entry));
    if (bad !== undefined) return callback(refusal(hostname, bad), address, family);
    return callback(null, address, family);
  });
}

/** An address typed as an IP literal that is not public (a socket to it asks no name lookup). */
export function refusedLiteral(hostname: string): Error | null {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return isIP(bare) !== 0 && !isPublicAddress(bare) ? refusal(hostname, bare) : null;
}
