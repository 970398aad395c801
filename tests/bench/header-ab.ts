// What one response header costs: the same pages, the same bytes, with and without
// `Cross-Origin-Opener-Policy: same-origin` (issue 38). A proxy in front of the site `npm start` runs
// serves every answer as the site sends it, on two ports: one strips the header, one keeps it.
// Measured, interleaved, on each route:
//   - Lighthouse mobile (its simulated throttling), which starts from about:blank;
//   - a reader arriving from another site: a click on a link on a page of another origin, in
//     Chromium driven by Puppeteer, with the phone profile's CPU slowdown, to the new page's first
//     contentful paint and its load event.
// Usage: tsx bench/header-ab.ts <site origin> [runs=3] [routes...]    (prints a Markdown table)
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';
import { lighthouseMeasure } from './audits/lighthouse';
import { median } from './stats';

const [siteArg, runsArg, ...routeArgs] = process.argv.slice(2);
if (!siteArg) throw new Error('usage: tsx bench/header-ab.ts <site origin> [runs] [routes...]');
const SITE = new URL(siteArg);
const RUNS = Number(runsArg ?? 3);
const ROUTES = routeArgs.length > 0 ? routeArgs : ['/', '/blog/ai-tools-replace-assistant', '/tools/chatgpt'];
const HEADER = 'cross-origin-opener-policy';

/** A proxy to the site that passes every answer through, without the header when `strip`. */
function proxy(strip: boolean): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      { host: SITE.hostname, port: SITE.port, path: request.url, method: request.method, headers: { ...request.headers, host: SITE.host } },
      (answer) => {
        const headers = { ...answer.headers };
        if (strip) delete headers[HEADER];
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  server.listen(0, '127.0.0.1');
  return new Promise((resolve) => server.once('listening', () => resolve(server)));
}

/** A page of another origin with one link: where a reader comes from. */
function referrer(): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const target = new URL(request.url ?? '/', 'http://x').searchParams.get('to') ?? '/';
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end(`<!doctype html><title>elsewhere</title><a id="go" href="${target}">go</a>`);
  });
  server.listen(0, '127.0.0.1');
  return new Promise((resolve) => server.once('listening', () => resolve(server)));
}

const port = (server: http.Server) => (server.address() as AddressInfo).port;

/** From the click on the other site's link to the new page's first contentful paint and load. */
async function arrival(referrerOrigin: string, url: string): Promise<{ fcp: number; load: number }> {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${referrerOrigin}/?to=${encodeURIComponent(url)}`);
    const clicked = Date.now();
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('#go')]);
    const loadedAt = Date.now();
    const fcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const entry = performance.getEntriesByName('first-contentful-paint')[0];
          if (entry) resolve(entry.startTime);
          else
            new PerformanceObserver((list) => resolve(list.getEntries()[0]?.startTime ?? NaN)).observe({ type: 'paint', buffered: true });
        }),
    );
    // navigationStart of the new document is after the click; the time before it is the browser's own (a process swap, say).
    const navigationStart = await page.evaluate(() => performance.timeOrigin);
    return { fcp: Math.round(navigationStart - clicked + fcp), load: loadedAt - clicked };
  } finally {
    await browser.close();
  }
}

const without = await proxy(true);
const withHeader = await proxy(false);
const elsewhere = await referrer();
const origins = { without: `http://127.0.0.1:${port(without)}`, with: `http://127.0.0.1:${port(withHeader)}` };
const rows: string[] = [];
try {
  for (const route of ROUTES) {
    const results = {
      without: { tbt: [] as number[], perf: [] as number[], fcp: [] as number[], load: [] as number[] },
      with: { tbt: [] as number[], perf: [] as number[], fcp: [] as number[], load: [] as number[] },
    };
    for (let run = 0; run < RUNS; run++) {
      for (const variant of ['without', 'with'] as const) {
        const lighthouse = await lighthouseMeasure(origins[variant] + route, CHROMIUM_PATH, ['--headless=new', ...CHROMIUM_ARGS], () => {});
        results[variant].tbt.push(lighthouse.tbtMs);
        results[variant].perf.push(lighthouse.performance);
        const reader = await arrival(`http://127.0.0.1:${port(elsewhere)}`, origins[variant] + route);
        results[variant].fcp.push(reader.fcp);
        results[variant].load.push(reader.load);
      }
    }
    for (const variant of ['without', 'with'] as const) {
      const r = results[variant];
      rows.push(
        `| ${route} | ${variant} COOP | ${median(r.perf)} (${r.perf.join(', ')}) | ${median(r.tbt)} (${r.tbt.join(', ')}) | ${median(r.fcp)} (${r.fcp.join(', ')}) | ${median(r.load)} (${r.load.join(', ')}) |`,
      );
    }
  }
} finally {
  for (const server of [without, withHeader, elsewhere]) server.close();
}
console.log(
  '| route | header | Lighthouse performance, median (runs) | Lighthouse TBT ms | click on another site to FCP ms (CPU 4x) | click to load ms |',
);
console.log('|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
