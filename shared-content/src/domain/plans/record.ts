// The one record of a tool's plans, derived from its readings (content/tool-history.json): which
// reading stands, every plan it lists with its figure and source, the cheapest paid plan, the free
// plan, the budget bracket and where sources disagree. One function for each, used by every page
// (cards, the tool page, compare, alternatives, quizzes, schema.org offers), the content build, the
// feeds and the watch mails, so no page can say something another contradicts. Free of any schema
// library and of the reader's clock: the content build runs it, and the pages ship what it returns.
import type { Budget, HistoryEntry, Plan, PlanSource, Reading, Search } from '../../content/schemas/plans';
import type { PricingModel } from '../../content/tool-taxonomy';

/** A reading of a lower rank stands over a newer one read at most this many days later. */
export const PREFER_HIGHER_RANK_WITHIN_DAYS = 90;
/** A figure older than this shows its age beside it. */
export const SHOW_AGE_AFTER_DAYS = 180;
/** A figure stands as current this long after its source read it; after that it reads "last seen". */
export const CURRENT_FOR_DAYS = 365;

/** How much a kind of source is trusted: lower is better (docs/decisions/2026-11-28-one-record-of-plans.md). */
export const SOURCE_RANK: Record<PlanSource['kind'], number> = {
  'vendor-page': 0,
  'vendor-page-copy': 0,
  'licensed-dataset': 1,
  'third-party-report': 2,
};

export const isReading = (entry: HistoryEntry): entry is Reading => 'source' in entry && 'plans' in entry;

/**
 * A tool's readings, each source's copy once: a copy recorded again (the same address, publisher and
 * day read, with more of what it says) replaces the earlier recording, as the history is append-only.
 */
export function readingsOf(history: readonly HistoryEntry[]): Reading[] {
  const key = (reading: Reading) => `${reading.source.url} ${reading.source.publisher} ${reading.read}`;
  const latest = new Map<string, Reading>();
  for (const reading of history.filter(isReading)) {
    latest.delete(key(reading));
    latest.set(key(reading), reading);
  }
  return [...latest.values()];
}
export const isSearch = (entry: HistoryEntry): entry is Search => 'searched' in entry;

/** Days since 1970 of a day or a month (a month counts from its first day). */
export const dayNumber = (asOf: string): number => Date.parse(`${asOf.length === 7 ? `${asOf}-01` : asOf}T00:00:00Z`) / 86_400_000;

/** How a figure is billed: the basis every figure on the site is stated in. */
export type Basis = 'monthly' | 'yearly' | 'unstated' | 'once';

/** A reading's source as pages cite it: the source, the day (or month) it read the plans, and the currency of its figures (US dollars when absent). */
export interface SourceRef extends PlanSource {
  read: string;
  dated?: 'commit';
  currency?: Currency;
}

export type Currency = NonNullable<Reading['currency']>;

/** Another current source's figure for a plan, where it differs from the record's. */
export interface OtherFigure {
  basis: Basis;
  amount: number;
  source: SourceRef;
  /** Where one of the two figures does not state its billing: the basis of the record's figure it differs from. */
  against?: Basis;
}

/** A plan of the record: as its source lists it, the source it comes from, and other current sources' figures where they differ. */
export interface PlanRow extends Plan {
  /** Index into PlanRecord.sources. */
  source: number;
  /** Other current readings that give this plan another figure: on the same basis, or where one of them does not state its billing, matching none of the other's figures. */
  others?: OtherFigure[];
}

export type { PricingModel } from '../../content/tool-taxonomy';

/** The record of one tool's plans, as every page shows it. */
export interface PlanRecord {
  /** Every plan the standing reading lists, in its order, then those only other current readings price. */
  plans: PlanRow[];
  /** The readings the rows cite; the first is the standing reading. */
  sources: SourceRef[];
  /** Whether the tool has a free plan (a plan at 0); null when no reading lists its plans. */
  freePlan: boolean | null;
  /** Days of free trial, or only whether there is one, where a current reading says. */
  trial: number | boolean | null;
  /** Index into `plans` of the cheapest paid plan with a figure, or null. */
  cheapest: number | null;
  /** The budget bracket: "free" with a free plan, else the cheapest paid plan's figure a month; null when unknown. */
  bracket: Budget | null;
  /** free, freemium, free-trial or paid, from the plans; null when no reading lists them. */
  model: PricingModel | null;
  /** Why there is no figure, in one line, when no reading gives one (the last search's words). */
  noFigure: string | null;
}

const FIGURE_KEYS = ['monthly', 'yearly', 'annual', 'unstated', 'once'] as const;

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** A plan's figure on each basis it has: a yearly total as its monthly equivalent. */
export function figuresOf(plan: Plan): Partial<Record<Basis, number>> {
  const figures: Partial<Record<Basis, number>> = {};
  if (plan.monthly !== undefined) figures.monthly = plan.monthly;
  if (plan.annual !== undefined) figures.yearly = cents(plan.annual / 12);
  if (plan.yearly !== undefined) figures.yearly = plan.yearly;
  if (plan.unstated !== undefined) figures.unstated = plan.unstated;
  if (plan.once !== undefined) figures.once = plan.once;
  return figures;
}

export const hasFigure = (plan: Plan): boolean => FIGURE_KEYS.some((key) => plan[key] !== undefined);
export const isFree = (plan: Plan): boolean => plan.monthly === 0;

/**
 * The figure a plan costs least at, a month: its cheapest way of paying (a yearly price as a month's
 * share; a tie goes to month-by-month billing), or a one-time price for a plan that does not recur.
 * The cheapest paid plan is chosen, shown, sorted and bracketed by it, so all four agree.
 */
export function leastFigure(plan: Plan): { basis: Basis; amount: number } | null {
  const figures = figuresOf(plan);
  const recurring = (['monthly', 'yearly', 'unstated'] as const).filter((basis) => figures[basis] !== undefined);
  if (recurring.length === 0) return figures.once === undefined ? null : { basis: 'once', amount: figures.once };
  const basis = recurring.reduce((best, next) => ((figures[next] as number) < (figures[best] as number) ? next : best));
  return { basis, amount: figures[basis] as number };
}

/** The least a plan can cost a month (its cheapest way of paying), or null for a one-time or unpriced plan. */
function lowestMonthly(plan: Plan): number | null {
  const figure = leastFigure(plan);
  return figure === null || figure.basis === 'once' ? null : figure.amount;
}

/** Plan names as one product names them: case, spacing, "×" for "x" and the tool's own name ("Canva Pro", "Pro") aside. */
export function planKey(name: string, toolName = ''): string {
  const words = (text: string) =>
    text
      .toLowerCase()
      .replace(/×/g, 'x')
      .replace(/[^a-z0-9+]+/g, ' ')
      .trim();
  const tool = words(toolName);
  const plan = words(name).replace(/ plan$/, '');
  if (plan === tool) return '';
  return tool && plan.startsWith(`${tool} `) ? plan.slice(tool.length + 1) : plan;
}

/**
 * Whether a reading gives a figure: a price of a paid plan, or only free plans (a free tool). A list
 * of plan names, or a free plan beside paid plans it does not price, prices nothing.
 */
export const givesFigure = (reading: Reading): boolean =>
  reading.plans.some((plan) => hasFigure(plan) && !isFree(plan)) || reading.plans.every(isFree);

/**
 * The reading that stands: among the readings that give a figure (or, when none does, all of them),
 * the newest, unless a reading of a more trusted kind was read at most PREFER_HIGHER_RANK_WITHIN_DAYS
 * before it (then the most trusted of those, newest first). Ties keep the history's order.
 */
export function standingReading(readings: readonly Reading[]): Reading | null {
  const priced = readings.filter(givesFigure);
  const newestFirst = [...(priced.length > 0 ? priced : readings)].sort(
    (a, b) => dayNumber(b.read) - dayNumber(a.read) || SOURCE_RANK[a.source.kind] - SOURCE_RANK[b.source.kind],
  );
  const newest = newestFirst[0];
  if (!newest) return null;
  const window = newestFirst.filter((reading) => dayNumber(newest.read) - dayNumber(reading.read) <= PREFER_HIGHER_RANK_WITHIN_DAYS);
  return window.reduce((best, reading) => (SOURCE_RANK[reading.source.kind] < SOURCE_RANK[best.source.kind] ? reading : best), newest);
}

/**
 * The readings that count beside the standing one: read within the window before it, or after it,
 * and not superseded by a newer reading from the same publisher.
 */
function currentReadings(readings: readonly Reading[], standing: Reading): Reading[] {
  const superseded = (reading: Reading) =>
    [standing, ...readings].some(
      (other) => other.source.publisher === reading.source.publisher && dayNumber(other.read) > dayNumber(reading.read),
    );
  return readings.filter(
    (reading) =>
      reading !== standing && dayNumber(standing.read) - dayNumber(reading.read) <= PREFER_HIGHER_RANK_WITHIN_DAYS && !superseded(reading),
  );
}

const refOf = (reading: Reading): SourceRef => ({
  ...reading.source,
  read: reading.read,
  ...(reading.dated ? { dated: reading.dated } : {}),
  ...(reading.currency ? { currency: reading.currency } : {}),
});

export function bracketOfMonthly(monthly: number): Budget {
  if (monthly <= 0) return 'free';
  if (monthly < 50) return 'under-50';
  return monthly <= 200 ? '50-200' : '200-plus';
}

/** The model the plans describe: a free plan alone, a free plan and paid plans, a free trial, or paid only. */
function modelOf(plans: readonly Plan[], trial: number | boolean | null): PricingModel {
  const free = plans.some(isFree);
  const paid = plans.some((plan) => !isFree(plan));
  if (free) return paid ? 'freemium' : 'free';
  return trial ? 'free-trial' : 'paid';
}

/** Less than 1% apart is one price rounded two ways ($39 a month, or $470 a year / 12). */
const near = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.01, b * 0.01);
/** The bases a recurring figure is stated on, the first the one a disagreement names. */
const RECURRING: readonly Basis[] = ['monthly', 'yearly'];

/**
 * A tool's record from its history (oldest first): the standing reading's plans, each plan without a
 * figure there taking one from the most trusted current reading that prices a plan of the same name,
 * and every current reading that prices a plan otherwise noted beside it.
 */
export function planRecord(history: readonly HistoryEntry[], toolName = ''): PlanRecord {
  const readings = readingsOf(history);
  const standing = standingReading(readings);
  const lastSearch = history.filter(isSearch).at(-1);
  if (!standing)
    return {
      plans: [],
      sources: [],
      freePlan: null,
      trial: null,
      cheapest: null,
      bracket: null,
      model: null,
      noFigure: lastSearch?.searched ?? null,
    };
  const others = currentReadings(readings, standing).sort(
    (a, b) => SOURCE_RANK[a.source.kind] - SOURCE_RANK[b.source.kind] || dayNumber(b.read) - dayNumber(a.read),
  );
  const sources: SourceRef[] = [];
  const sourceIndex = (reading: Reading) => {
    const ref = refOf(reading);
    const found = sources.findIndex((source) => source.url === ref.url && source.read === ref.read && source.publisher === ref.publisher);
    if (found >= 0) return found;
    sources.push(ref);
    return sources.length - 1;
  };
  sourceIndex(standing);
  const samePlan = (plan: Plan) => (other: Plan) => planKey(other.name, toolName) === planKey(plan.name, toolName);
  // A figure whose billing its source does not state takes the basis of the newest source that
  // gives the same figure for the same plan and says how it is billed.
  const row = (plan: Plan, own: Reading): PlanRow => {
    if (plan.unstated !== undefined && Object.keys(figuresOf(plan)).length === 1) {
      const stated = readings
        .filter((reading) => reading !== own && reading.currency === own.currency)
        .sort((a, b) => dayNumber(b.read) - dayNumber(a.read))
        .flatMap((reading) => reading.plans.filter(samePlan(plan)).map((other) => ({ reading, other })))
        .find(({ other }) => other.monthly === plan.unstated || other.yearly === plan.unstated);
      if (stated) return { ...stated.other, name: plan.name, source: sourceIndex(stated.reading) };
    }
    return { ...plan, source: sourceIndex(own) };
  };
  const plans: PlanRow[] = standing.plans.map((plan) => row(plan, standing));
  const sameCurrency = others.filter((other) => other.currency === standing.currency);
  // Every plan another current source prices (or sells through sales) and the standing one does not
  // list comes after its plans, with its own source; a plan a source as trusted names without a
  // figure, too: the record holds every plan a current source lists. An older, less trusted source
  // adds nothing the standing one leaves out: the plan may be gone.
  const trusted = (reading: Reading) => SOURCE_RANK[reading.source.kind] <= SOURCE_RANK[standing.source.kind];
  for (const reading of sameCurrency.filter((other) => trusted(other) || dayNumber(other.read) >= dayNumber(standing.read)))
    for (const plan of reading.plans) {
      if ((hasFigure(plan) || plan.sales || trusted(reading)) && !isFree(plan) && !plans.some(samePlan(plan)))
        plans.push(row(plan, reading));
    }
  // A plan without a figure takes one from the most trusted, newest current source that prices a plan
  // of the same name.
  plans.forEach((row, index) => {
    if (hasFigure(row) || row.sales) return;
    for (const reading of sameCurrency) {
      const priced = reading.plans.find((other) => samePlan(row)(other) && hasFigure(other));
      if (priced) {
        plans[index] = { ...priced, name: row.name, source: sourceIndex(reading) };
        return;
      }
    }
  });
  // The free plan: the newest current reading that speaks of one (lists a plan at 0, or says there
  // is none) decides; a list of paid plans alone says nothing. When it has one and the standing
  // reading does not list it, its free plan is listed first, with its own source.
  const speaking = [standing, ...others]
    .filter((reading) => reading.freePlan === false || reading.plans.some(isFree))
    .sort((a, b) => dayNumber(b.read) - dayNumber(a.read) || SOURCE_RANK[a.source.kind] - SOURCE_RANK[b.source.kind]);
  const decides = speaking[0];
  const freePlan = decides !== undefined && decides.freePlan !== false;
  if (freePlan && !plans.some(isFree)) {
    const free = decides.plans.find(isFree)!;
    plans.unshift({ ...free, source: sourceIndex(decides) });
  }
  if (!freePlan) plans.splice(0, plans.length, ...plans.filter((plan) => !isFree(plan)));
  for (const row of plans) {
    const mine = figuresOf(row);
    const currency = sources[row.source]?.currency;
    const differing = others.flatMap((reading) => {
      const theirs = reading.currency === currency ? reading.plans.find(samePlan(row)) : undefined;
      if (!theirs) return [];
      const figures = figuresOf(theirs);
      const basis = (Object.keys(mine) as Basis[]).find(
        (key) => figures[key] !== undefined && !near(figures[key] as number, mine[key] as number),
      );
      if (basis !== undefined) return [{ basis, amount: figures[basis] as number, source: refOf(reading) }];
      // A figure whose billing one source does not state differs when it is none of the other's figures.
      const unstatedApart = (unstated: Partial<Record<Basis, number>>, stated: Partial<Record<Basis, number>>) => {
        const amount = unstated.unstated;
        const bases = RECURRING.filter((key) => stated[key] !== undefined);
        if (amount === undefined || stated.unstated !== undefined || bases.length === 0) return null;
        return bases.some((key) => near(stated[key] as number, amount)) ? null : (bases[0] as Basis);
      };
      const theirBasis = unstatedApart(mine, figures);
      if (theirBasis)
        return [{ basis: theirBasis, amount: figures[theirBasis] as number, source: refOf(reading), against: 'unstated' as const }];
      const myBasis = unstatedApart(figures, mine);
      if (myBasis) return [{ basis: 'unstated' as const, amount: figures.unstated as number, source: refOf(reading), against: myBasis }];
      return [];
    });
    if (differing.length > 0) row.others = differing;
  }
  const trial = standing.trial ?? others.find((reading) => reading.trial !== undefined)?.trial ?? null;
  // The cheapest paid plan is compared in the standing reading's currency only.
  const cheapest = cheapestPaid(plans.map((plan) => (sources[plan.source]?.currency === standing.currency ? plan : { name: plan.name })));
  const cost = cheapest === null ? null : planMonthlyCost(plans[cheapest] as Plan);
  const bracket: Budget | null = freePlan ? 'free' : cost === null ? null : bracketOfMonthly(cost);
  return {
    plans,
    sources,
    freePlan,
    trial,
    cheapest,
    bracket,
    model: modelOf(plans, trial),
    noFigure: cheapest === null ? (lastSearch?.searched ?? null) : null,
  };
}

/**
 * The cheapest paid plan with a figure: the one that costs least over a year of use (a plan that
 * recurs at its cheapest way of paying, twelve months of it; a one-time price once). Pages show it at
 * that way of paying (leastFigure). Ties keep the source's order.
 */
export function cheapestPaid(plans: readonly Plan[]): number | null {
  let best: { index: number; year: number } | null = null;
  for (const [index, plan] of plans.entries()) {
    if (isFree(plan) || !hasFigure(plan)) continue;
    const monthly = lowestMonthly(plan);
    const year = monthly === null ? (plan.once ?? Infinity) : monthly * 12;
    if (best === null || year < best.year) best = { index, year };
  }
  return best === null ? null : best.index;
}

/** What a plan costs a month at its cheapest way of paying, a one-time price spread over a year. */
export function planMonthlyCost(plan: Plan): number | null {
  const figure = leastFigure(plan);
  if (!figure) return null;
  return figure.basis === 'once' ? cents(figure.amount / 12) : figure.amount;
}

/**
 * What a tool costs a month for the directory's price order and the quizzes' budget sums: 0 for a
 * free tool, else its cheapest paid plan's figure as the pages show it (at its cheapest way of paying);
 * null without a figure.
 */
export function monthlyCost(summary: Pick<PlanSummary, 'model' | 'cheapest'>): number | null {
  if (summary.model === 'free') return 0;
  return summary.cheapest === null ? null : planMonthlyCost(summary.cheapest.plan);
}

/** The cheapest paid plan of a record, with the source of its figure. */
export function cheapestPlan(record: PlanRecord): { plan: PlanRow; source: SourceRef } | null {
  if (record.cheapest === null) return null;
  const plan = record.plans[record.cheapest] as PlanRow;
  return { plan, source: record.sources[plan.source] as SourceRef };
}

/** Whether a figure read on `read` is still current on `today`, and its age in days. */
export function figureAge(read: string, today: string): { days: number; current: boolean } {
  const days = Math.max(0, Math.round(dayNumber(today) - dayNumber(read)));
  return { days, current: days <= CURRENT_FOR_DAYS };
}

/**
 * What a card needs of a record (directory, articles, quizzes, alternatives): the model, the free plan,
 * the bracket, the cheapest paid plan with its source and any disagreeing figure, and the plan names.
 * Made from the record by the content build, so a card and the tool page cannot differ.
 */
export interface PlanSummary extends Pick<PlanRecord, 'model' | 'freePlan' | 'trial' | 'bracket' | 'noFigure'> {
  cheapest: { plan: Omit<PlanRow, 'source'>; source: SourceRef } | null;
  /** The free plan's name, what it includes and its source, where the record has one. */
  free: (Pick<Plan, 'name' | 'includes'> & { source: SourceRef }) | null;
  planNames: string[];
}

/**
 * The figure a tool's pages lead with, and its source: the cheapest paid plan, or for a free tool its
 * free plan (a dated fact too); null when no reading gives either.
 */
export function leadFigure(summary: Pick<PlanSummary, 'model' | 'cheapest' | 'free'>): { plan: Plan; source: SourceRef } | null {
  if (summary.cheapest) return summary.cheapest;
  return summary.model === 'free' && summary.free ? { plan: { name: summary.free.name, monthly: 0 }, source: summary.free.source } : null;
}

export function planSummary(record: PlanRecord): PlanSummary {
  const cheapest = cheapestPlan(record);
  const { model, freePlan, trial, bracket, noFigure } = record;
  const free = record.plans.find(isFree);
  return {
    model,
    freePlan,
    trial,
    bracket,
    noFigure,
    cheapest: cheapest === null ? null : { plan: (({ source: _source, ...plan }) => plan)(cheapest.plan), source: cheapest.source },
    free: free
      ? { name: free.name, ...(free.includes ? { includes: free.includes } : {}), source: record.sources[free.source] as SourceRef }
      : null,
    planNames: record.plans.map((plan) => plan.name),
  };
}
