// A plan's figures: the basis each is billed on, the least it costs, what it costs a month or a year,
// the bracket a monthly cost falls in and how old a figure is. Used by the record (./record.ts), its
// summary (./summary.ts) and every page that shows a price, so each says the same.
import type { Budget, Plan } from '../../content/schemas/plans';

/** A figure older than this shows its age beside it. */
export const SHOW_AGE_AFTER_DAYS = 180;

/** A figure stands as current this long after its source read it; after that it reads "last seen". */
export const CURRENT_FOR_DAYS = 365;

/** Days since 1970 of a day or a month (a month counts from its first day). */
export const dayNumber = (asOf: string): number => Date.parse(`${asOf.length === 7 ? `${asOf}-01` : asOf}T00:00:00Z`) / 86_400_000;

/** How a figure is billed: the basis every figure on the site is stated in. */
export type Basis = 'monthly' | 'yearly' | 'unstated' | 'once';

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

export function bracketOfMonthly(monthly: number): Budget {
  if (monthly <= 0) return 'free';
  if (monthly < 50) return 'under-50';
  return monthly <= 200 ? '50-200' : '200-plus';
}

/** Whether a figure read on `read` is still current on `today`, and its age in days. */
export function figureAge(read: string, today: string): { days: number; current: boolean } {
  const days = Math.max(0, Math.round(dayNumber(today) - dayNumber(read)));
  return { days, current: days <= CURRENT_FOR_DAYS };
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
