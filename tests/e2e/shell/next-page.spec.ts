import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';

// Moving between pages is a plain navigation, made faster by prerendering the link the mouse rests
// on (shell/src/page-chrome/hover-prerender.ts): no cross-document view transition, which measured slower
// than the page it animated into (docs/decisions/2026-11-27-navigation-without-waiting.md). Playwright's
// browser prerenders nothing (Chromium disables it under an attached DevTools client), so this checks
// what the loader does, which link the rules would prerender and that pages arrive whole, without a
// transition and without an uncaught error, on first visits with slow stylesheets; the bench times it.

declare global {
  interface Window {
    /** Whether this page was revealed with a view transition (undefined until it was revealed). */
    __revealedWithTransition?: boolean;
  }
}

/** A page in a browser context of its own, whose stylesheets take `styleDelay` ms, recording how it was revealed and every uncaught error. */
async function firstVisit(browser: Browser, baseURL: string | undefined, errors: string[], styleDelay: number): Promise<Page> {
  const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}) });
  await context.route('**/_styles/*.css', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, styleDelay));
    await route.continue();
  });
  await context.addInitScript(() => {
    window.addEventListener('pagereveal', (event) => {
      window.__revealedWithTransition = Boolean((event as Event & { viewTransition?: unknown }).viewTransition);
    });
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  return page;
}

const STYLE_DELAYS = [0, 150, 300];

// Every trip starts a browser context of its own and loads two pages cold, about 2.5 to 5 s each on
// a 2-core machine: twelve of them outlast the default 30 s a test is given, without anything waiting
// on a state that never comes.
const COLD_TRIPS_TIMEOUT = 240_000;

const TRIPS: [from: string, link: RegExp, to: RegExp][] = [
  ['/', /Find tools to automate my work/, /\/tools\/automation$/],
  ['/blog/jasper-vs-copy-ai-review', /^the Toolverse editorial team$/, /\/about$/],
  ['/guide', /^Quizzes$/, /\/quizzes$/],
  ['/quizzes', /^Blog$/, /\/blog$/],
];

test('every link to a page not visited before arrives without a transition to wait for, and none ends in an uncaught error', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(COLD_TRIPS_TIMEOUT);
  const errors: string[] = [];
  const arrivals: string[] = [];
  for (let round = 0; round < STYLE_DELAYS.length; round += 1) {
    for (const [from, link, to] of TRIPS) {
      const page = await firstVisit(browser, baseURL, errors, STYLE_DELAYS[round] ?? 0);
      await page.goto(from);
      await page.getByRole('link', { name: link }).first().click();
      await expect(page).toHaveURL(to);
      await page.waitForFunction(() => window.__revealedWithTransition !== undefined);
      if (await page.evaluate(() => window.__revealedWithTransition)) arrivals.push(new URL(page.url()).pathname);
      await page.context().close();
    }
  }
  expect(errors, 'uncaught errors').toEqual([]);
  expect(arrivals, 'pages revealed with a view transition').toEqual([]);
});

test('a click the moment a page appears, and Back and Forward at once, end in no uncaught error', async ({ browser, baseURL }) => {
  test.setTimeout(COLD_TRIPS_TIMEOUT);
  const errors: string[] = [];
  for (const delay of STYLE_DELAYS) {
    const page = await firstVisit(browser, baseURL, errors, delay);
    await page.goto('/blog', { waitUntil: 'commit' });
    await page
      .getByRole('link', { name: /^Quizzes$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/quizzes$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/quizzes$/);
    await page
      .getByRole('link', { name: /^Home$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/quizzes$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.context().close();
  }
  expect(errors, 'uncaught errors').toEqual([]);
});

test('the link the mouse rests on is the one the speculation rules prerender, one at a time', async ({ page }) => {
  await page.goto('/blog');
  const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? '{}') as {
    prerender: { where: { and: { selector_matches?: string }[] }; eagerness: string }[];
  };
  expect(rules.prerender).toHaveLength(1);
  expect(rules.prerender[0]?.where.and[0]?.selector_matches).toBe('a[data-prerender]');
  expect(rules.prerender[0]?.eagerness).toBe('immediate');
  const marked = page.locator('a[data-prerender]');
  // Resting on one marks it; resting on another moves the mark (the timings and the links never
  // marked are shell/src/page-chrome/hover-prerender.test.ts's).
  await page.getByRole('banner').getByRole('link', { name: 'Quizzes', exact: true }).hover();
  await expect(marked).toHaveAttribute('href', '/quizzes');
  await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).hover();
  await expect(marked).toHaveAttribute('href', '/');
  await expect(marked).toHaveCount(1);
});
