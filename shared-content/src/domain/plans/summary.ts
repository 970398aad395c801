// What a card needs of a tool's record of plans (./record.ts), and the figure its pages lead with.
import type { Plan } from '../../content/schemas/plans';
import { isFree, planMonthlyCost } from './figures';
import { cheapestPlan, type PlanRecord, type PlanRow, type SourceRef } from './record';

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

/**
 * What a tool costs a month for the directory's price order and the quizzes' budget sums: 0 for a
 * free tool, else its cheapest paid plan's figure as the pages show it (at its cheapest way of paying);
 * null without a figure.
 */
export function monthlyCost(summary: Pick<PlanSummary, 'model' | 'cheapest'>): number | null {
  if (summary.model === 'free') return 0;
  return summary.cheapest === null ? null : planMonthlyCost(summary.cheapest.plan);
}
