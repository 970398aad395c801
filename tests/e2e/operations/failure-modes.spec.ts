import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { MAIN_SITE_PORT } from '../../support/ports';

/** The guide remote as pages load it: under the site's own origin, passed on to the guide's server. */
const GUIDE = `http://localhost:${MAIN_SITE_PORT}/_remotes/guide`;
const HEADING = 'Where do you want AI to take you?';
/** The label of a guide path's search, in the island's code. */
const SEARCH_LABEL = 'Search this path';
/** The contract version the shell was built with (contracts/package.json). */
const CONTRACTS_VERSION = (
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../contracts/package.json'), 'utf8')) as { version: string }
).version;
const [CONTRACTS_MAJOR, CONTRACTS_MINOR] = CONTRACTS_VERSION.split('.').map(Number) as [number, number];

/** Serves the guide's real mf-manifest.json with the contract version it declares changed. */
async function declareContracts(page: Page, version: string): Promise<() => Promise<void>> {
  await page.route(`${GUIDE}/mf-manifest.json`, async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as { shared: { name: string; version: string }[] };
    for (const entry of manifest.shared) if (entry.name === '@toolverse/contracts') entry.version = version;
    await route.fulfill({ response, json: manifest });
  });
  return unroute(page, `${GUIDE}/mf-manifest.json`);
}

interface FailureMode {
  name: string;
  /** Breaks the guide remote; returns how to heal it. */
  breakRemote: (page: Page) => Promise<() => Promise<void>>;
  /** What the one console error says about the cause. */
  cause: RegExp;
  /** The island's code arrived and threw: the error page takes its place, instead of the notice beside its HTML. */
  rendered?: boolean;
}

const unroute = (page: Page, url: string) => () => page.unroute(url);

const MODES: FailureMode[] = [
  {
    name: 'is down',
    breakRemote: async (page) => {
      await page.route(`${GUIDE}/**`, (route) => route.abort('connectionrefused'));
      return unroute(page, `${GUIDE}/**`);
    },
    cause: /Failed to fetch|RUNTIME|fetch/i,
  },
  {
    name: 'is slower than the time limit',
    breakRemote: async (page) => {
      await page.route(`${GUIDE}/mf-manifest.json`, async (route: Route) => {
        await new Promise((resolve) => setTimeout(resolve, 6_000));
        await route.continue().catch(() => {});
      });
      return unroute(page, `${GUIDE}/mf-manifest.json`);
    },
    cause: /no answer within 4000 ms|time limit/,
  },
  {
    name: 'answers 500',
    breakRemote: async (page) => {
      await page.route(`${GUIDE}/mf-manifest.json`, (route) =>
        route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
      );
      return unroute(page, `${GUIDE}/mf-manifest.json`);
    },
    cause: /HTTP 500|500/,
  },
  {
    name: 'answers HTML instead of its entry',
    breakRemote: async (page) => {
      // As a misconfigured host would answer, with the nosniff header every server of the site sends.
      await page.route(`${GUIDE}/remoteEntry.js`, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html',
          headers: { 'X-Content-Type-Options': 'nosniff' },
          body: '<!doctype html><title>Moved</title><p>Not here</p>',
        }),
      );
      return unroute(page, `${GUIDE}/remoteEntry.js`);
    },
    cause: /remoteEntry|script|RUNTIME/i,
  },
  {
    name: 'throws while rendering',
    breakRemote: async (page) => {
      // The guide's path island, changed to throw while a flag is set: a render error that goes away.
      await page.route(`${GUIDE}/*.js`, async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        const exploding = body.replaceAll(
          `"${SEARCH_LABEL}"`,
          `(()=>{if(window.__guideExplodes)throw new Error("the guide page exploded");return"${SEARCH_LABEL}"})()`,
        );
        await route.fulfill({ response, body: exploding });
      });
      await page.addInitScript(() => ((window as unknown as { __guideExplodes: boolean }).__guideExplodes = true));
      return async () => {
        await page.evaluate(() => ((window as unknown as { __guideExplodes: boolean }).__guideExplodes = false));
      };
    },
    cause: /failed while rendering: the guide page exploded/,
    rendered: true,
  },
  {
    name: 'was built against another React major',
    breakRemote: async (page) => {
      await page.route(`${GUIDE}/mf-manifest.json`, async (route) => {
        const response = await route.fetch();
        const manifest = (await response.json()) as { shared: { name: string; version: string; requiredVersion: string }[] };
        for (const entry of manifest.shared)
          if (entry.name === 'react') Object.assign(entry, { version: '18.3.1', requiredVersion: '^18.3.1' });
        await route.fulfill({ response, json: manifest });
      });
      return unroute(page, `${GUIDE}/mf-manifest.json`);
    },
    cause: /built against react 18\.3\.1, and the shell runs react \^19/,
  },
  {
    name: 'was built against another major of the contract',
    breakRemote: (page) => declareContracts(page, `${CONTRACTS_MAJOR + 1}.0.0`),
    cause: new RegExp(
      `built against @toolverse/contracts ${CONTRACTS_MAJOR + 1}\\.0\\.0, and the shell runs @toolverse/contracts ${CONTRACTS_VERSION.replaceAll('.', '\\.')} \\(another major\\)`,
    ),
  },
];

for (const mode of MODES) {
  test(`when the guide remote ${mode.name}, the path stays readable, its island shows a notice with Retry and one error, and Retry recovers`, async ({
    page,
    allowConsoleErrors,
    consoleErrors,
  }) => {
    test.setTimeout(60_000);
    allowConsoleErrors(/.*/);
    const heal = await mode.breakRemote(page);
    await page.goto('/guide#automate');
    // The server's HTML: the page and its path are there to read, whatever the remote does.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
    await expect(page.getByRole('heading', { name: 'Automate My Work', level: 2 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Quick tool picks' }).getByRole('link').first()).toBeVisible();

    // The first touch brings the island's code, which fails.
    const search = page.getByRole('searchbox', { name: SEARCH_LABEL });
    await search.fill('zap');
    const notice = mode.rendered
      ? page.getByRole('alert').filter({ hasText: 'Unexpected Application Error!' })
      : page.getByRole('alert').filter({ hasText: "The guide can't be reached right now" });
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    if (!mode.rendered) await expect(page.getByRole('heading', { name: 'Automate My Work', level: 2 })).toBeVisible();

    // One error from the site, naming the part and the cause; the browser's own network and MIME
    // lines aside.
    const fromTheSite = consoleErrors.filter((text) => !/^Failed to load resource|^Refused to execute script/.test(text));
    expect(fromTheSite, consoleErrors.join('\n')).toHaveLength(1);
    expect(fromTheSite[0]).toContain(mode.rendered ? 'Island guide/PathView' : 'Remote "guide"');
    expect(fromTheSite[0]).toMatch(mode.cause);

    await heal();
    await notice.getByRole('button', { name: 'Retry' }).click();
    await expect(notice).toBeHidden({ timeout: 15_000 });
    // Typed again until the island has taken over the box: a fill that lands while React takes the
    // box over can be applied twice (select-all, then the insert after React has set the value back).
    await expect(async () => {
      await search.fill('zap');
      await expect(page.getByRole('status').filter({ hasText: 'links match' })).toHaveText(/^\d+ of \d+ links match “zap”$/, {
        timeout: 2_000,
      });
    }).toPass({ timeout: 20_000 });
  });
}

test('a guide built against a newer minor of the contract runs, with one warning naming both versions', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  const newer = `${CONTRACTS_MAJOR}.${CONTRACTS_MINOR + 1}.0`;
  await declareContracts(page, newer);
  await page.goto('/guide#automate');
  await page.getByRole('searchbox', { name: SEARCH_LABEL }).fill('zap');
  await expect(page.getByRole('status').filter({ hasText: 'links match' })).toHaveText(/^\d+ of \d+ links match “zap”$/);
  expect(warnings.filter((text) => text.startsWith('Remote "guide"'))).toEqual([
    `Remote "guide" runs with a warning: it was built against @toolverse/contracts ${newer}, newer than the shell's ${CONTRACTS_VERSION}: what the contract added since ${CONTRACTS_MAJOR}.${CONTRACTS_MINOR} is missing until the shell is rebuilt`,
  ]);
});
