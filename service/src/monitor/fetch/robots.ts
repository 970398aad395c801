// robots.txt, read once per origin for the life of a fetcher and obeyed for every address on it,
// redirect targets included. What an answer means follows RFC 9309 as Google applies it: a file
// that is not there (4xx) allows everything; a server that fails (5xx, 429) or cannot be reached
// disallows everything for this run, since we cannot know what it would have said.
import robotsModule from 'robots-parser';
import type { FetchResult } from '../types.js';

// robots-parser is CommonJS exporting the parser itself, but its types declare an ES default export:
// under NodeNext the default import is typed as the module, while at run time it is the function.
const robotsParser = robotsModule as unknown as typeof robotsModule.default;

/**
 * Whether an address may be read. When robots.txt could not be read because the host did not answer,
 * the refusal carries that network error or timeout: the host is down, which a run must be able to
 * tell from a host that asks not to be read.
 */
export type RobotsVerdict =
  { allowed: true } | { allowed: false; outcome: 'robots-disallowed' | 'network-error' | 'timeout'; error: string; code: string | null };

/** What one origin's robots.txt said, as the fetcher applies it. */
type Rules =
  | { kind: 'file'; robot: ReturnType<typeof robotsParser> }
  | { kind: 'allow-all' }
  | { kind: 'disallow-all'; verdict: Extract<RobotsVerdict, { allowed: false }> };

export interface RobotsOptions {
  /** The User-Agent's product token, the name robots.txt groups are written for. */
  token: string;
  /** Reads a robots.txt address through the fetcher's queue, retries and redirects (not its robots check). */
  read: (url: URL) => Promise<FetchResult>;
  /** Told a host's `Crawl-delay`, in ms, when its robots.txt gives one for us. */
  crawlDelay: (host: string, ms: number) => void;
  /** The longest `Crawl-delay` honoured; a longer one is held to it. */
  maxDelayMs: number;
}

export class Robots {
  /** One reading per origin; concurrent first requests share it. */
  private readonly origins = new Map<string, Promise<Rules>>();

  constructor(private readonly options: RobotsOptions) {}

  async check(url: URL): Promise<RobotsVerdict> {
    let rules = this.origins.get(url.origin);
    if (rules === undefined) {
      rules = this.load(url);
      this.origins.set(url.origin, rules);
    }
    const found = await rules;
    if (found.kind === 'allow-all') return { allowed: true };
    if (found.kind === 'disallow-all') return found.verdict;
    if (found.robot.isAllowed(url.href, this.options.token) === true) return { allowed: true };
    const line = found.robot.getMatchingLineNumber(url.href, this.options.token);
    return {
      allowed: false,
      outcome: 'robots-disallowed',
      code: null,
      error: `${url.origin}/robots.txt disallows ${url.pathname} for ${this.options.token} (line ${line})`,
    };
  }

  private async load(url: URL): Promise<Rules> {
    const address = new URL('/robots.txt', url.origin);
    const result = await this.options.read(address);
    const { status } = result;
    if (result.outcome === 'ok' && result.body !== null) {
      const robot = robotsParser(address.href, result.body.toString('utf8'));
      const delay = robot.getCrawlDelay(this.options.token);
      if (delay !== undefined && delay > 0) this.options.crawlDelay(url.host, Math.min(delay * 1000, this.options.maxDelayMs));
      return { kind: 'file', robot };
    }
    // "Unavailable" in RFC 9309: no file (404, 410, any 4xx but 429) or a redirect loop.
    const unavailable =
      (result.outcome === 'http-error' && status !== null && status >= 400 && status < 500 && status !== 429) ||
      result.outcome === 'too-many-redirects';
    if (unavailable) return { kind: 'allow-all' };
    const why = status !== null ? `answered ${status}${result.error ? ` (${result.error})` : ''}` : `could not be read (${result.error})`;
    const error = `${address.href} ${why}: nothing on ${url.origin} is read this run`;
    const outcome = result.outcome === 'network-error' || result.outcome === 'timeout' ? result.outcome : 'robots-disallowed';
    return { kind: 'disallow-all', verdict: { allowed: false, outcome, error, code: result.code } };
  }
}
