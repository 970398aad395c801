// Time to a working control (issue 27): a phone with Lighthouse's mobile throttling opens a page and,
// as soon as the header's search toggle is drawn, presses it every 100 ms until the search box opens.
// Lighthouse's scores say when a page could respond; this says whether a reader's first press did.
// The recorder (probe-recorder.ts) keeps the times in the page; probe-outcome.ts reads them.
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser } from '@playwright/test';
import { ACCEPT_ENCODING, SCREENS } from '../bytes';
import { bundleForBrowser } from '../bundle';
import { CLICK_EVERY_MS, MOBILE_THROTTLING, PROBE_LIMIT_MS, SEARCH_QUERY, SEARCH_TOGGLE, type ProbeRun } from './probe-outcome';

/** The recorder as one script, to add to each page. */
export async function probeRecorder(): Promise<string> {
  return Buffer.from(await bundleForBrowser(path.join(import.meta.dirname, 'probe-recorder.ts'), 'iife')).toString('utf8');
}

/** One load of `url` in a fresh context with an empty cache, pressing the toggle until the box opens, then typing a query into it. */
export async function probeRun(browser: Browser, url: string, recorder: string): Promise<ProbeRun> {
  // Lighthouse's phone; the presses come from a mouse, so the page has no touch to offer.
  const context = await browser.newContext({ ...SCREENS.phone, hasTouch: false });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: recorder });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': ACCEPT_ENCODING } });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE_THROTTLING.latencyMs,
      downloadThroughput: (MOBILE_THROTTLING.downloadKbps * 1024) / 8,
      uploadThroughput: (MOBILE_THROTTLING.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_THROTTLING.cpuSlowdown });

    await page.goto(url, { waitUntil: 'commit' });
    const toggle = page.locator(SEARCH_TOGGLE).filter({ visible: true }).first();
    await toggle.waitFor({ state: 'visible', timeout: PROBE_LIMIT_MS });
    const deadline = Date.now() + PROBE_LIMIT_MS;
    let open = false;
    while (!open && Date.now() < deadline) {
      const pressedAt = Date.now();
      // Read each time, not once: the stylesheet may arrive after the button was first laid out.
      // No actionability checks: a reader does not wait for the page to be ready either.
      const box = await toggle.boundingBox();
      if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await sleep(Math.max(0, CLICK_EVERY_MS - (Date.now() - pressedAt)));
      open = await page.evaluate(() => window.__benchProbe.openMs !== null);
    }
    // The reader types at once into the box that just opened (it has the focus), a key every 100 ms,
    // and the page lists the titles that match when it can.
    if (open) {
      await page.keyboard.type(SEARCH_QUERY, { delay: CLICK_EVERY_MS });
      await page
        .waitForFunction(() => window.__benchProbe.resultMs !== null, undefined, { timeout: Math.max(1, deadline - Date.now()) })
        .catch(() => {});
    }
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, {
      timeout: PROBE_LIMIT_MS,
    });
    return await page.evaluate(() => ({
      ...window.__benchProbe,
      fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    }));
  } finally {
    await context.close();
  }
}
