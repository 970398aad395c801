// How a tool's price reads wherever it shows (directory cards, the tool page, the compare table,
// alternatives, article tool cards, quiz results): one function, so every page words it, dates it
// and sources it the same way. Free of any schema library: the pages ship it.
import type { Budget, Price, PriceSource, Pricing } from './schemas/price';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A figure read more than this many months ago is not current: pages show it only as "Last seen",
 * styled apart, and the audit does not count it as confirmed.
 */
export const STALE_AFTER_MONTHS = 12;

/**
 * A figure older than this many months fails the editor's audit (npm run content:audit): past it, a
 * dated figure is more likely wrong than right, and the tool must be re-checked before the site ships.
 */
export const EXPIRED_AFTER_MONTHS = 24;

/**
 * "$29.99", "$20", "$1,200": cents only where the price has them. US dollars are the only currency
 * the schema allows, written out here rather than by Intl.NumberFormat: the first formatter a page
 * creates loads the locale's data, a long task of its own in the tool page's hydration (docs/measured-in-passing.md).
 * pricing.test.ts holds this to Intl's output.
 */
export function money(amount: number, currency: Price['currency']): string {
  const symbol = { USD: '$' }[currency];
  const [whole = '', cents] = (Number.isInteger(amount) ? String(amount) : amount.toFixed(2)).split('.');
  return `${symbol}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${cents === undefined ? '' : `.${cents}`}`;
}

/** "$15/user/month", "$120/year", "$35 one-time". */
export function priceText(from: Pick<Price, 'amount' | 'currency' | 'period' | 'perUser'>): string {
  const amount = money(from.amount, from.currency);
  if (from.period === 'one-time') return `${amount} one-time`;
  return `${amount}${from.perUser ? '/user' : ''}/${from.period}`;
}

/** "2025-05" → "May 2025"; "2025-05-14" → "May 14, 2025". */
export function asOfLabel(asOf: string): string {
  const [year, month, day] = asOf.split('-').map(Number);
  const name = MONTHS[(month ?? 1) - 1];
  return day ? `${name} ${day}, ${year}` : `${name} ${year}`;
}

/** Whole calendar months from `asOf` to `today` (both YYYY-MM or YYYY-MM-DD). */
export function monthsSince(asOf: string, today: string): number {
  const [fromYear = 0, fromMonth = 1] = asOf.split('-').map(Number);
  const [toYear = 0, toMonth = 1] = today.split('-').map(Number);
  return (toYear - fromYear) * 12 + (toMonth - fromMonth);
}

export function isStale(asOf: string, today: string): boolean {
  return monthsSince(asOf, today) > STALE_AFTER_MONTHS;
}

export function isExpired(asOf: string, today: string): boolean {
  return monthsSince(asOf, today) > EXPIRED_AFTER_MONTHS;
}

/**
 * How far a price can be trusted today. `confirmed`: the vendor's page, or a dated copy of it, read in
 * the last STALE_AFTER_MONTHS; `reported`: a dated third-party report in that time; `last-seen`: a
 * figure older than that, shown only as "Last seen"; `none`: no dated figure was found.
 */
export type PriceStatus = 'confirmed' | 'reported' | 'last-seen' | 'none';

export function priceStatus(pricing: Pick<Pricing, 'from'>, today: string): PriceStatus {
  const { from } = pricing;
  if (!from) return 'none';
  if (isStale(from.source.read, today)) return 'last-seen';
  return from.source.kind === 'third-party-report' ? 'reported' : 'confirmed';
}

const SOURCE_KIND_WORDS: Record<PriceSource['kind'], string> = {
  'vendor-page': 'the vendor’s pricing page',
  'vendor-page-copy': 'a dated copy of the vendor’s pricing page',
  'third-party-report': 'a third-party report',
};

/** "a dated copy of the vendor's pricing page (API Evangelist), read October 6, 2026". */
export function sourceText(source: PriceSource): string {
  return `${SOURCE_KIND_WORDS[source.kind]} (${source.publisher}), read ${asOfLabel(source.read)}`;
}

/** The vendor's name for "Current prices on {vendor}": the pricing page's host without www. */
export function vendorHost(page: string): string {
  return new URL(page).hostname.replace(/^www\./, '');
}

/** How a model reads before (or without) a figure. */
const MODEL_WORDS: Record<Pricing['model'], string> = {
  free: 'Free',
  freemium: 'Free plan and paid plans',
  'free-trial': 'Free trial, then paid plans',
  paid: 'Paid plans only',
};

export interface PriceDescription {
  status: PriceStatus;
  /** "Free plan and paid plans". */
  model: string;
  /** "Pro: $20/month" (or "Last seen $20/month for Pro"), null when there is no dated figure. */
  figure: string | null;
  /** Where the figure comes from and when it was read; for no figure, "No public figure found". */
  provenance: string;
  /** The source's address, null without a figure. */
  sourceUrl: string | null;
  /** The vendor's pricing page, and its host for "Current prices on {host}". */
  page: string;
  vendor: string;
}

/**
 * A tool's price as every page shows it: the model, the cheapest paid plan's figure with the plan
 * it prices, one line saying where it comes from and when that source read it, and the vendor's
 * pricing page. A figure older than a year reads "Last seen …" (styled apart by PriceBlock). One
 * date only: the day the source read the price. `today` is the build's date (BUILD_DATE), never the
 * reader's clock, so the prerendered page and the running one agree.
 */
export function describePricing(pricing: Pricing, today: string): PriceDescription {
  const status = priceStatus(pricing, today);
  const { from } = pricing;
  const page = pricing.page;
  const base = { status, model: MODEL_WORDS[pricing.model], page, vendor: vendorHost(page) };
  if (!from) {
    const provenance = pricing.model === 'free' ? 'No paid plan' : 'No public figure found';
    return { ...base, figure: null, provenance, sourceUrl: null };
  }
  const billed = from.billing === 'annual' ? ', billed yearly' : from.billing === 'monthly' ? ', billed monthly' : '';
  const figure =
    status === 'last-seen'
      ? `Last seen ${priceText(from)} for ${from.plan} on ${asOfLabel(from.source.read)}`
      : `${from.plan}: ${priceText(from)}${billed}`;
  const provenance = status === 'last-seen' ? `from ${sourceText(from.source)}; may have changed since` : `From ${sourceText(from.source)}`;
  return { ...base, figure, provenance, sourceUrl: from.source.url };
}

/** The whole block as text (the audit, tests, places without links). */
export function pricingLine(pricing: Pricing, today: string): string {
  const { model, figure, provenance, vendor } = describePricing(pricing, today);
  return [model, ...(figure ? [figure] : []), provenance, `Current prices on ${vendor}`].join(' · ');
}

/**
 * What the cheapest known paid plan costs a month: a yearly price spread over twelve months, a
 * one-time price as 0 (nothing recurs), null when we know no figure.
 */
export function monthlyCost(pricing: Pick<Pricing, 'from'>): number | null {
  const { from } = pricing;
  if (!from) return null;
  if (from.period === 'one-time') return 0;
  return from.period === 'year' ? from.amount / 12 : from.amount;
}

/** The Tool Finder's budget bracket that a monthly cost falls in. */
export function budgetOfMonthly(monthly: number): Budget {
  if (monthly <= 0) return 'free';
  if (monthly < 50) return 'under-50';
  return monthly <= 200 ? '50-200' : '200-plus';
}

/**
 * The cheapest budget bracket a tool's pricing facts place it in, for the quizzes' budget answers: "free"
 * when it has a free plan, the bracket of its dated from-price otherwise (a one-time price by its
 * amount), and null for a paid tool with no dated figure.
 */
export function budgetOfPricing(pricing: Pick<Pricing, 'model' | 'from'>): Budget | null {
  if (pricing.model === 'free' || pricing.model === 'freemium') return 'free';
  const { from } = pricing;
  if (!from) return null;
  return budgetOfMonthly(from.period === 'year' ? from.amount / 12 : from.amount);
}
