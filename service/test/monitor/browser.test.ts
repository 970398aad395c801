import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { createBrowserReader, type BrowserReader } from '../../src/monitor/fetch/browser.js';
import { createFetcher, type Fetcher } from '../../src/monitor/fetch/polite.js';
import type { FetchResult } from '../../src/monitor/types.js';
import { answer, startStub, type Stub } from './http-stub.js';

const UA = 'ToolverseMonitor/1.0 (+https://toolverse.example/about#monitor)';
const OPEN = 'vendor-a.example';
const CLOSED = 'vendor-b.example';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const noChromium = existsSync(CHROMIUM) ? false : `no Chromium at ${CHROMIUM} (install Debian's chromium or set CHROMIUM_PATH)`;

// A pricing page whose table is empty until its script has fetched the plans, as many vendors build them.
const PAGE = `<!doctype html><html><head><link rel="stylesheet" href="/style.css"></head><body>
<img src="/logo.png" alt=""><table id="plans"><tbody></tbody></table><script src="/app.js"></script></body></html>`;
const SCRIPT = `fetch('/api/plans.json').then((r) => r.json()).then((plans) => {
  document.querySelector('#plans tbody').innerHTML = plans.map((p) => '<tr><td>' + p.name + '</td><td>$' + p.monthly + '</td></tr>').join('');
}).catch(() => { document.body.dataset.failed = 'plans'; });`;
const PLANS = JSON.stringify([
  { name: 'Starter', monthly: 12 },
  { name: 'Pro', monthly: 29 },
]);

describe('the browser reader', () => {
  let stub: Stub;
  let fetcher: Fetcher;
  let reader: BrowserReader;
  /** Every address the fetcher was asked for, with how it ended. */
  const asked: { url: string; outcome: FetchResult['outcome'] }[] = [];

  before(async () => {
    const site = (host: string, robots: string) => ({
      [`${host}/robots.txt`]: answer(200, robots, { 'content-type': 'text/plain' }),
      [`${host}/pricing`]: answer(200, PAGE),
      [`${host}/app.js`]: answer(200, SCRIPT, { 'content-type': 'text/javascript' }),
      [`${host}/api/plans.json`]: answer(200, PLANS, { 'content-type': 'application/json' }),
    });
    stub = await startStub({
      ...site(OPEN, 'User-agent: *\nAllow: /\n'),
      ...site(CLOSED, 'User-agent: ToolverseMonitor\nDisallow: /api/\n'),
      [`${OPEN}/old-pricing`]: answer(301, '', { location: '/pricing' }),
      // A page that polls for ever never falls quiet.
      [`${OPEN}/busy`]: answer(200, `<body><script>setInterval(() => fetch('/api/plans.json'), 100);</script></body>`),
    });
    const polite = createFetcher({ userAgent: UA, perHostGapMs: 20, backoffMs: 50, resolve: stub.resolve(OPEN, CLOSED) });
    fetcher = {
      get: async (url, options) => {
        const result = await polite.get(url, options);
        asked.push({ url, outcome: result.outcome });
        return result;
      },
      close: () => polite.close(),
    };
    reader = createBrowserReader(fetcher, { chromiumPath: CHROMIUM, timeoutMs: 20_000 });
  });

  after(async () => {
    await reader.close();
    await fetcher.close();
    await stub.close();
  });

  it('renders the plans a script fetches, every request going through the fetcher', { skip: noChromium }, async () => {
    const { result, html } = await reader.render(`https://${OPEN}/old-pricing`);
    assert.equal(result.outcome, 'ok');
    assert.deepEqual(result.redirects, [{ status: 301, to: `https://${OPEN}/pricing` }]);
    assert.match(html ?? '', /<tr><td>Starter<\/td><td>\$12<\/td><\/tr><tr><td>Pro<\/td><td>\$29<\/td><\/tr>/);
    const ofOpen = asked.filter((entry) => entry.url.startsWith(`https://${OPEN}/`));
    assert.deepEqual(ofOpen, [
      { url: `https://${OPEN}/old-pricing`, outcome: 'ok' },
      { url: `https://${OPEN}/app.js`, outcome: 'ok' },
      { url: `https://${OPEN}/api/plans.json`, outcome: 'ok' },
    ]);
    // The document was fetched once, by the reader, and not again by the browser.
    assert.equal(stub.on(`${OPEN}/pricing`).length, 1);
    assert.equal(stub.on(`${OPEN}/app.js`)[0]?.headers['user-agent'], UA);
    assert.equal(stub.on(`${OPEN}/style.css`).length + stub.on(`${OPEN}/logo.png`).length, 0, 'looks are not fetched');
  });

  it("obeys robots.txt for the page's own requests: a disallowed API leaves the table empty", { skip: noChromium }, async () => {
    const { result, html } = await reader.render(`https://${CLOSED}/pricing`);
    assert.equal(result.outcome, 'ok');
    assert.match(html ?? '', /<tbody><\/tbody>/);
    assert.match(html ?? '', /data-failed="plans"/);
    assert.ok(asked.some((entry) => entry.url === `https://${CLOSED}/api/plans.json` && entry.outcome === 'robots-disallowed'));
    assert.equal(stub.on(`${CLOSED}/api/plans.json`).length, 0);
  });

  it('returns no HTML for a page that does not fall quiet within the time limit', { skip: noChromium }, async () => {
    const impatient = createBrowserReader(fetcher, { chromiumPath: CHROMIUM, timeoutMs: 1500 });
    try {
      const { result, html } = await impatient.render(`https://${OPEN}/busy`);
      assert.equal(result.outcome, 'timeout');
      assert.match(result.error ?? '', /did not finish rendering within 1500 ms/);
      assert.equal(html, null);
    } finally {
      await impatient.close();
    }
  });

  it('does not render a document that is not ok', async () => {
    const { result, html } = await reader.render(`https://${OPEN}/no-such-page`);
    assert.equal(result.outcome, 'http-error');
    assert.equal(result.status, 404);
    assert.equal(html, null);
  });
});
