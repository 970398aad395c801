// The per-host rate limit. A vendor's server sees one request of ours at a time, and the next only a
// gap after the last one ended, however many tools share the host and however many callers ask at
// once; different hosts are not held up by each other.
import { setTimeout as sleep } from 'node:timers/promises';

export class HostQueue {
  /** Each host's last task in line, settled or not: the next one starts after it. */
  private readonly tails = new Map<string, Promise<unknown>>();
  /** When each host's last request ended (performance.now()). */
  private readonly ended = new Map<string, number>();
  /** A host's own gap, where its robots.txt asks for a longer one than ours. */
  private readonly gaps = new Map<string, number>();

  constructor(private readonly gapMs: number) {}

  /** Widens one host's gap (robots.txt `Crawl-delay`); never narrows it below the fetcher's. */
  widen(host: string, gapMs: number): void {
    if (gapMs > this.gapMs) this.gaps.set(host, gapMs);
  }

  /**
   * Runs `task` when the host is free and its gap has passed; `gapMs` (smaller) for the parts of a page
   * being rendered, which a browser fetches together, still one at a time.
   */
  run<T>(host: string, task: () => Promise<T>, gapMs?: number): Promise<T> {
    const previous = this.tails.get(host) ?? Promise.resolve();
    const turn = previous.then(async () => {
      const last = this.ended.get(host);
      if (last !== undefined) {
        const wait = last + (gapMs ?? this.gaps.get(host) ?? this.gapMs) - performance.now();
        if (wait > 0) await sleep(wait);
      }
      try {
        return await task();
      } finally {
        this.ended.set(host, performance.now());
      }
    });
    const tail = turn.catch(() => undefined);
    this.tails.set(host, tail);
    // A host nobody waits for leaves the line; its end time stays for the gap.
    void tail.then(() => {
      if (this.tails.get(host) === tail) this.tails.delete(host);
    });
    return turn;
  }
}
