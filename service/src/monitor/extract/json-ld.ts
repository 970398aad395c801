import type { CheerioAPI } from 'cheerio';
import type { PlanFigure } from '../types.js';
import { readPrice } from './price-text.js';
import { BILLING_NAME, isAmount, toCents, type FigureKey, type Found, type FoundPlan } from './plans.js';

// schema.org JSON-LD: a Product (or SoftwareApplication, WebApplication, Service) whose `offers` list
// its plans, each Offer's price typed, with a UnitPriceSpecification saying what the price is for
// (unitCode or referenceQuantity: a month, a year) and how it is billed (billingDuration,
// billingIncrement). The typed fields are what vendors give search engines, so they are read first.

type Node = Record<string, unknown>;

const PRODUCT_TYPES = new Set(['Product', 'SoftwareApplication', 'WebApplication', 'MobileApplication', 'Service']);
const ORGANIZATION_TYPES = new Set(['Organization', 'Corporation', 'OnlineBusiness', 'OnlineStore']);

const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);
const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
/** `@type` as written ("Product", "schema:Product", "https://schema.org/Product"), by its last part. */
const typesOf = (node: Node): string[] =>
  listOf(node['@type']).flatMap((type) => (typeof type === 'string' ? [type.split(/[/#:]/).pop() ?? ''] : []));
const isA = (node: Node, types: Set<string>) => typesOf(node).some((type) => types.has(type));
const nameOf = (value: unknown): string | null => textOf(value) ?? (isNode(value) ? textOf(value.name) : null);

/** Every JSON-LD block of the page, parsed; a block that is not JSON is a problem, not an error. */
export function jsonLdNodes($: CheerioAPI, problems: string[]): Node[] {
  const nodes: Node[] = [];
  $('script').each((_, element) => {
    const type = ($(element).attr('type') ?? '').toLowerCase().split(';')[0]?.trim();
    if (type !== 'application/ld+json') return;
    const text = $(element)
      .text()
      .replace(/^\s*(?:<!--|<!\[CDATA\[)|(?:-->|\]\]>)\s*$/g, '');
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Hand-written JSON-LD often has a raw line break inside a string; outside one it is only space.
      try {
        parsed = JSON.parse(text.replace(/[\u0000-\u001f]+/g, ' '));
      } catch {
        problems.push('a JSON-LD block is not valid JSON; skipped');
        return;
      }
    }
    collect(parsed, nodes, 0);
  });
  return nodes;
}

/** Typed nodes at any depth: top level, in `@graph`, in arrays, and nested (a WebPage's mainEntity). */
function collect(value: unknown, into: Node[], depth: number): void {
  if (depth > 12) return;
  if (Array.isArray(value)) for (const item of value) collect(item, into, depth + 1);
  else if (isNode(value)) {
    if (value['@type'] !== undefined) into.push(value);
    for (const [key, child] of Object.entries(value)) if (key !== 'offers') collect(child, into, depth + 1);
  }
}

/** The owner JSON-LD names: an Organization, else the product's brand, publisher, provider or author. */
export function jsonLdOwner(nodes: Node[]): string | null {
  for (const node of nodes) if (isA(node, ORGANIZATION_TYPES) && textOf(node.name)) return textOf(node.name);
  for (const node of nodes.filter((candidate) => isA(candidate, PRODUCT_TYPES)))
    for (const key of ['brand', 'publisher', 'provider', 'author']) {
      const name = nameOf(node[key]);
      if (name) return name;
    }
  return null;
}

type Period = 'month' | 'year' | null;

function periodOfUnit(value: unknown): Period {
  const unit = (textOf(value) ?? '').toUpperCase();
  if (['MON', 'MTH', 'MONTH', 'P1M'].includes(unit)) return 'month';
  if (['ANN', 'YR', 'YEAR', 'P1Y', 'P12M'].includes(unit)) return 'year';
  return null;
}

/** What the price is for: `unitCode`, or `referenceQuantity` (12 months is a year). */
function pricedPer(spec: Node): Period {
  const quantity = isNode(spec.referenceQuantity) ? spec.referenceQuantity : {};
  const unit = periodOfUnit(spec.unitCode) ?? periodOfUnit(quantity.unitCode) ?? periodOfUnit(spec.unitText);
  return unit === 'month' && Number(quantity.value) === 12 ? 'year' : unit;
}

/** How it is billed: `billingDuration` (P1M, P1Y, a QuantitativeValue), or `billingIncrement` units at a time. */
function billedEvery(spec: Node, per: Period): Period {
  const duration = spec.billingDuration;
  if (isNode(duration)) {
    const unit = periodOfUnit(duration.unitCode);
    return unit === 'month' && Number(duration.value) === 12 ? 'year' : unit;
  }
  if (typeof duration === 'number' && per === 'month') return duration === 12 ? 'year' : duration === 1 ? 'month' : null;
  const written = periodOfUnit(duration);
  if (written) return written;
  if (per === 'month' && Number(spec.billingIncrement) === 12) return 'year';
  if (per && Number(spec.billingIncrement) === 1) return per;
  return null;
}

function keyFor(per: Period, billed: Period): FigureKey {
  if (per === 'year') return 'annual';
  if (per === 'month') return billed === 'year' ? 'yearly' : billed === 'month' ? 'monthly' : 'unstated';
  if (billed === 'month') return 'monthly';
  return billed === 'year' ? 'annual' : 'unstated';
}

interface Priced {
  figure: Partial<PlanFigure>;
  exact: boolean;
  currency: string | null;
}

/** One price field: a number (or a numeric string) is exact; other text is read as a page would write it. */
function priceOf(value: unknown, key: FigureKey, currency: string | null): Priced | null {
  const number = typeof value === 'string' && /^\s*\d+(?:\.\d+)?\s*$/.test(value) ? Number(value) : value;
  if (isAmount(number)) return { figure: { [number === 0 ? 'monthly' : key]: toCents(number) }, exact: true, currency };
  const text = textOf(value);
  const read = text ? readPrice(text) : null;
  return read ? { figure: read.figure, exact: false, currency: currency ?? read.currency } : null;
}

const SEAT = /\b(?:user|seat|member|person|editor)s?\b/i;

/** The figures one Offer gives: its priceSpecification(s) when it has any, else its price or lowPrice. */
function offerFigures(offer: Node, billingHint: Period): Priced[] {
  const currency = textOf(offer.priceCurrency);
  const specs = listOf(offer.priceSpecification)
    .filter(isNode)
    .filter((spec) => !/strikethrough|msrp/i.test(String(spec.priceType ?? '')));
  const priced = specs.length
    ? specs.map((spec) => {
        const per = pricedPer(spec);
        return priceOf(spec.price ?? spec.minPrice, keyFor(per, billedEvery(spec, per)), textOf(spec.priceCurrency) ?? currency);
      })
    : [priceOf(offer.price ?? offer.lowPrice, keyFor(null, billingHint), currency)];
  const seatText = [...specs, offer.eligibleQuantity, offer.referenceQuantity]
    .map((spec) =>
      isNode(spec) ? `${String(spec.unitText ?? '')} ${String(isNode(spec.referenceQuantity) ? spec.referenceQuantity.unitText : '')}` : '',
    )
    .join(' ');
  const found = priced.filter((price): price is Priced => price !== null);
  if (SEAT.test(seatText)) for (const price of found) price.figure.perSeat = true;
  if (found.length === 0) {
    const told = readPrice(`${textOf(offer.description) ?? ''} ${textOf(offer.name) ?? ''}`);
    if (told?.figure.sales) return [{ figure: { sales: true }, exact: true, currency: null }];
  }
  return found;
}

/** An AggregateOffer lists its offers, or gives only a range (lowPrice to highPrice) of plans it does not name. */
function offersOf(product: Node, problems: string[]): Node[] {
  return listOf(product.offers)
    .filter(isNode)
    .flatMap((offer) => {
      const inner = listOf(offer.offers).filter(isNode);
      if (inner.length) return inner;
      if (typesOf(offer).includes('AggregateOffer') && offer.price === undefined) {
        problems.push(
          `"${nameOf(product.name) ?? 'the product'}" gives only a price range (${String(offer.lowPrice)} to ${String(offer.highPrice)}), not its plans`,
        );
        return [{ ...offer, unnamedRange: true }];
      }
      return [offer];
    });
}

/** The plans of every Product-like node's offers, or null when no node has any. */
export function jsonLdPlans(nodes: Node[], pageUrl: string, owner: string | null): Found | null {
  const problems: string[] = [];
  const plans: FoundPlan[] = [];
  const evidence: string[] = [];
  const currencies = new Set<string>();
  let ownNames = 0;
  for (const product of nodes.filter((node) => isA(node, PRODUCT_TYPES))) {
    const offers = offersOf(product, problems);
    if (offers.length === 0) continue;
    const elsewhere = otherSite(product.url, pageUrl);
    if (elsewhere)
      problems.push(`the JSON-LD product "${nameOf(product.name) ?? ''}" is on another site (${elsewhere}): check it is this tool's`);
    evidence.push(JSON.stringify({ '@type': product['@type'], name: product.name, offers: product.offers }, evidenceOnly));
    for (const offer of offers) {
      const written = nameOf(offer.name);
      const billing = written ? BILLING_NAME.exec(written) : null;
      const hint: Period = billing ? (/^month/i.test(billing[1] ?? '') ? 'month' : 'year') : null;
      const name = (billing ? null : written) ?? nameOf(offer.itemOffered) ?? nameOf(product.name);
      if (!name) continue;
      if (name === written) ownNames += 1;
      const range = offer.unnamedRange === true;
      const figures = offerFigures(offer, hint);
      for (const price of figures) if (price.currency) currencies.add(price.currency.toUpperCase());
      if (figures.length === 0) plans.push({ name, figure: {}, exact: false });
      for (const price of figures)
        plans.push({ name, figure: price.figure, exact: price.exact && !range && (hint === null || specsGiven(offer)) });
    }
  }
  if (plans.length === 0) return null;
  let exact = true;
  const foreign = [...currencies].filter((code) => code !== 'USD');
  if (foreign.length) {
    problems.push(`the JSON-LD prices are in ${foreign.join(' and ')}, not US dollars; not converted`);
    exact = false;
  }
  if (problems.some((problem) => problem.includes('is on another site'))) exact = false;
  if (plans.length === 1 && ownNames === 0) {
    problems.push('the JSON-LD gives one price for the product, not a list of plans: it may be a "free to use" or "from" price');
    exact = false;
  }
  return { method: 'json-ld', plans, evidence: evidence.join(' '), owner, problems, exact };
}

/** The evidence keeps what says a price: the types every offer repeats, addresses and long descriptions would crowd the plans out. */
const REPEATED_TYPES = new Set(['Offer', 'UnitPriceSpecification', 'QuantitativeValue', 'PriceSpecification']);
function evidenceOnly(key: string, value: unknown): unknown {
  if (['@context', '@id', 'url', 'image', 'sku'].includes(key)) return undefined;
  if (key === '@type' && typeof value === 'string' && REPEATED_TYPES.has(value)) return undefined;
  if (key === 'description' && typeof value === 'string' && value.length > 60) return undefined;
  return value;
}

const specsGiven = (offer: Node): boolean => listOf(offer.priceSpecification).some(isNode);

/** The site a product's `url` names when it is not the page's own (subdomains of one site are one site). */
function otherSite(url: unknown, pageUrl: string): string | null {
  const site = (address: string) => {
    try {
      return new URL(address, pageUrl).hostname.split('.').slice(-2).join('.');
    } catch {
      return null;
    }
  };
  const own = site(pageUrl);
  const named = typeof url === 'string' ? site(url) : null;
  return own && named && named !== own ? named : null;
}
