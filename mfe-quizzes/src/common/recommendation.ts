import type { ToolSummary } from '@toolverse/shared-content/content/tool-index';
import { BUDGETS } from '@toolverse/shared-content/content/tool-taxonomy';
import { verdictsAgainst, type ReaderProfile } from '@toolverse/shared-content/domain/verdicts';
import articleToolIds from '@toolverse/shared-content/content/generated/article-tool-ids.json';

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
  /** What each question, in the order asked, gives the tool (0 where nothing): sorted, the tie-break's first measure; as asked, its last. */
  byQuestion: readonly number[];
  /**
   * How close the tool's own purpose is to what the reader came for, higher first (for example the rank
   * of the reader's goal among the tool's goals): the tie-break's second measure.
   */
  closeness: readonly number[];
}

/** How many tools a quiz or the Tool Finder recommends. */
export const RECOMMENDED = 3;

/**
 * Whether a tool fits a budget answer, by the budget bracket of its record of plans (the same bracket
 * every page shows): a tool with a free plan fits every budget, a paid one the budgets from its
 * cheapest paid plan's bracket up, and one with no dated figure only "$200+", the answer with no
 * upper limit. Budgets are constraints, not preferences.
 */
export function withinBudget(tool: ToolSummary, budget: Budget | undefined): boolean {
  if (budget === undefined) return true;
  const { bracket } = tool.plans;
  if (bracket === null) return budget === '200-plus';
  return BUDGETS.indexOf(bracket) <= BUDGETS.indexOf(budget);
}

/** The tighter of two budget answers; undefined means no limit. */
export function tighterBudget(a: Budget | undefined, b: Budget | undefined): Budget | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return BUDGETS.indexOf(a) <= BUDGETS.indexOf(b) ? a : b;
}

/** Whether one of our articles advises against this tool for this reader (an article's advisesAgainst). */
export function advisedAgainst(tool: ToolSummary, reader: ReaderProfile): boolean {
  return verdictsAgainst(tool.id, reader).length > 0;
}

/** Compares two lists of measures, the first that differs deciding: the larger wins (a negative result puts `a` first). */
function byMeasures(a: readonly number[], b: readonly number[]): number {
  for (let index = 0; index < Math.max(a.length, b.length); index++) {
    const difference = (b[index] ?? 0) - (a[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Whether two fits are equal on every measure byFit uses: only then may the tool id decide. */
export function sameFit(a: Fit, b: Fit): boolean {
  return (
    a.score === b.score &&
    a.fits === b.fits &&
    a.strongest === b.strongest &&
    byMeasures(depth(a), depth(b)) === 0 &&
    byMeasures(a.closeness, b.closeness) === 0 &&
    byMeasures(a.byQuestion, b.byQuestion) === 0
  );
}

/** The weights the answers give a tool, strongest first: where the strongest answers tie, the next ones decide. */
function depth(fit: Fit): number[] {
  return [...fit.byQuestion].sort((x, y) => y - x);
}

/**
 * Best fit first: the higher score, then more answers pointing to the tool, then its strongest single
 * answer. A tie goes by fit, never by name: first to the tool the reader's answers back more deeply (its
 * weights compared strongest first, wherever in the quiz they come from), then to the tool whose own
 * purpose is closer to what the reader came for (`closeness`), then to the tool the earlier questions
 * point to more (the first question asks what the reader came for). Only tools equal on all of these fall
 * to the tool id: in the quizzes the enumeration test shows none do; in the Tool Finder, tools whose
 * directory facts are the same can. Either way the result never depends on the order of tools.json.
 */
export function byFit(a: { tool: ToolSummary; fit: Fit }, b: { tool: ToolSummary; fit: Fit }): number {
  return (
    b.fit.score - a.fit.score ||
    b.fit.fits - a.fit.fits ||
    b.fit.strongest - a.fit.strongest ||
    byMeasures(depth(a.fit), depth(b.fit)) ||
    byMeasures(a.fit.closeness, b.fit.closeness) ||
    byMeasures(a.fit.byQuestion, b.fit.byQuestion) ||
    (a.tool.id < b.tool.id ? -1 : a.tool.id > b.tool.id ? 1 : 0)
  );
}

/** The ranked tools as matches; those no answer points to are never recommended. */
export function toMatches(ranked: readonly { tool: ToolSummary; fit: Fit }[], answered: number): ToolMatch[] {
  if (answered === 0) return [];
  return ranked
    .filter(({ fit }) => fit.fits > 0)
    .map(({ tool, fit }) => ({ tool, score: fit.score, fits: fit.fits, answered, match: Math.round((100 * fit.fits) / answered) }));
}

/** How many of our articles recommend each tool (a tool card), by tool id. */
const ARTICLE_COUNTS = Object.values(articleToolIds as Record<string, string[]>)
  .flat()
  .reduce((counts, id) => counts.set(id, (counts.get(id) ?? 0) + 1), new Map<string, number>());

/**
 * The last measures of closeness, the same for every recommender: a tool made for fewer goals is more
 * focused on the one it shares with the reader; then our editors' top picks, then the tool more of our
 * articles recommend, then trending tools come first.
 */
export function editorialCloseness(tool: ToolSummary): number[] {
  return [3 - tool.goals.length, tool.topPick ? 1 : 0, ARTICLE_COUNTS.get(tool.id) ?? 0, tool.trending ? 1 : 0];
}

/** How far up a tool's own goals the reader's goal comes (its goals list the main one first): 3, 2, 1, or 0 if absent. */
export function goalRank(tool: ToolSummary, goal: ToolSummary['goals'][number] | undefined): number {
  const index = goal === undefined ? -1 : tool.goals.indexOf(goal);
  return index === -1 ? 0 : 3 - index;
}
