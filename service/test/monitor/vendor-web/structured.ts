// The two shapes whose plans a reader finds in data the page carries: schema.org JSON-LD and a
// Next.js-style application state. Each also shows the plans as the visitor sees them.
//
// JSON-LD: one Offer per plan; each figure is a UnitPriceSpecification in USD: month by month is
// unitCode MON with billingDuration P1M; a month's price billed for a year is unitCode MON with P1Y;
// a year's total is unitCode ANN with P1Y; a month whose billing the page does not state is unitCode
// MON with no billingDuration; a one-time price has no unit. A per-seat price has a referenceQuantity
// of one seat. A plan sold through sales has no price and says "Contact sales".
import type { PlanFigure } from '../../../src/monitor/types.js';
import { escapeHtml, figureTexts, frame, scriptJson } from './frame.js';
import type { PageState } from './state.js';
import { variantOf, type Vendor } from './vendors.js';

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function specifications(plan: PlanFigure): Record<string, unknown>[] {
  const spec = (price: number, unit: Record<string, string>) => ({
    '@type': 'UnitPriceSpecification',
    price,
    priceCurrency: 'USD',
    ...unit,
    ...(plan.perSeat ? { referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitText: 'seat' } } : {}),
  });
  const specs: Record<string, unknown>[] = [];
  if (plan.monthly !== undefined) specs.push(spec(plan.monthly, { unitCode: 'MON', billingDuration: 'P1M' }));
  if (plan.yearly !== undefined) specs.push(spec(plan.yearly, { unitCode: 'MON', billingDuration: 'P1Y' }));
  if (plan.annual !== undefined) specs.push(spec(plan.annual, { unitCode: 'ANN', billingDuration: 'P1Y' }));
  if (plan.unstated !== undefined) specs.push(spec(plan.unstated, { unitCode: 'MON' }));
  if (plan.once !== undefined) specs.push(spec(plan.once, {}));
  return specs;
}

function offer(vendor: Vendor, state: PageState, plan: PlanFigure): Record<string, unknown> {
  const specs = specifications(plan);
  const first = specs[0];
  return {
    '@type': 'Offer',
    name: plan.name,
    url: `https://${vendor.host}${state.path}#${slug(plan.name)}`,
    ...(first ? { price: first.price, priceCurrency: 'USD' } : {}),
    // A single figure is written as one object, several as a list: pages do both.
    ...(specs.length === 1 ? { priceSpecification: first } : specs.length > 1 ? { priceSpecification: specs } : {}),
    ...(plan.sales ? { description: 'Contact sales' } : {}),
    availability: 'https://schema.org/InStock',
  };
}

/** The plans as cards the visitor reads, with classes no declared rule uses. */
function cards(plans: PlanFigure[], className: string): string {
  const card = (plan: PlanFigure) =>
    `        <article class="${className}" id="${slug(plan.name)}"><h3>${escapeHtml(plan.name)}</h3>${figureTexts(plan)
      .map((text) => `<p class="amount">${escapeHtml(text)}</p>`)
      .join('')}<a class="button" href="/signup?plan=${slug(plan.name)}">Choose ${escapeHtml(plan.name)}</a></article>`;
  return `      <section class="pricing" aria-label="Plans">\n${plans.map(card).join('\n')}\n      </section>`;
}

export function jsonLdPage(vendor: Vendor, state: PageState): string {
  const organization = {
    '@type': 'Organization',
    name: state.owner,
    url: `https://${vendor.host}/`,
    logo: `https://${vendor.host}/logo.png`,
  };
  const variant = variantOf(vendor, 2);
  const product = {
    '@type': variant === 0 ? 'Product' : 'SoftwareApplication',
    name: vendor.name,
    description: `${vendor.name} plans and pricing`,
    brand: { '@type': 'Brand', name: vendor.name },
    ...(variant === 0 ? {} : { applicationCategory: 'BusinessApplication', operatingSystem: 'Web', publisher: organization }),
    offers: state.plans.map((plan) => offer(vendor, state, plan)),
  };
  const script = (value: unknown) => `    <script type="application/ld+json">${scriptJson(value)}</script>`;
  // Some pages put both nodes in one graph, others write a script for each.
  const head =
    variant === 0
      ? script({ '@context': 'https://schema.org', '@graph': [organization, product] })
      : [script({ '@context': 'https://schema.org', ...organization }), script({ '@context': 'https://schema.org', ...product })].join(
          '\n',
        );
  return frame({ vendor, owner: state.owner, head, plans: cards(state.plans, 'offer-card') });
}

/** A plan as application data: two spellings, as vendors' front ends differ. */
function tier(plan: PlanFigure, spelling: number): Record<string, unknown> {
  const features = [`Everything in ${plan.name}`, 'Email support', 'Unlimited projects'];
  if (spelling === 0)
    return {
      id: slug(plan.name),
      title: plan.name,
      price: { monthly: plan.monthly, yearly: plan.yearly, annual: plan.annual, amount: plan.unstated, once: plan.once },
      ...(plan.perSeat ? { perSeat: true } : {}),
      ...(plan.sales ? { contactSales: true } : {}),
      features,
    };
  return {
    slug: slug(plan.name),
    planName: plan.name,
    priceMonthly: plan.monthly ?? null,
    priceYearly: plan.yearly ?? null,
    priceAnnual: plan.annual ?? null,
    price: plan.unstated ?? null,
    priceOnce: plan.once ?? null,
    unit: plan.perSeat ? 'seat' : 'account',
    cta: plan.sales ? 'Contact sales' : 'Get started',
    featureList: features,
  };
}

/**
 * Next.js-style application data: props.pageProps.pricing.tiers, one per plan. Spelling 0: `title`
 * and `price: { monthly, yearly, annual, amount, once }` (amount: a month whose billing is not stated);
 * spelling 1: `planName`, `priceMonthly`, `priceYearly`, `priceAnnual`, `price`, `priceOnce` (null when
 * absent). Yearly is a month's price billed yearly; annual a year's total.
 */
export function appDataPage(vendor: Vendor, state: PageState): string {
  const spelling = variantOf(vendor, 2);
  const data = {
    props: {
      pageProps: { pricing: { currency: 'USD', tiers: state.plans.map((plan) => tier(plan, spelling)) }, locale: 'en-US' },
      __N_SSG: true,
    },
    page: state.path,
    query: {},
    buildId: `build-${vendor.toolId}`,
    isFallback: false,
    gsp: true,
  };
  const tail = `    <script id="__NEXT_DATA__" type="application/json">${scriptJson(data)}</script>`;
  return frame({ vendor, owner: state.owner, plans: `      <div id="__next">\n${cards(state.plans, 'tier-card')}\n      </div>`, tail });
}
