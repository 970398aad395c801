// Pages whose plans only appear once their script has run, read in headless Chromium. The browser
// reaches nothing by itself: every request the page makes is answered from the polite fetcher, so
// robots.txt, the per-host gap, the User-Agent and `resolve` hold for it as for any other read, and
// Chromium's own name resolution is switched off so that nothing slips past the fetcher.
import puppeteer, { type Browser, type ErrorCode, type HTTPRequest, type Page } from 'puppeteer-core';
import type { FetchResult } from '../types.js';
import type { Fetcher } from './polite.js';

export interface BrowserReader {
  /**
   * Opens the URL in headless Chromium, answering every request the page makes with fetcher.get, waits
   * until the network is idle (at most timeoutMs), and returns the document's FetchResult and the
   * rendered HTML. A document that is not ok is not rendered: its result comes back with `html: null`.
   */
  render(url: string): Promise<{ result: FetchResult; html: string | null }>;
  close(): Promise<void>;
}

export interface BrowserOptions {
  /** Chromium's binary; CHROMIUM_PATH, then Debian's /usr/bin/chromium when not given. */
  chromiumPath?: string;
  /** How long a page may take to fall quiet once its document is in. */
  timeoutMs?: number;
  /** Pages rendered at once (the other sources of a run go on meanwhile); 2 by default. */
  pages?: number;
}

const FLAGS = [
  // Running as root in a container, with a small /dev/shm.
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--headless=new',
  // Nothing of Chromium's own talks to the network: no updates, sync, QUIC or name lookups.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-gpu',
  '--host-resolver-rules=MAP * ~NOTFOUND',
  // A few renderer processes, reused, rather than one started per vendor page: memory and a 2-core machine's time.
  '--renderer-process-limit=2',
  '--disable-extensions',
  '--mute-audio',
  // No rasterizer, translation or media router: processes a reading of plans never needs.
  '--disable-software-rasterizer',
  '--disable-features=Translate,MediaRouter,OptimizationHints,site-per-process',
];
/** What a reading of plans never needs: looks, not content. */
const SKIPPED = new Set(['image', 'font', 'media', 'stylesheet']);
/** Headers that describe the wire, not the body the page is given (already decoded, whole). */
const WIRE_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive', 'set-cookie']);
/** The longest a single call into the page may take: a stuck page must not hold a run. */
const CALL_LIMIT_MS = 10_000;

export function createBrowserReader(fetcher: Fetcher, options: BrowserOptions = {}): BrowserReader {
  const executablePath = options.chromiumPath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const timeoutMs = options.timeoutMs ?? 30_000;
  const turns = new Turns(options.pages ?? 2);
  let browser: Promise<Browser> | undefined;

  const launch = (): Promise<Browser> => {
    browser ??= puppeteer.launch({ executablePath, headless: true, args: FLAGS }).catch((error: unknown) => {
      // A launch that failed is tried again by the next render, not remembered.
      browser = undefined;
      throw error;
    });
    return browser;
  };

  return {
    async render(url) {
      const result = await fetcher.get(url);
      if (result.outcome !== 'ok' || result.body === null) return { result, html: null };
      return turns.run(async () => {
        // A context per page: no cookie or storage of one vendor's page is seen by the next.
        const context = await (await launch()).createBrowserContext();
        try {
          const page = await context.newPage();
          await answerThroughFetcher(page, fetcher, result);
          return await settle(page, result, timeoutMs);
        } finally {
          await within(context.close(), CALL_LIMIT_MS).catch(() => undefined);
        }
      });
    },
    async close() {
      const opened = browser;
      browser = undefined;
      if (opened !== undefined) await (await opened).close();
    },
  };
}

/** Loads the document already fetched and waits for the page to fall quiet; a page that never does is not read. */
async function settle(page: Page, result: FetchResult, timeoutMs: number): Promise<{ result: FetchResult; html: string | null }> {
  try {
    await page.goto(result.finalUrl, { waitUntil: 'networkidle0', timeout: timeoutMs });
  } catch (error) {
    // Half a page could show half the plans, which would read as plans removed: nothing is better.
    const why = `the page did not finish rendering within ${timeoutMs} ms (${(error as Error).message})`;
    return { result: { ...result, outcome: 'timeout', body: null, error: why }, html: null };
  }
  return { result, html: await within(page.content(), CALL_LIMIT_MS) };
}

/** Intercepts every request of the page: the document from `document`, the rest from the fetcher. */
async function answerThroughFetcher(page: Page, fetcher: Fetcher, document: FetchResult): Promise<void> {
  const documentUrl = withoutFragment(document.finalUrl);
  let documentServed = false;
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    const isDocument = !documentServed && request.isNavigationRequest() && withoutFragment(request.url()) === documentUrl;
    if (isDocument) documentServed = true;
    // The page may be closed while a request waits on the fetcher: its answer then has nowhere to go.
    answer(request, isDocument ? Promise.resolve(document) : null, fetcher).catch(() => undefined);
  });
}

async function answer(request: HTTPRequest, known: Promise<FetchResult> | null, fetcher: Fetcher): Promise<void> {
  const url = request.url();
  // data: and blob: addresses are the page's own bytes, not a request to anyone.
  if (!/^https?:/i.test(url)) return request.continue();
  if (SKIPPED.has(request.resourceType()) || isFavicon(request) || request.method() !== 'GET') return request.abort('blockedbyclient');
  const result = await (known ?? fetcher.get(url, { accept: request.headers().accept ?? '*/*', subresource: true }));
  if (result.outcome !== 'ok' || result.body === null) return request.abort(abortCode(result));
  const headers = Object.fromEntries(Object.entries(result.headers).filter(([name]) => !WIRE_HEADERS.has(name)));
  return request.respond({ status: result.status ?? 200, headers, body: result.body });
}

/** How the page's script sees a request the fetcher did not complete. */
function abortCode(result: FetchResult): ErrorCode {
  if (result.outcome === 'robots-disallowed') return 'blockedbyclient';
  if (result.outcome === 'timeout') return 'timedout';
  if (result.code === 'ENOTFOUND') return 'namenotresolved';
  if (result.code === 'ECONNREFUSED') return 'connectionrefused';
  return 'failed';
}

/** Chromium asks for a site's icon by itself, typed "other": an image all the same. */
const isFavicon = (request: HTTPRequest): boolean =>
  request.resourceType() === 'other' && new URL(request.url()).pathname === '/favicon.ico';

function withoutFragment(address: string): string {
  const url = new URL(address);
  url.hash = '';
  return url.href;
}

/** `promise`, or a rejection once `ms` have passed. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from Chromium within ${ms} ms`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

/** At most `size` tasks at once, the others waiting their turn in order. */
class Turns {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running += 1;
    try {
      return await task();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}
