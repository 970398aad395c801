import type { Extraction, ExtractMethod, PlanFigure } from '../types.js';

// What every method does once it has found plans: plans of the same name are one plan (a page lists a
// plan once per billing toggle, a JSON-LD product once per offer), figures are put in the record's
// shape, and anything an editor should look at twice is said in `problems` and clears `exact`.

/** The longest snippet an editor is shown as evidence. */
export const SNIPPET_CHARS = 600;
/** The record's longest plan name (shared-content's PlanSchema). */
const NAME_CHARS = 40;
/** The figures of a plan, in the order the record lists them. */
export const FIGURE_KEYS = ['monthly', 'yearly', 'annual', 'once', 'unstated'] as const;
export type FigureKey = (typeof FIGURE_KEYS)[number];

/** One plan as one method read it, before plans of the same name are merged. */
export interface FoundPlan {
  name: string;
  figure: Partial<PlanFigure>;
  /** The figure came from a field that states it, with nothing guessed. */
  exact: boolean;
}

/** A name that is a billing ("Monthly", "Annual") names a toggle of a plan, never a plan. */
export const BILLING_NAME = /^(?:billed |pay )?(monthly|month|yearly|annual|annually|year)(?: billing| plan| subscription)?$/i;

export const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();

export function snippetOf(text: string): string {
  const collapsed = collapse(text);
  return collapsed.length <= SNIPPET_CHARS ? collapsed : `${collapsed.slice(0, SNIPPET_CHARS - 1)}…`;
}

/** Dollars and cents: the record refuses a figure with more than two decimals. */
export const toCents = (amount: number): number => Math.round(amount * 100) / 100;

/** A price-like number: finite, not negative, below the record's ceiling. */
export const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100_000;

export const hasFigure = (figure: Partial<PlanFigure>): boolean => FIGURE_KEYS.some((key) => figure[key] !== undefined);

/** An extraction that found no plans (owner and problems still say what the page told). */
export function noPlans(owner: string | null, problems: string[]): Extraction {
  return { method: null, plans: [], exact: false, snippet: '', owner, problems };
}

/** Merges `from` into `into`; a figure given twice with two values keeps the first and says so. */
function mergeInto(into: PlanFigure, from: Partial<PlanFigure>, problems: string[]): boolean {
  let clean = true;
  for (const key of FIGURE_KEYS) {
    const value = from[key];
    if (value === undefined) continue;
    const held = into[key];
    if (held === undefined) into[key] = value;
    else if (held !== value) {
      problems.push(`"${into.name}" is given two ${key} figures (${held} and ${value}); kept ${held}`);
      clean = false;
    }
  }
  if (from.perSeat) into.perSeat = true;
  if (from.sales) into.sales = true;
  return clean;
}

/**
 * Puts one plan's figures in the record's shape: a zero is the free plan (`monthly: 0`, alone); a
 * price a month whose billing is unstated beside a different price for yearly billing is the
 * month-by-month price of the same toggle (or the yearly price's month share again, when equal).
 * Returns false when something was left for the editor to judge.
 */
function settle(plan: PlanFigure, problems: string[]): boolean {
  let clean = true;
  const free = FIGURE_KEYS.some((key) => plan[key] === 0);
  const paid = FIGURE_KEYS.filter((key) => (plan[key] ?? 0) > 0);
  for (const key of FIGURE_KEYS) if (plan[key] === 0) delete plan[key];
  if (free && paid.length === 0) plan.monthly = 0;
  else if (free) {
    problems.push(`"${plan.name}" is given as free and at a price; kept the price`);
    clean = false;
  }
  const yearlyShare = plan.yearly ?? (plan.annual === undefined ? undefined : toCents(plan.annual / 12));
  if (plan.unstated !== undefined && yearlyShare !== undefined) {
    if (Math.abs(plan.unstated - yearlyShare) <= 0.01) delete plan.unstated;
    else if (plan.unstated > yearlyShare && plan.monthly === undefined) {
      plan.monthly = plan.unstated;
      delete plan.unstated;
    }
  }
  if (
    plan.yearly !== undefined &&
    plan.annual !== undefined &&
    Math.abs(plan.yearly * 12 - plan.annual) > Math.max(1, plan.annual * 0.02)
  ) {
    problems.push(`"${plan.name}" gives yearly billing as ${plan.yearly} a month and ${plan.annual} a year, which disagree`);
    clean = false;
  }
  if (!hasFigure(plan) && !plan.sales) {
    problems.push(`"${plan.name}" is listed without a price`);
    clean = false;
  }
  return clean;
}

/** The record's order of a plan's fields, so a proposal reads like the history it joins. */
function ordered(plan: PlanFigure): PlanFigure {
  const out: PlanFigure = { name: plan.name };
  for (const key of FIGURE_KEYS) if (plan[key] !== undefined) out[key] = plan[key];
  if (plan.perSeat) out.perSeat = true;
  if (plan.sales) out.sales = true;
  return out;
}

function planName(name: string, problems: string[]): string {
  const collapsed = collapse(name);
  if (collapsed.length <= NAME_CHARS) return collapsed;
  problems.push(`the plan name "${collapsed}" is longer than ${NAME_CHARS} characters; shortened`);
  return collapsed.slice(0, NAME_CHARS).trim();
}

export interface Found {
  method: ExtractMethod;
  plans: FoundPlan[];
  /** The text the plans were read from (collapsed and shortened here). */
  evidence: string;
  owner: string | null;
  problems: string[];
  /** False when the method itself was unsure (several candidates, a currency that is not the dollar). */
  exact: boolean;
}

/** The extraction of a method that found plans: merged by name (case aside), settled, in page order. */
export function extraction(found: Found): Extraction {
  const problems = [...found.problems];
  let exact = found.exact && found.plans.every((plan) => plan.exact);
  const byName = new Map<string, PlanFigure>();
  for (const plan of found.plans) {
    const name = planName(plan.name, problems);
    const key = name.toLowerCase();
    const held = byName.get(key);
    if (held) exact = mergeInto(held, plan.figure, problems) && exact;
    else byName.set(key, { ...plan.figure, name });
  }
  for (const plan of byName.values()) exact = settle(plan, problems) && exact;
  return {
    method: found.method,
    plans: [...byName.values()].map(ordered),
    exact,
    snippet: snippetOf(found.evidence),
    owner: found.owner,
    problems,
  };
}
