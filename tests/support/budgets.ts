import type { Page } from '@playwright/test';

/**
 * README, "HTML-first": what a route may download before the reader does anything, in bytes sent
 * over the wire; its HTML as brotli sends it (issue 38: no page heavier than an article, the
 * directory a page of tools at a time).
 */
export const BUDGETS = { scriptBytes: 100 * 1024, styleBytes: 15 * 1024, htmlBytes: 16 * 1024 } as const;

/** Every kind of page: home, each remote's index and a deep page, a tool's page, its alternatives, the compare pages, a shell page and a missing one. */
export const MEASURED_ROUTES = [
  '/',
  '/blog',
  '/blog/ai-tools-replace-assistant',
  '/tools',
  '/tools/monetize',
  '/tools/chatgpt',
  '/tools/changes',
  '/tools/chatgpt/alternatives',
  '/tools/compare/jasper-vs-copy-ai',
  '/quizzes',
  '/guide',
  '/privacy',
  '/search?q=zapier',
  '/nope',
];

export interface Transfer {
  url: string;
  type: 'script' | 'style';
  /** The response body as it came over the network (compressed as the server sent it). */
  bytes: number;
  encoding: string;
}

/**
 * Loads a route and measures every script and stylesheet it fetched until the network was idle:
 * the encoded body sizes the browser received (the brotli or gzip bytes the server chose to send).
 */
export async function measureRoute(page: Page, url: string): Promise<Transfer[]> {
  const pending: Promise<Transfer | null>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response
        .finished()
        .then(async () => ({
          url: response.url(),
          type: type === 'script' ? ('script' as const) : ('style' as const),
          bytes: (await response.request().sizes()).responseBodySize,
          encoding: (await response.headerValue('content-encoding')) ?? 'identity',
        }))
        .catch(() => null),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  return (await Promise.all(pending)).filter((transfer): transfer is Transfer => transfer !== null);
}

export function total(transfers: Transfer[], type: Transfer['type']): number {
  return transfers.filter((transfer) => transfer.type === type).reduce((sum, transfer) => sum + transfer.bytes, 0);
}
