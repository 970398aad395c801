import type { Page } from '@playwright/test';
import { leadFigure } from '../../../shared-content/src/domain/plans/summary.ts';
import { cheapestText, freePlanText, sourceText } from '../../../shared-content/src/domain/plans/words.ts';
import { TOOLS, plansOf, toolById, toolsForUserType, toolsInCategory } from '../../support/content';
import { readEachPage, servedPages } from '../../support/directory-pages';
import { expect, test } from '../../support/fixtures';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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

/** Each card's price block on the page shown: its tool, its text, and its links to the figure's source and the vendor's pricing page. */
const priceBlocks = (page: Page) =>
  page.locator('article[id^="tool-"]').evaluateAll((articles) =>
    articles.map((article) => {
      const block = article.querySelector('[data-price-status]');
      const links = [...(block?.querySelectorAll('a') ?? [])];
      const vendor = links.find((anchor) => anchor.textContent?.startsWith('Current prices on '));
      const source = links.find((anchor) => anchor.textContent?.startsWith('From '));
      return {
        id: article.id.slice('tool-'.length),
        text: block?.textContent ?? '',
        vendor: { target: vendor?.getAttribute('target'), href: vendor?.getAttribute('href') ?? '' },
        source: source?.getAttribute('href') ?? null,
      };
    }),
  );

test('every tool card shows one price block: the free plan, the cheapest paid plan and where it comes from and when, or why there is none, and the vendor pricing page', async ({
  page,
}) => {
  const blocks: Awaited<ReturnType<typeof priceBlocks>> = [];
  await readEachPage(page, '/tools', async () => {
    blocks.push(...(await priceBlocks(page)));
    await expect(page.getByText(/\bChecked\b/)).toHaveCount(0);
  });
  expect(blocks.map((block) => block.id).sort()).toEqual(TOOLS.map((tool) => tool.id).sort());
  for (const block of blocks) {
    const tool = toolById(block.id);
    const plans = plansOf(tool);
    // The free plan first, as a yes or a no, then the cheapest paid plan on its basis, or that there is none.
    expect(block.text, tool.id).toMatch(new RegExp(`^${escape(freePlanText(plans))} · `));
    const figure = cheapestText(plans);
    expect(block.text, tool.id).toContain(plans.model === 'free' ? 'No paid plan' : (figure ?? 'No dated figure'));
    // Where the figure comes from, linked at the version read and dated once, or why no source gives one.
    const lead = leadFigure(plans);
    if (lead) {
      expect(block.text, tool.id).toContain(`From ${sourceText(lead.source)}`);
      expect(block.source, tool.id).toBe(lead.source.url);
    } else {
      expect(block.text, tool.id).toContain(plans.noFigure ?? 'No dated source gives a figure');
      expect(block.source, tool.id).toBeNull();
    }
    expect(block.text.match(/\b20\d\d\b/g)?.length ?? 0, tool.id).toBeLessThanOrEqual(1);
    expect(block.vendor, tool.id).toEqual({ target: '_blank', href: tool.pricingPage });
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
