import type { Page } from '@playwright/test';
import { TOOLS, toolsForUserType, toolsInCategory } from '../support/content';
import { readEachPage, servedPages } from '../support/directory-pages';
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
  const attributes: (string | null)[][] = [];
  await readEachPage(page, '/tools', async () => {
    const links = page.getByRole('link', { name: /^Try This Tool/ });
    await expect(links).toHaveCount(await page.locator('article[id^="tool-"]').count());
    attributes.push(
      ...(await links.evaluateAll((anchors) =>
        anchors.map((anchor) => [anchor.getAttribute('target'), anchor.getAttribute('rel'), anchor.getAttribute('href')]),
      )),
    );
  });
  expect(attributes).toHaveLength(TOOLS.length);
  for (const [target, rel, href] of attributes) {
    expect([target, rel]).toEqual(['_blank', 'nofollow noopener noreferrer']);
    expect(href).toMatch(/^\/go\/[a-z0-9-]+\?from=directory$/);
  }
});

/** Each card's price block on the page shown: its text, and its link to the vendor's pricing page. */
const priceBlocks = (page: Page) =>
  page.locator('article[id^="tool-"]').evaluateAll((articles) =>
    articles.map((article) => {
      const block = article.querySelector('[data-price-status]');
      const link = [...(block?.querySelectorAll('a') ?? [])].find((anchor) => anchor.textContent?.startsWith('Current prices on '));
      return { text: block?.textContent ?? '', target: link?.getAttribute('target'), href: link?.getAttribute('href') ?? '' };
    }),
  );

test('every tool card shows one price block: the plan and figure with where it comes from and when, or none, and the vendor pricing page', async ({
  page,
}) => {
  const lines: { text: string; target: string | null | undefined; href: string }[] = [];
  await readEachPage(page, '/tools', async () => {
    lines.push(...(await priceBlocks(page)));
    await expect(page.getByText(/\bChecked\b/)).toHaveCount(0);
  });
  expect(lines).toHaveLength(TOOLS.length);
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

/** The tools a served view lists in its HTML, page by page, and what its first page's head says it is. */
async function servedView(page: Page, url: string) {
  const pages = await servedPages(page.request, url);
  const html = pages[0] ?? '';
  return {
    listed: pages.flatMap((served) => [...served.matchAll(/<article\b[^>]*\bid="tool-([a-z0-9-]+)"/g)].map(([, id]) => id)).sort(),
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
  // A view longer than a page goes on, page by page, without a script too.
  // By the keyboard: the cards above lay out as they near the screen, so a pointer aimed at the
  // pager while scrolling to it could land on a card.
  await still.getByRole('link', { name: /^Next page/ }).press('Enter');
  await expect(still).toHaveURL(/\/tools\?type=writers&page=2$/);
  await expect(still.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await context.close();
});

test("an article's call to action opens the directory filtered to its tools", async ({ page }) => {
  await page.goto('/blog/automate-freelance-workflow');
  await page.getByRole('link', { name: 'Explore All 7 Automation Tools' }).click();
  await expect(page).toHaveURL(/\/tools\?article=automate-freelance-workflow$/);
  await expect(showing(page)).toHaveText('Showing 7 tools');
});
