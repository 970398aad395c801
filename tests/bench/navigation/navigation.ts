// Navigation (issues 27 and 38): on a desktop window, unthrottled, a reader points at a link to the
// next page, presses it at once or after resting on it (the pages prerender a link the mouse rests
// on for 100 ms), and the next page's own timings say when it first painted.
//
// Driven with Puppeteer, not Playwright: Chromium prerenders nothing while a DevTools client is
// attached to the page without going through its tab, as Playwright attaches (Chromium reports
// PrerenderingDisabledByDevTools). Puppeteer attaches through the tab, and the pages prerender as
// they do in a reader's browser.
import { setTimeout as sleep } from 'node:timers/promises';
import puppeteer, { type Browser, type BrowserContext } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../support/chromium.mjs';
import { ACCEPT_ENCODING } from '../bytes';
import {
  NAVIGATION_WINDOW,
  chooseLink,
  clickToPaintMs,
  type NavigationPair,
  type NavigationRun,
  type NextPageTimes,
} from './navigation-pairs';

const LIMIT_MS = 15_000;
/** How long one page may take to answer: the page object of a tab another page took over may never answer. */
const ANSWER_MS = 1_000;

const within = <T>(answer: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    answer,
    sleep(ms).then(() => {
      throw new Error(`no answer within ${ms} ms`);
    }),
  ]);

export function launchNavigationBrowser(): Promise<Browser> {
  return puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true, defaultViewport: NAVIGATION_WINDOW });
}

/** What the next page says of itself: where it is, whether it is shown, and when it painted. */
const TIMES_EXPRESSION = `JSON.stringify((() => {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  const navigation = performance.getEntriesByType('navigation')[0];
  return {
    path: location.pathname,
    shown: !document.prerendering,
    timeOrigin: performance.timeOrigin,
    activationStart: navigation?.activationStart ?? 0,
    fcpStartTime: fcp ? fcp.startTime : null,
  };
})())`;

/**
 * The next page's timings once it is the page shown and has painted. Asked of every page target of
 * the context over a CDP session of its own: a prerendered page that is activated takes the tab
 * over, and Puppeteer's page object for the tab stops answering (its execution context was the old
 * page's), while the target itself answers at once.
 */
async function nextPageTimes(browser: Browser, context: BrowserContext, path: string): Promise<NextPageTimes> {
  const deadline = Date.now() + LIMIT_MS;
  let lastError = '';
  while (Date.now() < deadline) {
    for (const target of browser.targets().filter((candidate) => candidate.browserContext() === context && candidate.type() === 'page')) {
      let session;
      try {
        session = await within(target.createCDPSession(), ANSWER_MS);
        const { result } = await within(session.send('Runtime.evaluate', { expression: TIMES_EXPRESSION, returnByValue: true }), ANSWER_MS);
        const seen = JSON.parse(String(result.value)) as { path: string; shown: boolean; fcpStartTime: number | null } & NextPageTimes;
        if (seen.path === path && seen.shown && seen.fcpStartTime !== null)
          return { timeOrigin: seen.timeOrigin, activationStart: seen.activationStart, fcpStartTime: seen.fcpStartTime };
      } catch (error) {
        // A page that is going away, or one taking its place: ask again.
        lastError = (error as Error).message;
      } finally {
        await session?.detach().catch(() => {});
      }
    }
    await sleep(20);
  }
  throw new Error(`${path} did not paint within ${LIMIT_MS / 1000} s of the click${lastError ? ` (${lastError})` : ''}`);
}

/** One press from `pair.from` to `pair.to` in a fresh context; `link` says which link was pressed. */
export async function navigationRun(
  browser: Browser,
  origin: string,
  pair: NavigationPair,
  hoverMs: number,
): Promise<{ run: NavigationRun; link: string }> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setExtraHTTPHeaders({ 'Accept-Encoding': ACCEPT_ENCODING });
    await page.goto(origin + pair.from.path, { waitUntil: 'load' });
    const selector = `a[href="${pair.to.path}"]`;
    const links = await page.$$eval(selector, (found) =>
      found.map((link) => {
        const box = link.getBoundingClientRect();
        const where = link.closest('header') ? 'header' : link.closest('footer') ? 'footer' : 'page';
        const name = (link.getAttribute('aria-label') ?? (link as HTMLElement).innerText).replace(/\s+/g, ' ').trim().slice(0, 40);
        return {
          shown: link.checkVisibility(),
          inWindow: box.width > 0 && box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth,
          inHeaderOrFooter: where !== 'page',
          label: `${where} "${name}"`,
        };
      }),
    );
    const index = chooseLink(links);
    const link = (await page.$$(selector))[index];
    if (!link) throw new Error(`${pair.from.path} shows no link to ${pair.to.path}`);
    await link.hover();
    await sleep(hoverMs);
    const box = await link.boundingBox();
    if (!box) throw new Error(`the link to ${pair.to.path} on ${pair.from.path} went out of the layout`);
    const clickEpoch = Date.now();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const times = await nextPageTimes(browser, context, pair.to.path);
    return {
      run: { clickToPaintMs: clickToPaintMs(clickEpoch, times), prerendered: times.activationStart > 0 },
      link: links[index]?.label ?? '',
    };
  } finally {
    await context.close();
  }
}
