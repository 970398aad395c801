import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { request, startApp, tempDir, type RunningApp } from '../helpers.js';

// The operator page's monitor, as an editor uses it in a browser without script: the proposals with
// their evidence, a snapshot opened, one accepted into the record, one rejected with a reason.

const TOKEN = 'operator-token-for-the-monitor-page-test';
const PAGE = Buffer.from('<html><script type="application/ld+json">{"offers":[]}</script><h1>Pricing</h1></html>');
const SHA = createHash('sha256').update(PAGE).digest('hex');
const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ token: TOKEN, ...fields }).toString(),
});

describe('the operator page of the price monitor', () => {
  let running: RunningApp;
  let scratch: { dir: string; remove: () => void };
  let history: string;
  const ids: number[] = [];

  before(async () => {
    scratch = tempDir('monitor-operator-');
    history = join(scratch.dir, 'tool-history.json');
    writeFileSync(
      history,
      `${JSON.stringify({ quill: [{ on: '2026-11-01', searched: 'a search for the plans that found no dated copy' }] }, null, 2)}\n`,
    );
    running = await startApp({
      go: {
        destinations: new Map([['quill', 'https://quill.example']]),
        notFoundHtml: '<h1>Not found</h1>',
        rateLimit: 0,
        operatorToken: TOKEN,
        historyFile: history,
      },
    });
    const monitor = running.store.monitor;
    const start = await monitor.store.begin(2, new Date());
    assert.ok(!('busy' in start));
    const at = new Date('2026-11-29T08:00:00Z');
    for (const [tool, kind] of [
      ['quill', 'plans'],
      ['parked', 'may-be-gone'],
    ] as const) {
      await monitor.store.recordRead(
        start.runId,
        {
          fetch: {
            sourceId: `${tool}:page`,
            toolId: tool,
            url: `https://${tool}.example/pricing`,
            finalUrl: `https://${tool}.example/pricing`,
            outcome: 'ok',
            status: 200,
            headers: { 'content-type': 'text/html' },
            at,
            sha: SHA,
            error: null,
            method: 'json-ld',
            plans: [{ name: 'Pro', monthly: 30 }],
          },
          snapshot: { compressed: brotliCompressSync(PAGE), size: PAGE.length },
          validators: { etag: null, lastModified: null },
          good: true,
        },
        [
          kind === 'plans'
            ? {
                kind,
                digest: 'd1',
                changes: [{ what: 'price', plan: 'Pro', old: '$20 a month, billed monthly', new: '$30 a month, billed monthly' }],
                entry: {
                  read: '2026-11-29',
                  source: { kind: 'vendor-page', url: 'https://quill.example/pricing', publisher: 'Quill pricing page', snapshot: SHA },
                  plans: [{ name: 'Pro', monthly: 30 }],
                },
                evidence: '"offers": [{"name": "Pro", "price": 30}]',
                confidence: 'medium',
              }
            : {
                kind,
                digest: 'd2',
                changes: { status: 'may-be-gone', note: 'parked.example serves a page offering the domain for sale.' },
                entry: { status: 'may-be-gone', note: 'parked.example serves a page offering the domain for sale.' },
                evidence: 'this domain is for sale',
                confidence: 'medium',
              },
        ],
      );
    }
    // quill's price first, then parked's life-sign.
    const list = await monitor.desk.proposals();
    ids.push(...['quill', 'parked'].map((tool) => list.find((proposal) => proposal.toolId === tool)?.id as number));
  });
  after(async () => {
    await running.close();
    scratch.remove();
  });

  it('lists each proposal with its changes, evidence, confidence and a form to accept or reject it', async () => {
    const page = await request(running.base, { path: '/operator', ...form({}) });
    assert.equal(page.status, 200);
    assert.equal(page.headers['cache-control'], 'no-store');
    assert.match(page.text, /Proposals waiting for a decision \(2\)/);
    assert.match(page.text, /price changed: Pro: \$20 a month, billed monthly -&gt; \$30 a month, billed monthly/);
    assert.match(page.text, /confidence <strong>medium<\/strong>/);
    assert.match(page.text, /&quot;offers&quot;/, 'the evidence, escaped');
    assert.match(page.text, /<select name="status">/, 'a life-sign can be recorded as hijacked or discontinued');
    assert.doesNotMatch(page.text, /<script/i, 'no script');
  });

  it('opens a snapshot as inert text, its metadata first', async () => {
    const fetchId = (await running.store.monitor.desk.proposal(ids[0] as number))?.fetchId as number;
    const answer = await request(running.base, { path: '/operator/monitor/snapshot', ...form({ fetch: String(fetchId) }) });
    assert.equal(answer.status, 200);
    assert.match(String(answer.headers['content-type']), /^text\/plain/);
    assert.match(String(answer.headers['content-security-policy']), /sandbox/);
    assert.match(answer.text, new RegExp(`sha256: ${SHA}`));
    assert.ok(answer.text.endsWith(PAGE.toString()), 'the page as it was fetched');
  });

  it('refuses a decision without the token', async () => {
    const answer = await request(running.base, {
      path: '/operator/monitor/accept',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=wrong&id=${ids[0]}`,
    });
    assert.equal(answer.status, 401);
    assert.equal((await running.store.monitor.desk.proposal(ids[0] as number))?.status, 'pending');
  });

  it('accepts into the record and rejects with a reason', async () => {
    const accepted = await request(running.base, { path: '/operator/monitor/accept', ...form({ id: String(ids[0]) }) });
    assert.equal(accepted.status, 200);
    assert.match(accepted.text, /Accepted #\d+: the entry is in the record of plans for quill/);
    const entries = JSON.parse(readFileSync(history, 'utf8')).quill as { on: string; source?: { snapshot: string } }[];
    assert.equal(entries.length, 2);
    assert.equal(entries[1]?.source?.snapshot, SHA);
    const twice = await request(running.base, { path: '/operator/monitor/accept', ...form({ id: String(ids[0]) }) });
    assert.equal(twice.status, 409);
    assert.match(twice.text, /is accepted already/);
    const unexplained = await request(running.base, { path: '/operator/monitor/reject', ...form({ id: String(ids[1]), why: '' }) });
    assert.equal(unexplained.status, 409);
    const rejected = await request(running.base, {
      path: '/operator/monitor/reject',
      ...form({ id: String(ids[1]), why: 'the registrar page was a mistake' }),
    });
    assert.equal(rejected.status, 200);
    assert.match(rejected.text, /Proposals waiting for a decision \(0\)/);
    assert.equal((await running.store.monitor.desk.proposal(ids[1] as number))?.reason, 'the registrar page was a mistake');
  });
});
