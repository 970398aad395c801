import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** DESIGN §5: what a route may download before the reader does anything, in gzip bytes. */
export const BUDGETS = { scriptGzip: 150 * 1024, styleGzip: 15 * 1024 } as const;

export interface Transfer {
  url: string;
  type: 'script' | 'style';
  gzip: number;
}

/** Loads a route and measures every script and stylesheet it fetched until the network was idle. */
export async function measureRoute(page: Page, url: string): Promise<Transfer[]> {
  const pending: Promise<Transfer | null>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response
        .body()
        .then((body) => ({ url: response.url(), type: type === 'script' ? ('script' as const) : ('style' as const), gzip: gzipSync(body, { level: 9 }).length }))
        .catch(() => null),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  return (await Promise.all(pending)).filter((transfer): transfer is Transfer => transfer !== null);
}

export function total(transfers: Transfer[], type: Transfer['type']): number {
  return transfers.filter((transfer) => transfer.type === type).reduce((sum, transfer) => sum + transfer.gzip, 0);
}
