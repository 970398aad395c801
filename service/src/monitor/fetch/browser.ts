// Pages whose plans only appear once their script has run, read in headless Chromium. The browser
// reaches nothing by itself: every request the page makes is answered from the polite fetcher, so
// robots.txt, the per-host gap, the User-Agent and `resolve` hold for it as for any other read, and
// Chromium's own name resolution is switched off so that nothing slips past the fetcher.
import puppeteer, { type Browser, type BrowserContext, type ErrorCode, type HTTPRequest, type Page } from 'puppeteer-core';
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
  /** Pages rendered at once (the other sources of a run go on meanwhile); 4 by default. */
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
  '--renderer-process-limit=1',
  '--disable-extensions',
  '--mute-audio',
  // No rasterizer, translation or media router: processes a reading of plans never needs.
  '--disable-software-rasterizer',
  '--disable-features=Translate,MediaRouter,OptimizationHints,site-per-process',
  // The GPU and network services inside the browser process, and no zygote: fewer processes, less memory.
  '--in-process-gpu',
  '--enable-features=NetworkServiceInProcess',
  '--no-zygote',
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
  let browser: Promise<Browser> | undefined;
  let context: Promise<BrowserContext> | undefined;

  const launch = (): Promise<Browser> => {
    browser ??= puppeteer.launch({ executablePath, headless: true, args: FLAGS }).catch((error: unknown) => {
      // A launch that failed is tried again by the next render, not remembered.
      browser = undefined;
      throw error;
    });
    return browser;
  };
  // One context, apart from Chromium's default one, for every tab: no page sets a cookie (the fetcher's
  // answers carry none), and storage is the vendor's own origin's.
  const openTab = async (): Promise<Tab> => {
    context ??= launch().then((opened) => opened.createBrowserContext());
    const page = await (await context).newPage();
    const tab: Tab = { page, document: null, served: false };
    await answerThroughFetcher(tab, fetcher);
    return tab;
  };
  const tabs = new Tabs(options.pages ?? 4, openTab);

  return {
    async render(url) {
      const result = await fetcher.get(url);
      if (result.outcome !== 'ok' || result.body === null) return { result, html: null };
      const tab = await tabs.take();
      tab.document = result;
      tab.served = false;
      let healthy = false;
      try {
        const read = await settle(tab.page, result, timeoutMs);
        healthy = read.html !== null;
        return read;
      } finally {
        tab.document = null;
        // A page that did not settle may still be busy: it is closed, and a fresh tab takes its place.
        if (healthy) tabs.give(tab);
        else tabs.drop(tab);
      }
    },
    async close() {
      const opened = browser;
      browser = undefined;
      context = undefined;
      tabs.clear();
      if (opened !== undefined) await (await opened).close();
    },
  };
}

/** A tab kept between renders: Chromium opens a page in a quarter of a second, a context of its own in most of a second. */
interface Tab {
  page: Page;
  /** The document being rendered, answered from memory; null between renders (any request is refused). */
  document: FetchResult | null;
  served: boolean;
}

/** At most `size` tabs, each rendering one page at a time; callers wait their turn in order. */
class Tabs {
  private idle: Tab[] = [];
  private open = 0;
  private readonly waiting: { resolve: (tab: Tab) => void; reject: (error: unknown) => void }[] = [];

  constructor(
    private readonly size: number,
    private readonly create: () => Promise<Tab>,
  ) {}

  take(): Promise<Tab> {
    const tab = this.idle.pop();
    if (tab) return Promise.resolve(tab);
    if (this.open < this.size) return this.opened();
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  give(tab: Tab): void {
    const next = this.waiting.shift();
    if (next) next.resolve(tab);
    else this.idle.push(tab);
  }

  drop(tab: Tab): void {
    this.open -= 1;
    void within(tab.page.close(), CALL_LIMIT_MS).catch(() => undefined);
    const next = this.waiting.shift();
    if (next) this.opened().then(next.resolve, next.reject);
  }

  clear(): void {
    this.idle = [];
    this.open = 0;
  }

  private async opened(): Promise<Tab> {
    this.open += 1;
    try {
      return await this.create();
    } catch (error) {
      this.open -= 1;
      throw error;
    }
  }
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

/** Intercepts every request of the tab's page: the document from the tab's, the rest from the fetcher. */
async function answerThroughFetcher(tab: Tab, fetcher: Fetcher): Promise<void> {
  await tab.page.setRequestInterception(true);
  tab.page.on('request', (request) => {
    const document = tab.document;
    // Between renders the tab asks for nothing that is answered.
    if (document === null) return void request.abort('blockedbyclient').catch(() => undefined);
    const isDocument =
      !tab.served && request.isNavigationRequest() && withoutFragment(request.url()) === withoutFragment(document.finalUrl);
    if (isDocument) tab.served = true;
    // The page may go on to the next render while a request waits on the fetcher: its answer then has nowhere to go.
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
