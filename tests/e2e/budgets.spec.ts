import { expect, test } from '../support/fixtures';
import { BUDGETS, measureRoute, total } from '../support/budgets';

const ROUTES = ['/', '/blog', '/blog/ai-tools-replace-assistant', '/tools', '/tools/monetize', '/quizzes', '/guide', '/privacy', '/nope'];

for (const route of ROUTES) {
  test(`${route} stays within the JavaScript and CSS budgets`, async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/the server responded with a status of 404/);
    const transfers = await measureRoute(page, route);
    const scripts = total(transfers, 'script');
    const styles = total(transfers, 'style');
    const detail = transfers.map((t) => `${t.type} ${(t.gzip / 1024).toFixed(1)} KB ${new URL(t.url).pathname}`).join('\n');
    test.info().annotations.push({ type: 'bytes', description: `js ${(scripts / 1024).toFixed(1)} KB, css ${(styles / 1024).toFixed(1)} KB gzip` });
    expect(scripts, `initial JavaScript, gzip\n${detail}`).toBeLessThanOrEqual(BUDGETS.scriptGzip);
    expect(styles, `CSS, gzip\n${detail}`).toBeLessThanOrEqual(BUDGETS.styleGzip);
    expect(transfers.filter((t) => !t.url.startsWith('http://localhost:')), 'no script or style from another host').toEqual([]);
  });
}

test('no shared package is downloaded twice', async ({ page }) => {
  const transfers = await measureRoute(page, '/blog');
  const urls = transfers.map((t) => t.url);
  expect(new Set(urls).size, 'the same file twice').toBe(urls.length);
  const providers = await page.evaluate(() => {
    type Entry = { loaded?: boolean; from?: string };
    const share = (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Entry>>>> } })
      .__FEDERATION__?.__SHARE__;
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
  expect(Object.keys(providers)).toEqual(expect.arrayContaining(['react', 'react-dom', 'react-router-dom', '@toolverse/shared-content']));
  for (const [name, copies] of Object.entries(providers)) expect(copies, name).toHaveLength(1);
});
