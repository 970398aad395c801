import type { APIRequestContext } from '@playwright/test';
import { TOOL_PATH_WORDS, TOOL_PRESETS } from '../../../shared-content/src/content/tool-taxonomy.ts';
import { TOOLS, plansOf } from '../../support/content';
import { expect, test } from '../../support/fixtures';

const TOOL_IDS = TOOLS.map((tool) => tool.id);
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

test('every tool page in the sitemap answers 200 with its h1, JSON-LD, its price at a glance, a Try This Tool link through /go/ and its disclosure, and hydrates cleanly', async ({
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
    // The link disclosure beside the Try link, in one line: whether this link earns us anything, and
    // the whole policy on the About page.
    const tool = TOOLS.find((candidate) => candidate.name === name);
    expect(tool, `${url}: "${name}" is a tool of content/tools.json`).toBeDefined();
    const disclosure = page
      .getByRole('main')
      .getByText(tool?.affiliateUrl ? 'Affiliate link: we may earn a commission.' : 'Not an affiliate link: we earn nothing from it.');
    await expect(disclosure, url).toBeVisible();
    await expect(disclosure.getByRole('link', { name: 'Our link policy' }), url).toHaveAttribute('href', '/about#links');
    await expect(page.getByRole('main').getByText(/None of them is an affiliate link today/), url).toHaveCount(0);
    // The price at a glance: the free plan and the cheapest paid plan as the record has them, and the
    // vendor's own pricing page (content/tools.json), never a help article.
    const plans = plansOf(tool!);
    const glance = page.getByRole('region', { name: `${name}’s price at a glance` });
    await expect(glance.getByRole('term'), url).toHaveText(['Free plan', 'Cheapest paid plan']);
    await expect(glance.getByRole('definition').first(), url).toHaveText(
      plans.freePlan === null ? 'Not known' : plans.freePlan ? /^Yes: / : /^No\b/,
    );
    const vendor = glance.getByRole('link', { name: /^Current prices on \S+ \(opens in a new tab\)$/ });
    await expect(vendor, url).toHaveAttribute('href', tool!.pricingPage);
    await expect(vendor, url).not.toHaveAttribute('href', /\/hc\/|\/articles?\/|help\.|support\.|billing|cancel/);
  }
});

test("a tool page's link disclosure leads to the whole link policy on the About page", async ({ page }) => {
  await page.goto('/tools/chatgpt');
  await page.getByRole('main').getByRole('link', { name: 'Our link policy' }).click();
  await expect(page).toHaveURL(/\/about#links$/);
  await expect(page.getByRole('heading', { name: 'Links to tools and affiliate policy' })).toBeInViewport();
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
