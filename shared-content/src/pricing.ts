// How a tool's price reads wherever it shows (directory cards, article tool cards, quiz results,
// the Tool Finder): one function, so every page words it, dates it and sources it the same way.
// Free of any schema library: the pages ship it.
import type { Budget, Pricing } from './schemas/price';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * Facts older than this many months are marked as possibly out of date on every page that shows them,
 * and listed by the editor's audit: we have no live feed, so age is the one signal a reader gets.
 */
export const STALE_AFTER_MONTHS = 12;

/**
 * A price older than this many months fails the editor's audit (npm run content:audit): past it, a
 * dated figure is more likely wrong than right, and the tool must be re-checked before the site ships.
 */
export const EXPIRED_AFTER_MONTHS = 24;

/**
 * "$29.99", "$20", "$1,200": cents only where the price has them. US dollars are the only currency
 * the schema allows, written out here rather than by Intl.NumberFormat: the first formatter a page
 * creates loads the locale's data, a long task of its own in the tool page's hydration (docs/measured-in-passing.md).
 * pricing.test.ts holds this to Intl's output.
 */
export function money(amount: number, currency: NonNullable<Pricing['from']>['currency']): string {
  const symbol = { USD: '$' }[currency];
  const [whole = '', cents] = (Number.isInteger(amount) ? String(amount) : amount.toFixed(2)).split('.');
  return `${symbol}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${cents === undefined ? '' : `.${cents}`}`;
}

/** "$15/user/month", "$120/year", "$35 one-time". */
export function priceText(from: NonNullable<Pricing['from']>): string {
  const amount = money(from.amount, from.currency);
  if (from.period === 'one-time') return `${amount} one-time`;
  return `${amount}${from.perUser ? '/user' : ''}/${from.period}`;
}

/** The model and the "from" price in a few words; a free plan is always named first. */
export function priceHeadline(pricing: Pricing): string {
  const price = pricing.from ? priceText(pricing.from) : null;
  switch (pricing.model) {
    case 'free':
      return 'Free';
    case 'freemium':
      return price ? `Free plan · paid plans from ${price}` : 'Free plan · paid plans';
    case 'free-trial':
      return price ? `Free trial · then from ${price}` : 'Free trial · then paid plans';
    case 'paid':
      return price ? `From ${price}` : 'Paid plans';
  }
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

export interface PriceDescription {
  /** "From $29/month", "Free plan · paid plans from $10/month", "Free trial · then paid plans". */
  headline: string;
  /** "as of May 2025". */
  asOf: string;
  /** Older than STALE_AFTER_MONTHS on `today`. */
  stale: boolean;
  /** The vendor's pricing page. */
  source: string;
}

/**
 * A tool's price as pages show it: "From $X/month · as of May 2025 · pricing ↗", with
 * "may be out of date" when the fact is older than a year. `today` is the date the build was
 * given (BUILD_DATE), never the reader's clock, so the prerendered page and the hydrated one agree.
 */
export function describePricing(pricing: Pricing, today: string): PriceDescription {
  return {
    headline: priceHeadline(pricing),
    asOf: `as of ${asOfLabel(pricing.asOf)}`,
    stale: isStale(pricing.asOf, today),
    source: pricing.source,
  };
}

/** The whole line as text (the audit, tests, places without a link). */
export function pricingLine(pricing: Pricing, today: string): string {
  const { headline, asOf, stale } = describePricing(pricing, today);
  return [headline, asOf, ...(stale ? ['may be out of date'] : []), 'pricing ↗'].join(' · ');
}

/**
 * What the cheapest known paid plan costs a month: a yearly price spread over twelve months, a
 * one-time price as 0 (nothing recurs), null when we know no figure.
 */
export function monthlyCost(pricing: Pricing): number | null {
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
 * when it has a free plan, the bracket of its confirmed from-price otherwise (a one-time price by its
 * amount), and null for a paid tool whose price the last check could not confirm.
 */
export function budgetOfPricing(pricing: Pricing): Budget | null {
  if (pricing.model === 'free' || pricing.model === 'freemium') return 'free';
  const { from } = pricing;
  if (!from) return null;
  return budgetOfMonthly(from.period === 'year' ? from.amount / 12 : from.amount);
}
