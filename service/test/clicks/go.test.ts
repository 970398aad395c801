import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { popularityExport, utcDay } from '../../src/clicks/store.js';
import { clientGroup, limitKey } from '../../src/http/clients.js';
import { runCli } from '../../src/operator/commands.js';
import { GO_MESSAGES } from '../../src/contract.js';
import { readDestinations } from '../../src/clicks/destinations.js';
import { READER_NAVIGATION, request, startApp, STORE_KINDS, tempDir, type RunningApp } from '../helpers.js';

const NOT_FOUND_HTML = '<!doctype html><title>Page not found | Toolverse</title><h1>Page not found</h1>';
const TOKEN = 'operator-token-'.padEnd(48, 'x');
const destinations = new Map([
  ['chatgpt', 'https://chatgpt.com'],
  ['jasper', 'https://partner.example/jasper?ref=toolverse'],
]);
const go = (options: { rateLimit?: number; operatorToken?: string } = {}) => ({
  destinations,
  notFoundHtml: NOT_FOUND_HTML,
  rateLimit: options.rateLimit ?? 0,
  operatorToken: options.operatorToken,
});
const get = (base: string, path: string, headers: Record<string, string> = {}) => request(base, { method: 'GET', path, headers });
const NAVIGATION = READER_NAVIGATION;
/** A reader's click from the client at `address` (the app trusts the test's own address as a proxy). */
const click = (base: string, path: string, address: string, headers: Record<string, string> = {}) =>
  get(base, path, { ...NAVIGATION, 'x-forwarded-for': address, ...headers });
const BEHIND_PROXY = { trustProxy: ['127.0.0.1/32'] };

async function total(running: RunningApp, toolId?: string): Promise<number> {
  const counts = await running.store.clickCounts();
  return counts.filter((count) => toolId === undefined || count.toolId === toolId).reduce((sum, count) => sum + count.clicks, 0);
}

for (const kind of STORE_KINDS) {
  describe(`/go/{toolId} on ${kind}`, () => {
    let running: RunningApp;
    before(async () => {
      running = await startApp({ kind, go: go(), ...BEHIND_PROXY });
    });
    after(() => running.close());

    it('redirects to the destination with a 302 and counts the tool, the page kind and the day, and the readers', async () => {
      const answer = await click(running.base, '/go/chatgpt?from=directory', '198.51.100.1');
      assert.equal(answer.status, 302);
      assert.equal(answer.headers.location, 'https://chatgpt.com');
      assert.equal(answer.headers['cache-control'], 'no-store');
      assert.equal(answer.headers['set-cookie'], undefined, 'no cookie');
      await click(running.base, '/go/chatgpt?from=directory', '198.51.101.2');
      await click(running.base, '/go/jasper?from=article&utm_source=x', '198.51.100.1');
      await click(running.base, '/go/jasper', '198.51.102.3');
      // A client that sends no Fetch Metadata is sent on, not counted (script or browser, it cannot be told).
      await get(running.base, '/go/jasper', { 'x-forwarded-for': '198.51.103.3', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' });
      const counts = await running.store.clickCounts();
      const today = utcDay();
      assert.equal((await running.store.dayFigures(today))[0]?.withoutFetchMetadata, 1);
      assert.deepEqual(
        counts.map(({ day, toolId, pageKind, clicks }) => [day, toolId, pageKind, clicks]),
        [
          [today, 'chatgpt', 'directory', 2],
          [today, 'jasper', 'article', 1],
          [today, 'jasper', 'unknown', 1],
        ],
      );
      assert.deepEqual(await running.store.readerCounts(), [{ day: today, readers: 3 }], 'three readers clicked today');
    });

    it('counts 200 requests from one client as one click, and its first click on another tool as one more', async () => {
      const before = await total(running);
      const statuses = new Set<number>();
      for (let i = 0; i < 200; i += 1) statuses.add((await click(running.base, '/go/chatgpt?from=tool', '203.0.113.9')).status);
      assert.deepEqual([...statuses], [302], 'every request is sent on');
      assert.equal(await total(running), before + 1);
      await click(running.base, '/go/jasper?from=tool', '203.0.113.9');
      assert.equal(await total(running), before + 2);
    });

    it('sends on without counting what is not a reader following a link: images, scripts, other sites, crawlers', async () => {
      const before = await total(running);
      const cases: [string, Record<string, string>][] = [
        ['an <img> on another site', { 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image', 'sec-fetch-site': 'cross-site' }],
        ["a script's fetch", { 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty', 'sec-fetch-site': 'same-origin' }],
        ['an iframe', { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'same-origin' }],
        ["another site's link", { 'sec-fetch-site': 'cross-site' }],
        ['Googlebot', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
        ['curl', { 'user-agent': 'curl/8.5.0' }],
        ['a headless browser', { 'user-agent': NAVIGATION['user-agent'].replace('Chrome/', 'HeadlessChrome/') }],
        ['no User-Agent', { 'user-agent': '' }],
      ];
      for (const [what, headers] of cases) {
        const answer = await click(
          running.base,
          '/go/chatgpt?from=tool',
          `192.0.2.${cases.findIndex(([name]) => name === what) + 10}`,
          headers,
        );
        assert.equal(answer.status, 302, what);
        assert.equal(answer.headers.location, 'https://chatgpt.com', what);
      }
      assert.equal(await total(running), before);
    });

    it('leads to the affiliate URL where the tools file gives one', async () => {
      assert.equal((await get(running.base, '/go/jasper?from=tool')).headers.location, 'https://partner.example/jasper?ref=toolverse');
    });

    it('redirects a HEAD request or a browser prefetch without counting it', async () => {
      const before = await total(running, 'chatgpt');
      assert.equal((await request(running.base, { method: 'HEAD', path: '/go/chatgpt?from=tool' })).status, 302);
      assert.equal((await click(running.base, '/go/chatgpt?from=tool', '192.0.2.99', { 'sec-purpose': 'prefetch' })).status, 302);
      assert.equal(await total(running, 'chatgpt'), before);
    });

    it("answers a tool the site does not have with the site's not-found page and 404, counting nothing", async () => {
      const before = await total(running);
      const answer = await get(running.base, '/go/no-such-tool?from=tool');
      assert.equal(answer.status, 404);
      assert.match(String(answer.headers['content-type']), /^text\/html/);
      assert.equal(answer.text, NOT_FOUND_HTML);
      assert.equal(await total(running), before);
    });

    it('refuses ids and page kinds the site never writes with a 400 that says what is expected', async () => {
      const before = await total(running);
      for (const path of [
        '/go/',
        '/go',
        '/go/ChatGPT',
        '/go/chat%20gpt',
        '/go/%E0%A4%A',
        '/go/a/b',
        '/go/..%2Fetc',
        `/go/${'a'.repeat(81)}`,
      ]) {
        const answer = await get(running.base, path);
        assert.equal(answer.status, 400, path);
        assert.deepEqual(answer.json, { message: GO_MESSAGES.badId }, path);
      }
      for (const path of ['/go/chatgpt?from=nowhere', '/go/chatgpt?from=tool&from=quiz', '/go/chatgpt?from=']) {
        const answer = await get(running.base, path);
        assert.equal(answer.status, 400, path);
        assert.deepEqual(answer.json, { message: GO_MESSAGES.badFrom }, path);
      }
      const long = await get(running.base, `/go/chatgpt?from=tool&pad=${'x'.repeat(2000)}`);
      assert.equal(long.status, 414);
      assert.deepEqual(long.json, { message: GO_MESSAGES.tooLong });
      assert.equal((await request(running.base, { method: 'POST', path: '/go/chatgpt' })).status, 404);
      assert.equal(await total(running), before);
      assert.equal((await get(running.base, '/health')).status, 200, 'still serving');
    });
  });
}

describe('/go/ limits and the operator page', () => {
  let running: RunningApp;
  let logs = '';
  before(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs += chunk.toString();
        done();
      },
    });
    running = await startApp({ go: go({ rateLimit: 3, operatorToken: TOKEN }), logLevel: 'info', logStream, ...BEHIND_PROXY });
  });
  after(() => running.close());

  it('past the rate limit still sends a reader on (uncounted, logged) and answers 429 only to what is not a navigation', async () => {
    const reader = '198.51.100.50';
    const statuses = [];
    for (const tool of ['chatgpt', 'jasper', 'chatgpt', 'jasper', 'chatgpt'])
      statuses.push((await click(running.base, `/go/${tool}?from=quiz`, reader)).status);
    assert.deepEqual(statuses, [302, 302, 302, 302, 302], 'a reader is never refused');
    assert.match(logs, /over the rate limit: the reader is sent on, uncounted/);
    const image = await click(running.base, '/go/chatgpt?from=quiz', reader, { 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' });
    assert.equal(image.status, 429);
    assert.deepEqual(image.json, { message: GO_MESSAGES.rateLimited });
    assert.equal(image.headers['retry-after'], '60');
    assert.equal(await total(running), 2, 'one click per tool');
    assert.ok(!logs.includes(reader), 'the address is never logged');
  });

  it('limits 125 addresses of one IPv6 /64 as one client, and counts them as one reader', async () => {
    const before = await total(running);
    const statuses = new Set<number>();
    for (let i = 1; i <= 125; i += 1)
      statuses.add((await click(running.base, '/go/jasper?from=tool', `2001:db8:7:9::${i.toString(16)}`)).status);
    assert.deepEqual([...statuses], [302]);
    assert.equal(await total(running), before + 1, 'one reader, one click');
    const script = await click(running.base, '/go/jasper?from=tool', '2001:db8:7:9:ffff:1:2:3', {
      'sec-fetch-mode': 'cors',
      'sec-fetch-dest': 'empty',
    });
    assert.equal(script.status, 429, 'a fresh address in the same /64 has no fresh limit');
    // Another /64 of the same /48 is another household, but the same network: one click per tool a day.
    await click(running.base, '/go/jasper?from=tool', '2001:db8:7:a::1');
    assert.equal(await total(running), before + 1);
    await click(running.base, '/go/jasper?from=tool', '2001:db8:8:a::1');
    assert.equal(await total(running), before + 2, 'another /48 counts');
  });

  it('sends the reader on, uncounted, when the click cannot be stored', async () => {
    const { store } = running;
    const recordClick = store.recordClick.bind(store);
    store.recordClick = () => Promise.reject(new Error('disk I/O error'));
    try {
      const answer = await click(running.base, '/go/chatgpt?from=tool', '198.51.101.77');
      assert.equal(answer.status, 302);
      assert.equal(answer.headers.location, 'https://chatgpt.com');
      assert.match(logs, /the click could not be stored: the reader is sent on, uncounted/);
      assert.equal((await get(running.base, '/health')).status, 503, 'the health check says writes are failing');
    } finally {
      store.recordClick = recordClick;
    }
    const before = await total(running);
    await click(running.base, '/go/chatgpt?from=tool', '198.51.101.77');
    assert.equal(await total(running), before + 1, 'the click given back counts once the store works again');
  });

  it('shows the report only for the token: a form without one, 401 for a wrong one, in header or form', async () => {
    const form = await get(running.base, '/operator');
    assert.equal(form.status, 200);
    assert.match(form.text, /<form method="post" action="\/operator">/);
    assert.doesNotMatch(form.text, /chatgpt/);

    const wrong = await get(running.base, '/operator', { authorization: `Bearer ${TOKEN.slice(0, -1)}y` });
    assert.equal(wrong.status, 401);
    assert.doesNotMatch(wrong.text, /chatgpt/);

    const byHeader = await get(running.base, '/operator', { authorization: `Bearer ${TOKEN}` });
    assert.equal(byHeader.status, 200);
    assert.match(byHeader.text, /<svg role="img"/);
    assert.match(byHeader.text, /<td>chatgpt<\/td><td class="n">2<\/td>/);
    assert.match(byHeader.text, /<td>quiz<\/td><td class="n">2<\/td>/);
    assert.match(String(byHeader.headers['content-security-policy']), /default-src 'none'/);
    assert.equal(byHeader.headers['cross-origin-opener-policy'], 'same-origin');

    const posted = await request(running.base, {
      path: '/operator',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${encodeURIComponent(TOKEN)}`,
    });
    assert.equal(posted.status, 200);
    assert.match(posted.text, /<td>chatgpt<\/td>/);
    const badPost = await request(running.base, {
      path: '/operator',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'token=guess',
    });
    assert.equal(badPost.status, 401);
    assert.ok(!logs.includes(TOKEN), 'the token is never logged');
  });
});

describe("the rate limits' key", () => {
  it('keys the rate limits by a hash that names no address and changes with the day', () => {
    const day = new Date('2026-11-27T12:00:00Z');
    const key = limitKey('secret', 'go', '192.0.2.1', day);
    assert.match(key, /^[\w-]{43}$/);
    assert.equal(limitKey('secret', 'go', '2001:db8::1', day), limitKey('secret', 'go', '2001:db8::ffff:1', day));
    assert.notEqual(limitKey('secret', 'go', '192.0.2.1', new Date('2026-11-28T12:00:00Z')), key);
    assert.notEqual(limitKey('other', 'go', '192.0.2.1', day), key);
    assert.equal(clientGroup('2001:0db8:0000:0000:1234::1'), '2001:db8::/64');
    assert.equal(clientGroup('::ffff:198.51.100.7'), '198.51.100.7');
  });
});

describe('without OPERATOR_TOKEN', () => {
  it('has no operator page at all', async () => {
    const running = await startApp({ go: go() });
    try {
      assert.equal((await get(running.base, '/operator')).status, 404);
      assert.equal((await request(running.base, { path: '/operator', body: 'token=x' })).status, 404);
    } finally {
      await running.close();
    }
  });
});

describe('the tools file', () => {
  const tmp = tempDir();
  after(() => tmp.remove());
  const write = (tools: unknown) => {
    const file = join(tmp.dir, 'tools.json');
    writeFileSync(file, JSON.stringify(tools));
    return file;
  };

  it("reads the site's tools.json: every tool, its affiliate URL over its vendor URL", () => {
    const site = readDestinations(new URL('../../../shared-content/content/tools.json', import.meta.url).pathname);
    assert.ok(site.size > 50);
    assert.equal(site.get('chatgpt'), 'https://chatgpt.com');
    const fixture = readDestinations(write([{ id: 'a-tool', url: 'https://a.example', affiliateUrl: 'https://aff.example/a' }]));
    assert.equal(fixture.get('a-tool'), 'https://aff.example/a');
  });

  it('refuses a file that would send a reader somewhere wrong, naming the tool', () => {
    assert.throws(() => readDestinations(write([{ id: 'x', url: 'http://plain.example' }])), /tool 1 \(x\): url must be an https URL/);
    assert.throws(() => readDestinations(write([{ id: 'Bad Id', url: 'https://a.example' }])), /id must be a kebab-case id/);
    assert.throws(
      () => readDestinations(write([{ id: 'x', url: 'https://a.example', affiliateUrl: 'javascript:alert(1)' }])),
      /affiliateUrl must be an https URL/,
    );
    assert.throws(
      () =>
        readDestinations(
          write([
            { id: 'x', url: 'https://a.example' },
            { id: 'x', url: 'https://b.example' },
          ]),
        ),
      /listed twice/,
    );
    assert.throws(() => readDestinations(join(tmp.dir, 'missing.json')), /cannot read the tools file/);
  });
});

describe('the CLI report and the popularity export', () => {
  const tmp = tempDir();
  after(() => tmp.remove());

  it('reports clicks per tool, per page kind and per day, as text or CSV, and exports the last 30 days', async () => {
    const running = await startApp({ go: go(), ...BEHIND_PROXY });
    const path = running.testStore.location;
    try {
      await click(running.base, '/go/chatgpt?from=tool', '198.51.100.1');
      await click(running.base, '/go/chatgpt?from=tool', '198.51.101.2');
      await click(running.base, '/go/jasper?from=quiz', '198.51.100.1');
    } finally {
      await running.app.close();
    }
    const run = async (...args: string[]) => {
      let out = '';
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          out += chunk.toString();
          done();
        },
      });
      const code = await runCli(args, sink, sink, {});
      return { code, out };
    };
    try {
      const report = await run('clicks', '--db', path, '--days', '7');
      assert.equal(report.code, 0);
      assert.match(report.out, /^3 click\(s\) through \/go\/ in the last 7 day\(s\)/);
      assert.match(report.out, /Per tool:\n2\tchatgpt\n1\tjasper\n/);
      assert.match(report.out, /Per kind of page:\n2\ttool\n1\tquiz\n/);
      assert.match(report.out, new RegExp(`Per day:\\n3\\t${utcDay()}\\n`));
      const csv = await run('clicks', '--csv', '--db', path);
      assert.equal(csv.out, `day,tool_id,page_kind,clicks\r\n${utcDay()},chatgpt,tool,2\r\n${utcDay()},jasper,quiz,1\r\n`);
      // The export is proposed beside the file the build reads, which is left alone until accepted.
      const file = join(tmp.dir, 'popularity.json');
      writeFileSync(file, '{"to":null}\n');
      const proposed = await run('popularity', '--db', path, '--file', file);
      assert.equal(proposed.code, 0, proposed.out);
      assert.match(proposed.out, /^Anomalies from \d{4}-\d\d-\d\d to /);
      assert.match(
        proposed.out,
        /Busiest networks: each day's top 3 networks \(IPv4 \/24, IPv6 \/48\) gave 3 of 3 counted click\(s\) \(100%\)/,
      );
      assert.match(proposed.out, /Without Fetch Metadata \(sent on, not counted\): 0\n/);
      assert.match(proposed.out, /Spikes .*: none\n/);
      assert.match(proposed.out, /If the figures above look right: newsletter-cli popularity --accept/);
      assert.equal(readFileSync(file, 'utf8'), '{"to":null}\n', 'the export the build reads is unchanged');
      const proposal = readFileSync(join(tmp.dir, 'popularity.proposed.json'), 'utf8');
      const accepted = await run('popularity', '--accept', '--db', path, '--file', file);
      assert.equal(accepted.code, 0, accepted.out);
      assert.match(accepted.out, /^Accepted the export of the 30 days up to \d{4}-/);
      assert.equal(readFileSync(file, 'utf8'), proposal, 'the very proposal the operator read about');
      assert.ok(!existsSync(join(tmp.dir, 'popularity.proposed.json')));
      const again = await run('popularity', '--accept', '--db', path, '--file', file);
      assert.equal(again.code, 1);
      assert.match(again.out, /no proposed export at .*: run newsletter-cli popularity first/);
      const exported = JSON.parse(readFileSync(file, 'utf8'));
      assert.deepEqual(exported.tools, { chatgpt: { clicks: 2, recent: 2 }, jasper: { clicks: 1, recent: 1 } });
      assert.equal(exported.readerDays, 2, 'two readers today');
      assert.equal(exported.activeDays, 1);
      // No sign-up in this store was confirmed: the home page counts confirmed subscribers only.
      assert.equal(exported.confirmedSubscribers, 0);
      assert.equal((await run('clicks', '--days', '0', '--db', path)).code, 2);
    } finally {
      running.testStore.remove();
    }
  });

  it('keeps only the last 30 days in the export, and the last 7 as recent', () => {
    const now = new Date('2026-03-31T12:00:00Z');
    const exported = popularityExport(
      [
        { day: '2026-03-01', toolId: 'old', pageKind: 'tool', clicks: 5 },
        { day: '2026-03-02', toolId: 'a', pageKind: 'tool', clicks: 4 },
        { day: '2026-03-25', toolId: 'a', pageKind: 'quiz', clicks: 1 },
        { day: '2026-03-31', toolId: 'b', pageKind: 'tool', clicks: 2 },
      ],
      [
        { day: '2026-03-01', readers: 4 },
        { day: '2026-03-02', readers: 3 },
        { day: '2026-03-25', readers: 1 },
        { day: '2026-03-31', readers: 2 },
      ],
      now,
    );
    assert.equal(exported.to, '2026-03-31');
    assert.deepEqual(exported.tools, { a: { clicks: 5, recent: 1 }, b: { clicks: 2, recent: 2 } });
    assert.equal(exported.readerDays, 6, 'readers of the 30 days only');
    assert.equal(exported.activeDays, 3);
    assert.equal(exported.confirmedSubscribers, null);
    assert.equal(popularityExport([], [], now, 12).confirmedSubscribers, 12);
  });
});
