// The per-host rate limit. A vendor's server sees one request of ours at a time, and the next only a
// gap after the last one ended, however many tools share the host and however many callers ask at
// once; different hosts are not held up by each other. The parts of a page being rendered (its
// script, its data) go before the pages waiting for that host, without the gap: a browser loads a
// page's parts together, and a render must not wait behind every other page of the host.

interface Waiting {
  task: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

interface Line {
  busy: boolean;
  urgent: Waiting[];
  normal: Waiting[];
  timer: NodeJS.Timeout | undefined;
}

export class HostQueue {
  private readonly lines = new Map<string, Line>();
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
   * Runs `task` when the host is free and its gap has passed; `urgent` (a part of a page being
   * rendered) when the host is free, before the pages waiting.
   */
  run<T>(host: string, task: () => Promise<T>, urgent = false): Promise<T> {
    let line = this.lines.get(host);
    if (!line) {
      line = { busy: false, urgent: [], normal: [], timer: undefined };
      this.lines.set(host, line);
    }
    const queued = line;
    return new Promise<T>((resolve, reject) => {
      (urgent ? queued.urgent : queued.normal).push({ task, resolve: resolve as (value: unknown) => void, reject });
      if (urgent && queued.timer) {
        clearTimeout(queued.timer);
        queued.timer = undefined;
      }
      this.next(host);
    });
  }

  private next(host: string): void {
    const line = this.lines.get(host);
    if (!line || line.busy || line.timer) return;
    const urgent = line.urgent.length > 0;
    if (!urgent && line.normal.length === 0) {
      // A host nobody waits for leaves; its end time stays for the gap.
      this.lines.delete(host);
      return;
    }
    const last = this.ended.get(host);
    const wait = urgent || last === undefined ? 0 : last + (this.gaps.get(host) ?? this.gapMs) - performance.now();
    if (wait > 0) {
      line.timer = setTimeout(() => {
        line.timer = undefined;
        this.next(host);
      }, wait);
      return;
    }
    const waiting = (line.urgent.shift() ?? line.normal.shift()) as Waiting;
    line.busy = true;
    void waiting
      .task()
      .then(waiting.resolve, waiting.reject)
      .finally(() => {
        line.busy = false;
        this.ended.set(host, performance.now());
        this.next(host);
      });
  }
}
