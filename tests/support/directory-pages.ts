// The directory shows its tools a page at a time (mfe-tools/src/directory/paging.ts, PAGE_SIZE): tests
// that read a whole view read each of its pages, following the pager as a reader would.
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The pages of a view, as the server sends them: its URL, then each page's "Next page" link in turn. */
export async function servedPages(request: APIRequestContext, url: string): Promise<string[]> {
  const pages: string[] = [];
  for (let next: string | undefined = url; next !== undefined;) {
    const response: APIResponse = await request.get(next);
    expect(response.status(), next).toBe(200);
    const html: string = await response.text();
    pages.push(html);
    next = /<a href="([^"]+)" aria-label="Next page,/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    if (pages.length > 50) throw new Error(`${url}: more than 50 pages, the pager loops`);
  }
  return pages;
}

/** Opens `url`, hands each page of its list to `read`, and follows "Next page" to the next one; returns how many pages it read. */
export async function readEachPage(page: Page, url: string, read: (pageNumber: number) => Promise<void>): Promise<number> {
  await page.goto(url);
  for (let pageNumber = 1; ; pageNumber += 1) {
    await read(pageNumber);
    const next = page.getByRole('link', { name: /^Next page/ });
    if ((await next.count()) === 0) return pageNumber;
    // By the keyboard: cards lay out as they near the screen, so a pointer aimed at the pager while
    // scrolling to it could land on a card.
    await next.press('Enter');
    await expect(page.getByText(new RegExp(`^Page ${pageNumber + 1} of \\d+$`))).toBeVisible();
  }
}
