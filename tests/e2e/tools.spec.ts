import type { Page } from '@playwright/test';
import { TOOLS, toolsForUserType, toolsInCategory } from '../support/content';
import { expect, test } from '../support/fixtures';

const showing = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing \d+ tools$/ });
const count = async (page: Page) => Number(/(\d+)/.exec((await showing(page).textContent()) ?? '')?.[1]);

test('filters change the count, live in the URL, survive a reload and Back', async ({ page }) => {
  await page.goto('/tools');
  const all = await count(page);
  expect(all).toBeGreaterThanOrEqual(40);
  // Chosen before the island's code has run: the choice is kept and applied once it has.
  await page.getByRole('combobox', { name: 'I am a...' }).selectOption('designers');
  await expect(page).toHaveURL(/\/tools\?type=designers$/);
  await expect(showing(page)).not.toHaveText(`Showing ${all} tools`);
  const designers = await count(page);
  expect(designers).toBeLessThan(all);
  await page.getByRole('link', { name: 'Design', exact: true }).click();
  await expect(page).toHaveURL(/\/tools\?type=designers&category=design$/);
  await expect(showing(page)).not.toHaveText(`Showing ${designers} tools`);
  const both = await count(page);
  expect(both).toBeLessThanOrEqual(designers);
  // No page was prerendered for this mix: the island starts at once and shows what the URL asks for.
  await page.reload();
  await expect(showing(page)).toHaveText(`Showing ${both} tools`);
  await expect(page.getByRole('combobox', { name: 'I am a...' })).toHaveValue('designers');
  await page.goBack();
  await expect(showing(page)).toHaveText(`Showing ${designers} tools`);
  await page.getByRole('link', { name: 'Reset', exact: true }).click();
  await expect(showing(page)).toHaveText(`Showing ${all} tools`);
});

test('search and pricing narrow the list; an impossible mix shows the empty state', async ({ page }) => {
  await page.goto('/tools');
  await page.getByLabel('Search tools').fill('zzzz-nothing');
  await expect(showing(page)).toHaveText('Showing 0 tools');
  await page.getByRole('link', { name: 'Reset Filters' }).click();
  await expect(showing(page)).toHaveText(`Showing ${TOOLS.length} tools`);
  await page.getByLabel('Pricing').selectOption('free');
  await expect(showing(page)).toHaveText(/^Showing [1-9]\d* tools$/);
  await expect(page).toHaveURL(/pricing=free/);
});

test('every Try This Tool link opens the vendor through /go/ in a new tab, not marked sponsored (no link is an affiliate link)', async ({
  page,
}) => {
  await page.goto('/tools');
  await expect(page.getByRole('link', { name: /^Try This Tool/ })).toHaveCount(24);
  await page.getByRole('link', { name: 'Show all tools' }).click();
  await expect(page.getByRole('link', { name: 'Show all tools' })).toHaveCount(0);
  const links = page.getByRole('link', { name: /^Try This Tool/ });
  await expect(showing(page)).toBeVisible();
  await expect(links).toHaveCount(await count(page));
  // Read in one pass: 80-odd links one assertion at a time outrun the test's time limit on a busy machine.
  const attributes = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => [anchor.getAttribute('target'), anchor.getAttribute('rel'), anchor.getAttribute('href')]),
  );
  for (const [target, rel, href] of attributes) {
    expect([target, rel]).toEqual(['_blank', 'nofollow noopener noreferrer']);
    expect(href).toMatch(/^\/go\/[a-z0-9-]+\?from=directory$/);
  }
});

test('every tool card shows one price block: the plan and figure with where it comes from and when, or none, and the vendor pricing page', async ({
  page,
}) => {
  await page.goto('/tools');
  await page.getByRole('link', { name: 'Show all tools' }).click();
  const cards = page.locator('article[id^="tool-"]');
  await expect(cards).toHaveCount(await count(page));
  const lines = await cards.evaluateAll((articles) =>
    articles.map((article) => {
      const block = article.querySelector('[data-price-status]');
      const page = [...(block?.querySelectorAll('a') ?? [])].find((link) => link.textContent?.startsWith('Current prices on '));
      return {
        text: block?.textContent ?? '',
        target: page?.getAttribute('target'),
        href: page?.getAttribute('href') ?? '',
      };
    }),
  );
  for (const line of lines) {
    // One date at most: the day the figure's source read it.
    // The block's two lines, joined: the model and any figure, then where it comes from, then the vendor's page.
    expect(line.text).toMatch(
      /^(Free|Free plan and paid plans|Free trial, then paid plans|Paid plans only)( · [^·]+: \$[\d,.][^·]*?)?(From (the vendor’s pricing page|a dated copy of the vendor’s pricing page|a third-party report) \(.+\), read [A-Z][a-z]+ (\d{1,2}, )?\d{4}|No public figure found|No paid plan).* · Current prices on \S+/,
    );
    expect(line.text.match(/\b20\d\d\b/g)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(line.target).toBe('_blank');
    expect(line.href).toMatch(/^https:\/\//);
  }
  await expect(page.getByText(/\bChecked\b/)).toHaveCount(0);
});

test("the spec's /tools#{category} opens the directory on that category", async ({ page }) => {
  await page.goto('/tools#video');
  await expect(page.getByRole('link', { name: 'Video', exact: true })).toHaveAttribute('aria-current', 'true');
  await expect(showing(page)).toHaveText(`Showing ${toolsInCategory('video').length} tools`);
});

test('the presets are their own pages, marked in the views', async ({ page }) => {
  await page.goto('/tools/trending');
  await expect(page.getByRole('link', { name: 'Trending now' })).toHaveAttribute('aria-current', 'page');
  await expect(showing(page)).toBeVisible();
  const trending = await count(page);
  await page.goto('/tools');
  expect(trending).toBeLessThan(await count(page));
});

/** The tools a served page lists, in its HTML, and what its head says it is. */
async function servedView(page: Page, url: string) {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  const html = await response.text();
  return {
    listed: [...html.matchAll(/<article\b[^>]*\bid="tool-([a-z0-9-]+)"/g)].map(([, id]) => id).sort(),
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '',
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '',
    items: Number(/"numberOfItems":(\d+)/.exec(html)?.[1]),
    showing: /Showing (\d+) tools?/.exec(html)?.[1],
  };
}

test('every category and every kind of reader has a page of its own, served with its own list, title and canonical URL', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const categories = [...new Set([...TOOLS.map((tool) => tool.category), 'extensions'])];
  const views = [
    ...categories.map((category) => ({ query: `category=${category}`, expected: toolsInCategory(category) })),
    ...[...new Set(TOOLS.flatMap((tool) => tool.userTypes))].map((type) => ({ query: `type=${type}`, expected: toolsForUserType(type) })),
  ];
  const titles = new Set<string>();
  for (const { query, expected } of views) {
    const view = await servedView(page, `/tools?${query}`);
    expect(view.listed, query).toEqual([...expected].sort());
    expect(view.items, query).toBe(expected.length);
    expect(view.showing, query).toBe(String(expected.length));
    expect(view.canonical, query).toMatch(new RegExp(`/tools\\?${query}$`));
    expect(view.title, query).toMatch(/ \| Toolverse$/);
    titles.add(view.title);
  }
  expect(titles.size, 'a title for each view').toBe(views.length);
  // And the reader's way there works without JavaScript: the category links and the "I am a..." form.
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  const still = await context.newPage();
  await still.goto('/tools');
  await still.getByRole('link', { name: 'Video', exact: true }).click();
  await expect(still).toHaveURL(/\/tools\?category=video$/);
  await expect(showing(still)).toHaveText(`Showing ${toolsInCategory('video').length} tools`);
  await still.getByRole('combobox', { name: 'I am a...' }).selectOption('writers');
  await still.getByRole('form', { name: 'I am a...' }).getByRole('button', { name: 'Show', exact: true }).click();
  await expect(still).toHaveURL(/\/tools\?type=writers$/);
  await expect(showing(still)).toHaveText(`Showing ${toolsForUserType('writers').length} tools`);
  await context.close();
});

test("an article's call to action opens the directory filtered to its tools", async ({ page }) => {
  await page.goto('/blog/automate-freelance-workflow');
  await page.getByRole('link', { name: 'Explore All 7 Automation Tools' }).click();
  await expect(page).toHaveURL(/\/tools\?article=automate-freelance-workflow$/);
  await expect(showing(page)).toHaveText('Showing 7 tools');
});
