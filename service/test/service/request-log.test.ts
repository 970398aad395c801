import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { loggedRequest } from '../../src/http/request-log.js';
import type { ToolFacts } from '../../src/watches/facts.js';
import { WATCH_COLLECT_MS } from '../../src/watches/store.js';
import { linkIn, request, signUp, SITE_ORIGIN, startApp, STORE_KINDS, TestClock, type RunningApp } from '../helpers.js';

const TOOLS = new Map<string, ToolFacts>([
  ['chatgpt', { name: 'ChatGPT', freePlan: 'Free plan', price: 'Pro: $20/month', priceSource: null, owner: 'OpenAI' }],
]);

/** Opens a link of a mail both ways a client may (a GET, and the POST a button or a one-click unsubscribe sends). */
async function openBothWays(link: string): Promise<void> {
  const url = new URL(link);
  const path = `${url.pathname}${url.search}`;
  await request(url.origin, { method: 'GET', path });
  await request(url.origin, {
    path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE_ORIGIN },
    body: 'List-Unsubscribe=One-Click',
  });
}

/** The parts of a token someone reading the log could use or link to a reader: the whole, its signature, its id. */
function secretsOf(link: string): string[] {
  const token = new URL(link).searchParams.get('token') ?? '';
  const fields = token.split('.');
  assert.ok(fields.length >= 3, link);
  return [token, fields.at(-1) as string, fields[1] as string];
}

describe("the request log's view of a request", () => {
  it('keeps the method, the path and the kind of a token; drops the token and every query value', () => {
    assert.deepEqual(loggedRequest({ method: 'GET', url: '/watch/manage?token=m.0123.sig' }), {
      method: 'GET',
      path: '/watch/manage',
      token: 'm',
    });
    assert.deepEqual(loggedRequest({ method: 'GET', url: '/go/chatgpt?from=tool' }), { method: 'GET', path: '/go/chatgpt' });
    assert.deepEqual(loggedRequest({ method: 'POST', url: '/x?a=1&token=secret-without-a-kind' }), {
      method: 'POST',
      path: '/x',
      token: 'unreadable',
    });
    assert.deepEqual(loggedRequest({ method: 'GET', url: '/health' }), { method: 'GET', path: '/health' });
  });
});

for (const kind of STORE_KINDS) {
  describe(`the service log holds no token (${kind})`, () => {
    let service: RunningApp;
    const lines: string[] = [];
    const clock = new TestClock();
    before(async () => {
      const logStream = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          lines.push(...chunk.toString().split('\n').filter(Boolean));
          callback();
        },
      });
      service = await startApp({ kind, logLevel: 'trace', logStream, watch: { tools: TOOLS }, now: clock.now });
    });
    after(() => service.close());

    it('writes no token, signature or id of a confirm, unsubscribe, watch-confirm or manage link, whatever is done with it', async () => {
      assert.equal((await signUp(service.base, 'logged@example.com')).status, 200);
      const [signup] = await service.mailer.waitFor('logged@example.com');
      const watched = await request(service.base, {
        path: '/watch',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE_ORIGIN },
        body: `email=${encodeURIComponent('watcher@example.com')}&tool=chatgpt`,
      });
      assert.equal(watched.status, 303);
      // The watch's confirmation mail collects tools for a while: its window is ended rather than waited for.
      await service.store.watches.report();
      clock.set(Date.now() + WATCH_COLLECT_MS);
      const [watch] = await service.mailer.waitFor('watcher@example.com');
      clock.set(Date.now());
      const links = [
        linkIn(signup!.text, '/newsletter/confirm'),
        signup!.unsubscribeUrl,
        linkIn(watch!.text, '/watch/confirm'),
        linkIn(watch!.text, '/watch/manage'),
        watch!.unsubscribeUrl,
      ];
      // Each link opened every way, then altered into a forgery, into a path that does not exist,
      // and into one whose path cannot be decoded: the error paths log the request too.
      for (const link of links) {
        await openBothWays(link);
        const url = new URL(link);
        await openBothWays(`${url.origin}${url.pathname}${url.search}x`);
        await openBothWays(`${url.origin}/no-such-page${url.search}`);
        await openBothWays(`${url.origin}${url.pathname}%ZZ${url.search}`);
      }
      const secrets = links.flatMap(secretsOf);
      for (const line of lines) for (const secret of secrets) assert.ok(!line.includes(secret), `the log holds ${secret}: ${line}`);
      // What the log does say of these requests: their paths and the kinds of their tokens.
      const requests = lines.flatMap((line) => (JSON.parse(line) as { req?: { path: string; token?: string } }).req ?? []);
      for (const [path, token] of [
        ['/newsletter/confirm', 'c'],
        ['/newsletter/unsubscribe', 'u'],
        ['/watch/confirm', 'w'],
        ['/watch/manage', 'm'],
        ['/watch/unsubscribe', 'm'],
      ]) {
        assert.ok(
          requests.some((req) => req.path === path && req.token === token),
          `a line names ${path} with a ${token} token`,
        );
      }
    });
  });
}
