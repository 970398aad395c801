import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { openSqliteStore } from '../../src/open-store.js';
import { NEWSLETTER_PATH, request, SERVER_JS, signUp, startService, tempDir, waitFor } from '../helpers.js';

describe('the built service as a process', () => {
  let tmp: ReturnType<typeof tempDir>;
  before(() => {
    tmp = tempDir();
  });
  after(() => tmp.remove());

  it('keeps every acknowledged sign-up through kill -9 in the middle of a burst', async () => {
    const dbPath = join(tmp.dir, 'crash.sqlite');
    const env = { NEWSLETTER_DB: dbPath, NEWSLETTER_RATE_LIMIT: '1000000' };
    const service = await startService(env);

    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    const acknowledged: string[] = [];
    let failed = 0;
    let killed = false;
    const total = 4000;
    let next = 0;
    // 64 clients in parallel, each sending sign-ups back to back; the process dies under them.
    const client = async () => {
      while (next < total) {
        const email = `crash-${next}@example.com`;
        next += 1;
        try {
          const answer = await signUp(service.base, email, { agent });
          if (answer.status === 200) acknowledged.push(email);
          else failed += 1;
        } catch {
          failed += 1;
        }
        if (!killed && acknowledged.length >= 400) {
          killed = true;
          service.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 64 }, client));
    agent.destroy();
    const exit = await service.exited;
    assert.equal(exit.signal, 'SIGKILL', 'the service was killed, not stopped');
    assert.ok(killed && failed > 0, `the kill landed mid-burst (acknowledged ${acknowledged.length}, failed ${failed})`);

    // Restart on the same file: it recovers the WAL and serves again.
    const restarted = await startService(env);
    try {
      assert.equal((await signUp(restarted.base, 'after-restart@example.com')).status, 200);
    } finally {
      restarted.child.kill('SIGTERM');
      assert.equal((await restarted.exited).code, 0);
    }
    const store = openSqliteStore(dbPath, { mustExist: true });
    try {
      const stored = new Set((await store.list()).map((row) => row.email));
      const lost = acknowledged.filter((email) => !stored.has(email));
      assert.deepEqual(lost, [], `${lost.length} of ${acknowledged.length} acknowledged sign-ups lost`);
      assert.ok(stored.has('after-restart@example.com'));
    } finally {
      await store.close();
    }
  });

  it('on SIGTERM finishes the request in flight, closes the database and exits 0', async () => {
    const dbPath = join(tmp.dir, 'graceful.sqlite');
    // Its log says when it has begun a request and when it has begun to shut down.
    const service = await startService({ NEWSLETTER_DB: dbPath, NEWSLETTER_LOG_LEVEL: 'info' });
    const logged = (what: string, path = '') =>
      waitFor(
        () =>
          service
            .output()
            .split('\n')
            .some((line) => line.includes(`"msg":"${what}`) && line.includes(path)),
        { what },
      );
    const url = new URL(NEWSLETTER_PATH, service.base);
    const body = JSON.stringify({ email: 'in-flight@example.com' });
    // Headers and half the body, then the signal once the service has begun the request, then the rest
    // once it has begun to shut down; over a keep-alive connection, which the service must close after
    // answering rather than wait for the client to drop it.
    const agent = new http.Agent({ keepAlive: true });
    after(() => agent.destroy());
    let req!: http.ClientRequest;
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      req = http.request(
        url,
        { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
    });
    req.write(body.slice(0, 10));
    await logged('incoming request', NEWSLETTER_PATH);
    service.child.kill('SIGTERM');
    await logged('shutting down');
    req.end(body.slice(10));
    const { status, text } = await answer;
    assert.equal(status, 200, text);
    const started = Date.now();
    const exit = await service.exited;
    assert.equal(exit.code, 0, service.output());
    assert.ok(Date.now() - started < 2000, 'it did not wait for the idle keep-alive connection');
    // New connections are refused once it has stopped.
    await assert.rejects(request(service.base, { method: 'GET', path: '/health' }));
    const store = openSqliteStore(dbPath, { mustExist: true });
    try {
      assert.deepEqual(
        (await store.list()).map((row) => row.email),
        ['in-flight@example.com'],
      );
    } finally {
      await store.close();
    }
  });

  it('refuses to start on a bad setting, naming the variable', () => {
    for (const [name, value] of [
      ['NEWSLETTER_PORT', '70000'],
      ['NEWSLETTER_ORIGINS', 'toolverse.example'],
      ['NEWSLETTER_RATE_LIMIT', 'ten'],
    ]) {
      const run = spawnSync(process.execPath, [SERVER_JS], {
        env: { ...process.env, NEWSLETTER_DB: join(tmp.dir, 'never.sqlite'), [name as string]: value },
        encoding: 'utf8',
        timeout: 10_000,
      });
      assert.equal(run.status, 1, `${name}=${value}`);
      assert.match(run.stderr, new RegExp(`invalid configuration: ${name} `));
      assert.doesNotMatch(run.stderr, /\n\s+at /, 'no stack trace');
    }
  });
});
