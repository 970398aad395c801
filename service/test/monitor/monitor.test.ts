import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { acceptProposal, rejectProposal } from '../../src/monitor/accept.js';
import type { Proposal } from '../../src/monitor/rows.js';
import { runMonitor, type RunResult } from '../../src/monitor/run.js';
import type { Source } from '../../src/monitor/types.js';
import { createTestStore, STORE_KINDS, tempDir, type TestStore } from '../helpers.js';
import { datasetFromVendors } from './vendor-web/datasets.js';
import { startVendorWeb, type VendorWeb } from './vendor-web/server.js';
import type { Vendor } from './vendor-web/vendors.js';
import { baselinesOf, readersFor, sourcesOf } from './support.js';

// The monitor against a local stand-in for vendors' sites: pages in the four shapes real vendors use,
// then changed the ways real pages change. Each change must give its proposal, each breakage its
// failure, and nothing may be proposed twice.

const plans = (pro: number) => [
  { name: 'Free', monthly: 0 },
  { name: 'Pro', monthly: pro, yearly: pro - 4 },
  { name: 'Team', monthly: 40, perSeat: true as const },
];
const SHAPES = ['json-ld', 'app-data', 'plain-table', 'script-table'] as const;
const NAMES = ['price', 'rename', 'added', 'freegone', 'billing', 'moved', 'offsite', 'parked', 'broken', 'slow', 'robots', 'steady'];
const vendors: Vendor[] = NAMES.map((name, index) => ({
  host: `${name}.example`,
  toolId: `tool-${name}`,
  name: `Tool ${name}`,
  owner: `${name} Labs`,
  shape: SHAPES[index % 4] as Vendor['shape'],
  plans: plans(20 + index),
}));

for (const kind of STORE_KINDS) {
  describe(`the price monitor (${kind})`, { timeout: 240_000 }, () => {
    let web: VendorWeb;
    let test: TestStore;
    let sources: Source[];
    let history: string;
    let scratch: { dir: string; remove: () => void };
    // The vendor web serves these copies; the dataset follows their pages.
    const served = structuredClone(vendors);
    const dataset = datasetFromVendors(served.slice(0, 2), 'planmirror/plans', 'data/plans.json', 'json');
    // Each run has readers of its own, as each `monitor run` does: robots.txt is read anew.
    const run = async (): Promise<Extract<RunResult, { runId: number }>> => {
      const readers = readersFor(web, { timeoutMs: 1500 });
      try {
        const result = await runMonitor({ ...test.store.monitor, sources, baselines: baselinesOf(vendors), readers, concurrency: 4 });
        assert.ok(!('busy' in result), 'the run starts');
        return result;
      } finally {
        await readers.close();
      }
    };
    const pending = () => test.store.monitor.desk.proposals('pending');
    const ofTool = (list: Proposal[], tool: string) => list.filter((proposal) => proposal.toolId === `tool-${tool}`);

    before(async () => {
      web = await startVendorWeb(served, [dataset]);
      test = await createTestStore(kind);
      sources = sourcesOf(web, vendors, [{ dataset, toolId: 'tool-price' }]);
      scratch = tempDir('monitor-history-');
      history = join(scratch.dir, 'tool-history.json');
      writeFileSync(
        history,
        `${JSON.stringify({ 'tool-price': [{ on: '2026-11-25', searched: 'a search that found the plans in a dated copy' }] }, null, 2)}\n`,
      );
    });
    after(async () => {
      await test.store.close();
      test.remove();
      scratch.remove();
      await web.close();
    });

    it('reads every shape and proposes nothing while the pages agree with the record', async () => {
      const result = await run();
      assert.equal(result.counts.failed, 0, JSON.stringify(await test.store.monitor.desk.failures(new Date())));
      assert.equal(result.counts.read, sources.length);
      assert.deepEqual(await pending(), []);
      const agents = new Set(web.requests.map((request) => request.userAgent));
      assert.deepEqual([...agents], ['ToolverseMonitor/1.0 (+http://localhost:3000/about#price-monitor)']);
      assert.ok(
        web.requests.some((request) => request.path === '/robots.txt'),
        'robots.txt is asked',
      );
    });

    it('gives each change its proposal and each breakage its failure', async () => {
      web.change('tool-price', { kind: 'price', plan: 'Pro', monthly: 30 });
      web.change('tool-rename', { kind: 'rename', plan: 'Pro', to: 'Plus' });
      web.change('tool-added', { kind: 'add', plan: { name: 'Max', monthly: 200 } });
      web.change('tool-freegone', { kind: 'remove', plan: 'Free' });
      web.change('tool-billing', { kind: 'billing', plan: 'Pro', to: 'yearly-only' });
      web.change('moved.example', { kind: 'moved', to: '/plans' });
      web.change('offsite.example', { kind: 'offsite', to: 'https://elsewhere.example/' });
      web.change('parked.example', { kind: 'parked' });
      web.change('broken.example', { kind: 'error', status: 500 });
      web.change('slow.example', { kind: 'slow', ms: 4000 });
      web.change('robots.example', { kind: 'robots', disallow: '/' });
      const result = await run();
      const list = await pending();
      const changes = (tool: string) =>
        ofTool(list, tool).flatMap((proposal) =>
          proposal.kind === 'plans' ? (proposal.changes as { what: string }[]).map((c) => c.what) : [proposal.kind],
        );
      assert.deepEqual(changes('price'), ['price', 'price'], 'the page and the dataset that follows it');
      assert.deepEqual(changes('rename'), ['plan-renamed']);
      assert.deepEqual(changes('added'), ['plan-added']);
      assert.deepEqual(changes('freegone'), ['free-gone']);
      assert.deepEqual(changes('billing'), ['billing']);
      assert.deepEqual(changes('moved'), [], 'a page moved on its own site is read where it went');
      assert.deepEqual(changes('offsite'), ['moved']);
      assert.deepEqual(changes('parked'), ['may-be-gone']);
      for (const quiet of ['broken', 'slow', 'robots', 'steady']) assert.deepEqual(changes(quiet), [], `${quiet} proposes nothing`);
      const failures = await test.store.monitor.desk.failures(new Date());
      const failed = new Map(failures.map((failure) => [failure.toolId, failure]));
      assert.match(failed.get('tool-broken')?.last?.error ?? '', /500/);
      assert.match(failed.get('tool-slow')?.last?.error ?? '', /timeout/);
      assert.match(failed.get('tool-robots')?.last?.error ?? '', /robots/);
      for (const failure of failures) assert.ok(failure.lastGood, `${failure.toolId} keeps its last good reading`);
      assert.equal(result.counts.failed, failures.length);
      const page = ofTool(list, 'price').find((proposal) => proposal.sourceId === 'tool-price:page') as Proposal;
      assert.equal(page.confidence, 'medium');
      const source = (page.entry as { source: { snapshot: string; kind: string } }).source;
      assert.equal(source.kind, 'vendor-page');
      const snapshot = await test.store.monitor.desk.snapshot(source.snapshot);
      assert.ok(snapshot, 'the snapshot is kept');
      assert.equal(createHash('sha256').update(snapshot).digest('hex'), source.snapshot, 'named by its content');
      const data = ofTool(list, 'price').find((proposal) => proposal.sourceId.includes(':dataset:')) as Proposal;
      assert.match(
        String((data.entry as { source: { url: string } }).source.url),
        /^https:\/\/github\.com\/planmirror\/plans\/blob\/[0-9a-f]{40}\/data\/plans\.json$/,
      );
    });

    it('proposes nothing twice: a second run confirms what it read again', async () => {
      const before = await pending();
      const result = await run();
      const afterwards = await pending();
      assert.equal(result.counts.proposed, 0);
      assert.deepEqual(
        afterwards.map((proposal) => proposal.id),
        before.map((proposal) => proposal.id),
      );
      const price = afterwards.find((proposal) => proposal.sourceId === 'tool-price:page');
      assert.equal(price?.confidence, 'high', 'an exact extraction read twice alike');
      assert.ok(
        web.requests.some((request) => request.ifNoneMatch),
        'conditional requests are sent',
      );
    });

    it('appends an accepted reading to the record once, and records why a proposal was rejected', async () => {
      const list = await pending();
      const price = list.find((proposal) => proposal.sourceId === 'tool-price:page') as Proposal;
      const now = new Date('2026-11-29T10:00:00Z');
      const accepted = await acceptProposal(test.store.monitor.desk, history, price.id, now);
      assert.ok(accepted.ok && accepted.added);
      const again = await acceptProposal(test.store.monitor.desk, history, price.id, now);
      assert.deepEqual(again, { ok: false, message: `Proposal ${price.id} is accepted already.` });
      const entries = JSON.parse(readFileSync(history, 'utf8'))['tool-price'] as Record<string, unknown>[];
      assert.equal(entries.length, 2);
      assert.equal(entries[1]?.on, '2026-11-29');
      assert.deepEqual((entries[1]?.plans as { name: string; monthly?: number }[]).find((plan) => plan.name === 'Pro')?.monthly, 30);
      const parked = list.find((proposal) => proposal.toolId === 'tool-parked') as Proposal;
      const rejected = await rejectProposal(test.store.monitor.desk, parked.id, 'the vendor only renewed its domain late', now);
      assert.ok(rejected.ok);
      assert.equal((await test.store.monitor.desk.proposal(parked.id))?.reason, 'the vendor only renewed its domain late');
    });

    it('runs one at a time', async () => {
      const other = await test.open();
      try {
        const held = await other.monitor.store.begin(1, new Date(), 'elsewhere:1', () => false);
        assert.ok(!('busy' in held));
        const readers = readersFor(web);
        const refused = await runMonitor({ ...test.store.monitor, sources, baselines: baselinesOf(vendors), readers, concurrency: 2 });
        await readers.close();
        assert.ok('busy' in refused && /elsewhere:1/.test(refused.busy));
        await other.monitor.store.finish((held as { runId: number }).runId, new Date(), 'done');
      } finally {
        await other.close();
      }
    });
  });
}
