import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { BUDGETS, MEASURED_ROUTES, measureRoute, total } from '../../support/budgets';
import { rawRequest } from '../../support/raw-http';
import { LOADER_ATTRIBUTES, hydratedIsland } from '../../support/islands';

/** The tooltips script the page's inline loader names, fetched on the reader's first mouse move or key press. */
const tooltipsScript = (page: Page) =>
  page
    .locator(`script[${LOADER_ATTRIBUTES.tooltips}]`)
    .getAttribute(LOADER_ATTRIBUTES.tooltips)
    .then((path) => path ?? '');

test('no route sends more HTML than an article does: the directory is a page of tools at a time', async ({ baseURL }) => {
  const sizes: Record<string, number> = {};
  for (const route of MEASURED_ROUTES) {
    // The body exactly as the server sent it, not decoded.
    const response = await rawRequest(baseURL ?? '', route, { headers: { 'Accept-Encoding': 'br' } });
    expect(response.headers['content-encoding'], route).toBe('br');
    sizes[route] = response.body.length;
  }
  const over = Object.entries(sizes).filter(([, bytes]) => bytes > BUDGETS.htmlBytes);
  expect(over, `HTML over ${BUDGETS.htmlBytes / 1024} KB brotli: ${JSON.stringify(sizes)}`).toEqual([]);
  expect(sizes['/tools'], 'the directory no heavier than the article').toBeLessThanOrEqual(sizes['/blog/ai-tools-replace-assistant'] ?? 0);
});

for (const route of MEASURED_ROUTES) {
  test(`${route} stays within the JavaScript and CSS budgets, in bytes sent over the wire`, async ({
    page,
    allowConsoleErrors,
    baseURL,
  }) => {
    allowConsoleErrors(/the server responded with a status of 404/);
    const transfers = await measureRoute(page, route);
    const scripts = total(transfers, 'script');
    const styles = total(transfers, 'style');
    const detail = transfers.map((t) => `${t.type} ${(t.bytes / 1024).toFixed(1)} KB ${t.encoding} ${new URL(t.url).pathname}`).join('\n');
    test
      .info()
      .annotations.push({ type: 'bytes', description: `js ${(scripts / 1024).toFixed(1)} KB, css ${(styles / 1024).toFixed(1)} KB sent` });
    expect(scripts, `initial JavaScript, bytes sent\n${detail}`).toBeLessThanOrEqual(BUDGETS.scriptBytes);
    expect(styles, `CSS, bytes sent\n${detail}`).toBeLessThanOrEqual(BUDGETS.styleBytes);
    // One origin: every script and stylesheet from the site itself, remotes under /_remotes/.
    expect(
      transfers.filter((t) => new URL(t.url).origin !== baseURL),
      'no script or style from another origin',
    ).toEqual([]);
    expect(transfers.length).toBeGreaterThan(0);
    // The tooltips come on the reader's first mouse move or key press, never with the page.
    const tooltips = await tooltipsScript(page);
    expect(tooltips).toMatch(/^\/tooltips\.[0-9a-f]+\.js$/);
    expect(transfers.map((t) => new URL(t.url).pathname)).not.toContain(tooltips);
  });
}

test('the tooltips arrive on the first mouse move, and a tool tip then shows on hover', async ({ page }) => {
  await page.goto('/blog/ai-tools-replace-assistant', { waitUntil: 'networkidle' });
  const path = await tooltipsScript(page);
  const arrived = page.waitForResponse((response) => new URL(response.url()).pathname === path);
  await page.mouse.move(200, 200);
  await arrived;
  const share = page.getByRole('button', { name: /^Share/ }).first();
  await share.hover();
  await expect(page.getByRole('tooltip')).toBeVisible();
});

test('no shared package is downloaded twice, with islands of several apps on one page', async ({ page }) => {
  const transfers = await measureRoute(page, '/tools');
  // The directory's search (tools' island, with the router) and the header search (the shell's title search).
  await page.getByLabel('Search tools').fill('video');
  await page.locator(hydratedIsland('tools/Directory')).waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Search articles' }).click();
  await page.locator('form[data-title-search-form="on"]').waitFor({ state: 'attached' });
  const urls = transfers.map((t) => t.url);
  expect(new Set(urls).size, 'the same file twice').toBe(urls.length);
  const providers = await page.evaluate(() => {
    type Entry = { loaded?: boolean; from?: string };
    const share = (
      globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Entry>>>> } }
    ).__FEDERATION__?.__SHARE__;
    // Each federation instance (shell, tools, ...) lists the scope; the same entry object may appear
    // under several, so count distinct loaded entries per package.
    const loaded: Record<string, Set<Entry>> = {};
    for (const scopes of Object.values(share ?? {})) {
      for (const [name, versions] of Object.entries(scopes.default ?? {})) {
        for (const entry of Object.values(versions)) if (entry.loaded) (loaded[name] ??= new Set()).add(entry);
      }
    }
    return Object.fromEntries(Object.entries(loaded).map(([name, entries]) => [name, [...entries].map((entry) => entry.from ?? '?')]));
  });
  expect(Object.keys(providers)).toEqual(expect.arrayContaining(['react', 'react-dom', 'react-router-dom', '@toolverse/contracts']));
  for (const [name, copies] of Object.entries(providers)) expect(copies, name).toHaveLength(1);
});
