import { createHmac } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { Address6 } from 'ip-address';
import { utcDay, type ClickKeys } from '../clicks/store.js';

/**
 * Who a client is, as far as any limit of the service goes: an IPv4 address, or the /64 an IPv6
 * address is in. One household or phone is given a whole /64, and picks a fresh address in it at
 * will, so anything finer would let one client count as thousands. An IPv4-mapped IPv6 address
 * (`::ffff:192.0.2.1`) is the IPv4 address.
 */
export function clientGroup(address: string): string {
  if (!isIPv6(address)) return address;
  const parsed = new Address6(address);
  if (parsed.is4()) return parsed.to4().correctForm();
  return new Address6(`${parsed.correctForm()}/64`).startAddress().correctForm() + '/64';
}

/**
 * The network a client is in, for the one-click-per-network rule: an IPv4 address's /24, an IPv6
 * address's /48 (what one site or customer is given; it holds 65,536 /64s).
 */
export function clientNetwork(address: string): string {
  const group = clientGroup(address);
  if (!group.endsWith('/64')) return `${group.split('.').slice(0, 3).join('.')}.0/24`;
  return new Address6(`${group.slice(0, -3)}/48`).startAddress().correctForm() + '/48';
}

const keyed = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('base64url').slice(0, 22);

/**
 * The keys a click is counted under, for `day` (YYYY-MM-DD, UTC): HMACs of the client's network and
 * group under a key derived from `secret` and the day. Every instance sharing the store shares the
 * secret, so they agree on the keys; a key of one day says nothing about the next; the store never
 * sees an address. 22 base64url characters (132 bits): no two clients collide in practice.
 */
export function clickKeys(secret: string, address: string, toolId: string, day: string): ClickKeys {
  const dayKey = createHmac('sha256', secret).update(`clicks:${day}`).digest();
  const network = clientNetwork(address);
  return {
    networkTool: keyed(dayKey, `network-tool:${network}:${toolId}`),
    network: keyed(dayKey, `network:${network}`),
    reader: keyed(dayKey, `reader:${clientGroup(address)}`),
  };
}

/**
 * The rate limits' key for a client: a keyed hash of its group (clientGroup), under a key derived
 * from `secret` and the day. Instances sharing a database share `secret`, so they agree on the key
 * and count a client together; the store holds only the hash, which changes every day.
 */
export function limitKey(secret: string, scope: string, address: string, now: Date = new Date()): string {
  const dayKey = createHmac('sha256', secret)
    .update(`rate-limit:${utcDay(now)}`)
    .digest();
  return createHmac('sha256', dayKey)
    .update(`${scope}:${clientGroup(address)}`)
    .digest('base64url');
}

/**
 * Requests per key in fixed windows, in memory: the map of the window before is dropped whole when
 * the next begins, so nothing outlives two windows and nothing needs sweeping.
 */
export class WindowCounts {
  private start = 0;
  private counts = new Map<string, number>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  hit(key: string): number {
    const now = this.now();
    if (now - this.start >= this.windowMs) {
      this.start = now;
      this.counts = new Map();
    }
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    return count;
  }
}
