import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { openSqliteStore } from '../../src/open-store.js';
import { CLI_JS, tempDir, waitFor } from '../helpers.js';
import { startVendorWeb, type VendorWeb } from './vendor-web/server.js';
import type { Vendor } from './vendor-web/vendors.js';
import { baselinesOf, sourcesOf, writeSourcesFile } from './support.js';

// `monitor run` killed with SIGKILL half-way, then run again: the second run takes the first over,
// reads only what was left, and every proposal exists exactly once.

const SHAPES = ['json-ld', 'app-data', 'plain-table'] as const;
const vendors: Vendor[] = Array.from({ length: 24 }, (_, index) => ({
  host: `vendor-${index}.example`,
  toolId: `killed-${index}`,
  name: `Killed ${index}`,
  owner: `Killed ${index} Ltd`,
  shape: SHAPES[index % 3] as Vendor['shape'],
  plans: [
    { name: 'Free', monthly: 0 },
    { name: 'Pro', monthly: 10 + index },
  ],
}));

describe('monitor run after kill -9', { timeout: 180_000 }, () => {
  let web: VendorWeb;
  let scratch: { dir: string; remove: () => void };
  let db: string;
  let env: NodeJS.ProcessEnv;

  before(async () => {
    // The record says $5 for every Pro plan: every page proposes one change.
    const record = baselinesOf(
      vendors.map((vendor) => ({
        ...vendor,
        plans: [
          { name: 'Free', monthly: 0 },
          { name: 'Pro', monthly: 5 },
        ],
      })),
    );
    web = await startVendorWeb(structuredClone(vendors));
    for (const vendor of vendors) web.change(vendor.host, { kind: 'slow', ms: 300 });
    scratch = tempDir('monitor-kill-');
    db = join(scratch.dir, 'service.sqlite');
    await openSqliteStore(db).close();
    const file = writeSourcesFile(scratch.dir, sourcesOf(web, vendors), record);
    env = {
      ...process.env,
      MONITOR_SOURCES_FILE: file,
      MONITOR_RESOLVE: [...web.resolve].map(([host, address]) => `${host}=${address}`).join(','),
      MONITOR_CONCURRENCY: '2',
      MONITOR_HOST_GAP_MS: '0',
      MONITOR_RETRIES: '0',
    };
  });
  after(async () => {
    scratch.remove();
    await web.close();
  });

  const cli = async (args: string[]) => {
    try {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, [CLI_JS, ...args], { env, timeout: 120_000 });
      return { status: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code?: number; stdout?: string; stderr?: string };
      return { status: failed.code ?? null, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
    }
  };

  it('leaves every proposal exactly once', async () => {
    const child = spawn(process.execPath, [CLI_JS, 'monitor', 'run', '--db', db], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ? null : code)));
    const store = openSqliteStore(db);
    try {
      await waitFor(
        async () => {
          const done = await store.monitor.store.lastRun();
          const count = (await store.monitor.desk.proposals('all')).length;
          return done && count >= 6 ? count : undefined;
        },
        { timeoutMs: 90_000, what: `six sources done before the kill (output: ${output})` },
      );
      child.kill('SIGKILL');
      assert.equal(await exited, null, `killed, not finished: ${output}`);
      const before = (await store.monitor.desk.proposals('all')).length;
      assert.ok(before < vendors.length, `the kill came half-way (${before} of ${vendors.length})`);
    } finally {
      await store.close();
    }
    // Not spawnSync: the vendor web answers from this process.
    const again = await cli(['monitor', 'run', '--db', db]);
    assert.equal(again.status, 0, again.stdout + again.stderr);
    assert.match(again.stdout, /taken over: \d+ source\(s\) done before/);
    const check = openSqliteStore(db);
    try {
      const proposals = await check.monitor.desk.proposals('all');
      assert.equal(proposals.length, vendors.length, 'one proposal per page, none lost');
      assert.equal(new Set(proposals.map((proposal) => proposal.sourceId)).size, vendors.length, 'none doubled');
      const listed = await cli(['monitor', 'proposals', '--db', db]);
      assert.equal(listed.status, 0, listed.stderr);
      assert.equal(listed.stdout.match(/^#\d+ /gm)?.length, vendors.length);
      assert.match(listed.stdout, /price changed: Pro: \$5 a month, billed monthly -> \$10 a month, billed monthly/);
    } finally {
      await check.close();
    }
  });
});
