import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TOOLS, recordOf } from '../../support/content';
import { expect, test } from '../../support/fixtures';
import { MAIN_SITE_PORT, sitePorts } from '../../support/ports';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const { NEWSLETTER_DB, PRERENDER_DIR } = sitePorts(MAIN_SITE_PORT);

/** The operator's count of one tool's clicks from one kind of page, today, read with the CLI. */
function clicks(toolId: string, pageKind: string): number {
  const csv = execFileSync('node', ['service/dist/cli.js', 'clicks', '--csv'], {
    cwd: ROOT,
    env: { ...process.env, NEWSLETTER_DB },
    encoding: 'utf8',
  });
  return csv
    .split('\r\n')
    .map((line) => line.split(','))
    .filter(([, tool, kind]) => tool === toolId && kind === pageKind)
    .reduce((sum, [, , , count]) => sum + Number(count), 0);
}

// The service counts readers, not programs: a headless browser names itself HeadlessChrome and
// would not be counted. These tests are a reader's browser, as its User-Agent says.
test.use({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36' });

// Counted once per reader, tool and day, in the service's memory: run against a freshly started site
// (this reader's first ChatGPT click of the day there).
test('Try This Tool leads to the vendor through /go/, and the click is counted once', async ({ page, context }) => {
  // The vendor's site, answered here: no test reaches the internet.
  await context.route('https://chatgpt.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Vendor</title><h1>Vendor stub</h1>' }),
  );
  const before = clicks('chatgpt', 'tool');
  const requested: string[] = [];
  context.on('request', (request) => {
    if (request.isNavigationRequest()) requested.push(request.url());
  });
  await page.goto('/tools/chatgpt');
  const [vendor] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: /^Try This Tool ?: ChatGPT/ }).click()]);
  await expect(vendor.getByRole('heading', { name: 'Vendor stub' })).toBeVisible();
  expect(vendor.url()).toBe('https://chatgpt.com/');
  // The tab opened on the site's own /go/ address, which sent it on to the vendor.
  const viaGo = requested.lastIndexOf(`http://localhost:${MAIN_SITE_PORT}/go/chatgpt?from=tool`);
  expect(viaGo, `navigations: ${requested.join(', ')}`).toBeGreaterThanOrEqual(0);
  expect(requested.slice(viaGo + 1)).toContain('https://chatgpt.com/');
  expect(await vendor.evaluate(() => document.referrer), 'the vendor is not told which page the reader came from').toBe('');
  await expect.poll(() => clicks('chatgpt', 'tool')).toBe(before + 1);
  // The same reader again, the same day: sent on, not counted again.
  await vendor.close();
  const [again] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: /^Try This Tool ?: ChatGPT/ }).click()]);
  await expect(again.getByRole('heading', { name: 'Vendor stub' })).toBeVisible();
  expect(clicks('chatgpt', 'tool')).toBe(before + 1);
});

test('the redirect names the destination from tools.json with a 302, and an unknown tool gets the not-found page with 404', async ({
  request,
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 404/);
  // Another tool than the counted test's: the two run at once on parallel workers and share the click store.
  const answer = await request.get('/go/claude?from=tool', { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe('https://claude.ai');
  const missing = await page.goto('/go/no-such-tool?from=tool');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
  const odd = await request.get('/go/ChatGPT!', { maxRedirects: 0 });
  expect(odd.status()).toBe(400);
});

test('no tool link on any prerendered page bypasses /go/: vendor URLs appear only as cited sources', () => {
  const vendorUrls = new Set(
    TOOLS.flatMap((tool) => [tool.url, tool.affiliateUrl].filter((url) => url !== undefined)).flatMap((url) => [url, `${url}/`]),
  );
  const citations = new Set(
    TOOLS.flatMap((tool) => [
      tool.pricingPage,
      ...recordOf(tool).sources.map((source) => source.url),
      ...(tool.check?.sources.map((source) => source.url) ?? []),
    ]),
  );
  const dir = path.join(ROOT, PRERENDER_DIR);
  const pages = (readdirSync(dir, { recursive: true }) as string[]).filter((file) => file.endsWith('.html'));
  expect(pages.length).toBeGreaterThan(100);
  const bypassing: string[] = [];
  let outbound = 0;
  for (const file of pages) {
    // An article's Sources list cites vendors' own pages, the official site among them: references, not tool links.
    const html = readFileSync(path.join(dir, file), 'utf8').replace(/<section aria-labelledby="sources-heading"[\s\S]*?<\/section>/g, '');
    for (const [, attributes = '', text = ''] of html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)) {
      const href = /\shref="([^"]*)"/.exec(attributes)?.[1]?.replaceAll('&amp;', '&') ?? '';
      if (href.startsWith('/go/')) outbound += 1;
      const label = text.replace(/<[^>]*>/g, '').trim();
      // A call to open a tool is never a direct link, whatever its URL.
      if (/^(Try This Tool|Visit )/.test(label) && !href.startsWith('/go/')) bypassing.push(`${file}: "${label}" -> ${href}`);
      else if (vendorUrls.has(href) && !citations.has(href)) bypassing.push(`${file}: "${label}" -> ${href}`);
    }
  }
  expect(bypassing).toEqual([]);
  expect(outbound, 'the pages link to tools through /go/').toBeGreaterThan(500);
});
