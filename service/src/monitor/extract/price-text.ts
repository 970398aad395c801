import type { PlanFigure } from '../types.js';
import { collapse, toCents, type FigureKey } from './plans.js';

// A price as a page writes it ("$16 per month, billed annually", "Free forever", "Contact sales")
// read into the record's figures. The record distinguishes a month billed month by month (`monthly`)
// from the month's share of yearly billing (`yearly`), a year's total (`annual`) and a month whose
// billing the page does not say (`unstated`): "$20/mo" alone is `unstated`, because the same card
// often switches to yearly billing with a toggle the text does not show.

/** What a price text gave: the figure, whether it was read without guessing, its currency, and what was doubtful. */
export interface PriceText {
  figure: Partial<PlanFigure>;
  /** One figure, in dollars, with nothing else in the text that could be another. */
  exact: boolean;
  /** ISO 4217 code of the amounts; USD when the text names only `$`. */
  currency: string;
  problems: string[];
}

// Longest first, so "US$" and "CA$" are not read as "$" after a stray letter.
const PREFIXES: [string, string][] = [
  ['US$', 'USD'],
  ['CA$', 'CAD'],
  ['AU$', 'AUD'],
  ['NZ$', 'NZD'],
  ['HK$', 'HKD'],
  ['C$', 'CAD'],
  ['A$', 'AUD'],
  ['R$', 'BRL'],
  ['$', 'USD'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['¥', 'JPY'],
  ['₹', 'INR'],
];
const CODES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'INR', 'JPY', 'CHF', 'BRL'];
const escape = (text: string) => text.replace(/[$]/g, '\\$');
const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?`;
const PREFIX = [...PREFIXES.map(([symbol]) => escape(symbol)), ...CODES.map((code) => `\\b${code}`)].join('|');
const SUFFIX = ['€', '£', ...CODES.map((code) => `${code}\\b`), String.raw`dollars?\b`].join('|');
const AMOUNT = new RegExp(String.raw`(${PREFIX})\s?(${NUMBER})|(?<![\d.,])(${NUMBER})\s?(${SUFFIX})`, 'giu');

const YEARLY_BILLING =
  /\b(?:billed|paid|charged|payable)\s+(?:annually|yearly|annual|every year|each year|per year|once a year|a year)\b|\b(?:annual|yearly) (?:billing|plan|subscription|commitment)\b|\bbilled at \S+ (?:a|per) year\b/;
const MONTHLY_BILLING =
  /\b(?:billed|paid|charged|payable)\s+(?:monthly|every month|each month|per month|month[- ]to[- ]month)\b|\bmonthly billing\b|\bmonth[- ]to[- ]month\b/;
const MONTH = /\b(?:mo|mos|mth|month|months|monthly)\b|\/\s*m\b/;
const YEAR = /\b(?:yr|yrs|year|years|yearly|annum|annually|annual)\b|\/\s*y\b/;
const ONCE = /\b(?:one[- ]time|once|lifetime|one[- ]off|pay once)\b/;
const PER_SEAT =
  /\bper[- ](?:user|seat|member|editor|person|agent|head|license|licence)s?\b|\/\s*(?:user|seat|member|editor|agent)s?\b|\b(?:each|a) (?:user|seat|member)\b/;
const SALES =
  /\bcontact (?:us|sales|our sales)\b|\btalk to (?:us|sales)\b|\blet'?s talk\b|\bcustom\b|\bget a quote\b|\brequest (?:a )?(?:quote|pricing)\b|\bbook a (?:demo|call)\b|\bon request\b|\bcustom pricing\b/;
const FREE = /\bfree\b/;
const NOT_FREE = /\bfree trial\b|\btry (?:it )?(?:for )?free\b|\bfree for \d+ days\b/;

interface Amount {
  value: number;
  currency: string;
  start: number;
  end: number;
}

function currencyOf(marker: string): string {
  const upper = marker.toUpperCase();
  if (upper.startsWith('DOLLAR')) return 'USD';
  return PREFIXES.find(([symbol]) => symbol === marker)?.[1] ?? (CODES.includes(upper) ? upper : 'USD');
}

/** "1,200" is a thousand and two hundred; "15,99" (as written beside euros) is fifteen and ninety-nine. */
function numberOf(written: string): number {
  if (/^\d+,\d{1,2}$/.test(written)) return Number(written.replace(',', '.'));
  return Number(written.replace(/,/g, ''));
}

function amountsIn(text: string): Amount[] {
  return [...text.matchAll(AMOUNT)].map((match) => ({
    value: toCents(numberOf(match[2] ?? match[3] ?? '0')),
    currency: currencyOf(match[1] ?? match[4] ?? '$'),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

type Billing = 'yearly' | 'monthly' | null;

function billingOf(text: string): Billing {
  const yearly = YEARLY_BILLING.test(text);
  const monthly = MONTHLY_BILLING.test(text);
  if (yearly === monthly) return null;
  return yearly ? 'yearly' : 'monthly';
}

function periodOf(text: string): 'month' | 'year' | 'once' | null {
  const rest = text.replace(YEARLY_BILLING, ' ').replace(MONTHLY_BILLING, ' ');
  const found = [
    { period: 'month' as const, at: rest.search(MONTH) },
    { period: 'year' as const, at: rest.search(YEAR) },
    { period: 'once' as const, at: rest.search(ONCE) },
  ].filter((candidate) => candidate.at >= 0);
  found.sort((a, b) => a.at - b.at);
  return found[0]?.period ?? null;
}

/** Which figure an amount is, from the words after it (its own) or the text around (shared by all). */
function keyOf(period: ReturnType<typeof periodOf>, billing: Billing): { key: FigureKey; sure: boolean } {
  if (period === 'once') return { key: 'once', sure: true };
  if (period === 'year') return { key: 'annual', sure: true };
  if (period === 'month') return { key: billing ?? 'unstated', sure: true };
  if (billing === 'monthly') return { key: 'monthly', sure: true };
  // "$192 billed yearly": the text does not say whether that is the year or the month's share.
  return { key: 'unstated', sure: billing === null };
}

const FREE_KEY = { key: 'monthly' as const, sure: true };

/** The figure of several amounts, as a page pairs them: a month's price and the year's total of one price agree. */
function samePrice(figure: Partial<PlanFigure>, count: number): boolean {
  return count === 2 && figure.yearly !== undefined && figure.annual !== undefined && Math.abs(figure.yearly * 12 - figure.annual) <= 1;
}

/**
 * Reads a price text, and the text saying how it is billed when the page puts it apart. Null when the
 * text gives no price, no free plan and no "contact sales".
 */
export function readPrice(text: string, billingText = ''): PriceText | null {
  const written = collapse(text);
  const lower = written.toLowerCase();
  const around = collapse(billingText).toLowerCase();
  const amounts = amountsIn(written);
  const figure: Partial<PlanFigure> = {};
  const problems: string[] = [];
  let exact = true;
  const shared = billingOf(`${lower} ${around}`);
  amounts.forEach((amount, index) => {
    const own = lower.slice(amount.end, amounts[index + 1]?.start ?? lower.length);
    // "$0" is the free plan whatever its period: the record writes a free plan as `monthly: 0`.
    const { key, sure } = amount.value === 0 ? FREE_KEY : keyOf(periodOf(own) ?? periodOf(around), billingOf(own) ?? shared);
    if (!sure) problems.push(`"${written}" says billed yearly without saying whether ${amount.value} is the month or the year`);
    exact &&= sure;
    if (figure[key] === undefined) figure[key] = amount.value;
    else exact = false;
  });
  if (amounts.length > 1 && !samePrice(figure, amounts.length)) {
    problems.push(`"${written}" gives ${amounts.length} prices; read as ${JSON.stringify(figure)}`);
    exact = false;
  }
  const positive = amounts.some((amount) => amount.value > 0);
  if (!positive && FREE.test(lower) && !NOT_FREE.test(lower)) figure.monthly = 0;
  if (SALES.test(lower)) figure.sales = true;
  if (PER_SEAT.test(`${lower} ${around}`)) figure.perSeat = true;
  if (Object.keys(figure).length === 0 || (figure.perSeat && Object.keys(figure).length === 1)) return null;
  // A number that is not a price ("2 for $10", "up to 5 users, $20") means the text says more than one figure does.
  const rest = amounts.reduceRight((left, amount) => left.slice(0, amount.start) + left.slice(amount.end), lower);
  if (/\d/.test(rest)) {
    problems.push(`"${written}" has numbers besides its price; check the figure`);
    exact = false;
  }
  const currencies = [...new Set(amounts.map((amount) => amount.currency))];
  const currency = currencies[0] ?? 'USD';
  if (currencies.some((code) => code !== 'USD')) {
    problems.push(`"${written}" is in ${currencies.join(' and ')}, not US dollars; not converted`);
    exact = false;
  }
  return { figure, exact, currency, problems };
}

/** The figure a price text gives (see readPrice), or null when it gives none. */
export function parsePrice(text: string, billingText?: string): Partial<PlanFigure> | null {
  return readPrice(text, billingText)?.figure ?? null;
}
