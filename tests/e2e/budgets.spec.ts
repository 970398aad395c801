import { expect, test } from '../support/fixtures';
import { BUDGETS, MEASURED_ROUTES, measureRoute, total } from '../support/budgets';

/** A name Radix Tooltip's code keeps through minification (its provider's context name). */
const TOOLTIP_MARK = 'TooltipProvider';

for (const route of MEASURED_ROUTES) {
  test(`${route} stays within the JavaScript and CSS budgets, in bytes sent over the wire`, async ({
    page,
    allowConsoleErrors,
    baseURL,
  }) => {
    allowConsoleErrors(/the server responded with a status of 404/);
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
    });
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
    // The tooltips are loaded on the reader's first mouse move or key press, never with the page.
    expect(
      (await Promise.all(bodies)).filter((code) => code.includes(TOOLTIP_MARK)),
      'Radix Tooltip in the first load',
    ).toEqual([]);
  });
}

test('the tooltips arrive on the first mouse move', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  const tooltips = page.waitForResponse(
    async (response) => response.request().resourceType() === 'script' && (await response.text()).includes(TOOLTIP_MARK),
  );
  await page.mouse.move(200, 200);
  await tooltips;
});

test('no shared package is downloaded twice', async ({ page }) => {
  const transfers = await measureRoute(page, '/blog');
  const urls = transfers.map((t) => t.url);
  expect(new Set(urls).size, 'the same file twice').toBe(urls.length);
  const providers = await page.evaluate(() => {
    type Entry = { loaded?: boolean; from?: string };
    const share = (
      globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Entry>>>> } }
    ).__FEDERATION__?.__SHARE__;
    // Each federation instance (shell, blog, ...) lists the scope; the same entry object may appear
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
