// The Arsenal as a reader decides with it: alternatives, side-by-side comparison and sorting, each
// served as a page that reads without JavaScript, with the island where one applies.
import type { Browser, Page } from '@playwright/test';
import { BUDGETS, measureRoute, total } from '../../support/budgets';
import { MODEL_WORDS, bracketText, planNamesText, planPriceLines, sourceKindText } from '../../../shared-content/src/domain/plans/words.ts';
import { TOOLS, plansOf, recordOf, toolById } from '../../support/content';
import { servedPages } from '../../support/directory-pages';
import { expect, test } from '../../support/fixtures';

const showing = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing \d+ tools/ });
const cardNames = (page: Page) =>
  page
    .getByRole('region', { name: 'Tools' })
    .getByRole('heading', { level: 3 })
    .evaluateAll((headings) => headings.map((heading) => heading.textContent ?? ''));
const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

async function withoutScripts<T>(browser: Browser, baseURL: string | undefined, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test('every tool has an alternatives page of at least three, ranked by a stated rule, each with its price and how it differs', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const tool of TOOLS) {
    const response = await page.request.get(`/tools/${tool.id}/alternatives`);
    expect(response.status(), tool.id).toBe(200);
    const html = await response.text();
    expect(html, tool.id).toContain(`<title>Alternatives to ${tool.name.replace(/&/g, '&amp;')} | Toolverse</title>`);
    const listed = [...html.matchAll(/<h3 class="font-bold text-ink"><a href="\/tools\/([a-z0-9-]+)"/g)].map(([, id]) => id);
    expect(listed.length, tool.id).toBeGreaterThanOrEqual(3);
    expect(listed, tool.id).not.toContain(tool.id);
  }
  await page.goto('/tools/jasper/alternatives');
  const list = page.getByRole('region', { name: /^The \d+ closest tools$/ });
  await expect(list.getByText(/^Ranked by what each tool does for you/)).toBeVisible();
  const first = list.getByRole('listitem').first();
  await expect(first.getByRole('link', { name: /^Current prices on / })).toBeVisible();
  await expect(first.getByRole('link', { name: /^Compare Jasper with / })).toHaveAttribute(
    'href',
    /^\/tools\/compare\?ids=jasper,[a-z0-9-]+$/,
  );
});

test("a tool's page lists every plan of its record with its price and source, shows its three closest alternatives and links to the rest", async ({
  page,
}) => {
  const jasper = toolById('jasper');
  const record = recordOf(jasper);
  expect(record.plans.length).toBeGreaterThan(0);
  await page.goto('/tools/jasper');
  const table = page.getByRole('table', { name: 'Jasper: every plan, its price and its source' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(record.plans.length + 1);
  for (const [index, plan] of record.plans.entries()) {
    const row = rows.nth(index + 1);
    const source = record.sources[plan.source]!;
    await expect(row.getByRole('rowheader')).toHaveText(new RegExp(`^${plan.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    // Every way of paying for it, as its source gives it, and the source at the version read.
    for (const line of planPriceLines(plan, source.currency)) await expect(row).toContainText(line);
    await expect(
      row.getByRole('link', {
        name: `${source.publisher}${source.licence ? ` (${source.licence})` : ''} (${sourceKindText(source)}; opens in a new tab)`,
      }),
    ).toHaveAttribute('href', source.url);
    await expect(row.getByText('Cheapest paid plan', { exact: true })).toHaveCount(index === record.cheapest ? 1 : 0);
  }
  await expect(
    page.getByRole('region', { name: 'Jasper’s price at a glance' }).getByRole('link', { name: /^Current prices on / }),
  ).toHaveAttribute('href', jasper.pricingPage);
  const alternatives = page.getByRole('region', { name: 'Alternatives to Jasper' });
  await expect(alternatives.getByRole('heading', { level: 3 })).toHaveCount(3);
  await alternatives.getByRole('link', { name: 'More alternatives to Jasper' }).click();
  await expect(page).toHaveURL(/\/tools\/jasper\/alternatives$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alternatives to Jasper');
});

test('a comparison our articles make is its own page, read without JavaScript, reached from the tool page', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/tools/jasper');
  await page
    .getByRole('region', { name: 'Compare Jasper with...' })
    .getByRole('link', { name: /^Jasper vs Copy\.ai/ })
    .click();
  await expect(page).toHaveURL(/\/tools\/compare\/jasper-vs-copy-ai$/);
  await withoutScripts(browser, baseURL, async (still) => {
    const response = await still.goto('/tools/compare/jasper-vs-copy-ai');
    expect(response?.status()).toBe(200);
    await expect(still.getByRole('heading', { level: 1 })).toHaveText('Jasper vs Copy.ai');
    await expect(still.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/tools\/compare\/jasper-vs-copy-ai$/);
    const table = still.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([/^Jasper/, /^Copy\.ai/]);
    for (const row of [
      'Free plan',
      'Cheapest paid plan (dated source)',
      'Priced per seat',
      'What the cheapest paid plan includes',
      'Free trial',
      'Who it suits',
      'What it does for you',
      'Articles that cover it',
      'Watch it',
    ])
      await expect(table.getByRole('rowheader', { name: row, exact: true })).toBeVisible();
    // The facts each tool's record gives, in the words every page uses.
    const compared = ['jasper', 'copy-ai'].map((id) => plansOf(toolById(id)));
    const cells = (row: string) =>
      table
        .getByRole('row')
        .filter({ has: still.getByRole('rowheader', { name: row, exact: true }) })
        .getByRole('cell');
    await expect(cells('Plans')).toHaveText(compared.map((plans) => planNamesText(plans)));
    await expect(cells('Pricing model')).toHaveText(
      compared.map((plans) => (plans.model === null ? 'Not known' : MODEL_WORDS[plans.model])),
    );
    await expect(cells('Budget bracket')).toHaveText(compared.map((plans) => bracketText(plans.bracket)));
    await expect(table.getByRole('link', { name: 'Jasper vs Copy.ai: A No-Nonsense Comparison' }).first()).toBeVisible();
    await expect(still.getByRole('link', { name: 'ChatGPT vs Google Gemini vs Claude' })).toHaveAttribute(
      'href',
      '/tools/compare/chatgpt-vs-google-gemini-vs-claude',
    );
  });
});

test('any two to four tools side by side from a shareable URL; an unknown id is named; none known is not found', async ({
  page,
  allowConsoleErrors,
}) => {
  await page.goto('/tools/compare?ids=canva,nope-tool,adobe-firefly');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([/^Canva/, /^Adobe Firefly/]);
  await expect(page.getByText('“nope-tool” is not a tool in The Arsenal, so it is left out.')).toBeVisible();
  await expect(page).toHaveTitle('Canva vs Adobe Firefly | Toolverse');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Canva vs Adobe Firefly');

  allowConsoleErrors(/the server responded with a status of 404/);
  const missing = await page.goto('/tools/compare?ids=nope-tool,nada');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/compare/i);
});

test('directory cards pick tools to compare, with and without JavaScript', async ({ page, browser, baseURL }) => {
  await page.goto('/tools');
  await page.getByRole('checkbox', { name: 'Compare ChatGPT' }).check();
  await page.getByRole('checkbox', { name: 'Compare Claude' }).check();
  await page.getByRole('button', { name: 'Compare selected' }).click();
  await expect(page).toHaveURL(/\/tools\/compare\?ids=chatgpt&ids=claude$/);
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveText([/^ChatGPT/, /^Claude/]);

  await withoutScripts(browser, baseURL, async (still) => {
    await still.goto('/tools');
    await still.getByRole('checkbox', { name: 'Compare Canva' }).check();
    await still.getByRole('checkbox', { name: 'Compare Jasper' }).check();
    await still.getByRole('button', { name: 'Compare selected' }).click();
    await expect(still).toHaveURL(/\/tools\/compare\?ids=canva&ids=jasper$/);
    // Without a script the compare page offers the picker with the comparisons our articles make.
    await expect(still.getByRole('link', { name: 'Canva vs Adobe Firefly' })).toHaveAttribute(
      'href',
      '/tools/compare/canva-vs-adobe-firefly',
    );
  });
});

test('sorting lives in the URL, is served sorted, works without JavaScript and in the island', async ({ page, browser, baseURL }) => {
  const pages = await servedPages(page.request, '/tools?sort=az');
  const served = pages[0] ?? '';
  const servedNames = pages.flatMap((html) =>
    [...html.matchAll(/<article\b[^>]*\bid="tool-[a-z0-9-]+"[\s\S]*?<h3[^>]*><a[^>]*>([^<]+)<\/a>/g)].map(([, name]) => name!),
  );
  expect(servedNames).toHaveLength(TOOLS.length);
  expect(servedNames).toEqual([...servedNames].sort(byName));
  expect(served).toMatch(/<link rel="canonical" href="[^"]+\/tools\?sort=az"/);

  await page.goto('/tools?category=design');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('az');
  await expect(page).toHaveURL(/\/tools\?category=design&sort=az$/);
  await expect(page.getByText('A to Z: by name.')).toBeVisible();
  const names = await cardNames(page);
  expect(names).toEqual([...names].sort(byName));
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price');
  await expect(showing(page)).toHaveText(/have no dated price/);

  await withoutScripts(browser, baseURL, async (still) => {
    await still.goto('/tools');
    await still.getByRole('combobox', { name: 'Sort by' }).selectOption('free-first');
    await still.getByRole('form', { name: 'Sort by' }).getByRole('button', { name: 'Show' }).click();
    await expect(still).toHaveURL(/\/tools\?sort=free-first$/);
    await expect(still.getByRole('combobox', { name: 'Sort by' })).toHaveValue('free-first');
    const first = (await cardNames(still))[0];
    const freeTools = TOOLS.filter((tool) => plansOf(tool).model === 'free').map((tool) => tool.name);
    expect(freeTools).toContain(first);
  });
});

test('new pages are in the sitemap', async ({ page }) => {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  for (const path of [
    '/tools/jasper/alternatives',
    '/tools/compare',
    '/tools/compare/jasper-vs-copy-ai',
    '/tools/compare/canva-vs-adobe-firefly',
  ])
    expect(sitemap).toContain(`${path}</loc>`);
});

// The comparison is put together in the browser by a DOM island from the prerendered columns
// (/tools/compare-data.json): no React, no router, no catalogue in the script.
test('the compare island, which starts at once on a URL with ids, stays within the JavaScript budget', async ({ page }) => {
  const transfers = await measureRoute(page, '/tools/compare?ids=jasper,copy-ai,canva');
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(3);
  const scripts = total(transfers, 'script');
  test.info().annotations.push({ type: 'bytes', description: `js ${(scripts / 1024).toFixed(1)} KB sent` });
  expect(scripts).toBeLessThanOrEqual(BUDGETS.scriptBytes);
});
