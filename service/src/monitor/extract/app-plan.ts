import type { PlanFigure } from '../types.js';
import { readPrice } from './price-text.js';
import { BILLING_NAME, hasFigure, isAmount, toCents, type FigureKey } from './plans.js';

// One object of a page's application data read as a plan: a name-like field and price-like fields,
// flat (`monthlyPrice: 20`), nested (`price: { monthly: 20, yearly: 16 }`) or as a list of prices
// (`prices: [{ interval: 'month', amount: 2000, currency: 'usd' }]`). Field names are compared
// without case, `_` or `-`, so `price_monthly`, `priceMonthly` and `PriceMonthly` are one field.

type Json = Record<string, unknown>;
type Context = 'monthly' | 'yearly' | 'year' | null;

const normal = (key: string) => key.toLowerCase().replace(/[_\-\s]/g, '');
const set = (...keys: string[]) => new Set(keys);

const NAME_KEYS = ['name', 'title', 'planname', 'label', 'tier', 'tiername', 'displayname'];
const MONTHLY = set('monthly', 'monthlyprice', 'pricemonthly', 'pricepermonth', 'permonth', 'month', 'monthlyamount', 'monthlycost');
/** The month's share of yearly billing, named as such. */
const YEARLY_SHARE = set(
  'permonthbilledannually',
  'permonthbilledyearly',
  'monthlybilledannually',
  'monthlybilledyearly',
  'yearlypermonth',
);
const YEAR_TOTAL = set('peryear', 'priceperyear', 'annualtotal', 'yearlytotal');
/** A yearly price that may be the year's total or the month's share: the plan's monthly price tells which. */
const YEAR = set(
  'yearly',
  'yearlyprice',
  'priceyearly',
  'annual',
  'annually',
  'annualprice',
  'priceannual',
  'year',
  'yearlyamount',
  'annualamount',
);
const PRICE = set(
  'price',
  'cost',
  'unitprice',
  'baseprice',
  'pricecents',
  'priceincents',
  'amountcents',
  'amountincents',
  'unitamount',
  'unitamountdecimal',
);
/** `amount` alone names too much (seats, credits, storage): it is a price only beside a currency or an interval. */
const AMOUNT = set('amount');
const NESTED = set('price', 'prices', 'pricing', 'cost', 'amounts');
const SALES = set('contactsales', 'iscontactsales', 'custom', 'iscustom', 'custompricing', 'customprice', 'isenterprise', 'salesonly');
const FREE = set('free', 'isfree');
/** A plan's button: "Contact sales" there is how app data often says a plan has no public price. */
const CTA = set('cta', 'ctatext', 'ctalabel', 'button', 'buttontext', 'buttonlabel', 'action', 'actionlabel');
const SALES_WORDS = /\b(?:contact (?:sales|us)|talk to (?:sales|us)|book a demo|get a quote|request pricing)\b/i;
const SEAT = set('perseat', 'peruser', 'isperseat', 'isperuser');
const SEAT_UNIT = /\b(?:user|seat|member|editor)s?\b/i;
const MAX_NAME = 60;

/** What one object gave. */
export interface AppPlan {
  name: string | null;
  figure: Partial<PlanFigure>;
  exact: boolean;
  currency: string | null;
  problems: string[];
}

const field = (object: Json, keys: string[]): unknown => {
  for (const [key, value] of Object.entries(object)) if (keys.includes(normal(key))) return value;
  return undefined;
};

function nameOf(object: Json): string | null {
  for (const [key, value] of Object.entries(object)) {
    if (!NAME_KEYS.includes(normal(key)) || typeof value !== 'string') continue;
    const name = value.trim();
    if (name && name.length <= MAX_NAME && !BILLING_NAME.test(name)) return name;
  }
  return null;
}

/** The billing interval an object states: its own `interval`/`period` field, or Stripe's `recurring.interval`. */
function intervalOf(object: Json): string | null {
  const recurring = field(object, ['recurring']);
  const written = field(object, ['interval', 'billinginterval', 'billingperiod', 'period', 'billingcycle', 'frequency']);
  const value = written ?? (recurring && typeof recurring === 'object' ? (recurring as Json).interval : undefined);
  return typeof value === 'string' ? value.toLowerCase() : null;
}

const numberOf = (value: unknown): number | null => {
  const number = typeof value === 'string' && /^\s*\d+(?:\.\d+)?\s*$/.test(value) ? Number(value) : value;
  return isAmount(number) ? number : null;
};

class Reader {
  readonly figure: Partial<PlanFigure> = {};
  readonly problems: string[] = [];
  exact = true;
  currency: string | null = null;

  /** Reads the price fields of `object` (and of its nested price objects), under what its parent said it is. */
  read(object: Json, context: Context, depth: number): void {
    const interval = intervalOf(object);
    const currency = field(object, ['currency', 'currencycode', 'pricecurrency']);
    if (typeof currency === 'string') this.currency ??= currency.toUpperCase();
    // Stripe writes amounts in cents with a lower-case currency ("usd") and an interval.
    const stripe = typeof currency === 'string' && /^[a-z]{3}$/.test(currency) && interval !== null;
    const years: number[] = [];
    for (const [key, value] of Object.entries(object)) {
      const name = normal(key);
      if (value === true) this.flag(name);
      if (typeof value === 'string' && CTA.has(name) && SALES_WORDS.test(value)) this.figure.sales = true;
      if (value !== null && typeof value === 'object' && depth < 3) this.nested(name, value, depth);
      const number = numberOf(value);
      const cents =
        name.includes('cents') ||
        name.startsWith('unitamount') ||
        (stripe && Number.isInteger(number) && (AMOUNT.has(name) || PRICE.has(name)));
      const amount = number === null ? null : toCents(cents ? number / 100 : number);
      if (typeof value === 'string' && amount === null && (PRICE.has(name) || MONTHLY.has(name) || YEAR.has(name))) this.text(value);
      if (amount === null) continue;
      if (MONTHLY.has(name)) this.put('monthly', amount);
      else if (YEARLY_SHARE.has(name)) this.put('yearly', amount);
      else if (YEAR_TOTAL.has(name)) this.put('annual', amount);
      else if (YEAR.has(name)) years.push(amount);
      else if (PRICE.has(name) || (AMOUNT.has(name) && (interval !== null || typeof currency === 'string'))) {
        const key = this.keyOf(interval, context);
        if (key === 'year') years.push(amount);
        else this.put(key, amount);
      }
    }
    for (const amount of years) this.year(amount);
    const unit = field(object, ['unit', 'priceunit', 'billingunit', 'per', 'unitlabel']);
    if (typeof unit === 'string' && SEAT_UNIT.test(unit)) this.figure.perSeat = true;
  }

  private keyOf(interval: string | null, context: Context): FigureKey | 'year' {
    if (interval && /^(?:month|monthly|mo|p1m)$/.test(interval)) return 'monthly';
    if (interval && /^(?:year|yearly|annual|annually|yr|p1y)$/.test(interval)) return 'annual';
    return context ?? 'unstated';
  }

  private nested(name: string, value: object, depth: number): void {
    const context: Context = MONTHLY.has(name) ? 'monthly' : YEARLY_SHARE.has(name) ? 'yearly' : YEAR.has(name) ? 'year' : null;
    if (!NESTED.has(name) && context === null) return;
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== null && typeof item === 'object' && !Array.isArray(item)) this.read(item as Json, context, depth + 1);
  }

  private flag(name: string): void {
    if (SALES.has(name)) this.figure.sales = true;
    if (FREE.has(name)) this.put('monthly', 0);
    if (SEAT.has(name)) this.figure.perSeat = true;
  }

  /** A price written as text ("$20/mo", "Free", "Custom") is read as a page would write it: not exact. */
  private text(value: string): void {
    const read = readPrice(value);
    if (!read) return;
    this.exact = false;
    this.currency ??= read.currency;
    for (const [key, figure] of Object.entries(read.figure))
      if (this.figure[key as keyof PlanFigure] === undefined) Object.assign(this.figure, { [key]: figure });
  }

  private put(key: FigureKey, amount: number): void {
    const held = this.figure[key];
    if (held === undefined) this.figure[key] = amount;
    else if (held !== amount) this.exact = false;
  }

  /** A yearly figure: a year's total when it is well above the month's price, the month's share when at or below it. */
  private year(amount: number): void {
    if (amount === 0) return this.put('monthly', 0);
    const month = this.figure.monthly ?? this.figure.unstated;
    if (month !== undefined && month > 0 && amount >= month * 1.5) this.put('annual', amount);
    else if (month !== undefined && month > 0 && amount <= month) this.put('yearly', amount);
    else {
      this.put('annual', amount);
      this.exact = false;
      this.problems.push(`a yearly price of ${amount} may be the year's total or its month's share; read as the year's total`);
    }
  }
}

/** Reads one object of application data as a plan; `fallbackName` is its key when plans are an object of objects. */
export function readAppPlan(object: Json, fallbackName?: string): AppPlan {
  const reader = new Reader();
  reader.read(object, null, 0);
  const name = nameOf(object) ?? (fallbackName && !BILLING_NAME.test(fallbackName) ? fallbackName : null);
  return { name, figure: reader.figure, exact: reader.exact, currency: reader.currency, problems: reader.problems };
}

/** A plan is a name with a figure or a "contact sales". */
export const isPlanLike = (plan: AppPlan): boolean => plan.name !== null && (hasFigure(plan.figure) || plan.figure.sales === true);
