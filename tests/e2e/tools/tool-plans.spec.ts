// A tool's plans as a reader meets them: on a phone, the free plan and the cheapest paid plan with
// its source on the first screen of the tool's page; every source a page cites opens the version it
// was read at; and the same free plan and cheapest paid plan wherever the tool appears (its page,
// its directory card, its compare column, its card among another tool's alternatives). What each
// should say comes from the record of the tool's plans, derived from its readings by the functions
// the pages use (shared-content/src/domain/plans), never from figures copied into the test.
import type { Browser, Locator, Page } from '@playwright/test';
import { cheapestText, disagreementText, freePlanText, sourceText } from '../../../shared-content/src/domain/plans/words.ts';
import { leadFigure } from '../../../shared-content/src/domain/plans/summary.ts';
import { TOOLS, plansOf, recordOf, toolById, type BuiltTool } from '../../support/content';
import { readEachPage } from '../../support/directory-pages';
import { expect, test } from '../../support/fixtures';

/** Addresses that open the version a source was read at: a file at a commit, or a dated archive capture. */
const PINNED = [
  /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/blob\/[0-9a-f]{40}\/\S+$/,
  /^https:\/\/raw\.githubusercontent\.com\/[\w.-]+\/[\w.-]+\/[0-9a-f]{40}\/\S+$/,
  /^https:\/\/web\.archive\.org\/web\/\d{14}\/\S+$/,
];
const isPinned = (url: string) => PINNED.some((pattern) => pattern.test(url));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The region a tool's page opens with: its price at a glance. */
const glance = (page: Page, tool: Pick<BuiltTool, 'name'>) => page.getByRole('region', { name: `${tool.name}’s price at a glance` });

/** Reads the served pages without running their scripts: what every reader gets first, and quick to read for all tools. */
async function withoutScripts<T>(browser: Browser, baseURL: string | undefined, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // A free tool, one whose sources disagree on its cheapest plan, one with no dated figure, and one with
  // a free plan and paid plans.
  const SHOWN = ['google-forms', 'sunsama', 'writerzen', 'chatgpt'].map(toolById);

  for (const tool of SHOWN) {
    test(`${tool.name}: the first screen shows the free plan and the cheapest paid plan with its source, and nothing scrolls sideways`, async ({
      page,
    }) => {
      const plans = plansOf(tool);
      await page.goto(`/tools/${tool.id}`, { waitUntil: 'load' });
      expect(await page.evaluate(() => window.scrollY), 'before any scroll').toBe(0);
      const region = glance(page, tool);
      // Free plan: yes (by name), no, or not known, as the record says.
      const free = region.getByRole('definition').first();
      await expect(free).toHaveText(plans.free ? `Yes: ${plans.free.name}` : plans.freePlan === false ? /^No\b/ : 'Not known');
      await expect(free).toBeInViewport({ ratio: 1 });
      // The cheapest paid plan on its basis, or that there is none, or that no dated source gives one.
      const cheapest = region.getByRole('definition').nth(1);
      const figure = cheapestText(plans);
      await expect(cheapest).toHaveText(
        plans.model === 'free' ? 'None: it has no paid plan' : figure === null ? 'No dated figure' : new RegExp(`${escape(figure)}$`),
      );
      await expect(cheapest).toBeInViewport({ ratio: 1 });
      // Where the figure comes from, linked at the version read, or why there is no figure.
      const source = leadFigure(plans)?.source;
      const provenance = source
        ? region.getByRole('link', { name: `From ${sourceText(source)} (opens in a new tab)` })
        : region.getByText(plans.noFigure ?? 'No dated source gives a figure');
      if (source) await expect(provenance).toHaveAttribute('href', source.url);
      await expect(provenance).toBeInViewport({ ratio: 1 });
      // Where current sources give the cheapest plan another figure, the first screen says so.
      const disagreement = plans.cheapest ? disagreementText(plans.cheapest.plan) : null;
      if (disagreement) await expect(region.getByText(disagreement)).toBeInViewport({ ratio: 1 });

      // Nothing wider than the screen: the page does not scroll sideways, no element reaches past its
      // right edge, and no box of its own scrolls sideways either (the plan table and the history
      // put each source under its price on a phone).
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const overflow = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const wide = [...document.querySelectorAll('main *')].flatMap((element) => {
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          // Text for screen readers only is clipped to nothing where it stands.
          const clipped = style.position === 'absolute' && (style.clip !== 'auto' || style.clipPath !== 'none');
          const name = `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
          if (!clipped && box.width > 0 && box.right > width + 0.5) return [`${name} reaches ${Math.round(box.right)} px`];
          if (/auto|scroll/.test(style.overflowX) && element.scrollWidth > element.clientWidth + 1)
            return [`${name} scrolls sideways (${element.scrollWidth} px in ${element.clientWidth})`];
          return [];
        });
        return { page: document.documentElement.scrollWidth, width, wide };
      });
      expect(overflow.page, 'the page is no wider than the screen').toBeLessThanOrEqual(overflow.width);
      expect(overflow.wide).toEqual([]);
    });
  }
});

test('every source link on every tool page opens the version its source read: a file at a commit or a dated archive capture', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const unpinned: string[] = [];
  await withoutScripts(browser, baseURL, async (page) => {
    for (const tool of TOOLS) {
      const response = await page.goto(`/tools/${tool.id}`, { waitUntil: 'domcontentloaded' });
      expect(response?.status(), tool.id).toBe(200);
      // Every link that leaves the site, but the vendor's own page for today's prices and the Try link.
      const links = await page
        .getByRole('main')
        .locator('a[href^="http"]')
        .evaluateAll((anchors) => anchors.map((anchor) => ({ href: anchor.getAttribute('href') ?? '', text: anchor.textContent ?? '' })));
      const sources = links.filter(({ text }) => !/^(Current prices on |Try This Tool)/.test(text));
      unpinned.push(...sources.filter(({ href }) => !isPinned(href)).map(({ href, text }) => `${tool.id}: "${text}" -> ${href}`));
      // A tool whose record cites a source links to it (its own sources, beside those of its alternatives' cards).
      const cited = recordOf(tool).sources.map((source) => source.url);
      expect(
        cited.filter((url) => !sources.some(({ href }) => href === url)),
        `${tool.id}: every source of its record is linked`,
      ).toEqual([]);
    }
  });
  expect(unpinned).toEqual([]);
});

/** A free plan as a yes or a no (or not known), in whichever words a place says it. */
type FreePlan = 'yes' | 'no' | 'not known';
/** The cheapest paid plan as cheapestText words it, "no paid plan" for a free tool, or "no dated figure". */
interface Facts {
  free: FreePlan;
  cheapest: string;
}

const FREE_WORDS: Record<string, FreePlan> = {
  [freePlanText({ freePlan: true })]: 'yes',
  [freePlanText({ freePlan: false })]: 'no',
  [freePlanText({ freePlan: null })]: 'not known',
};

/** What the record says, in the same terms. */
function expected(tool: BuiltTool): Facts {
  const plans = plansOf(tool);
  return {
    free: FREE_WORDS[freePlanText(plans)]!,
    cheapest: plans.model === 'free' ? 'no paid plan' : (cheapestText(plans) ?? 'no dated figure'),
  };
}

/** A card's price block (PriceBlock): "Free plan · Cheapest paid plan, Go: $8/month, billed monthly"; the free plan is left out where a row says it. */
function cardFacts(line: string, free?: FreePlan): Facts {
  const parts = line.trim().split(' · ');
  const said = parts.length > 1 ? FREE_WORDS[parts[0]!] : free;
  const figure = (parts.at(-1) ?? '').replace(/^(Cheapest paid plan, |Last seen: )/, '');
  return {
    free: said ?? 'not known',
    cheapest: figure === 'No paid plan' ? 'no paid plan' : figure === 'No dated figure' ? 'no dated figure' : figure,
  };
}

/** The first line of each price block inside `scope`, by the tool it belongs to. */
const priceLines = (scope: Locator, card: string, name: string) =>
  scope.locator(card).evaluateAll(
    (cards, selectors) =>
      cards.map((element) => ({
        name: element.querySelector(selectors.name)?.textContent?.trim() ?? '',
        line: element.querySelector('[data-price-status] > p')?.textContent ?? '',
      })),
    { name },
  );

test("a tool's free plan and cheapest paid plan read the same on its page, its directory card, its compare column and its alternatives card", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(600_000);
  const byName = new Map(TOOLS.map((tool) => [tool.name, tool]));
  const seen = new Map<string, Map<string, Facts>>(TOOLS.map((tool) => [tool.id, new Map()]));
  const record = (where: string, name: string, facts: Facts) => {
    const tool = byName.get(name);
    expect(tool, `${where}: "${name}" is a tool`).toBeDefined();
    seen.get(tool!.id)!.set(where, facts);
  };

  await withoutScripts(browser, baseURL, async (still) => {
    // Its page: the price at a glance.
    for (const tool of TOOLS) {
      await still.goto(`/tools/${tool.id}`, { waitUntil: 'domcontentloaded' });
      const [free = '', cheapest = ''] = await glance(still, tool).getByRole('definition').allTextContents();
      record('tool page', tool.name, {
        free: /^Yes\b/.test(free) ? 'yes' : /^No\b/.test(free) ? 'no' : 'not known',
        cheapest:
          cheapest === 'None: it has no paid plan'
            ? 'no paid plan'
            : cheapest === 'No dated figure'
              ? 'no dated figure'
              : cheapest.replace(/^Last seen: /, ''),
      });
    }
    // Its directory card, page by page.
    await readEachPage(still, '/tools', async () => {
      for (const { name, line } of await priceLines(still.getByRole('main'), 'article[id^="tool-"]', 'h3'))
        record('directory card', name, cardFacts(line));
    });
    // Its card among the alternatives to each tool.
    for (const tool of TOOLS) {
      await still.goto(`/tools/${tool.id}/alternatives`, { waitUntil: 'domcontentloaded' });
      const list = still.getByRole('region', { name: /^The \d+ closest tools$/ });
      for (const { name, line } of await priceLines(list, 'li:has(> h3)', 'h3')) record('alternatives card', name, cardFacts(line));
    }
  });

  // Its compare column: the compare page puts up to four tools side by side, in the browser.
  for (let start = 0; start < TOOLS.length; start += 4) {
    const ids = TOOLS.slice(start, start + 4).map((tool) => tool.id);
    await page.goto(`/tools/compare?ids=${ids.join(',')}`);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveCount(ids.length);
    const names = await table.getByRole('columnheader').locator('a').allTextContents();
    const cells = async (row: string) =>
      table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: row, exact: true }) })
        .getByRole('cell')
        .allTextContents();
    const frees = await cells('Free plan');
    const cheapest = await table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Cheapest paid plan (dated source)', exact: true }) })
      .getByRole('cell')
      .evaluateAll((tds) => tds.map((td) => td.querySelector('[data-price-status] > p')?.textContent ?? ''));
    names.forEach((name, index) => {
      const free = frees[index] ?? '';
      const said: FreePlan = free.startsWith('Yes') ? 'yes' : (FREE_WORDS[free] ?? 'not known');
      record('compare column', name, cardFacts(cheapest[index] ?? '', said));
    });
  }

  const mismatches: string[] = [];
  for (const tool of TOOLS) {
    const places = seen.get(tool.id)!;
    expect([...places.keys()].sort(), `${tool.id} is shown in every place`).toEqual([
      'alternatives card',
      'compare column',
      'directory card',
      'tool page',
    ]);
    const want = expected(tool);
    for (const [where, facts] of places)
      if (facts.free !== want.free || facts.cheapest !== want.cheapest)
        mismatches.push(`${tool.id} on its ${where}: ${JSON.stringify(facts)}, the record: ${JSON.stringify(want)}`);
  }
  expect(mismatches).toEqual([]);
});
