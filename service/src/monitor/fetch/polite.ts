// The monitor's one way onto a vendor's site: robots.txt obeyed, one request at a time per host with a
// gap between, a User-Agent that says who we are and where to complain, conditional requests, a time
// limit, and retries that back off. Every failure comes back as a FetchResult saying what went wrong,
// never as a throw, so that a run can list it beside the last good reading.
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent } from 'undici';
import type { FetchResult } from '../types.js';
import { attempt, type Attempt } from './attempt.js';
import { HostQueue } from './host-queue.js';
import { NOT_PUBLIC, publicLookup, refusedLiteral } from './public-address.js';
import { Robots } from './robots.js';

export interface FetcherOptions {
  /** Names the site and a contact page, e.g. "ToolverseMonitor/1.0 (+https://toolverse.example/about#monitor)". */
  userAgent: string;
  /** The least time between two requests to one host, robots.txt included. */
  perHostGapMs: number;
  /** Per attempt, headers and body together. */
  timeoutMs: number;
  /** Extra attempts after a 5xx, a 429, a network error or a timeout. */
  retries: number;
  /** The first back-off, doubled each retry; a longer Retry-After (seconds or a date) wins, up to 60 s. */
  backoffMs: number;
  /** A body over this (raw or decoded) is a failure. */
  maxBytes: number;
  maxRedirects: number;
  /** host -> "127.0.0.1:port": connect there over plain HTTP whatever the scheme, keeping the URL and its Host (a staging copy of vendor sites; tests). */
  resolve?: Map<string, string>;
  now?: () => Date;
}

export interface GetOptions {
  /** The ETag of the last reading: sent as If-None-Match. */
  etag?: string;
  /** The Last-Modified of the last reading: sent as If-Modified-Since. */
  lastModified?: string;
  accept?: string;
  /**
   * false for an address made for programs (an API, a file at a commit), which robots.txt, written for
   * crawlers of pages, does not govern; the rate limit still holds.
   */
  robots?: boolean;
  /**
   * A script, style or data file of a page being rendered: fetched right after the page, one at a
   * time, without the gap between two pages (a browser loads a page's parts together).
   */
  subresource?: boolean;
}

export interface Fetcher {
  /**
   * Reads one address. `attempts` counts the tries at the last address of the chain (1 plus its
   * retries; 0 when robots.txt kept it from being asked). A body the fetcher refuses (over maxBytes, an
   * unknown encoding) is an `http-error` with the status that carried it.
   */
  get(url: string, options?: GetOptions): Promise<FetchResult>;
  close(): Promise<void>;
}

const DEFAULTS = { perHostGapMs: 1000, timeoutMs: 15_000, retries: 2, backoffMs: 2000, maxBytes: 5_000_000, maxRedirects: 5 };
/** The longest we wait on a server's word (Retry-After, Crawl-delay); one that asks for more is not retried this run. */
const MAX_WAIT_MS = 60_000;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const DEFAULT_ACCEPT = 'text/html,application/xhtml+xml';

export function createFetcher(options: Partial<FetcherOptions> & { userAgent: string }): Fetcher {
  return new PoliteFetcher({ ...DEFAULTS, ...options });
}

/** The part of a FetchResult that says how a request ended; the rest is the chain's. */
type Ending = Pick<FetchResult, 'outcome' | 'status' | 'headers' | 'body' | 'error' | 'code' | 'attempts'>;

const ending = (outcome: FetchResult['outcome'], fields: Partial<Ending>): Ending => ({
  outcome,
  status: null,
  headers: {},
  body: null,
  error: null,
  code: null,
  attempts: 0,
  ...fields,
});

class PoliteFetcher implements Fetcher {
  private readonly agent: Agent;
  private readonly queue: HostQueue;
  private readonly robots: Robots;
  private readonly now: () => Date;

  constructor(private readonly settings: FetcherOptions) {
    const token = /^[A-Za-z0-9_-]+/.exec(settings.userAgent)?.[0];
    if (token === undefined)
      throw new Error(`userAgent must begin with a product token such as "ToolverseMonitor/1.0": "${settings.userAgent}"`);
    this.agent = new Agent({ connect: { timeout: settings.timeoutMs, lookup: publicLookup } });
    this.queue = new HostQueue(settings.perHostGapMs);
    this.now = settings.now ?? (() => new Date());
    this.robots = new Robots({
      token,
      read: (url) => this.follow(url.href, { accept: 'text/plain' }, false),
      crawlDelay: (host, ms) => this.queue.widen(host, ms),
      maxDelayMs: MAX_WAIT_MS,
    });
  }

  get(url: string, options: GetOptions = {}): Promise<FetchResult> {
    return this.follow(url, options, options.robots !== false);
  }

  close(): Promise<void> {
    return this.agent.close();
  }

  /** Requests `address` and follows its redirects by hand, asking robots.txt before each hop when `obey`. */
  private async follow(address: string, options: GetOptions, obey: boolean): Promise<FetchResult> {
    const redirects: FetchResult['redirects'] = [];
    const done = (end: Ending): FetchResult => ({
      url: address,
      finalUrl: redirects.at(-1)?.to ?? address,
      redirects,
      ...end,
      at: this.now(),
    });
    let url = webAddress(address);
    if (url === null) return done(ending('network-error', { code: 'ERR_INVALID_URL', error: `not an http(s) address: ${address}` }));
    for (;;) {
      // A page or a redirect may name any address: only public ones are read (public-address.ts).
      const literal = this.mapped(url) ? null : refusedLiteral(url.hostname);
      if (literal) return done(ending('network-error', { code: NOT_PUBLIC, error: literal.message }));
      if (obey) {
        const verdict = await this.robots.check(url);
        if (!verdict.allowed) return done(ending(verdict.outcome, { error: verdict.error, code: verdict.code }));
      }
      const { answer, attempts, note } = await this.withRetries(url, options);
      const location = answer.kind === 'answer' && REDIRECTS.has(answer.status) ? answer.headers.location : undefined;
      if (answer.kind !== 'answer' || location === undefined) return done(settle(answer, attempts, note));
      const to = webAddress(location, url);
      const { status, headers } = answer;
      if (to === null)
        return done(ending('http-error', { status, headers, attempts, error: `a ${status} to an address we do not follow: ${location}` }));
      if (redirects.length >= this.settings.maxRedirects) {
        const error = `more than ${this.settings.maxRedirects} redirects; the next pointed to ${to.href}`;
        return done(ending('too-many-redirects', { status, headers, attempts, error }));
      }
      redirects.push({ status, to: to.href });
      url = to;
    }
  }

  /** Where MONITOR_RESOLVE sends a host, when it does. */
  private mapped(url: URL): string | undefined {
    const { resolve } = this.settings;
    return resolve?.get(url.host) ?? resolve?.get(url.hostname);
  }

  /** One address, tried again after a 5xx, a 429, a network error or a timeout, backing off between. */
  private async withRetries(url: URL, options: GetOptions): Promise<{ answer: Attempt; attempts: number; note: string | null }> {
    const { timeoutMs, maxBytes, retries } = this.settings;
    const request = {
      url,
      connectTo: this.mapped(url),
      headers: this.headers(options),
      timeoutMs,
      maxBytes,
      readBody: (status: number) => status >= 200 && status < 300,
    };
    for (let attempts = 1; ; attempts += 1) {
      const answer = await this.queue.run(url.host, () => attempt(this.agent, request), options.subresource === true);
      if (!retryable(answer) || attempts > retries) return { answer, attempts, note: null };
      const wait = this.waitBefore(answer, attempts);
      if (wait > MAX_WAIT_MS) {
        const note = `the server asked us to come back in ${Math.ceil(wait / 1000)} s, longer than we wait in a run`;
        return { answer, attempts, note };
      }
      await sleep(wait);
    }
  }

  /** The back-off before the next attempt: doubled each time, or the server's Retry-After when longer. */
  private waitBefore(answer: Attempt, attempts: number): number {
    const backoff = this.settings.backoffMs * 2 ** (attempts - 1);
    const asked = answer.kind === 'answer' ? answer.headers['retry-after']?.trim() : undefined;
    if (asked === undefined) return backoff;
    const ms = /^\d+$/.test(asked) ? Number(asked) * 1000 : Date.parse(asked) - this.now().getTime();
    return Number.isNaN(ms) ? backoff : Math.max(backoff, ms);
  }

  private headers(options: GetOptions): Record<string, string> {
    const headers: Record<string, string> = {
      'user-agent': this.settings.userAgent,
      accept: options.accept ?? DEFAULT_ACCEPT,
      'accept-encoding': 'gzip, deflate, br',
    };
    if (options.etag !== undefined) headers['if-none-match'] = options.etag;
    if (options.lastModified !== undefined) headers['if-modified-since'] = options.lastModified;
    return headers;
  }
}

const retryable = (answer: Attempt): boolean =>
  (answer.kind === 'network-error' && answer.code !== NOT_PUBLIC) ||
  answer.kind === 'timeout' ||
  (answer.kind === 'answer' && (answer.status === 429 || answer.status >= 500));

/** An http(s) address, read against `base` when relative; null for anything else. */
function webAddress(address: string, base?: URL): URL | null {
  try {
    const url = new URL(address, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** How the last attempt at the last address ends the request. */
function settle(answer: Attempt, attempts: number, note: string | null): Ending {
  const tries = attempts > 1 ? ` (${attempts} attempts)` : '';
  const why = note === null ? '' : `; ${note}`;
  switch (answer.kind) {
    case 'network-error':
      return ending('network-error', { code: answer.code, attempts, error: `${answer.error}${tries}` });
    case 'timeout':
      return ending('timeout', { attempts, error: `${answer.error}${tries}` });
    // The server answered, but with nothing we can keep: a failure of its answer, not of the network.
    case 'refused-body':
      return ending('http-error', { status: answer.status, headers: answer.headers, attempts, error: answer.error });
    case 'answer': {
      const { status, headers, body } = answer;
      if (status >= 200 && status < 300) return ending('ok', { status, headers, body, attempts });
      if (status === 304) return ending('not-modified', { status, headers, attempts });
      const what = REDIRECTS.has(status) ? `a ${status} without a Location` : `the server answered ${status}`;
      return ending('http-error', { status, headers, attempts, error: `${what}${tries}${why}` });
    }
  }
}
