// The one record of a tool's plans, derived from its readings (content/tool-history.json): which
// reading stands, every plan it lists with its figure and source, the cheapest paid plan, the free
// plan, the budget bracket and where sources disagree. One function for each, used by every page
// (cards, the tool page, compare, alternatives, quizzes, schema.org offers), the content build, the
// feeds and the watch mails, so no page can say something another contradicts. Free of any schema
// library and of the reader's clock: the content build runs it, and the pages ship what it returns.
import type { Budget, HistoryEntry, Plan, PlanSource, Reading } from '../../content/schemas/plans';
import type { PricingModel } from '../../content/tool-taxonomy';
import { bracketOfMonthly, cheapestPaid, dayNumber, figuresOf, hasFigure, isFree, planKey, planMonthlyCost, type Basis } from './figures';
import { SOURCE_RANK, currentReadings, isSearch, readingsOf, standingReading } from './readings';

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

const refOf = (reading: Reading): SourceRef => ({
  ...reading.source,
  read: reading.read,
  ...(reading.dated ? { dated: reading.dated } : {}),
  ...(reading.currency ? { currency: reading.currency } : {}),
});

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

/** The cheapest paid plan of a record, with the source of its figure. */
export function cheapestPlan(record: PlanRecord): { plan: PlanRow; source: SourceRef } | null {
  if (record.cheapest === null) return null;
  const plan = record.plans[record.cheapest] as PlanRow;
  return { plan, source: record.sources[plan.source] as SourceRef };
}
