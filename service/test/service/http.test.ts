import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { buildApp } from '../../src/app.js';
import type { ServiceStore } from '../../src/open-store.js';
import { HOUR_MS, MemoryMailer, request, signUp, SITE_ORIGIN, startApp, STORE_KINDS, type RunningApp } from '../helpers.js';

const SUCCESS = { message: 'Email submitted successfully!' };
const INVALID = { message: 'Please enter a valid email address.' };
const JSON_TYPE = { 'content-type': 'application/json' };

/** Every answer is JSON with a non-empty message and no trace of internals. */
function assertCleanMessage(answer: { text: string; json: unknown; headers: Record<string, unknown> }) {
  assert.match(String(answer.headers['content-type']), /^application\/json/);
  const message = (answer.json as { message?: unknown } | undefined)?.message;
  assert.equal(typeof message, 'string', answer.text);
  assert.notEqual(message, '');
  assert.deepEqual(Object.keys(answer.json as object), ['message'], answer.text);
  assert.doesNotMatch(answer.text, /stack|Error:|at .*\(|\.ts:|\.js:|FST_|SQLITE|node_modules/i);
}

for (const kind of STORE_KINDS) {
  describe(`sign-up endpoint (${kind})`, () => {
    let service: RunningApp;
    const logs: string[] = [];
    before(async () => {
      const logStream = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          logs.push(chunk.toString());
          callback();
        },
      });
      service = await startApp({ kind, logLevel: 'info', logStream });
    });
    after(() => service.close());

    it('stores a new address and answers 200 with the success message', async () => {
      const answer = await signUp(service.base, 'First.Person@Example.com');
      assert.equal(answer.status, 200);
      assert.deepEqual(answer.json, SUCCESS);
      const signup = (await service.store.list()).find((row) => row.email === 'first.person@example.com');
      assert.ok(signup, 'stored under its normalised address');
      assert.equal(signup?.source, 'unknown');
      assert.ok(!Number.isNaN(Date.parse(signup?.createdAt ?? '')));
    });

    it('answers a repeated sign-up (any case, spaces) exactly like a new one and keeps one row', async () => {
      const fresh = await signUp(service.base, 'repeat@example.com');
      const again = await signUp(service.base, '  REPEAT@Example.COM ');
      const third = await signUp(service.base, 'repeat@example.com');
      for (const answer of [again, third]) {
        assert.equal(answer.status, fresh.status);
        assert.equal(answer.text, fresh.text);
        assert.equal(answer.headers['content-type'], fresh.headers['content-type']);
        assert.equal(answer.headers['content-length'], fresh.headers['content-length']);
      }
      const rows = (await service.store.list()).filter((row) => row.email === 'repeat@example.com');
      assert.equal(rows.length, 1);
    });

    it('records the form it came from, from ?source= or X-Newsletter-Source, never from the body', async () => {
      await signUp(service.base, 'q@example.com', { path: '/wp/wp-json/custom/v1/insert-email?source=footer' });
      await signUp(service.base, 'h@example.com', { headers: { 'x-newsletter-source': 'tools' } });
      await signUp(service.base, 'x@example.com', { path: '/wp/wp-json/custom/v1/insert-email?source=evil' });
      const bodySource = await request(service.base, {
        headers: JSON_TYPE,
        body: JSON.stringify({ email: 'b@example.com', source: 'blog', extra: [1, 2] }),
      });
      assert.deepEqual(bodySource.json, SUCCESS, 'extra fields are ignored');
      const byEmail = new Map((await service.store.list()).map((row) => [row.email, row.source]));
      assert.equal(byEmail.get('q@example.com'), 'footer');
      assert.equal(byEmail.get('h@example.com'), 'tools');
      assert.equal(byEmail.get('x@example.com'), 'unknown');
      assert.equal(byEmail.get('b@example.com'), 'unknown');
    });

    it('accepts a JSON content type with parameters', async () => {
      const answer = await request(service.base, {
        headers: { 'content-type': 'Application/JSON; charset=UTF-8' },
        body: '{"email":"ct@example.com"}',
      });
      assert.equal(answer.status, 200);
    });

    describe('bad requests: clear 4xx JSON, nothing stored', () => {
      let rowsBefore = 0;
      before(async () => {
        rowsBefore = await service.store.count();
      });
      /** Each test's requests store nothing, whichever of them ran before it. */
      const storesNothing = async (requests: () => Promise<void>) => {
        const count = await service.store.count();
        await requests();
        assert.equal(await service.store.count(), count, 'no row was stored');
      };

      it('415 for a wrong or missing content type', () =>
        storesNothing(async () => {
          const body = '{"email":"ct-bad@example.com"}';
          const wrongTypes: Record<string, string>[] = [
            { 'content-type': 'text/plain' },
            { 'content-type': 'application/x-www-form-urlencoded' },
            { 'content-type': 'multipart/form-data; boundary=x' },
            { 'content-type': 'application/jsonp' },
            {},
          ];
          for (const headers of wrongTypes) {
            const answer = await request(service.base, { headers, body });
            assert.equal(answer.status, 415, JSON.stringify(headers));
            assert.deepEqual(answer.json, { message: 'Content-Type must be application/json.' });
            assertCleanMessage(answer);
          }
          const empty = await request(service.base, {});
          assert.equal(empty.status, 415);
        }));

      it('400 for invalid JSON', () =>
        storesNothing(async () => {
          for (const body of [
            '{"email":',
            'email=a@b.co',
            '{email: "a@b.co"}',
            '',
            '{"email":"a@b.co"}}',
            '{"__proto__":{"x":1},"email":"proto@example.com"}',
          ]) {
            const answer = await request(service.base, { headers: JSON_TYPE, body });
            assert.equal(answer.status, 400, body);
            assert.deepEqual(answer.json, { message: 'The request body must be valid JSON.' }, body);
            assertCleanMessage(answer);
          }
        }));

      it('400 for a body that is not an object, or a missing or non-string email', () =>
        storesNothing(async () => {
          for (const body of [
            'null',
            '42',
            '"a@b.co"',
            '["a@b.co"]',
            '{}',
            '{"mail":"a@b.co"}',
            '{"email":null}',
            '{"email":5}',
            '{"email":["a@b.co"]}',
            '{"email":{"a":"b@c.de"}}',
            'true',
          ]) {
            const answer = await request(service.base, { headers: JSON_TYPE, body });
            assert.equal(answer.status, 400, body);
            assert.deepEqual(answer.json, INVALID, body);
          }
        }));

      it('400 for an invalid address, including one over the RFC lengths', () =>
        storesNothing(async () => {
          const tooLong = `${'a'.repeat(40)}@${'b'.repeat(255)}.com`;
          assert.equal(tooLong.length, 300);
          for (const email of [
            '',
            '   ',
            'plainaddress',
            'a@b',
            '@example.com',
            'a b@example.com',
            'a@exa mple.com',
            `${'l'.repeat(65)}@example.com`,
            tooLong,
            'a\u0000@b.co',
          ]) {
            const answer = await signUp(service.base, email);
            assert.equal(answer.status, 400, JSON.stringify(email));
            assert.deepEqual(answer.json, INVALID);
          }
        }));

      it('413 for a body over 1 KB, with or without Content-Length', () =>
        storesNothing(async () => {
          const big = JSON.stringify({ email: 'big@example.com', padding: 'x'.repeat(2048) });
          assert.ok(big.length > 2048);
          for (const chunked of [false, true]) {
            const answer = await request(service.base, { headers: JSON_TYPE, body: big, chunked });
            assert.equal(answer.status, 413);
            assert.deepEqual(answer.json, { message: 'The request body is too large.' });
          }
        }));

      it('404 JSON for unknown routes and other methods', async () => {
        for (const [method, path] of [
          ['GET', '/'],
          ['GET', '/wp/wp-json/custom/v1/insert-email'],
          ['PUT', '/wp/wp-json/custom/v1/insert-email'],
          ['POST', '/wp/wp-json/custom/v1/other'],
        ] as const) {
          const answer = await request(service.base, { method, path, headers: JSON_TYPE, body: method === 'GET' ? undefined : '{}' });
          assert.equal(answer.status, 404, `${method} ${path}`);
          assert.deepEqual(answer.json, { message: 'Not found.' });
        }
      });

      it('stored none of them', async () => {
        assert.equal(await service.store.count(), rowsBefore);
        const stored = (await service.store.list()).map((row) => row.email);
        for (const email of stored) assert.doesNotMatch(email, /ct-bad|proto|big@|^a@b\.co$/);
      });
    });

    describe('CORS', () => {
      it('answers the preflight for the site origin', async () => {
        const answer = await request(service.base, {
          method: 'OPTIONS',
          headers: { origin: SITE_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
        });
        assert.equal(answer.status, 204);
        assert.equal(answer.headers['access-control-allow-origin'], SITE_ORIGIN);
        assert.match(String(answer.headers['access-control-allow-methods']), /POST/);
        assert.match(String(answer.headers['access-control-allow-headers']), /Content-Type/i);
      });

      it('lets the site read successes and errors alike', async () => {
        const ok = await signUp(service.base, 'cors@example.com', { headers: { origin: SITE_ORIGIN } });
        assert.equal(ok.status, 200);
        assert.equal(ok.headers['access-control-allow-origin'], SITE_ORIGIN);
        const bad = await signUp(service.base, 'nope', { headers: { origin: SITE_ORIGIN } });
        assert.equal(bad.status, 400);
        assert.equal(bad.headers['access-control-allow-origin'], SITE_ORIGIN, 'the form must be able to read the message');
      });

      it('refuses other origins: no CORS headers, 403 and nothing stored', async () => {
        const preflight = await request(service.base, {
          method: 'OPTIONS',
          headers: {
            origin: 'https://evil.example',
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        });
        assert.equal(preflight.headers['access-control-allow-origin'], undefined);
        for (const origin of ['https://evil.example', 'null', 'http://localhost:3001']) {
          const answer = await signUp(service.base, 'evil@example.com', { headers: { origin } });
          assert.equal(answer.status, 403, origin);
          assert.equal(answer.headers['access-control-allow-origin'], undefined);
          assertCleanMessage(answer);
        }
        assert.equal(
          (await service.store.list()).some((row) => row.email === 'evil@example.com'),
          false,
        );
      });
    });

    it('reports health', async () => {
      const answer = await request(service.base, { method: 'GET', path: '/health' });
      assert.equal(answer.status, 200);
      assert.deepEqual(answer.json, { status: 'ok' });
    });

    it('logs JSON lines, never a whole address and never the client IP', async () => {
      const from = logs.length;
      const sent = ['logged.reader@example.com', 'logged-proto@example.com', 'logged-ct@example.com', 'logged-cors@example.com'];
      assert.equal((await signUp(service.base, 'Logged.Reader@Example.com')).status, 200);
      await request(service.base, { headers: JSON_TYPE, body: `{"__proto__":{"x":1},"email":"${sent[1]}"}` });
      await request(service.base, { headers: { 'content-type': 'text/plain' }, body: `{"email":"${sent[2]}"}` });
      await signUp(service.base, sent[3], { headers: { origin: 'https://evil.example' } });
      const lines = logs.slice(from);
      for (const line of lines) JSON.parse(line);
      const all = lines.join('');
      assert.match(all, /"path":"\/wp\/wp-json\/custom\/v1\/insert-email"/);
      // Every request is logged (method and path), and none names who sent it.
      const requests = lines.filter((line) => line.includes('"req":'));
      assert.ok(requests.length >= sent.length, `${requests.length} request lines`);
      for (const line of requests) assert.equal(/remoteAddress|127\.0\.0\.1|::1/.test(line), false, line);
      assert.match(all, /l\*\*\*@e\*\*\*\.com/, 'the stored sign-up is logged masked');
      for (const email of sent) assert.equal(all.toLowerCase().includes(email), false, email);
    });
  });

  describe(`rate limit (${kind})`, () => {
    let service: RunningApp;
    before(async () => {
      service = await startApp({ kind, rateLimit: 5 });
    });
    after(() => service.close());

    it('answers 429 with retry-after past the limit per client, storing nothing more', async () => {
      const answers = await Promise.all(
        Array.from({ length: 9 }, (_, i) => signUp(service.base, `burst${i}@example.com`, { headers: { origin: SITE_ORIGIN } })),
      );
      const ok = answers.filter((answer) => answer.status === 200);
      const limited = answers.filter((answer) => answer.status === 429);
      assert.equal(ok.length, 5);
      assert.equal(limited.length, 4);
      for (const answer of limited) {
        const retryAfter = Number(answer.headers['retry-after']);
        assert.ok(retryAfter > 0 && retryAfter <= 60, `retry-after ${answer.headers['retry-after']}`);
        assert.deepEqual(answer.json, { message: 'Too many sign-up attempts. Please try again in a minute.' });
        assert.equal(answer.headers['access-control-allow-origin'], SITE_ORIGIN, 'the form can show the message');
      }
      assert.equal(await service.store.count(), 5);
      // Refused requests count too, so garbage cannot be sent past the limit either.
      const garbage = await request(service.base, { headers: { 'content-type': 'text/plain' }, body: 'x' });
      assert.equal(garbage.status, 429);
      // Health is not limited.
      assert.equal((await request(service.base, { method: 'GET', path: '/health' })).status, 200);
    });
  });
}

describe('failures inside', () => {
  const down = () => Promise.reject(new Error('down'));
  /** A store whose every call fails, as a broken disk or a lost database would. */
  const broken: ServiceStore = {
    recordClick: down,
    recordWithoutFetchMetadata: down,
    clickCounts: down,
    readerCounts: down,
    dayFigures: down,
    sweepClickDays: down,
    watches: {
      collectFor: () => undefined,
      request: down,
      applyRequests: down,
      composeConfirmations: down,
      confirm: down,
      list: down,
      drop: down,
      notify: down,
      claimMail: down,
      mailSent: down,
      mailFailed: down,
      report: down,
      expirePending: down,
    },
    monitor: { store: {} as never, desk: {} as never },
    linkSettings: { record: down, read: down },
    mail: { configure: () => undefined, sweep: down },
    add: () => Promise.reject(Object.assign(new Error('SQLITE_IOERR: disk I/O error at /secret/path.sqlite'), { code: 'SQLITE_IOERR' })),
    applyRequests: down,
    held: down,
    confirm: down,
    unsubscribe: down,
    count: down,
    list: down,
    erase: down,
    expirePending: down,
    claimMail: down,
    mailSent: down,
    mailFailed: down,
    secret: () => Promise.resolve('k'.repeat(64)),
    check: () => Promise.reject(new Error('SQLITE_CANTOPEN')),
    checkpoint: down,
    close: () => Promise.resolve(),
  };

  it('answers 500 with the form message only, and 503 health', async () => {
    const app = await buildApp({
      store: broken,
      mail: { mailer: new MemoryMailer(), publicUrl: 'http://127.0.0.1:1', siteUrl: SITE_ORIGIN, confirmValidMs: HOUR_MS },
      origins: [SITE_ORIGIN],
      rateLimit: 0,
      logLevel: 'silent',
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const answer = await signUp(base, 'fails@example.com');
      assert.equal(answer.status, 500);
      assert.deepEqual(answer.json, { message: 'Failed to submit email.' });
      assertCleanMessage(answer);
      const health = await request(base, { method: 'GET', path: '/health' });
      assert.equal(health.status, 503);
      assert.equal((health.json as { status?: string }).status, 'error');
      assert.doesNotMatch(health.text, /SQLITE/);
    } finally {
      await app.close();
    }
  });
});
