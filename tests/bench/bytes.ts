// The bytes a server actually sends for a route's first load: every response body as it came over
// the wire (brotli or gzip when the server compressed it), counted by Chromium's network layer
// through the DevTools protocol, before any interaction (deferred widgets stay unloaded).
import type { Browser, CDPSession, Page } from '@playwright/test';

/** What Chromium asks for over https, set explicitly: the bench's servers are plain-http localhost. */
export const ACCEPT_ENCODING = 'br, gzip';

export interface Transfer {
  url: string;
  type: string;
  status: number;
  encoding: string;
  bodyBytes: number;
}

export interface RouteBytes {
  html: number;
  js: number;
  css: number;
  other: number;
  total: number;
  requests: number;
  /** Text responses (HTML, JS, CSS, JSON, XML, SVG) that came with a body and no compression. */
  uncompressedText: string[];
  /** Each response (path, type, encoding, body bytes), for the JSON: where a difference comes from. */
  files: string[];
}

const KIND: Record<string, keyof Pick<RouteBytes, 'html' | 'js' | 'css'>> = { Document: 'html', Script: 'js', Stylesheet: 'css' };
const TEXT_TYPE = /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;

export function summarize(transfers: readonly Transfer[]): RouteBytes {
  const bytes: RouteBytes = { html: 0, js: 0, css: 0, other: 0, total: 0, requests: transfers.length, uncompressedText: [], files: [] };
  for (const transfer of transfers) {
    bytes.files.push(`${new URL(transfer.url).pathname} ${transfer.type} ${transfer.status} ${transfer.encoding} ${transfer.bodyBytes}`);
    bytes[KIND[transfer.type] ?? 'other'] += transfer.bodyBytes;
    bytes.total += transfer.bodyBytes;
  }
  return bytes;
}

interface Pending {
  url: string;
  type: string;
  status: number;
  encoding: string;
  contentType: string;
  contentLength: number | null;
  /** All bytes received for the request (headers and body), once it finished. */
  received?: number;
}

/**
 * The screens a first load is counted on: Lighthouse's mobile emulation (the phone the issue's
 * figures are for), and a desktop window, where more of a page is near the first screen and so
 * more of its widgets load at once.
 */
export const SCREENS = {
  phone: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 720 } },
} as const;

/**
 * Loads `url` in a fresh page with an empty cache and records every response's body bytes:
 * `Network.loadingFinished`'s encodedDataLength (all bytes received for the request) less the raw
 * response headers (`responseReceivedExtraInfo`'s headersText, which may come after the finish);
 * the Content-Length the server declared where Chromium gave no raw headers. Returns the page,
 * still open, for the measures that read it afterwards.
 */
export async function loadAndCount(
  browser: Browser,
  url: string,
  screen: keyof typeof SCREENS = 'phone',
): Promise<{ page: Page; transfers: Transfer[]; bytes: RouteBytes }> {
  // axe is injected as an inline script afterwards, which the site's CSP rightly refuses.
  const context = await browser.newContext({ bypassCSP: true, ...SCREENS[screen] });
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': ACCEPT_ENCODING } });
  const responses = new Map<string, Pending>();
  const headerBytes = new Map<string, number>();
  cdp.on('Network.responseReceivedExtraInfo', (event) => {
    if (event.headersText !== undefined) headerBytes.set(event.requestId, Buffer.byteLength(event.headersText));
  });
  cdp.on('Network.responseReceived', (event) => {
    if (event.response.url.startsWith('data:')) return;
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
    responses.set(event.requestId, {
      url: event.response.url,
      type: event.type,
      status: event.response.status,
      encoding: headers['content-encoding'] ?? 'identity',
      contentType: headers['content-type'] ?? '',
      contentLength: headers['content-length'] === undefined ? null : Number(headers['content-length']),
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const response = responses.get(event.requestId);
    if (response) response.received = event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const transfers: Transfer[] = [];
  const uncompressedText: string[] = [];
  for (const [requestId, response] of responses) {
    if (response.received === undefined) continue;
    const headers = headerBytes.get(requestId);
    const bodyBytes = headers !== undefined ? Math.max(0, response.received - headers) : response.contentLength;
    if (bodyBytes === null)
      throw new Error(`${response.url}: Chromium gave neither its raw headers nor a Content-Length, so its body's size is unknown`);
    transfers.push({ url: response.url, type: response.type, status: response.status, encoding: response.encoding, bodyBytes });
    if (bodyBytes > 0 && response.encoding === 'identity' && TEXT_TYPE.test(response.contentType)) uncompressedText.push(response.url);
  }
  return { page, transfers, bytes: { ...summarize(transfers), uncompressedText } };
}
