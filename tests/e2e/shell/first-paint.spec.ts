import { createHash } from 'node:crypto';
import { MEASURED_ROUTES } from '../../support/budgets';
import { expect, test } from '../../support/fixtures';
import { ISLAND_ATTRIBUTES, pageStrategies } from '../../../contracts/src/island-protocol.ts';
import { ISLANDS, LOADER_ATTRIBUTES as LOADER } from '../../support/islands';

/**
 * What keeps a page as quick to paint as its HTML alone (docs/decisions/2026-11-25-islands.md),
 * checked on the HTML as served and on the page once its islands have started. The speed itself is
 * measured by the benchmark, not here.
 */

/** The head of a served page: where a stylesheet or a script holds up the first paint. */
function headOf(html: string): string {
  const end = html.indexOf('</head>');
  expect(end, 'the page has a </head>').toBeGreaterThan(0);
  return html.slice(0, end);
}

for (const route of MEASURED_ROUTES) {
  test(`${route}: one stylesheet holds up the first paint, and the only scripts are the inline island loader and the speculation rules the CSP allows`, async ({
    request,
  }) => {
    const response = await request.get(route);
    const html = await response.text();
    const head = headOf(html);
    // A disabled stylesheet is not fetched: it names a remote's file the merged one already holds.
    const blocking = [...head.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => !/\sdisabled\b/.test(tag));
    expect(blocking, 'render-blocking stylesheets in the head').toHaveLength(1);
    expect(head, 'no script preloaded before the first paint').not.toMatch(/<link\b[^>]*\bas="script"/);
    const scripts = [...html.matchAll(/<script\b([^>]*)>([^]*?)<\/script>/g)]
      .map(([, attributes = '', code = '']) => ({ attributes, code }))
      .filter(({ attributes }) => !attributes.includes('application/ld+json'));
    // The loader, then an inline script for each strategy the page's islands use that the loader lacks, then the rules.
    const strategies = new Set(
      [...html.matchAll(new RegExp(` ${ISLAND_ATTRIBUTES.load}="([^"]+)"`, 'g'))]
        .map(([, load = '']) => load)
        .filter((load) => pageStrategies().some((strategy) => strategy === load)),
    );
    expect(
      scripts.map(({ attributes }) => attributes.replace(/(data-[a-z-]+)="[^"]*"/g, '$1=""')),
      'scripts in the page',
    ).toEqual([
      ` ${LOADER.islands}="" ${LOADER.tooltips}="" ${LOADER.titleSearch}="" ${LOADER.pageChrome}=""`,
      ...[...strategies].map(() => ''),
      ' type="speculationrules"',
    ]);
    const loader = scripts[0]!;
    const rules = scripts.at(-1)!;
    // Inline, so nothing is fetched for them before the first paint; the loader names the scripts it starts.
    const named = (attribute: string, file: string) => ` ${attribute}="/${file}\\.[0-9a-f]{8}\\.js"`;
    expect(loader.attributes).toMatch(
      new RegExp(
        `^${named(LOADER.islands, 'islands')}${named(LOADER.tooltips, 'tooltips')}${named(LOADER.titleSearch, 'title-search')}${named(LOADER.pageChrome, 'page-chrome')}$`,
      ),
    );
    expect(head.includes(loader.code), 'the loader sits in the head, to hold a click made while the page streams in').toBe(true);
    expect(JSON.parse(rules.code)).toHaveProperty('prerender');
    // The page's CSP allows both by the hash of their text, and no inline script besides.
    const scriptSrc = /script-src[^;]*/.exec(response.headers()['content-security-policy'] ?? '')?.[0] ?? '';
    for (const { code } of scripts) expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });
}

test("the home page links the Tool Finder's stylesheet after its content, not in the head", async ({ request }) => {
  const html = await (await request.get('/')).text();
  const finder = /<link rel="stylesheet" href="[^"]*\/_remotes\/quizzes\/[^"]*\.css" fetchpriority="low">/;
  expect(headOf(html)).not.toMatch(finder);
  const finderStyle = html.search(finder);
  expect(finderStyle, 'the Tool Finder stylesheet is linked').toBeGreaterThan(html.indexOf('</footer>'));
  expect(html.slice(finderStyle), 'linked at the end of the body').toMatch(/^<link[^>]*>(<link[^>]*>)*<\/body>/);
});

/** The element a reader sees first: the home page's heading, an article's hero picture. */
const FIRST_SIGHT = [
  { route: '/', selector: 'main h1' },
  { route: '/blog', selector: 'main h1' },
  { route: '/blog/ai-tools-replace-assistant', selector: 'main article img' },
  { route: '/tools', selector: 'main h1' },
  { route: '/quizzes', selector: 'main h1' },
  { route: '/guide', selector: 'main h1' },
];

for (const { route, selector } of FIRST_SIGHT) {
  test(`${route}: the first element a reader sees is the server's, kept as it is once the islands have started`, async ({ page }) => {
    // Taken when the HTML is parsed, before any of the app's scripts has run.
    await page.addInitScript((query) => {
      document.addEventListener('DOMContentLoaded', () => {
        const element = document.querySelector(query);
        Object.assign(window, { firstSight: element, firstSightHtml: element?.outerHTML });
      });
    }, selector);
    await page.goto(route, { waitUntil: 'networkidle' });
    // Every island on the page started: pointed at, the reader reading (a scroll event), idle.
    await page.evaluate((islands) => {
      for (const island of document.querySelectorAll(islands)) island.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      window.dispatchEvent(new Event('scroll'));
    }, ISLANDS.all);
    await page.waitForFunction(
      ({ notHydrated, notVisible }) => document.querySelectorAll(notHydrated).length === document.querySelectorAll(notVisible).length,
      { notHydrated: ISLANDS.notHydrated, notVisible: ISLANDS.waiting('visible') },
    );
    const kept = await page.evaluate((query) => {
      const before = window as unknown as { firstSight: Element | null; firstSightHtml?: string };
      const now = document.querySelector(query);
      return { found: before.firstSight !== null, same: now === before.firstSight, html: now?.outerHTML === before.firstSightHtml };
    }, selector);
    expect(kept).toEqual({ found: true, same: true, html: true });
  });
}
