import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { TOOL_PATH_WORDS, TOOL_PRESETS } from '../../shared-content/src/tool-taxonomy.ts';
import { expect, test } from '../support/fixtures';

const TOOL_IDS = (
  JSON.parse(readFileSync(path.join(import.meta.dirname, '../../shared-content/content/tools.json'), 'utf8')) as {
    id: string;
    name: string;
  }[]
).map((tool) => tool.id);
const PRESETS: readonly string[] = TOOL_PRESETS;
/** Pages of the directory at /tools/{word} that are no tool: its presets and the compare page. */
const NOT_TOOLS: readonly string[] = TOOL_PATH_WORDS;

async function toolUrlsInSitemap(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1] ?? '').pathname)
    .filter((pathname) => /^\/tools\/[a-z0-9-]+$/.test(pathname) && !NOT_TOOLS.includes(pathname.slice('/tools/'.length)));
}

test('the sitemap lists a page for every tool of The Arsenal', async ({ request }) => {
  const urls = await toolUrlsInSitemap(request);
  expect(urls.map((url) => url.slice('/tools/'.length)).sort()).toEqual([...TOOL_IDS].sort());
});

test('every tool page in the sitemap answers 200 with its h1, JSON-LD, dated price and a Try This Tool link through /go/, and hydrates cleanly', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const urls = await toolUrlsInSitemap(request);
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1, url).toHaveCount(1);
    const name = (await h1.textContent()) ?? '';
    await expect(page, url).toHaveTitle(`${name}: pricing, features and alternatives | Toolverse`);
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((node) => (JSON.parse(node.textContent ?? '{}') as { '@type': string })['@type']));
    expect(types, url).toEqual(expect.arrayContaining(['SoftwareApplication', 'BreadcrumbList']));
    const tryIt = page.getByRole('link', {
      name: new RegExp(`^Try This Tool ?: ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(opens in a new tab\\)$`),
    });
    await expect(tryIt, url).toHaveAttribute('rel', 'nofollow noopener noreferrer');
    await expect(tryIt, url).toHaveAttribute('target', '_blank');
    await expect(tryIt, url).toHaveAttribute('href', /^\/go\/[a-z0-9-]+\?from=tool$/);
    // The site's one link disclosure (shared-content's LINK_DISCLOSURE), true today: no commission.
    await expect(
      page
        .getByRole('main')
        .getByText(
          /^Links to tools go through Toolverse's \/go\/ address to each vendor's own site; .* None of them is an affiliate link today/,
        ),
      url,
    ).toBeVisible();
    // The price block: a dated source or "No public figure found", and the vendor's pricing page, never a help article.
    const pricing = page.getByRole('region', { name: 'Pricing' });
    await expect(pricing, url).toContainText(/(read [A-Z][a-z]+ (\d{1,2}, )?\d{4}|No public figure found|No paid plan)/);
    const vendor = pricing.getByRole('link', { name: /^Current prices on \S+ for .+ \(opens in a new tab\)$/ });
    await expect(vendor, url).toHaveAttribute('href', /^https:\/\//);
    await expect(vendor, url).not.toHaveAttribute('href', /\/hc\/|\/articles?\/|help\.|support\.|billing|cancel/);
  }
});

test('an unknown tool answers 404 with the not-found page, the preset views keep working', async ({
  page,
  request,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/the server responded with a status of 404/);
  const missing = await request.get('/tools/no-such-tool', { maxRedirects: 0 });
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<meta name="robots" content="noindex"/>');
  for (const preset of PRESETS) {
    const response = await request.get(`/tools/${preset}`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('Explore the AI Tool Universe');
  }
  await page.goto('/tools/no-such-tool');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tool not found in this dimension');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Tools/ })
    .click();
  await expect(page).toHaveURL(/\/tools$/);
});

test("a tool's page links to its card in each article, its alternatives and its quizzes", async ({ page }) => {
  await page.goto('/tools/claude');
  const articles = page.getByRole('region', { name: 'Articles featuring Claude' }).getByRole('link');
  const first = articles.first();
  const href = (await first.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/blog\/[a-z0-9-]+#tool-claude$/);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('#tool-claude')).toBeInViewport();
  await page.getByRole('link', { name: 'Claude: pricing and alternatives' }).first().click();
  await expect(page).toHaveURL(/\/tools\/claude$/);
  await page
    .getByRole('region', { name: 'Alternatives to Claude' })
    .getByRole('list')
    .getByRole('link', { name: 'ChatGPT', exact: true })
    .click();
  await expect(page).toHaveURL(/\/tools\/chatgpt$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ChatGPT');
  await page.getByRole('region', { name: 'Quizzes that can recommend ChatGPT' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/quizzes#[a-z-]+$/);
  await expect(page.locator(':target').getByText(/^Question 1 of \d$/)).toBeVisible();
});

test('a directory card leads to its tool page', async ({ page }) => {
  await page.goto('/tools');
  await page.getByRole('heading', { name: 'ChatGPT', level: 3 }).getByRole('link').click();
  await expect(page).toHaveURL(/\/tools\/chatgpt$/);
  await expect(page.getByRole('heading', { name: 'ChatGPT', level: 1 })).toBeVisible();
});

test("a tool's page is HTML with its own facts, and downloads none of the directory's", async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  await page.goto('/tools/chatgpt', { waitUntil: 'networkidle' });
  await page.mouse.move(100, 100);
  await page.mouse.wheel(0, 20_000);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main')).toContainText('general-purpose AI assistant for drafting');
  const code = (await Promise.all(scripts)).join('\n');
  // WriterZen (another category, no link from this page) is nowhere in what the page downloaded.
  expect(code).not.toContain('groups related keywords into topic clusters');
});
