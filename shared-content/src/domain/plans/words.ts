// How the record of a tool's plans reads wherever it shows (cards, the tool page, compare,
// alternatives, articles' tool cards, quiz results, feeds and mails): one wording, so every page
// states a figure on the same basis, with the same date and source. `today` is always the build's
// date (BUILD_DATE), never the reader's clock, so the prerendered page and the running one agree.
import type { Budget, Plan, PlanSource } from '../../content/schemas/plans';
import { SHOW_AGE_AFTER_DAYS, figureAge, figuresOf, isFree, leastFigure, type Basis } from './figures';
import type { PlanRecord, PlanRow, Currency, PricingModel, SourceRef } from './record';
import type { PlanSummary } from './summary';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const SYMBOLS: Record<Currency | 'USD', string> = { USD: '$', EUR: '€', GBP: '£' };

/**
 * "$29.99", "$20", "$1,200", "€18": cents only where the price has them. Written out here rather than
 * by Intl.NumberFormat: the first formatter a page creates loads the locale's data, a long task of
 * its own in hydration (docs/measured-in-passing.md).
 */
export function money(amount: number, currency: Currency | 'USD' = 'USD'): string {
  const [whole = '', centsPart] = (Number.isInteger(amount) ? String(amount) : amount.toFixed(2)).split('.');
  return `${SYMBOLS[currency]}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${centsPart === undefined ? '' : `.${centsPart}`}`;
}

/** "2025-05" → "May 2025"; "2025-05-14" → "May 14, 2025". */
export function asOfLabel(asOf: string): string {
  const [year, month, day] = asOf.split('-').map(Number);
  const name = MONTHS[(month ?? 1) - 1];
  return day ? `${name} ${day}, ${year}` : `${name} ${year}`;
}

/** How each basis is said after a figure. */
export const BASIS_WORDS: Record<Basis, string> = {
  monthly: 'billed monthly',
  yearly: 'billed yearly',
  unstated: 'billing not stated',
  once: 'one-time',
};

/** "$20/month", "$12/seat/month", "€35 one-time". */
export function figureText(amount: number, basis: Basis, perSeat = false, currency?: Currency): string {
  if (basis === 'once') return `${money(amount, currency)} one-time`;
  return `${money(amount, currency)}${perSeat ? '/seat' : ''}/month`;
}

/**
 * A plan's price at its cheapest way of paying, with how it is billed: "$16/month, billed yearly";
 * "Free"; "Contact sales"; null without a figure. The cheapest paid plan is said so everywhere.
 */
export function planPriceText(plan: Plan, currency?: Currency): string | null {
  if (isFree(plan)) return 'Free';
  if (plan.sales) return 'Contact sales';
  const figure = leastFigure(plan);
  if (!figure) return null;
  const billed = figure.basis === 'once' ? '' : `, ${BASIS_WORDS[figure.basis]}`;
  return `${figureText(figure.amount, figure.basis, plan.perSeat, currency)}${billed}`;
}

/** Every way of paying for a plan, one per basis: ["$22/month, billed monthly", "$17/month, billed yearly ($204 a year)"]. */
export function planPriceLines(plan: Plan, currency?: Currency): string[] {
  if (isFree(plan)) return ['Free'];
  if (plan.sales) return ['Contact sales'];
  const figures = figuresOf(plan);
  return (['monthly', 'yearly', 'unstated', 'once'] as const).flatMap((basis) => {
    const amount = figures[basis];
    if (amount === undefined) return [];
    const year = basis === 'yearly' ? ` (${money(plan.annual ?? Math.round(amount * 12 * 100) / 100, currency)} a year)` : '';
    return [`${figureText(amount, basis, plan.perSeat, currency)}${basis === 'once' ? '' : `, ${BASIS_WORDS[basis]}`}${year}`];
  });
}

/** "Go: $8/month, billed monthly": the cheapest paid plan, named, at its cheapest way of paying; null without one. */
export function cheapestText(summary: Pick<PlanSummary, 'cheapest'>): string | null {
  const { cheapest } = summary;
  return cheapest === null ? null : `${cheapest.plan.name}: ${planPriceText(cheapest.plan, cheapest.source.currency)}`;
}

/** The free plan, as a yes or no a reader can rely on. */
export function freePlanText(record: Pick<PlanRecord, 'freePlan'>): string {
  if (record.freePlan === null) return 'Free plan not known';
  return record.freePlan ? 'Free plan' : 'No free plan';
}

/** Free plan, free trial and paid plans in a few words, from the plans. */
export const MODEL_WORDS: Record<PricingModel, string> = {
  free: 'Free',
  freemium: 'Free plan and paid plans',
  'free-trial': 'Free trial, then paid plans',
  paid: 'Paid plans only',
};

/** "Free", "Under $50 a month", ... */
export const BRACKET_WORDS: Record<Budget, string> = {
  free: 'Free',
  'under-50': 'Under $50 a month',
  '50-200': '$50 to $200 a month',
  '200-plus': 'Over $200 a month',
};

/** The bracket, or why there is none. */
export const bracketText = (bracket: Budget | null): string => (bracket === null ? 'Not known: no dated figure' : BRACKET_WORDS[bracket]);

const SOURCE_KIND_WORDS: Record<PlanSource['kind'], string> = {
  'vendor-page': 'the vendor’s pricing page, read by our monitor',
  'vendor-page-copy': 'a dated copy of the vendor’s plan page',
  'licensed-dataset': 'a licensed dataset',
  'third-party-report': 'a third-party report',
};

/**
 * "a dated copy of the vendor's plan page (API Evangelist), read October 7, 2026"; "…, in a file
 * committed …" when the source gives no date; "the vendor's pricing page, read by our monitor on
 * November 29, 2026" for the vendor's own page (its publisher is the vendor, said already).
 */
export function sourceText(source: SourceRef): string {
  if (source.kind === 'vendor-page') return `${SOURCE_KIND_WORDS[source.kind]} on ${asOfLabel(source.read)}`;
  const licence = source.licence ? `, ${source.licence}` : '';
  const when = source.dated === 'commit' ? `in a file committed ${asOfLabel(source.read)}` : `read ${asOfLabel(source.read)}`;
  return `${SOURCE_KIND_WORDS[source.kind]} (${source.publisher}${licence}), ${when}`;
}

/**
 * "a dated copy of the vendor’s plan page": the kind of a source, for a link whose text already names
 * its publisher and whose row already gives the day it read the plans.
 */
export const sourceKindText = (source: Pick<SourceRef, 'kind'>): string => SOURCE_KIND_WORDS[source.kind];

/** "read", "committed" or "read by our monitor": how a table cell says when a source read the plans, before the day. */
export const readVerb = (source: Pick<SourceRef, 'kind' | 'dated'>): string =>
  source.kind === 'vendor-page' ? 'read by our monitor on' : source.dated === 'commit' ? 'committed' : 'read';

/** "ComparEdge, April 26, 2026": a source in a table cell. */
export const sourceShortText = (source: SourceRef): string => `${source.publisher}, ${asOfLabel(source.read)}`;

/** "7 months old" when a figure is older than SHOW_AGE_AFTER_DAYS on `today`; "" otherwise. */
export function ageText(read: string, today: string): string {
  const { days } = figureAge(read, today);
  if (days <= SHOW_AGE_AFTER_DAYS) return '';
  const months = Math.floor(days / 30.44);
  return months >= 24 ? `${Math.floor(months / 12)} years old` : `${months} months old`;
}

/** Whether the cheapest figure is past CURRENT_FOR_DAYS on `today`: pages then say "last seen". */
export function isLastSeen(summary: Pick<PlanSummary, 'cheapest'>, today: string): boolean {
  return summary.cheapest !== null && !figureAge(summary.cheapest.source.read, today).current;
}

/**
 * Where current sources disagree on a plan: "sources disagree: $22 or $25/month, billed monthly", or
 * where one does not state its billing, "sources disagree: $4.99/month, billing not stated, or
 * $7.99/month, billed monthly"; null where they agree.
 */
export function disagreementText(plan: Pick<PlanRow, 'others'> & Plan): string | null {
  const [first] = plan.others ?? [];
  if (!first) return null;
  const currency = first.source.currency;
  const perMonth = (amount: number, basis: Basis) => `${money(amount, currency)}/month, ${BASIS_WORDS[basis]}`;
  if (first.against)
    return `sources disagree: ${perMonth(figuresOf(plan)[first.against] as number, first.against)}, or ${perMonth(first.amount, first.basis)}`;
  const others = (plan.others ?? []).filter((other) => other.basis === first.basis && !other.against);
  const mine = figuresOf(plan)[first.basis] as number;
  const amounts = [...new Set([mine, ...others.map((other) => other.amount)])];
  return `sources disagree: ${amounts.map((amount) => money(amount, currency)).join(' or ')}/month, ${BASIS_WORDS[first.basis]}`;
}

/** The plan names in the source's order: "Free, Go, Plus, Pro, Enterprise". */
export const planNamesText = (summary: Pick<PlanSummary, 'planNames'>): string => summary.planNames.join(', ');
