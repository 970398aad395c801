import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { extractPlans, lifeSigns } from '../../src/monitor/extract/index.js';
import type { PageRule } from '../../src/monitor/types.js';

const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8');
const page = (head: string, body = '') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const ldJson = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

const CARDS: PageRule = { plan: '.plan-card', name: '.plan-card__title', price: '.plan-card__price', billing: '.plan-card__billing' };
const TIERS: PageRule = { plan: '.tier', name: '.tier-name', price: '.tier-price', billing: '.tier-note' };

describe('extractPlans: JSON-LD', () => {
  it('reads each Offer of a product as a plan, its billing from the UnitPriceSpecification', () => {
    const read = extractPlans(fixture('jsonld-offers.html'), 'https://clipforge.example/pricing');
    assert.equal(read.method, 'json-ld');
    assert.deepEqual(read.plans, [
      { name: 'Free', monthly: 0 },
      { name: 'Hobbyist', monthly: 24, yearly: 16 },
      // The strikethrough price (45) is the old one the page shows crossed out.
      { name: 'Creator', monthly: 35, annual: 288 },
      { name: 'Business', yearly: 50, perSeat: true },
      { name: 'Enterprise', sales: true },
    ]);
    assert.equal(read.exact, true);
    assert.deepEqual(read.problems, []);
    assert.equal(read.owner, 'Clipforge Labs');
    assert.ok(read.snippet.length <= 600);
    assert.match(read.snippet, /"name":"Hobbyist"/);
  });

  it('finds the product in an @graph, inside an AggregateOffer, and takes the owner from the Organization', () => {
    const read = extractPlans(fixture('jsonld-graph.html'), 'https://quillmate.example/pricing');
    assert.equal(read.method, 'json-ld');
    assert.deepEqual(read.plans, [
      { name: 'Starter', monthly: 0 },
      { name: 'Pro', unstated: 29 },
      { name: 'Team', monthly: 99 },
    ]);
    assert.equal(read.owner, 'Quillmate Inc.');
  });

  it('is tried before the page data and the rule: the first method with a plan wins', () => {
    const html = fixture('jsonld-offers.html').replace(
      '</main>',
      '<div class="plan-card"><h3 class="plan-card__title">Pro</h3><p class="plan-card__price">$99</p></div></main>',
    );
    assert.equal(extractPlans(html, 'https://clipforge.example/pricing', CARDS).method, 'json-ld');
  });

  it('keeps prices in another currency as given, and says so', () => {
    const html = page(
      ldJson({
        '@type': 'Product',
        name: 'Scribo',
        offers: [
          { '@type': 'Offer', name: 'Basis', price: 0, priceCurrency: 'EUR' },
          { '@type': 'Offer', name: 'Profi', price: 15, priceCurrency: 'EUR' },
        ],
      }),
    );
    const read = extractPlans(html, 'https://scribo.example/preise');
    assert.deepEqual(read.plans, [
      { name: 'Basis', monthly: 0 },
      { name: 'Profi', unstated: 15 },
    ]);
    assert.equal(read.exact, false);
    assert.match(read.problems.join(), /EUR, not US dollars/);
  });

  it('doubts a single product-wide price: it is often "free to use", not the plans', () => {
    const html = page(
      ldJson({ '@type': 'SoftwareApplication', name: 'Voxly', offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' } }),
    );
    const read = extractPlans(html, 'https://voxly.example/');
    assert.deepEqual(read.plans, [{ name: 'Voxly', monthly: 0 }]);
    assert.equal(read.exact, false);
    assert.match(read.problems.join(), /one price for the product/);
  });

  it('reads offers named for their billing as one plan with two figures', () => {
    const html = page(
      ldJson({
        '@type': 'Product',
        name: 'Pagecraft Pro',
        offers: [
          {
            '@type': 'Offer',
            name: 'Monthly',
            priceSpecification: { '@type': 'UnitPriceSpecification', price: 12, unitCode: 'MON', billingDuration: 'P1M' },
          },
          { '@type': 'Offer', name: 'Annual', priceSpecification: { '@type': 'UnitPriceSpecification', price: 96, unitCode: 'ANN' } },
        ],
      }),
    );
    assert.deepEqual(extractPlans(html, 'https://pagecraft.example/').plans, [{ name: 'Pagecraft Pro', monthly: 12, annual: 96 }]);
  });

  it('says when a JSON-LD block is not JSON, and falls through', () => {
    const read = extractPlans(page('<script type="application/ld+json">{"@type": "Product",</script>'), 'https://x.example/');
    assert.equal(read.method, null);
    assert.match(read.problems.join(), /JSON-LD block is not valid JSON/);
  });
});

describe('extractPlans: application data', () => {
  it('reads a plan whose button says "Contact sales" as sold through sales, not as a plan left out', () => {
    const data = {
      props: {
        pageProps: {
          tiers: [
            { planName: 'Pro', priceMonthly: 20 },
            { planName: 'Enterprise', priceMonthly: null, cta: 'Contact sales' },
          ],
        },
      },
    };
    const read = extractPlans(
      page(`<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script>`),
      'https://x.example/pricing',
    );
    assert.deepEqual(read.plans, [
      { name: 'Pro', monthly: 20 },
      { name: 'Enterprise', sales: true },
    ]);
  });

  it('finds the plans in __NEXT_DATA__ among other lists, with nested monthly and yearly prices', () => {
    const read = extractPlans(fixture('next-data.html'), 'https://voxly.example/pricing');
    assert.equal(read.method, 'app-data');
    assert.deepEqual(read.plans, [
      { name: 'Free', monthly: 0 },
      { name: 'Starter', monthly: 6, yearly: 5 },
      { name: 'Creator', monthly: 22, yearly: 18.33 },
      { name: 'Enterprise', sales: true },
    ]);
    // The same list again in the query cache is the same list, not a second candidate.
    assert.deepEqual(read.problems, []);
    assert.equal(read.exact, true);
    assert.equal(read.owner, 'Voxly');
    assert.match(read.snippet, /^#__NEXT_DATA__\.props\.pageProps\.pricing\.plans: \[/);
  });

  it('reads a window.__INITIAL_STATE__ assignment, a year total beside the month price, and says a script-built __NUXT__ was not read', () => {
    const read = extractPlans(fixture('nuxt-state.html'), 'https://brandsmith.example/pricing');
    assert.equal(read.method, 'app-data');
    assert.deepEqual(read.plans, [
      { name: 'Solo', monthly: 39, annual: 348 },
      { name: 'Studio', monthly: 99, annual: 948, perSeat: true },
      { name: 'Agency', sales: true },
    ]);
    assert.equal(read.exact, true);
    assert.match(read.problems.join(), /window\.__NUXT__ is not plain JSON/);
  });

  it('reads Stripe-like prices in cents by their interval', () => {
    const read = extractPlans(fixture('stripe-prices.html'), 'https://pagecraft.example/pricing');
    assert.deepEqual(read.plans, [
      { name: 'Personal', monthly: 12, annual: 96 },
      { name: 'Business', monthly: 39, annual: 390 },
    ]);
    assert.equal(read.exact, true);
  });

  it('says so when two different lists of plans are equally likely', () => {
    const data = {
      a: {
        plans: [
          { name: 'One', price: 5 },
          { name: 'Two', price: 9 },
        ],
      },
      b: {
        plans: [
          { name: 'Uno', price: 6 },
          { name: 'Dos', price: 10 },
        ],
      },
    };
    const read = extractPlans(
      page('', `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script>`),
      'https://x.example/',
    );
    assert.deepEqual(
      read.plans.map((plan) => plan.name),
      ['One', 'Two'],
    );
    assert.equal(read.exact, false);
    assert.match(read.problems.join(), /two lists of plans .*\.a\.plans and .*\.b\.plans/);
  });
});

describe('extractPlans: the declared rule', () => {
  it('reads a page of cards through its rule; a price with a stray number clears exact', () => {
    const read = extractPlans(fixture('cards-rule.html'), 'https://metricly.example/pricing', CARDS);
    assert.equal(read.method, 'rule');
    assert.deepEqual(read.plans, [
      { name: 'Free', monthly: 0 },
      { name: 'Plus', yearly: 16 },
      { name: 'Team', yearly: 12, perSeat: true },
      { name: 'Agency', monthly: 10 },
      { name: 'Enterprise', sales: true },
    ]);
    assert.equal(read.exact, false);
    assert.equal(read.owner, 'Metricly');
    assert.match(read.snippet, /^Free: \$0 \(Free forever\) \| Plus: \$16\/mo \(billed annually\)/);
  });

  it('falls through a JSON-LD that lists no offers (an Article) to the rule, keeping the publisher as owner', () => {
    const read = extractPlans(fixture('article-then-rule.html'), 'https://tallybird.example/pricing', TIERS);
    assert.equal(read.method, 'rule');
    assert.deepEqual(read.plans, [
      { name: 'Basic', monthly: 0 },
      { name: 'Growth', monthly: 49 },
      { name: 'Scale', sales: true },
    ]);
    assert.equal(read.exact, true);
    assert.equal(read.owner, 'Tallybird Ltd');
  });

  it('finds nothing on a page without structured plans when the tool declares no rule, or a rule that matches nothing', () => {
    const none = extractPlans(fixture('cards-rule.html'), 'https://metricly.example/pricing');
    assert.equal(none.method, null);
    assert.deepEqual(none.plans, []);
    assert.match(none.problems.join(), /declares no rule/);
    const stale = extractPlans(fixture('cards-rule.html'), 'https://metricly.example/pricing', { ...CARDS, plan: '.pricing-tier' });
    assert.equal(stale.method, null);
    assert.match(stale.problems.join(), /"\.pricing-tier" matches nothing/);
  });
});

describe('lifeSigns', () => {
  const parked: [string, RegExp][] = [
    ['parked-for-sale.html', /voxly\.example is for sale.*dan\.com/],
    ['parked-registrar.html', /parked free/],
    ['parked-script.html', /sedoparking\.com/],
  ];
  for (const [name, words] of parked)
    it(`flags ${name}`, () => assert.match(lifeSigns(fixture(name), 'https://tool.example/').parked ?? '', words));

  it('flags a near-empty page made of parking words', () => {
    const html = page(
      '<title>brandsmith.example</title>',
      '<p>Domain parking</p><h3>Related searches</h3><ul><li>Logo design</li><li>Brand kit</li></ul>',
    );
    assert.notEqual(lifeSigns(html, 'https://brandsmith.example/').parked, null);
  });

  it('does not flag a website builder selling domains, nor a page drawn by script', () => {
    assert.equal(lifeSigns(fixture('builder-pricing.html'), 'https://sitewright.example/pricing').parked, null);
    assert.equal(lifeSigns(fixture('next-data.html'), 'https://voxly.example/pricing').parked, null);
    assert.equal(
      lifeSigns(page('<title>App</title><script src="/main.js"></script>', '<div id="root"></div>'), 'https://x.example/').parked,
      null,
    );
  });

  it("still reads the builder page's plans", () => {
    assert.deepEqual(extractPlans(fixture('builder-pricing.html'), 'https://sitewright.example/pricing').plans, [
      { name: 'Personal', yearly: 16 },
      { name: 'Business', yearly: 33 },
    ]);
  });
});
