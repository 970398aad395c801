import { createHmac, randomBytes } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { Address6 } from 'ip-address';
import { utcDay } from '../clicks/store.js';

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

/** What one request adds to the counts: nothing, a click, or a click by a reader not seen today. */
export type Admission = 'repeat' | 'click' | 'first-today' | 'full';

/**
 * One counted click per client, tool and day. Held in memory only, keyed by a hash under a key
 * that is drawn at random each UTC day and never stored: at midnight (UTC) everything is forgotten
 * and nothing can link today's clients to yesterday's. With several instances each keeps its own,
 * so a client could count once per instance and day. Bounded: past `maxEntries` a day's new
 * clients are not counted (and the operator is told by the log), so a flood of addresses cannot
 * grow the process.
 */
export class DailyClicks {
  private day = '';
  /** Never written anywhere, and drawn again each UTC day: a hash under it means nothing tomorrow. */
  private key = Buffer.alloc(0);
  private readonly readers = new Set<string>();
  private readonly clicks = new Set<string>();

  constructor(
    private readonly maxEntries = 200_000,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private hashes(address: string, toolId: string): { reader: string; click: string } {
    const day = utcDay(this.now());
    if (day !== this.day) {
      this.day = day;
      this.key = randomBytes(32);
      this.readers.clear();
      this.clicks.clear();
    }
    const reader = createHmac('sha256', this.key).update(clientGroup(address)).digest('base64url').slice(0, 22);
    return { reader, click: `${reader}\u0000${toolId}` };
  }

  /** Takes the click if it is this client's first on this tool today. */
  admit(address: string, toolId: string): Admission {
    const { reader, click } = this.hashes(address, toolId);
    if (this.clicks.has(click)) return 'repeat';
    if (this.clicks.size >= this.maxEntries) return 'full';
    this.clicks.add(click);
    if (this.readers.has(reader)) return 'click';
    this.readers.add(reader);
    return 'first-today';
  }

  /** Gives a click back when it could not be stored, so the reader's next click counts. */
  forget(address: string, toolId: string, admission: Admission): void {
    const { reader, click } = this.hashes(address, toolId);
    this.clicks.delete(click);
    if (admission === 'first-today') this.readers.delete(reader);
  }
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
