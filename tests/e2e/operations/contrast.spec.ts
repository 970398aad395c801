import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../../support/fixtures';
import { checkContrast, preloadAxe, type ContrastReport } from '../../support/contrast/contrast-scan';
import { MAIN_SITE_PORT, sitePorts } from '../../support/ports';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];
// Each width's pages are split in parts so the two workers share the run and each part stays
// within its time on a loaded machine: a page takes 1.5 s alone and up to 8 s on a 2-core CI machine
// while the other worker runs a browser test too (a part of 35 pages once ran out of its 300 s), and
// the site has about 280 (a page and an alternatives page per tool among them), so a part is about
// 18 pages.
const PARTS = 16;
/**
 * A page that has not loaded in this time, or whose scan has not ended in this one, is a hung tab: in
 * CI a tab once received a document in 18 ms and then requested nothing for four minutes. Such a page
 * is checked once more in a fresh tab (the report names it); a second hang fails the part.
 */
const PAGE_LOAD_MS = 45_000;
const SCAN_MS = 90_000;

/** `work`, or an error naming `what` once `ms` have passed (the work left behind may not reject unheard). */
function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  work.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Every page the prerender wrote for the test site (its routes.json), and the not-found page. */
function prerenderedPages(): string[] {
  const routes = JSON.parse(readFileSync(path.join(ROOT, sitePorts(MAIN_SITE_PORT).PRERENDER_DIR, 'routes.json'), 'utf8')) as {
    pages: Record<string, string>;
  };
  return [...Object.keys(routes.pages), '/__not-a-page__'];
}

function explain(report: ContrastReport): string {
  return report.problems.map((p) => `${p.element} "${p.text}": ${p.reason}\n    text ${p.foreground} on ${p.background}`).join('\n');
}

for (const size of WIDTHS) {
  for (let part = 0; part < PARTS; part++) {
    test(`every text on every prerendered page meets WCAG AA contrast at ${size.name} width (part ${part + 1} of ${PARTS})`, async ({
      page,
      allowConsoleErrors,
    }) => {
      test.setTimeout(300_000);
      allowConsoleErrors(/the server responded with a status of 404/);
      await page.setViewportSize(size);
      await preloadAxe(page);
      const pages = prerenderedPages();
      expect(pages.length, 'pages in routes.json').toBeGreaterThan(30);
      let checked = 0;
      let tab = page;
      const check = async (url: string) => {
        await tab.goto(url, { timeout: PAGE_LOAD_MS });
        return within(checkContrast(tab), SCAN_MS, `the scan of ${url}`);
      };
      for (const url of pages.filter((_, i) => i % PARTS === part)) {
        // A step per page, so a page that runs out of time is named in the report.
        await test.step(url, async () => {
          let report: ContrastReport;
          try {
            report = await check(url);
          } catch (error) {
            test.info().annotations.push({ type: 'checked again in a fresh tab', description: `${url}: ${String(error).split('\n')[0]}` });
            tab = await page.context().newPage();
            await tab.setViewportSize(size);
            await preloadAxe(tab);
            report = await check(url);
          }
          checked += report.checked;
          expect.soft(report.checked, `${url}: visible texts judged`).toBeGreaterThan(5);
          expect.soft(report.problems, `${url} at ${size.width}px:\n${explain(report)}`).toEqual([]);
        });
      }
      test.info().annotations.push({ type: 'texts', description: `${checked} texts judged` });
    });
  }
}

// The check itself, on the CSS that hid the Visit button's label: a prose rule `.prose a` outranks
// the button's own text colour.
const ARTICLE = (proseLinks: string) => `<!doctype html><html><head><style>
  body { margin: 0; background: #05071a; color: #b4bce3; font: 16px sans-serif; }
  ${proseLinks} { color: #67e8f9; text-decoration: underline; }
  .visit { display: inline-block; border-radius: 999px; padding: 8px 16px; background: #67e8f9; color: #05071a; font-weight: 600; }
  .glow { background: linear-gradient(to right, #05071a, #67e8f9); padding: 16px; color: #ffffff; }
</style></head><body><main class="prose"><h1>Article</h1><p>Read <a href="/x">the guide</a> first.</p>
<a class="visit" href="https://example.com">Visit Notion</a><p>more text</p><p>and more</p><p>and more</p><p>and more</p></main></body></html>`;

test('the check fails the old article CSS (cyan label on the cyan button) and passes the fix', async ({ page }) => {
  await page.setContent(ARTICLE('.prose a'));
  const old = await checkContrast(page);
  expect(old.problems.map((p) => [p.text, p.ratio])).toEqual([['Visit Notion', 1]]);

  await page.setContent(ARTICLE('.prose a:not([class])'));
  expect((await checkContrast(page)).problems).toEqual([]);
});

test('the check fails white text where a gradient behind it turns light', async ({ page }) => {
  await page.setContent(ARTICLE('.prose a:not([class])').replace('<p>more text</p>', '<p class="glow">On the glow</p>'));
  const report = await checkContrast(page);
  expect(report.problems.map((p) => p.text)).toEqual(['On the glow']);
  expect(report.problems[0]?.ratio).toBeLessThan(4.5);
});
