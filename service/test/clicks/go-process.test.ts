import assert from 'node:assert/strict';
import http from 'node:http';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { readDestinations } from '../../src/clicks/destinations.js';
import { openSqliteStore } from '../../src/open-store.js';
import { READER_NAVIGATION, readerAddress, request, startService, tempDir } from '../helpers.js';

describe('/go/ in the built service as a process', () => {
  let tmp: ReturnType<typeof tempDir>;
  before(() => {
    tmp = tempDir();
  });
  after(() => tmp.remove());

  it('keeps every acknowledged click through kill -9 in the middle of a burst of 5,000', async () => {
    const dbPath = join(tmp.dir, 'clicks.sqlite');
    // Each request is another reader (a reader counts once a tool and day), behind the test as proxy.
    const env = { NEWSLETTER_DB: dbPath, GO_RATE_LIMIT: '0', NEWSLETTER_TRUST_PROXY: '127.0.0.1' };
    const reader = (n: number) => ({ ...READER_NAVIGATION, 'x-forwarded-for': readerAddress(n) });
    const toolIds = [...readDestinations(new URL('../../../shared-content/content/tools.json', import.meta.url).pathname).keys()].slice(
      0,
      10,
    );
    const service = await startService(env);

    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    const acknowledged = new Map<string, number>();
    let sent = 0;
    let failed = 0;
    let killed = false;
    const total = 5000;
    // 64 clients in parallel, each following links back to back; the process dies under them.
    const client = async () => {
      while (sent < total) {
        const toolId = toolIds[sent % toolIds.length] as string;
        sent += 1;
        try {
          const answer = await request(service.base, { method: 'GET', path: `/go/${toolId}?from=tool`, agent, headers: reader(sent) });
          if (answer.status === 302) acknowledged.set(toolId, (acknowledged.get(toolId) ?? 0) + 1);
          else failed += 1;
        } catch {
          failed += 1;
        }
        const done = [...acknowledged.values()].reduce((sum, n) => sum + n, 0);
        if (!killed && done >= 1500) {
          killed = true;
          service.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 64 }, client));
    agent.destroy();
    const exit = await service.exited;
    assert.equal(exit.signal, 'SIGKILL', 'the service was killed, not stopped');
    assert.ok(killed && failed > 0, `the kill landed mid-burst (failed ${failed})`);

    // Restart on the same file: it recovers the WAL and counts again.
    const restarted = await startService(env);
    try {
      assert.equal((await request(restarted.base, { method: 'GET', path: `/go/${toolIds[0]}?from=quiz`, headers: reader(0) })).status, 302);
    } finally {
      restarted.child.kill('SIGTERM');
      assert.equal((await restarted.exited).code, 0);
    }
    const store = openSqliteStore(dbPath, { mustExist: true });
    try {
      const counts = await store.clickCounts();
      const stored = new Map<string, number>();
      for (const count of counts.filter((row) => row.pageKind === 'tool'))
        stored.set(count.toolId, (stored.get(count.toolId) ?? 0) + count.clicks);
      for (const [toolId, n] of acknowledged) {
        assert.ok((stored.get(toolId) ?? 0) >= n, `${toolId}: ${n} acknowledged, ${stored.get(toolId) ?? 0} counted`);
      }
      const storedTotal = [...stored.values()].reduce((sum, n) => sum + n, 0);
      assert.ok(storedTotal <= total, `no click counted twice (${storedTotal} of ${total} sent)`);
      assert.equal(counts.find((row) => row.pageKind === 'quiz')?.clicks, 1, 'the click after the restart counts');
    } finally {
      await store.close();
    }
  });
});
