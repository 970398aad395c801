import assert from 'node:assert/strict';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { afterEach, describe, it } from 'node:test';
import { createFetcher, type Fetcher, type FetcherOptions } from '../../src/monitor/fetch/polite.js';
import { answer, closedPort, inTurn, startStub, type Handler, type Hit, type Stub } from './http-stub.js';

const UA = 'ToolverseMonitor/1.0 (+https://toolverse.example/about#monitor)';
const A = 'vendor-a.example';
const B = 'vendor-b.example';
const PAGE = '<html><body><h1>Pricing</h1></body></html>';
const NO_ROBOTS = answer(404, 'no robots.txt here');

/** Milliseconds between successive hits. */
const gaps = (hits: Hit[]): number[] => hits.slice(1).map((hit, i) => hit.at - hits[i]!.at);

describe('the polite fetcher', () => {
  let stub: Stub | undefined;
  let fetcher: Fetcher | undefined;
  afterEach(async () => {
    await fetcher?.close();
    await stub?.close();
    fetcher = undefined;
    stub = undefined;
  });

  /** A stub with `routes` and a fetcher reaching A and B on it, with test-sized timings. */
  async function open(routes: Parameters<typeof startStub>[0], options: Partial<FetcherOptions> = {}) {
    stub = await startStub(routes);
    fetcher = createFetcher({ userAgent: UA, perHostGapMs: 10, backoffMs: 50, resolve: stub.resolve(A, B), ...options });
    return { stub, fetcher };
  }

  it('names itself on every request, robots.txt included, and returns the page with lower-case headers', async () => {
    const { stub, fetcher } = await open({
      [`${A}/robots.txt`]: answer(200, 'User-agent: *\nAllow: /\n', { 'content-type': 'text/plain' }),
      [`${A}/pricing`]: answer(200, PAGE, { 'X-Plan-Count': '3' }),
    });
    const result = await fetcher.get(`https://${A}/pricing`);
    assert.equal(result.outcome, 'ok');
    assert.equal(result.body?.toString(), PAGE);
    assert.equal(result.headers['x-plan-count'], '3');
    assert.equal(result.finalUrl, `https://${A}/pricing`);
    assert.equal(result.attempts, 1);
    assert.deepEqual(
      stub.hits.map((hit) => [hit.path, hit.headers['user-agent']]),
      [
        ['/robots.txt', UA],
        ['/pricing', UA],
      ],
    );
    assert.equal(stub.on(`${A}/pricing`)[0]?.headers.accept, 'text/html,application/xhtml+xml');
  });

  it('obeys the robots.txt group for its own product token, reading robots.txt once per origin', async () => {
    const robots = 'User-agent: *\nDisallow:\n\nUser-agent: ToolverseMonitor\nDisallow: /pricing\n';
    const { stub, fetcher } = await open({
      [`${A}/robots.txt`]: answer(200, robots, { 'content-type': 'text/plain' }),
      [`${A}/pricing`]: answer(200, PAGE),
      [`${A}/about`]: answer(200, PAGE),
    });
    const [refused, allowed] = await Promise.all([fetcher.get(`https://${A}/pricing`), fetcher.get(`https://${A}/about`)]);
    assert.equal(refused.outcome, 'robots-disallowed');
    assert.match(refused.error ?? '', /robots\.txt disallows \/pricing for ToolverseMonitor/);
    assert.equal(refused.body, null);
    assert.equal(allowed.outcome, 'ok');
    assert.equal(stub.on(`${A}/pricing`).length, 0, 'the disallowed page is never requested');
    assert.equal(stub.on(`${A}/robots.txt`).length, 1);
  });

  it('reads everything on a host whose robots.txt is 404', async () => {
    const { fetcher } = await open({ [`${A}/robots.txt`]: NO_ROBOTS, [`${A}/pricing`]: answer(200, PAGE) });
    assert.equal((await fetcher.get(`https://${A}/pricing`)).outcome, 'ok');
  });

  it('reads nothing on a host whose robots.txt fails with a 500, and says why', async () => {
    const { stub, fetcher } = await open({ [`${A}/robots.txt`]: answer(500, 'oops'), [`${A}/pricing`]: answer(200, PAGE) }, { retries: 0 });
    const result = await fetcher.get(`https://${A}/pricing`);
    assert.equal(result.outcome, 'robots-disallowed');
    assert.match(result.error ?? '', /robots\.txt answered 500.*nothing on https:\/\/vendor-a\.example is read this run/);
    assert.equal(stub.on(`${A}/pricing`).length, 0);
  });

  it('spaces requests to one host by the gap, robots.txt included, while two hosts are read side by side', async () => {
    const gap = 100;
    const routes: Record<string, Handler> = Object.fromEntries(
      [A, B].flatMap((host) => [[`${host}/robots.txt`, NO_ROBOTS], ...[1, 2, 3].map((n) => [`${host}/p${n}`, answer(200, PAGE)])]),
    );
    // A's first page answers only once B's last page has been asked for: were the hosts read through
    // one line, B's pages would wait behind A's and A's would time out.
    let lastOfB: () => void = () => undefined;
    const bWasRead = new Promise<void>((resolve) => (lastOfB = resolve));
    routes[`${A}/p1`] = (request, response) => void bWasRead.then(() => answer(200, PAGE)(request, response));
    routes[`${B}/p3`] = (request, response) => {
      lastOfB();
      answer(200, PAGE)(request, response);
    };
    const { stub, fetcher } = await open(routes, { perHostGapMs: gap, timeoutMs: 5000, retries: 0 });
    const results = await Promise.all([A, B].flatMap((host) => [1, 2, 3].map((n) => fetcher.get(`https://${host}/p${n}`))));
    assert.deepEqual(
      results.map((result) => result.outcome),
      Array(6).fill('ok'),
    );
    const ofA = stub.hits.filter((hit) => hit.host === A);
    const ofB = stub.hits.filter((hit) => hit.host === B);
    assert.deepEqual(
      ofA.map((hit) => hit.path),
      ['/robots.txt', '/p1', '/p2', '/p3'],
    );
    for (const between of [...gaps(ofA), ...gaps(ofB)]) assert.ok(between >= gap - 20, `${between} ms between two requests to one host`);
  });

  it("fetches a rendered page's parts right after it, before pages waiting, and keeps the gap before the next page", async () => {
    const gap = 400;
    const { stub, fetcher } = await open(
      {
        [`${A}/robots.txt`]: NO_ROBOTS,
        [`${A}/page`]: answer(200, PAGE),
        [`${A}/app.js`]: answer(200, 'x'),
        [`${A}/next`]: answer(200, PAGE),
      },
      { perHostGapMs: gap, retries: 0 },
    );
    await fetcher.get(`https://${A}/page`);
    // The next page was asked for first, but the page's script goes before it.
    const next = fetcher.get(`https://${A}/next`);
    await fetcher.get(`https://${A}/app.js`, { subresource: true });
    await next;
    const hits = stub.hits.filter((hit) => hit.host === A);
    assert.deepEqual(
      hits.map((hit) => hit.path),
      ['/robots.txt', '/page', '/app.js', '/next'],
    );
    const [, toPart, toNext] = gaps(hits) as [number, number, number];
    assert.ok(toPart < gap / 2, `${toPart} ms from the page to its script`);
    assert.ok(toNext >= gap - 20, `${toNext} ms from the script to the next page`);
  });

  it('sends the ETag and Last-Modified it is given, and a 304 is not-modified', async () => {
    const modified = 'Tue, 01 Sep 2026 10:00:00 GMT';
    const byEtag = answer(200, PAGE, { etag: '"v1"' });
    const byDate = answer(200, PAGE, { 'last-modified': modified });
    const { stub, fetcher } = await open({
      [`${A}/robots.txt`]: NO_ROBOTS,
      [`${A}/etag`]: (request, response) =>
        request.headers['if-none-match'] === '"v1"' ? answer(304)(request, response) : byEtag(request, response),
      [`${A}/date`]: (request, response) =>
        request.headers['if-modified-since'] === modified ? answer(304)(request, response) : byDate(request, response),
    });
    const first = await fetcher.get(`https://${A}/etag`);
    assert.equal(first.outcome, 'ok');
    const again = await fetcher.get(`https://${A}/etag`, { etag: first.headers.etag! });
    assert.equal(again.outcome, 'not-modified');
    assert.equal(again.status, 304);
    assert.equal(again.body, null);

    const dated = await fetcher.get(`https://${A}/date`);
    const datedAgain = await fetcher.get(`https://${A}/date`, { lastModified: dated.headers['last-modified']! });
    assert.equal(datedAgain.outcome, 'not-modified');
    assert.equal(stub.on(`${A}/date`)[1]?.headers['if-modified-since'], modified);
  });

  it('follows a chain of redirects by hand and records each', async () => {
    const { fetcher } = await open({
      [`${A}/robots.txt`]: NO_ROBOTS,
      [`${A}/plans`]: answer(301, '', { location: '/pricing' }),
      [`${A}/pricing`]: answer(302, '', { location: `https://${A}/pricing/2026` }),
      [`${A}/pricing/2026`]: answer(200, PAGE),
    });
    const result = await fetcher.get(`https://${A}/plans`);
    assert.equal(result.outcome, 'ok');
    assert.deepEqual(result.redirects, [
      { status: 301, to: `https://${A}/pricing` },
      { status: 302, to: `https://${A}/pricing/2026` },
    ]);
    assert.equal(result.finalUrl, `https://${A}/pricing/2026`);
    assert.equal(result.url, `https://${A}/plans`);
  });

  it("asks the other host's robots.txt before following a redirect there, and obeys it", async () => {
    const { stub, fetcher } = await open({
      [`${A}/robots.txt`]: NO_ROBOTS,
      [`${A}/pricing`]: answer(301, '', { location: `https://${B}/pricing` }),
      [`${A}/plans`]: answer(301, '', { location: `https://${B}/private/plans` }),
      [`${B}/robots.txt`]: answer(200, 'User-agent: *\nDisallow: /private/\n', { 'content-type': 'text/plain' }),
      [`${B}/pricing`]: answer(200, PAGE),
    });
    const moved = await fetcher.get(`https://${A}/pricing`);
    assert.equal(moved.outcome, 'ok');
    assert.deepEqual(moved.redirects, [{ status: 301, to: `https://${B}/pricing` }]);
    assert.equal(moved.finalUrl, `https://${B}/pricing`);
    const ofB = stub.hits.filter((hit) => hit.host === B).map((hit) => hit.path);
    assert.deepEqual(ofB, ['/robots.txt', '/pricing'], "B's robots.txt is read before B's page");

    const refused = await fetcher.get(`https://${A}/plans`);
    assert.equal(refused.outcome, 'robots-disallowed');
    assert.equal(refused.finalUrl, `https://${B}/private/plans`);
    assert.equal(stub.on(`${B}/private/plans`).length, 0);
  });

  it('stops after maxRedirects', async () => {
    const { stub, fetcher } = await open(
      {
        [`${A}/robots.txt`]: NO_ROBOTS,
        ...Object.fromEntries([0, 1, 2, 3, 4, 5].map((n) => [`${A}/loop/${n}`, answer(302, '', { location: `/loop/${n + 1}` })])),
      },
      { maxRedirects: 3 },
    );
    const result = await fetcher.get(`https://${A}/loop/0`);
    assert.equal(result.outcome, 'too-many-redirects');
    assert.equal(result.redirects.length, 3);
    assert.equal(result.finalUrl, `https://${A}/loop/3`);
    assert.match(result.error ?? '', /more than 3 redirects; the next pointed to https:\/\/vendor-a\.example\/loop\/4/);
    assert.equal(stub.hits.filter((hit) => hit.path.startsWith('/loop/')).length, 4);
  });

  it('retries a 500 and succeeds on the third attempt', async () => {
    const { fetcher } = await open({
      [`${A}/robots.txt`]: NO_ROBOTS,
      [`${A}/pricing`]: inTurn(answer(500), answer(500), answer(200, PAGE)),
    });
    const result = await fetcher.get(`https://${A}/pricing`);
    assert.equal(result.outcome, 'ok');
    assert.equal(result.attempts, 3);
    assert.equal(result.body?.toString(), PAGE);
  });

  it('gives up on a lasting 500 after its retries, backing off twice as long each time', async () => {
    const { stub, fetcher } = await open(
      { [`${A}/robots.txt`]: NO_ROBOTS, [`${A}/pricing`]: answer(500, 'down') },
      { retries: 2, backoffMs: 60 },
    );
    const result = await fetcher.get(`https://${A}/pricing`);
    assert.equal(result.outcome, 'http-error');
    assert.equal(result.status, 500);
    assert.equal(result.attempts, 3);
    assert.equal(result.body, null);
    assert.match(result.error ?? '', /answered 500 \(3 attempts\)/);
    const [first, second] = gaps(stub.on(`${A}/pricing`));
    assert.ok(first! >= 60 - 20, `first back-off ${first} ms`);
    assert.ok(second! >= 120 - 20, `second back-off ${second} ms`);
  });

  it('never retries a 404', async () => {
    const { stub, fetcher } = await open({ [`${A}/robots.txt`]: NO_ROBOTS, [`${A}/pricing`]: answer(404, 'gone') });
    const result = await fetcher.get(`https://${A}/pricing`);
    assert.equal(result.outcome, 'http-error');
    assert.equal(result.status, 404);
    assert.equal(stub.on(`${A}/pricing`).length, 1);
  });

  it("waits as long as a 429's Retry-After asks before trying again", async () => {
    const { stub, fetcher } = await open({
      [`${A}/robots.txt`]: NO_ROBOTS,
      [`${A}/pricing`]: inTurn(answer(429, 'slow down', { 'retry-after': '1' }), answer(200, PAGE)),
    });
    const result = await fetcher.get(`https://${A}/pricing`);
    assert.equal(result.outcome, 'ok');
    assert.equal(result.attempts, 2);
    const [waited] = gaps(stub.on(`${A}/pricing`));
    assert.ok(waited! >= 1000 - 20, `waited ${waited} ms`);
  });

  it('does not wait for a Retry-After beyond a minute: the page fails this run', async () => {
    const { stub, fetcher } = await open({ [`${A}/robots.txt`]: NO_ROBOTS, [`${A}/pricing`]: answer(503, '', { 'retry-after': '3600' }) });
    const result = await fetcher.get(`https://${A}/pricing`);
    assert.equal(result.outcome, 'http-error');
    assert.match(result.error ?? '', /come back in 3600 s/);
    assert.equal(stub.on(`${A}/pricing`).length, 1);
  });

  it('times out a server that never answers, and one that stops halfway through the body', async () => {
    const { stub, fetcher } = await open(
      {
        [`${A}/robots.txt`]: NO_ROBOTS,
        [`${A}/silent`]: () => undefined,
        [`${A}/trickle`]: (_request, response) => {
          response.writeHead(200, { 'content-type': 'text/html' });
          response.write('<html><body>');
        },
      },
      { timeoutMs: 300, retries: 1 },
    );
    const silent = await fetcher.get(`https://${A}/silent`);
    assert.equal(silent.outcome, 'timeout');
    assert.equal(silent.attempts, 2);
    assert.equal(stub.on(`${A}/silent`).length, 2);
    assert.match(silent.error ?? '', /within 300 ms/);
    const trickle = await fetcher.get(`https://${A}/trickle`);
    assert.equal(trickle.outcome, 'timeout');
    assert.equal(trickle.body, null);
  });

  it('calls a refused connection a network error with its code', async () => {
    stub = await startStub({});
    fetcher = createFetcher({ userAgent: UA, retries: 0, resolve: new Map([[A, `127.0.0.1:${await closedPort()}`]]) });
    const result = await fetcher.get(`https://${A}/pricing`);
    assert.equal(result.outcome, 'network-error');
    assert.equal(result.code, 'ECONNREFUSED');
  });

  it('calls a host that does not exist a network error ENOTFOUND', async () => {
    fetcher = createFetcher({ userAgent: UA, retries: 0 });
    const result = await fetcher.get('http://vendor-gone.invalid/pricing');
    assert.equal(result.outcome, 'network-error');
    assert.equal(result.code, 'ENOTFOUND');
  });

  it('goes to no address that is not public, whether a page names it, a redirect leads there or a name resolves to it', async () => {
    const routes: Parameters<typeof startStub>[0] = {
      [`${A}/robots.txt`]: NO_ROBOTS,
      [`${A}/to-metadata`]: answer(302, '', { location: 'http://169.254.169.254/latest/meta-data/' }),
    };
    ({ stub, fetcher } = await open(routes, { retries: 2 }));
    const port = Number(stub.resolve(A).get(A)?.split(':')[1]);
    // The stub itself, on this machine, asked for by its address: never reached that way.
    const local = await fetcher.get(`http://127.0.0.1:${port}/pricing`);
    assert.deepEqual([local.outcome, local.code, local.attempts], ['network-error', 'ENOTPUBLIC', 0]);
    const redirected = await fetcher.get(`https://${A}/to-metadata`);
    assert.deepEqual(
      [redirected.outcome, redirected.code, redirected.finalUrl],
      ['network-error', 'ENOTPUBLIC', 'http://169.254.169.254/latest/meta-data/'],
    );
    const named = await fetcher.get(`http://localhost:${port}/pricing`);
    // Its robots.txt is refused first, so the page is never asked for.
    assert.deepEqual([named.outcome, named.code, named.attempts], ['network-error', 'ENOTPUBLIC', 0]);
    assert.ok(!stub.hits.some((hit) => hit.path === '/pricing'), 'no request reached this machine by its own address');
  });

  it('decodes gzip and brotli bodies', async () => {
    const gzipped = await promisify(zlib.gzip)(PAGE);
    const brotli = await promisify(zlib.brotliCompress)(PAGE);
    const { stub, fetcher } = await open({
      [`${A}/robots.txt`]: NO_ROBOTS,
      [`${A}/gzip`]: (_request, response) => response.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipped),
      [`${A}/br`]: (_request, response) => response.writeHead(200, { 'content-encoding': 'br' }).end(brotli),
    });
    assert.equal((await fetcher.get(`https://${A}/gzip`)).body?.toString(), PAGE);
    assert.equal((await fetcher.get(`https://${A}/br`)).body?.toString(), PAGE);
    assert.match(String(stub.on(`${A}/gzip`)[0]?.headers['accept-encoding']), /gzip/);
  });

  it('refuses a body over maxBytes, whether it says its length, streams it or inflates to it', async () => {
    const big = 'x'.repeat(5000);
    const bomb = await promisify(zlib.gzip)(big);
    const { fetcher } = await open(
      {
        [`${A}/robots.txt`]: NO_ROBOTS,
        [`${A}/sized`]: answer(200, big),
        [`${A}/streamed`]: (_request, response) => {
          response.writeHead(200, { 'content-type': 'text/html' });
          for (let i = 0; i < 5; i += 1) response.write(big.slice(0, 1000));
          response.end();
        },
        [`${A}/bomb`]: (_request, response) => response.writeHead(200, { 'content-encoding': 'gzip' }).end(bomb),
      },
      { maxBytes: 2000 },
    );
    assert.ok(bomb.length < 2000);
    for (const path of ['sized', 'streamed', 'bomb']) {
      const result = await fetcher.get(`https://${A}/${path}`);
      assert.equal(result.outcome, 'http-error', path);
      assert.equal(result.body, null);
      assert.match(result.error ?? '', /over 2000 bytes/, path);
    }
  });
});
