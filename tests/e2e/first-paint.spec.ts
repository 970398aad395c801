import { createHash } from 'node:crypto';
import { MEASURED_ROUTES } from '../support/budgets';
import { expect, test } from '../support/fixtures';

/**
 * What keeps a page as quick to paint as its HTML alone (docs/decisions/2026-11-23-static-peer-speed.md),
 * checked on the HTML as served and on the page after hydration. The speed itself is measured by the
 * benchmark, not here.
 */

/** The head of a served page: where a stylesheet or a script holds up the first paint. */
function headOf(html: string): string {
  const end = html.indexOf('</head>');
  expect(end, 'the page has a </head>').toBeGreaterThan(0);
  return html.slice(0, end);
}

for (const route of MEASURED_ROUTES) {
  test(`${route}: one stylesheet holds up the first paint, and the only script is the inline paint-first loader the CSP allows`, async ({
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
    expect(scripts, 'scripts in the page').toHaveLength(1);
    const [loader] = scripts as [{ attributes: string; code: string }];
    // Inline, so nothing is fetched for it before the first paint; it names the app it starts.
    expect(loader.attributes).not.toMatch(/\bsrc=/);
    expect(loader.attributes).toMatch(/^ data-app="\/main\.[0-9a-f]{8}\.js"/);
    expect(headOf(html).includes(loader.code), 'the loader sits in the body, after the content').toBe(false);
    // The page's CSP allows this script by the hash of its text, and no inline script besides.
    const hash = createHash('sha256').update(loader.code).digest('base64');
    const scriptSrc = /script-src[^;]*/.exec(response.headers()['content-security-policy'] ?? '')?.[0] ?? '';
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });
}

test('the home page links the Tool Finder stylesheet after its content, not in the head', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(headOf(html)).not.toContain('ToolFinder');
  const root = html.indexOf('<div id="root">');
  const finderStyle = html.search(/<link rel="stylesheet" href="[^"]*ToolFinder[^"]*\.css" fetchpriority="low">/);
  expect(finderStyle, 'the Tool Finder stylesheet is linked').toBeGreaterThan(root);
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
  test(`${route}: the first element a reader sees is the server's, kept as it is through hydration`, async ({ page }) => {
    // Taken when the HTML is parsed, before any of the app's scripts has run.
    await page.addInitScript((query) => {
      document.addEventListener('DOMContentLoaded', () => {
        const element = document.querySelector(query);
        Object.assign(window, {
          firstSight: element,
          firstSightHtml: element?.outerHTML,
          firstSightHydrated: document.documentElement.dataset.hydrated,
        });
      });
    }, selector);
    await page.goto(route);
    const kept = await page.evaluate((query) => {
      const before = window as unknown as { firstSight: Element | null; firstSightHtml?: string; firstSightHydrated?: string };
      const now = document.querySelector(query);
      return {
        found: before.firstSight !== null,
        beforeScripts: before.firstSightHydrated === undefined,
        same: now === before.firstSight,
        html: now?.outerHTML === before.firstSightHtml,
      };
    }, selector);
    expect(kept).toEqual({ found: true, beforeScripts: true, same: true, html: true });
  });
}
