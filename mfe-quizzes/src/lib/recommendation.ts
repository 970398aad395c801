import type { ToolSummary } from '@toolverse/shared-content/tool-index';
import { BUDGETS, FREE_PLAN_MODELS } from '@toolverse/shared-content/tool-taxonomy';

type Budget = (typeof BUDGETS)[number];

/** A recommended tool and how well it fits the reader's answers. */
export interface ToolMatch {
  tool: ToolSummary;
  /** The summed weight of the answers that point to it: what ranks it. */
  score: number;
  /** How many of the reader's answers point to it. */
  fits: number;
  /** How many questions the reader answered. */
  answered: number;
  /** `fits` out of `answered`, in whole percent: the number the reader sees. */
  match: number;
}

/** How much each answer says for a tool: its summed weight, how many answers, the strongest one. */
export interface Fit {
  score: number;
  fits: number;
  strongest: number;
}

/** How many tools a quiz or the Tool Finder recommends. */
export const RECOMMENDED = 3;

/**
 * Whether a tool fits a budget answer: never a bracket above it, and for "free" only a tool with a
 * free plan that does the job. Budgets are constraints, not preferences.
 */
export function withinBudget(tool: ToolSummary, budget: Budget | undefined): boolean {
  if (budget === undefined) return true;
  if (budget === 'free' && !FREE_PLAN_MODELS.includes(tool.pricing.model)) return false;
  return BUDGETS.indexOf(tool.budget) <= BUDGETS.indexOf(budget);
}

/** The tighter of two budget answers; undefined means no limit. */
export function tighterBudget(a: Budget | undefined, b: Budget | undefined): Budget | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return BUDGETS.indexOf(a) <= BUDGETS.indexOf(b) ? a : b;
}

/**
 * Best fit first: the higher score, then more answers pointing to the tool, then its strongest
 * single answer, and only then the name, so a tool's place in tools.json never decides.
 */
export function byFit(a: { tool: ToolSummary; fit: Fit }, b: { tool: ToolSummary; fit: Fit }): number {
  return (
    b.fit.score - a.fit.score ||
    b.fit.fits - a.fit.fits ||
    b.fit.strongest - a.fit.strongest ||
    a.tool.name.localeCompare(b.tool.name, 'en')
  );
}

/** The ranked tools as matches; those no answer points to are never recommended. */
export function toMatches(ranked: readonly { tool: ToolSummary; fit: Fit }[], answered: number): ToolMatch[] {
  if (answered === 0) return [];
  return ranked
    .filter(({ fit }) => fit.fits > 0)
    .map(({ tool, fit }) => ({ tool, score: fit.score, fits: fit.fits, answered, match: Math.round((100 * fit.fits) / answered) }));
}
