import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { comparePlans, describePlan, digestOf } from '../../src/monitor/compare.js';
import { evaluate, siteOf, type Baseline, type Read } from '../../src/monitor/evaluate.js';
import type { FetchResult, PlanFigure } from '../../src/monitor/types.js';

const record: PlanFigure[] = [
  { name: 'Free', monthly: 0 },
  { name: 'Pro', monthly: 20, yearly: 16 },
  { name: 'Team', monthly: 40, perSeat: true },
  { name: 'Enterprise', sales: true },
];

const whats = (before: PlanFigure[], after: PlanFigure[]) => comparePlans(before, after).map((change) => `${change.what}:${change.plan}`);

describe('what a reading changes against the record', () => {
  it('finds nothing when the page lists the same plans, whatever their order or case', () => {
    assert.deepEqual(
      whats(
        record,
        [...record].reverse().map((plan) => ({ ...plan, name: plan.name.toUpperCase() })),
      ),
      [],
    );
  });

  it('names a price that went up, with the old and new figures in words', () => {
    const changes = comparePlans(
      record,
      record.map((plan) => (plan.name === 'Pro' ? { ...plan, monthly: 25 } : plan)),
    );
    assert.equal(changes.length, 1);
    assert.equal(changes[0]?.what, 'price');
    assert.equal(changes[0]?.old, '$20 a month, billed monthly; $16 a month, billed yearly');
    assert.equal(changes[0]?.new, '$25 a month, billed monthly; $16 a month, billed yearly');
  });

  it('reads a plan gone and a plan new with the same figures as a rename', () => {
    const changes = comparePlans(
      record,
      record.map((plan) => (plan.name === 'Pro' ? { ...plan, name: 'Plus' } : plan)),
    );
    assert.deepEqual(changes, [{ what: 'plan-renamed', plan: 'Plus', old: 'Pro', new: 'Plus' }]);
  });

  it('names an added plan and a removed one', () => {
    assert.deepEqual(whats(record, [...record, { name: 'Business', monthly: 60 }]), ['plan-added:Business']);
    assert.deepEqual(
      whats(
        record,
        record.filter((plan) => plan.name !== 'Team'),
      ),
      ['plan-removed:Team'],
    );
  });

  it('says the free plan is gone, or back, rather than a plan removed or added', () => {
    assert.deepEqual(
      whats(
        record,
        record.filter((plan) => plan.monthly !== 0),
      ),
      ['free-gone:Free'],
    );
    assert.deepEqual(
      whats(
        record.filter((plan) => plan.monthly !== 0),
        record,
      ),
      ['free-back:Free'],
    );
  });

  it('tells a billing switch from a price change', () => {
    const yearlyOnly = record.map((plan) => (plan.name === 'Pro' ? { name: 'Pro', yearly: 16 } : plan));
    assert.deepEqual(whats(record, yearlyOnly), ['billing:Pro']);
  });

  it('takes a figure whose billing a copy did not state as agreeing with the same amount on either basis', () => {
    assert.deepEqual(whats([{ name: 'Plus', unstated: 20 }], [{ name: 'Plus', monthly: 20 }]), []);
    assert.deepEqual(whats([{ name: 'Plus', unstated: 20 }], [{ name: 'Plus', monthly: 22 }]), ['price:Plus']);
  });

  it('words plans as pages do', () => {
    assert.equal(describePlan({ name: 'Free', monthly: 0 }), 'free');
    assert.equal(describePlan({ name: 'Team', monthly: 12.5, perSeat: true }), '$12.50 a month, billed monthly per seat');
    assert.equal(describePlan({ name: 'Enterprise', sales: true }), 'contact sales');
  });

  it('gives one digest to one content, whatever the order of its keys', () => {
    assert.equal(digestOf('plans', [{ name: 'A', monthly: 1 }]), digestOf('plans', [{ monthly: 1, name: 'A' }]));
    assert.notEqual(digestOf('plans', [{ name: 'A', monthly: 1 }]), digestOf('plans', [{ name: 'A', monthly: 2 }]));
  });
});

const at = new Date('2026-11-29T06:00:00Z');
const baseline: Baseline = { name: 'Example', plans: record, read: '2026-11-20', owner: 'Example Inc.', status: null };
const state = { etag: null, lastModified: null, failingSince: null, failures: 0, lastGood: null };
const fetched = (over: Partial<FetchResult> = {}): FetchResult => ({
  outcome: 'ok',
  url: 'https://example.com/pricing',
  finalUrl: 'https://example.com/pricing',
  redirects: [],
  status: 200,
  headers: {},
  body: Buffer.from('<html></html>'),
  error: null,
  code: null,
  attempts: 1,
  at,
  ...over,
});
const page = { kind: 'page' as const, tool: 'example', id: 'example:page', url: 'https://example.com/pricing', script: false };
const read = (over: Partial<Read> = {}): Read => ({
  source: page,
  fetch: fetched(),
  extraction: { method: 'json-ld', plans: record, exact: true, snippet: '{"offers": ...}', owner: 'Example Inc.', problems: [] },
  signs: { parked: null },
  sha: 'a'.repeat(64),
  state,
  ...over,
});

describe('what a read means', () => {
  it('proposes nothing when the page agrees with a recent record', () => {
    const verdict = evaluate(read(), baseline);
    assert.equal(verdict.good, true);
    assert.deepEqual(verdict.drafts, []);
  });

  it('proposes a reading of the vendor page, citing its snapshot, when plans changed', () => {
    const plans = [...record, { name: 'Max', monthly: 200 }];
    const verdict = evaluate(
      read({ extraction: { method: 'json-ld', plans, exact: true, snippet: 'x', owner: null, problems: [] } }),
      baseline,
    );
    assert.equal(verdict.drafts.length, 1);
    const [draft] = verdict.drafts;
    assert.equal(draft?.kind, 'plans');
    assert.equal(draft?.confidence, 'medium', 'exact, read once: high only when a second reading agrees');
    assert.deepEqual(draft?.entry, {
      read: '2026-11-29',
      source: { kind: 'vendor-page', url: 'https://example.com/pricing', publisher: 'Example pricing page', snapshot: 'a'.repeat(64) },
      plans,
    });
  });

  it('never reads a failure as plans removed: it is a failure and proposes nothing', () => {
    const verdict = evaluate(
      read({ fetch: fetched({ outcome: 'http-error', status: 500, error: 'server error', body: null }), extraction: null }),
      baseline,
    );
    assert.equal(verdict.good, false);
    assert.match(verdict.problem ?? '', /500/);
    assert.deepEqual(verdict.drafts, []);
    const empty = evaluate(
      read({ extraction: { method: null, plans: [], exact: false, snippet: '', owner: null, problems: ['no table'] } }),
      baseline,
    );
    assert.equal(empty.good, false);
    assert.deepEqual(empty.drafts, []);
  });

  it('proposes "may be gone" for a parked page, a move to another site, and a domain silent for days', () => {
    const parked = evaluate(read({ signs: { parked: 'this domain is for sale' } }), baseline);
    assert.equal(parked.drafts[0]?.kind, 'may-be-gone');
    const moved = evaluate(
      read({ fetch: fetched({ finalUrl: 'https://other.example/', redirects: [{ status: 301, to: 'https://other.example/' }] }) }),
      baseline,
    );
    assert.equal(moved.drafts[0]?.kind, 'moved');
    assert.match(String((moved.drafts[0]?.entry as { note: string }).note), /other\.example/);
    const down = (since: string) =>
      evaluate(
        read({
          fetch: fetched({ outcome: 'network-error', code: 'ENOTFOUND', error: 'getaddrinfo ENOTFOUND', body: null }),
          extraction: null,
          state: { ...state, failingSince: new Date(since), failures: 3 },
        }),
        baseline,
      );
    assert.deepEqual(down('2026-11-28T06:00:00Z').drafts, [], 'one day of silence is a failure, not a verdict');
    assert.equal(down('2026-11-26T06:00:00Z').drafts[0]?.kind, 'may-be-gone');
  });

  it('proposes a new owner as an acquisition, and a stale record read again as a fresh reading', () => {
    const owned = evaluate(
      read({ extraction: { method: 'json-ld', plans: record, exact: true, snippet: 'x', owner: 'Bigco', problems: [] } }),
      baseline,
    );
    assert.equal(owned.drafts[0]?.kind, 'owner');
    assert.equal((owned.drafts[0]?.entry as { by: string }).by, 'Bigco');
    const fresh = evaluate(read(), { ...baseline, read: '2026-08-01' });
    assert.equal(fresh.drafts[0]?.kind, 'fresh');
  });

  it('tells another site from a subdomain of the same one', () => {
    assert.equal(siteOf('https://www.example.com/x'), siteOf('https://app.example.com/'));
    assert.equal(siteOf('https://shop.example.co.uk/'), 'example.co.uk');
    assert.notEqual(siteOf('https://example.com/'), siteOf('https://example.net/'));
  });
});

describe('what is news', () => {
  it('proposes nothing from a copy no newer than the reading the record stands on', () => {
    const dataset = {
      kind: 'dataset' as const,
      tool: 'example',
      id: 'example:dataset',
      repo: 'o/r',
      branch: 'main',
      path: 'p.json',
      format: 'json' as const,
      publisher: 'Mirror',
      mapping: { plans: 'p', name: 'n', read: 'r' },
    };
    const old = (readDay: string) =>
      evaluate(
        read({
          source: dataset,
          pinnedUrl: 'https://github.com/o/r/blob/0000000000000000000000000000000000000000/p.json',
          extraction: {
            method: 'dataset',
            plans: [{ name: 'Pro', monthly: 99 }],
            exact: true,
            snippet: '{}',
            owner: null,
            problems: [],
            read: readDay,
          },
        }),
        baseline,
      );
    assert.deepEqual(old('2026-04-26').drafts, [], 'an April copy does not contradict a November reading');
    assert.equal(old('2026-11-28').drafts[0]?.kind, 'plans', 'a newer copy does');
    const agreeing = evaluate(
      read({ extraction: { method: 'json-ld', plans: record, exact: true, snippet: 'x', owner: null, problems: [] } }),
      { ...baseline, read: '2026-11' },
    );
    assert.deepEqual(agreeing.drafts, [], 'agreeing with a record read this month is no news');
  });
});
