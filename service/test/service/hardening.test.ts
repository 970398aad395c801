import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { describe, it } from 'node:test';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { jsonBodyOf, rawExchange } from '../../../tests/support/raw-socket.js';
import { loadConfig } from '../../src/config.js';
import { request, signUp, startApp, startService, tempDir, TestClock, waitFor } from '../helpers.js';

describe('a locked SQLite database', () => {
  it('keeps the event loop free while the sign-up waits for the lock, then stores it', { timeout: 30_000 }, async () => {
    const service = await startApp({ kind: 'sqlite' });
    const other = new Database(service.testStore.location);
    const store = service.store;
    const add = store.add.bind(store);
    let adding = 0;
    store.add = (...args) => {
      adding += 1;
      return add(...args);
    };
    try {
      other.pragma('busy_timeout = 0');
      // Another connection (the CLI, a second process) holds the write lock: with SQLite's own
      // busy_timeout the loop would stand still all that time; a timer-driven retry leaves it free.
      other.exec('BEGIN IMMEDIATE');
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      let answered = false;
      const pending = signUp(service.base, 'locked@example.com').finally(() => (answered = true));
      await waitFor(() => adding > 0, { what: 'the sign-up at the store' });
      // While the sign-up waits for the lock, the service goes on answering other requests.
      for (let i = 0; i < 50; i += 1) assert.equal((await request(service.base, { method: 'GET', path: '/elsewhere' })).status, 404);
      delay.disable();
      assert.equal(answered, false, 'the sign-up waits for the lock');
      assert.ok(delay.max < 500e6, `the event loop was blocked for ${Math.round(delay.max / 1e6)} ms`);
      other.exec('COMMIT');
      const answer = await pending;
      assert.equal(answer.status, 200);
      assert.ok((await service.store.list()).some((row) => row.email === 'locked@example.com'));
    } finally {
      other.close();
      await service.close();
    }
  });
});

describe('erase', () => {
  it('leaves no byte of the address in the SQLite database or its WAL', async () => {
    const service = await startApp({ kind: 'sqlite' });
    const path = service.testStore.location;
    const secret = 'erase-me-7f3a@example.com';
    const files = () => [path, `${path}-wal`, `${path}-shm`].filter(existsSync).map((file) => readFileSync(file));
    const holds = (needle: string) => files().some((bytes) => bytes.includes(Buffer.from(needle)));
    try {
      for (let i = 0; i < 150; i += 1) await service.store.add(`neighbour-${i}@example.com`, 'footer');
      await service.store.add(secret, 'footer');
      for (let i = 150; i < 300; i += 1) await service.store.add(`neighbour-${i}@example.com`, 'footer');
      assert.ok(holds(secret), 'the address is in the files before the erase (the check can see it)');
      assert.equal(await service.store.erase(secret.toUpperCase()), true);
      assert.equal(holds(secret), false, 'an erased address is nowhere in the database files');
      assert.equal(holds('erase-me-7f3a'), false);
      assert.ok(holds('neighbour-299@example.com'), 'the other addresses are still there');
      assert.equal(await service.store.count(), 300);
    } finally {
      await service.close();
    }
  });
});

describe('health', () => {
  it('reports a failing write path, and recovers with it', async () => {
    const service = await startApp();
    const store = service.store;
    const add = store.add.bind(store);
    try {
      assert.equal((await request(service.base, { method: 'GET', path: '/health' })).status, 200);
      // A full disk: reads still work, every write fails.
      store.add = () => Promise.reject(Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' }));
      assert.equal((await signUp(service.base, 'full@example.com')).status, 500);
      const health = await request(service.base, { method: 'GET', path: '/health' });
      assert.equal(health.status, 503);
      assert.deepEqual(health.json, { status: 'error', message: 'The service is unavailable.' });
      store.add = add;
      assert.equal((await signUp(service.base, 'room-again@example.com')).status, 200);
      assert.equal((await request(service.base, { method: 'GET', path: '/health' })).status, 200);
    } finally {
      await service.close();
    }
  });
});

describe('health under load', () => {
  it('probes a write at most once per window, however often it is asked', async () => {
    const clock = new TestClock();
    const service = await startApp({ healthProbeMs: 400, now: clock.now });
    const store = service.store;
    const check = store.check.bind(store);
    let probes = 0;
    store.check = () => {
      probes += 1;
      return check();
    };
    try {
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: 200 }, () => request(service.base, { method: 'GET', path: '/health' })));
      assert.ok(answers.every((answer) => answer.status === 200));
      assert.equal(probes, 1, 'two hundred calls at once share one probe');
      clock.advance(399);
      await request(service.base, { method: 'GET', path: '/health' });
      assert.equal(probes, 1, 'a call within the window does not probe');
      clock.advance(1);
      await request(service.base, { method: 'GET', path: '/health' });
      assert.equal(probes, 2, 'a call after the window probes again');
      // A committed sign-up is proof enough: no probe within the window after it.
      assert.equal((await signUp(service.base, 'proof@example.com')).status, 200);
      await request(service.base, { method: 'GET', path: '/health' });
      assert.equal(probes, 2);
      assert.ok(Date.now() - started < 5_000);
    } finally {
      await service.close();
    }
  });

  it('keeps sign-ups fast while ten clients call /health as fast as they can', async (t) => {
    const tmp = tempDir();
    const service = await startService({ NEWSLETTER_DB: join(tmp.dir, 'health.sqlite'), NEWSLETTER_RATE_LIMIT: '0' });
    const signUpTimes = async (prefix: string, count: number) => {
      const times: number[] = [];
      for (let i = 0; i < count; i += 1) {
        const started = performance.now();
        assert.equal((await signUp(service.base, `${prefix}-${i}@example.com`)).status, 200);
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[Math.floor(count / 2)] as number;
    };
    try {
      await signUpTimes('warm', 20);
      const quiet = await signUpTimes('quiet', 40);
      let answered = 0;
      const load = new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon({ url: `${service.base}/health`, connections: 10, duration: 4 }, (error, result) =>
          error ? reject(error) : resolve(result),
        );
        instance.on('response', () => (answered += 1));
      });
      await waitFor(() => answered >= 200, { what: 'the /health load under way' });
      const loaded = await signUpTimes('loaded', 40);
      const result = await load;
      t.diagnostic(
        `/health: ${Math.round(result.requests.average)} requests/s from 10 clients; sign-up median ${quiet.toFixed(1)} ms quiet, ${loaded.toFixed(1)} ms under that load`,
      );
      assert.equal(result.non2xx, 0);
      assert.ok(result.requests.average > 300, `/health answered ${result.requests.average} requests/s`);
      assert.ok(loaded <= quiet * 2 + 5, `sign-ups slowed from ${quiet.toFixed(1)} to ${loaded.toFixed(1)} ms under /health load`);
    } finally {
      service.child.kill('SIGTERM');
      await service.exited;
      tmp.remove();
    }
  });
});

describe('keep-alive', () => {
  it('closes an idle keep-alive connection after the configured time, not 72 s', async () => {
    const service = await startApp({ keepAliveTimeoutMs: 500 });
    try {
      const port = Number(new URL(service.base).port);
      const idle = await rawExchange(port, 'GET /health HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
      assert.match(idle.text, /^HTTP\/1\.1 200 /);
      // Node closes an idle socket up to a second after keepAliveTimeout (its own safety margin).
      assert.ok(idle.closedAfterMs >= 400 && idle.closedAfterMs < 2_000, `closed after ${idle.closedAfterMs} ms`);
    } finally {
      await service.close();
    }
  });

  it('closes idle connections of the built service after 5 s (plus the margin Node adds)', async () => {
    const tmp = tempDir();
    const service = await startService({ NEWSLETTER_DB: join(tmp.dir, 'idle.sqlite') });
    try {
      const idle = await rawExchange(Number(new URL(service.base).port), 'GET /health HTTP/1.1\r\nHost: x\r\n\r\n', 9_000);
      assert.ok(idle.closedAfterMs >= 4_500 && idle.closedAfterMs < 7_000, `closed after ${idle.closedAfterMs} ms`);
    } finally {
      service.child.kill('SIGTERM');
      await service.exited;
      tmp.remove();
    }
  });
});

describe('request timeouts', () => {
  it('answers 408 {message} and closes a request whose body stalls, within the limit', async () => {
    const service = await startApp({ requestTimeoutMs: 600 });
    try {
      const port = Number(new URL(service.base).port);
      const head =
        'POST /wp/wp-json/custom/v1/insert-email HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 40\r\n\r\n{"email":';
      const stalled = await rawExchange(port, head);
      assert.match(stalled.text, /^HTTP\/1\.1 408 /);
      assert.deepEqual(jsonBodyOf(stalled.text), { message: 'The request took too long.' });
      assert.ok(stalled.closedAfterMs < 2_000, `closed after ${stalled.closedAfterMs} ms`);

      const headersOnly = await rawExchange(port, 'POST /wp/wp-json/custom/v1/insert-email HTTP/1.1\r\nHost: x\r\n');
      assert.ok(headersOnly.closedAfterMs < 2_000, `closed after ${headersOnly.closedAfterMs} ms`);
      assert.equal(await service.store.count(), 0);
    } finally {
      await service.close();
    }
  });
});

describe('errors before routing', () => {
  it('answers a malformed request and oversized headers with {message}', async () => {
    const service = await startApp();
    try {
      const port = Number(new URL(service.base).port);
      const garbage = await rawExchange(port, 'NOT HTTP AT ALL\r\n\r\n');
      assert.match(garbage.text, /^HTTP\/1\.1 400 /);
      assert.deepEqual(jsonBodyOf(garbage.text), { message: 'Bad request.' });
      const conflicting = await rawExchange(
        port,
        'POST /wp/wp-json/custom/v1/insert-email HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      );
      assert.deepEqual(jsonBodyOf(conflicting.text), { message: 'Bad request.' });
      const huge = await rawExchange(port, `GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      assert.match(huge.text, /^HTTP\/1\.1 431 /);
      assert.deepEqual(jsonBodyOf(huge.text), { message: 'The request headers are too large.' });
      // The service is still there.
      assert.equal((await request(service.base, { method: 'GET', path: '/health' })).status, 200);
    } finally {
      await service.close();
    }
  });
});

describe('trusted proxies and the rate limit', () => {
  const forwarded = (service: { base: string }, ip: string) =>
    signUp(service.base, `via-${ip.replaceAll(/[.:]/g, '-')}-${Math.random()}@example.com`, { headers: { 'x-forwarded-for': ip } });

  it('ignores X-Forwarded-For from a client that is not a trusted proxy', async () => {
    const service = await startApp({ rateLimit: 2 });
    try {
      const statuses = [];
      for (const ip of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) statuses.push((await forwarded(service, ip)).status);
      assert.deepEqual(statuses, [200, 200, 429], 'a forged header does not buy a fresh limit');
    } finally {
      await service.close();
    }
  });

  it('limits the addresses of one IPv6 /64 as one client', async () => {
    const service = await startApp({ rateLimit: 2, trustProxy: ['127.0.0.1/32'] });
    try {
      const statuses = [];
      for (let i = 1; i <= 5; i += 1) statuses.push((await forwarded(service, `2001:db8:5:6::${i}`)).status);
      statuses.push((await forwarded(service, '2001:db8:5:7::1')).status);
      assert.deepEqual(statuses, [200, 200, 429, 429, 429, 200], 'a fresh address of the same /64 buys no fresh limit');
    } finally {
      await service.close();
    }
  });

  it('counts per forwarded client behind a proxy listed by address', async () => {
    const service = await startApp({ rateLimit: 2, trustProxy: ['127.0.0.1/32'] });
    try {
      const statuses = [];
      for (const ip of ['1.1.1.1', '2.2.2.2', '3.3.3.3', '1.1.1.1', '1.1.1.1']) statuses.push((await forwarded(service, ip)).status);
      assert.deepEqual(statuses, [200, 200, 200, 200, 429]);
    } finally {
      await service.close();
    }
  });

  it('starts with every proxy list the configuration accepts, odd spellings too', async () => {
    // A value the configuration passes must never stop the service at start (a /0 once did).
    for (const value of [
      '2',
      '10.0.0.0/8',
      '127.0.0.1/32',
      'fd00::/16',
      '::ffff:10.0.0.0/104',
      '0:0:0:0:0:ffff:7f00:1',
      '1.2.3.4,::1/128',
    ]) {
      const service = await startApp({ rateLimit: 2, trustProxy: loadConfig({ NEWSLETTER_TRUST_PROXY: value }).trustProxy });
      try {
        assert.equal((await forwarded(service, '1.1.1.1')).status, 200, value);
      } finally {
        await service.close();
      }
    }
  });
});
