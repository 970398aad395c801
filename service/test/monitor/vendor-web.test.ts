import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { PlanFigure } from '../../src/monitor/types.js';
import { datasetFromVendors } from './vendor-web/datasets.js';
import { escapeHtml } from './vendor-web/frame.js';
import { vendorsFromRecord } from './vendor-web/record.js';
import { startVendorWeb, type VendorWeb } from './vendor-web/server.js';
import { SHAPES, syntheticVendors, type Vendor } from './vendor-web/vendors.js';

// A test's own vendors: real hosts, made-up figures, each shape in both of its markups.
const PLANS: PlanFigure[] = [
  { name: 'Free', monthly: 0 },
  { name: 'Plus', monthly: 20, yearly: 16 },
  { name: 'Team', yearly: 25, perSeat: true },
  { name: 'Enterprise', sales: true },
];
const vendor = (toolId: string, host: string, owner: string, shape: Vendor['shape']): Vendor => ({
  host,
  toolId,
  name: toolId.toUpperCase(),
  owner,
  shape,
  plans: PLANS,
});
const VENDORS = [
  vendor('chatgpt', 'chatgpt.com', 'OpenAI', 'json-ld'),
  vendor('claude', 'claude.ai', 'Anthropic', 'json-ld'),
  vendor('jasper', 'www.jasper.ai', 'Jasper AI, Inc.', 'app-data'),
  vendor('copy-ai', 'www.copy.ai', 'Copy.ai', 'app-data'),
  vendor('descript', 'www.descript.com', 'Descript, Inc.', 'script-table'),
  vendor('canva', 'www.canva.com', 'Canva', 'plain-table'),
  vendor('beehiiv', 'www.beehiiv.com', 'beehiiv Inc.', 'plain-table'),
];
const UA = 'ToolverseMonitor/1.0 (+https://toolverse.example/about)';

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A GET to the vendor web naming `host`, as the monitor's fetcher sends it. */
function get(web: VendorWeb, host: string, path: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: web.port, path, setHost: false, headers: { Host: host, 'User-Agent': UA, ...headers }, agent: false },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

const scripts = (body: string, type: string) =>
  [...body.matchAll(new RegExp(`<script[^>]*type="${type}"[^>]*>([\\s\\S]*?)</script>`, 'g'))].map((match) =>
    JSON.parse(match[1] as string),
  );
const classTexts = (body: string, className: string) =>
  [...body.matchAll(new RegExp(`class="${className}"[^>]*>([^<]*)<`, 'g'))].map((match) => match[1]);
const nodes = (ld: Record<string, unknown>[]) => ld.flatMap((item) => (item['@graph'] as Record<string, unknown>[]) ?? [item]);
type Offer = { name: string; priceSpecification?: unknown; description?: string };
const offersOf = (body: string) => (nodes(scripts(body, 'application/ld\\+json')).find((node) => node.offers)?.offers ?? []) as Offer[];
const apiPlans = async (web: VendorWeb, toolId = 'descript') =>
  (
    JSON.parse((await get(web, 'www.descript.com', `/api/plans.json?tool=${toolId}`)).body) as {
      plans: (PlanFigure & { labels: string[] })[];
    }
  ).plans;

describe('the vendor web', () => {
  let web: VendorWeb;
  before(async () => {
    web = await startVendorWeb(VENDORS);
  });
  after(() => web.close());
  beforeEach(() => web.reset());

  it('maps every vendor host and the dataset hosts to its own port', () => {
    for (const host of [...VENDORS.map((each) => each.host), 'api.github.com', 'raw.githubusercontent.com'])
      assert.equal(web.resolve.get(host), `127.0.0.1:${web.port}`);
  });

  it('serves JSON-LD offers, one per plan, with the owner as the Organization, in both markups', async () => {
    for (const host of ['chatgpt.com', 'claude.ai']) {
      const { status, body } = await get(web, host, '/pricing');
      assert.equal(status, 200);
      const ld = nodes(scripts(body, 'application/ld\\+json'));
      const owner = host === 'chatgpt.com' ? 'OpenAI' : 'Anthropic';
      assert.ok(ld.some((node) => node['@type'] === 'Organization' && node.name === owner));
      const offers = offersOf(body);
      assert.deepEqual(
        offers.map((offer) => offer.name),
        PLANS.map((plan) => plan.name),
      );
      const plus = [offers[1]?.priceSpecification].flat() as Record<string, unknown>[];
      assert.deepEqual(
        plus.map((spec) => [spec.price, spec.priceCurrency, spec.unitCode, spec.billingDuration]),
        [
          [20, 'USD', 'MON', 'P1M'],
          [16, 'USD', 'MON', 'P1Y'],
        ],
      );
      assert.equal(offers[3]?.description, 'Contact sales');
      assert.match(body, /<header[\s\S]*<nav[\s\S]*<footer/);
    }
  });

  it('serves Next.js-style app data with one tier per plan, in both spellings, and renders the cards from it', async () => {
    const tiers = await Promise.all(
      ['www.jasper.ai', 'www.copy.ai'].map(async (host) => {
        const { body } = await get(web, host, '/pricing');
        assert.ok(body.includes('Plus') && body.includes('$16/mo billed yearly'));
        const [data] = scripts(body, 'application/json') as { props: { pageProps: { pricing: { tiers: Record<string, unknown>[] } } } }[];
        return data?.props.pageProps.pricing.tiers ?? [];
      }),
    );
    const names = tiers.map((list) => list.map((tier) => tier.title ?? tier.planName));
    assert.deepEqual(names, [PLANS.map((plan) => plan.name), PLANS.map((plan) => plan.name)]);
    const plus = tiers.map((list) => list[1]);
    assert.ok(plus.some((tier) => JSON.stringify(tier?.price) === '{"monthly":20,"yearly":16}'));
    assert.ok(plus.some((tier) => tier?.priceMonthly === 20 && tier.priceYearly === 16));
  });

  it('serves a plain table or cards that its rule reads: a name and one price text per figure', async () => {
    assert.deepEqual(web.ruleFor('plain-table'), { plan: '.plan', name: '.plan-name', price: '.plan-price' });
    assert.equal(web.ruleFor('json-ld'), undefined);
    for (const host of ['www.canva.com', 'www.beehiiv.com']) {
      const { body } = await get(web, host, '/pricing');
      assert.equal(body.match(/class="plan"/g)?.length, PLANS.length);
      assert.deepEqual(
        classTexts(body, 'plan-name'),
        PLANS.map((plan) => plan.name),
      );
      assert.deepEqual(classTexts(body, 'plan-price'), [
        'Free',
        '$20/mo billed monthly',
        '$16/mo billed yearly',
        '$25/user/mo billed yearly',
        'Contact sales',
      ]);
      assert.doesNotMatch(body, /ld\+json|__NEXT_DATA__/);
    }
  });

  it('serves a script table empty in its HTML, filled by its script from the plans API', async () => {
    const { body } = await get(web, 'www.descript.com', '/pricing');
    assert.match(body, /<table class="plans"[^>]*>\s*<thead>[^]*?<\/thead>\s*<tbody><\/tbody>/);
    assert.doesNotMatch(body, /Plus|\$\d/, 'no plan in the HTML');
    assert.match(body, /<script src="\/assets\/pricing\.js"/);
    const script = await get(web, 'www.descript.com', '/assets/pricing.js');
    assert.equal(script.status, 200);
    assert.match(script.body, /fetch\(table\.dataset\.source/);
    const plans = await apiPlans(web);
    assert.deepEqual(
      plans.map((plan) => [plan.name, plan.labels]),
      [
        ['Free', ['Free']],
        ['Plus', ['$20/mo billed monthly', '$16/mo billed yearly']],
        ['Team', ['$25/user/mo billed yearly']],
        ['Enterprise', ['Contact sales']],
      ],
    );
    assert.deepEqual(web.ruleFor('script-table')?.plan, 'table.plans tr.plan');
  });

  it('changes plans as told, in order, and takes the changes back on reset', async () => {
    web.change('descript', { kind: 'price', plan: 'Plus', monthly: 25 });
    web.change('www.descript.com', { kind: 'rename', plan: 'Team', to: 'Business' });
    web.change('descript', { kind: 'add', plan: { name: 'Max', monthly: 200 } });
    web.change('descript', { kind: 'remove', plan: 'Free' });
    web.change('descript', { kind: 'billing', plan: 'Plus', to: 'yearly-only' });
    web.change('descript', { kind: 'price', plan: 'Max', monthly: 180 });
    assert.deepEqual(
      (await apiPlans(web)).map(({ labels: _labels, ...plan }) => plan),
      [
        { name: 'Plus', yearly: 16 },
        { name: 'Business', yearly: 25, perSeat: true },
        { name: 'Enterprise', sales: true },
        { name: 'Max', monthly: 180 },
      ],
    );
    web.reset('www.descript.com');
    assert.deepEqual(
      (await apiPlans(web)).map((plan) => plan.name),
      PLANS.map((plan) => plan.name),
    );
    assert.throws(() => web.change('unknown.example', { kind: 'parked' }), /no host or tool "unknown.example"/);
  });

  it('gives a strong ETag and Last-Modified, 304 to a matching request, and a new ETag when the page changes', async () => {
    const first = await get(web, 'www.canva.com', '/pricing');
    const etag = first.headers.etag as string;
    assert.match(etag, /^"[^"]+"$/);
    assert.equal((await get(web, 'www.canva.com', '/pricing', { 'If-None-Match': etag })).status, 304);
    assert.equal(
      (await get(web, 'www.canva.com', '/pricing', { 'If-Modified-Since': first.headers['last-modified'] as string })).status,
      304,
    );
    assert.equal((await get(web, 'www.canva.com', '/pricing', { 'If-None-Match': '"other"' })).status, 200);
    web.change('www.canva.com', { kind: 'price', plan: 'Plus', monthly: 22 });
    const changed = await get(web, 'www.canva.com', '/pricing', { 'If-None-Match': etag });
    assert.equal(changed.status, 200);
    assert.notEqual(changed.headers.etag, etag);
    assert.ok(Date.parse(changed.headers['last-modified'] as string) > Date.parse(first.headers['last-modified'] as string));
    assert.ok(changed.body.includes('$22/mo billed monthly'));
    web.reset();
    assert.equal((await get(web, 'www.canva.com', '/pricing')).headers.etag, etag, 'the same page, the same ETag');
    const seen = web.requests.filter((request) => request.host === 'www.canva.com' && request.ifNoneMatch === etag);
    assert.deepEqual(
      seen.map((request) => [request.path, request.userAgent, request.status]),
      [
        ['/pricing', UA, 304],
        ['/pricing', UA, 200],
      ],
    );
  });

  it('moves a page with a 301 on its host, or off to another site', async () => {
    web.change('chatgpt', { kind: 'moved', to: '/plans' });
    const moved = await get(web, 'chatgpt.com', '/pricing');
    assert.equal(moved.status, 301);
    assert.equal(moved.headers.location, 'https://chatgpt.com/plans');
    assert.equal(offersOf((await get(web, 'chatgpt.com', '/plans')).body).length, PLANS.length);
    web.change('claude.ai', { kind: 'offsite', to: 'https://other.example/ai' });
    const offsite = await get(web, 'claude.ai', '/pricing');
    assert.deepEqual([offsite.status, offsite.headers.location], [301, 'https://other.example/ai']);
  });

  it('serves a parked page on every path of a parked host, and keeps robots.txt', async () => {
    web.change('www.jasper.ai', { kind: 'parked' });
    for (const path of ['/pricing', '/', '/anything']) {
      const { status, body } = await get(web, 'www.jasper.ai', path);
      assert.equal(status, 200);
      assert.match(body, /This domain is for sale/);
      assert.match(body, /Buy this domain/);
      assert.match(body, /https:\/\/www\.afternic\.com\/forsale\/jasper\.ai/);
      assert.doesNotMatch(body, /Jasper AI, Inc\.|__NEXT_DATA__/);
    }
    assert.equal((await get(web, 'www.jasper.ai', '/robots.txt')).body, 'User-agent: *\nAllow: /\n');
  });

  it('answers an error status, slowly, with robots.txt disallowing, or with a reset connection', async () => {
    web.change('www.copy.ai', { kind: 'error', status: 503 });
    assert.equal((await get(web, 'www.copy.ai', '/pricing')).status, 503);
    web.change('www.beehiiv.com', { kind: 'robots', disallow: '/pricing' });
    assert.equal((await get(web, 'www.beehiiv.com', '/robots.txt')).body, 'User-agent: *\nDisallow: /pricing\n');
    web.change('www.canva.com', { kind: 'slow', ms: 300 });
    const started = Date.now();
    assert.equal((await get(web, 'www.canva.com', '/pricing')).status, 200);
    assert.ok(Date.now() - started >= 290, 'answered no sooner than it was told');
    web.change('www.descript.com', { kind: 'down' });
    await assert.rejects(
      get(web, 'www.descript.com', '/pricing'),
      (error: NodeJS.ErrnoException) => ['ECONNRESET', 'ECONNREFUSED'].includes(error.code ?? '') || /socket hang up/.test(error.message),
    );
    assert.equal(web.requests.at(-1)?.status, 0);
    assert.equal((await get(web, 'chatgpt.com', '/pricing')).status, 200, 'other hosts still answer');
  });

  it('names another owner in og:site_name and JSON-LD when the owner changes', async () => {
    web.change('chatgpt.com', { kind: 'owner', to: 'Acquirer Holdings' });
    const { body } = await get(web, 'chatgpt.com', '/pricing');
    assert.match(body, /<meta property="og:site_name" content="Acquirer Holdings">/);
    assert.ok(
      nodes(scripts(body, 'application/ld\\+json')).some((node) => node['@type'] === 'Organization' && node.name === 'Acquirer Holdings'),
    );
  });
});

describe('the dataset hosts', () => {
  const followed = VENDORS.slice(0, 2);
  const json = datasetFromVendors(followed, 'mirror/plans', 'data/ai.json', 'json');
  const yaml = datasetFromVendors(followed, 'mirror/plans', 'data/ai.yaml', 'yaml');
  let web: VendorWeb;
  before(async () => {
    web = await startVendorWeb(VENDORS, [json, yaml]);
  });
  after(() => web.close());

  const head = async () => JSON.parse((await get(web, 'api.github.com', '/repos/mirror/plans/commits/main')).body) as { sha: string };
  const raw = async (ref: string, path: string) => get(web, 'raw.githubusercontent.com', `/mirror/plans/${ref}/${path}`);

  it('answers a branch commit from its files, keeps each version by its commit, and follows the vendors', async () => {
    json.checked = '2026-11-20';
    const { sha } = await head();
    assert.match(sha, /^[0-9a-f]{40}$/);
    assert.equal(sha, (await head()).sha, 'the same files, the same commit');
    const before = JSON.parse((await raw(sha, 'data/ai.json')).body) as { tools: { id: string; checked: string; plans: unknown[] }[] };
    assert.deepEqual(
      before.tools.map((tool) => [tool.id, tool.checked, tool.plans[1]]),
      [
        ['chatgpt', '2026-11-20', { name: 'Plus', monthly: 20, yearly: 16 }],
        ['claude', '2026-11-20', { name: 'Plus', monthly: 20, yearly: 16 }],
      ],
    );
    const yamlText = (await raw(sha, 'data/ai.yaml')).body;
    assert.match(yamlText, /^tools:\n {2}- id: "chatgpt"\n {4}name: "CHATGPT"\n/);
    assert.match(yamlText, / {6}- name: "Plus"\n {8}monthly: 20\n {8}yearly: 16\n/);

    web.change('chatgpt', { kind: 'price', plan: 'Plus', monthly: 24 });
    const { sha: next } = await head();
    assert.notEqual(next, sha);
    assert.match((await raw(next, 'data/ai.json')).body, /"monthly": 24/);
    assert.equal((await raw(sha, 'data/ai.json')).body, JSON.stringify(before, null, 2) + '\n', 'the pinned commit keeps its content');
    assert.equal((await raw('0'.repeat(40), 'data/ai.json')).status, 404);
    assert.equal((await get(web, 'api.github.com', '/repos/mirror/other/commits/main')).status, 404);
  });
});

describe('vendors for the monitor', () => {
  it("builds at least 40 vendors from the site's record, each with the plans of one of its readings, on its pricing page's host", () => {
    const vendors = vendorsFromRecord();
    assert.ok(vendors.length >= 40, `${vendors.length} vendors`);
    assert.deepEqual(new Set(vendors.map((each) => each.shape)), new Set(SHAPES));
    const tools = JSON.parse(readFileSync(new URL('../../../shared-content/content/tools.json', import.meta.url), 'utf8')) as {
      id: string;
      pricingPage: string;
    }[];
    const history = JSON.parse(
      readFileSync(new URL('../../../shared-content/content/tool-history.json', import.meta.url), 'utf8'),
    ) as Record<string, { plans?: (PlanFigure & { includes?: string; bundle?: string })[] }[]>;
    for (const each of vendors) {
      assert.ok(each.plans.length > 0, each.toolId);
      const page = new URL(tools.find((tool) => tool.id === each.toolId)?.pricingPage ?? '');
      assert.equal(`https://${each.host}${each.path}`, `${page.origin}${page.pathname}`);
      const readings = (history[each.toolId] ?? []).flatMap((entry) =>
        entry.plans ? [JSON.stringify(entry.plans.map(({ includes: _i, bundle: _b, ...plan }) => plan))] : [],
      );
      assert.ok(readings.includes(JSON.stringify(each.plans)), `${each.toolId}'s plans are a reading of the record`);
    }
    assert.equal(vendorsFromRecord(5).length, 5);
  });

  it('serves every vendor of the record and of a synthetic spread', async () => {
    const synthetic = syntheticVendors(12, 3);
    assert.deepEqual(new Set(synthetic.map((each) => each.host)), new Set(['host-0.example', 'host-1.example', 'host-2.example']));
    const vendors = [...vendorsFromRecord(), ...synthetic];
    const web = await startVendorWeb(vendors);
    try {
      for (const each of vendors) {
        const page = await get(web, each.host, each.path ?? '/pricing');
        assert.equal(page.status, 200, `${each.host}${each.path}`);
        const text = each.shape === 'script-table' ? (await get(web, each.host, `/api/plans.json?tool=${each.toolId}`)).body : page.body;
        const named = each.shape === 'script-table' ? (name: string) => JSON.stringify(name) : escapeHtml;
        for (const plan of each.plans) assert.ok(text.includes(named(plan.name)), `${each.toolId}: ${plan.name}`);
      }
    } finally {
      await web.close();
    }
  });
});
