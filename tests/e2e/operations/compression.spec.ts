import type { Response } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { MEASURED_ROUTES } from '../../support/budgets';
import { ISLANDS, dueIslandsRunning } from '../../support/islands';

/** Text the browser downloads: pages, scripts, stylesheets, JSON (config, manifests), XML, SVG. */
const TEXT = /^(text\/|application\/(javascript|json|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;

interface Seen {
  url: string;
  status: number;
  type: string;
  encoding: string;
  vary: string;
}

async function describe(response: Response): Promise<Seen> {
  const headers = await response.allHeaders();
  return {
    url: new URL(response.url()).pathname,
    status: response.status(),
    type: headers['content-type'] ?? '',
    encoding: headers['content-encoding'] ?? 'identity',
    vary: headers.vary ?? '',
  };
}

for (const route of MEASURED_ROUTES) {
  test(`${route}: every text response of the load is brotli or gzip, with Vary: Accept-Encoding`, async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/the server responded with a status of 404/);
    const seen: Promise<Seen>[] = [];
    page.on('response', (response) => seen.push(describe(response)));
    await page.goto(route, { waitUntil: 'networkidle' });
    // Islands load on approach, on idle or on the first touch: scroll, move the mouse and point at
    // every island, so that every file a reader may fetch on this page counts too.
    await page.mouse.move(10, 10);
    await page.mouse.wheel(0, 20_000);
    await page.evaluate((islands) => {
      for (const island of document.querySelectorAll(islands)) island.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    }, ISLANDS.all);
    await dueIslandsRunning(page);
    await page.waitForLoadState('networkidle');
    const text = (await Promise.all(seen)).filter(
      (response) => TEXT.test(response.type) && response.status !== 304 && response.status !== 204,
    );
    const list = text.map((r) => `${r.status} ${r.encoding} ${r.type} ${r.url}`).join('\n');
    expect(text.length, list).toBeGreaterThanOrEqual(4);
    expect(
      text.filter((r) => r.encoding !== 'br' && r.encoding !== 'gzip'),
      `uncompressed:\n${list}`,
    ).toEqual([]);
    expect(
      text.filter((r) => !/accept-encoding/i.test(r.vary)),
      `without Vary: Accept-Encoding:\n${list}`,
    ).toEqual([]);
    // A page with a remote's island fetches that remote from the site's own origin.
    const remoteIslands = await page.locator(ISLANDS.remote).count();
    expect(
      text.some((r) => r.url.startsWith('/_remotes/')),
      list,
    ).toBe(remoteIslands > 0);
  });
}

// What no page load fetches but readers' tools do (feeds, the sitemap, robots.txt), and the run-time
// configuration and every remote's manifest and entry through the site's /_remotes/ path.
const FILES = [
  '/sitemap.xml',
  '/rss.xml',
  '/tools/changes.xml',
  '/search-index.json',
  '/robots.txt',
  '/remotes.json',
  '/site-config.json',
  ...['blog', 'tools', 'quizzes', 'guide'].flatMap((remote) => [
    `/_remotes/${remote}/mf-manifest.json`,
    `/_remotes/${remote}/remoteEntry.js`,
  ]),
];

test('the feeds, the sitemap, robots.txt, the configuration and every remote file through /_remotes/ come compressed as asked', async ({
  request,
}) => {
  for (const file of FILES) {
    for (const [asked, expected] of [
      ['br, gzip', /^(br|gzip)$/],
      ['gzip', /^gzip$/],
    ] as const) {
      const response = await request.get(file, { headers: { 'Accept-Encoding': asked } });
      expect(response.status(), file).toBe(200);
      expect(response.headers()['content-encoding'], `${file} asked ${asked}`).toMatch(expected);
      expect(response.headers().vary, file).toMatch(/accept-encoding/i);
    }
  }
});
