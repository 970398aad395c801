import type { ReaderProfile } from '@toolverse/shared-content/domain/verdicts';
import { monthlyCost } from '@toolverse/shared-content/domain/plans/summary';
import type { ToolSummary } from '@toolverse/shared-content/content/tool-index';
import { BUDGETS, inCategory, type GOALS, type TOOL_CATEGORIES, type USER_TYPES } from '@toolverse/shared-content/content/tool-taxonomy';
import {
  RECOMMENDED,
  advisedAgainst,
  byFit,
  editorialCloseness,
  goalRank,
  toMatches,
  withinBudget,
  type Fit,
  type ToolMatch,
} from '../common/recommendation';

type Goal = (typeof GOALS)[number];
type Budget = (typeof BUDGETS)[number];
type Category = (typeof TOOL_CATEGORIES)[number];
type UserType = (typeof USER_TYPES)[number];

interface CreatorKind {
  /** Tool categories this kind of creator works in. */
  categories: readonly Category[];
  /** The directory's user type, where one fits. */
  userType?: UserType;
}

/** The home Tool Finder's three questions and options, as the spec words them. */
export const FINDER_QUESTIONS = [
  {
    id: 'goal',
    question: "What's your primary goal with AI tools?",
    options: [
      { id: 'automate', text: 'Save time & automate tasks' },
      { id: 'create', text: 'Create better content' },
      { id: 'monetize', text: 'Make money with AI' },
      { id: 'decide', text: 'Improve decision making' },
    ],
  },
  {
    id: 'creator',
    question: 'What type of creator are you?',
    options: [
      { id: 'writer', text: 'Content writer/blogger' },
      { id: 'video', text: 'Video/audio creator' },
      { id: 'designer', text: 'Visual designer' },
      { id: 'developer', text: 'Developer/builder' },
    ],
  },
  {
    id: 'budget',
    question: "What's your budget for AI tools?",
    options: [
      { id: 'free', text: 'Free tools only' },
      { id: 'under-50', text: 'Under $50/month' },
      { id: '50-200', text: '$50-200/month' },
      { id: '200-plus', text: '$200+/month' },
    ],
  },
] as const;

export type FinderAnswers = { goal?: Goal; creator?: keyof typeof CREATOR_KINDS; budget?: Budget };

const CREATOR_KINDS = {
  writer: { categories: ['writing', 'seo', 'email'], userType: 'writers' },
  video: { categories: ['video', 'audio'] },
  designer: { categories: ['design', 'presentations'], userType: 'designers' },
  developer: { categories: ['automation', 'assistants', 'extensions'], userType: 'developers' },
} satisfies Record<string, CreatorKind>;

/** Points per question: a full fit earns WEIGHT, a partial one (the right reader, not the category) 1. */
const WEIGHT = 3;

/**
 * What the reader's budget buys in all, a month, for the three tools together ("your budget for AI
 * tools"); no cap for "$200+", and "free" allows only free plans anyway.
 */
const MONTHLY_CAP: Partial<Record<Budget, number>> = { 'under-50': 50, '50-200': 200 };

/**
 * What a tool adds to the monthly bill: nothing if it has a free plan, else its cheapest paid plan's
 * figure a month. A paid tool with no dated figure is only shown without a cap ("$200+"), so it never
 * counts here.
 */
function monthlyBill(tool: ToolSummary): number {
  if (tool.plans.bracket === 'free') return 0;
  return monthlyCost(tool.plans) ?? 0;
}

/** The bracket of a tool's record of plans; a paid tool with no dated figure counts as the dearest. */
function bracketOf(tool: ToolSummary): Budget {
  return tool.plans.bracket ?? '200-plus';
}

/** Who the reader said they are and what they want, for the articles' verdicts. */
function readerOf(answers: FinderAnswers): ReaderProfile {
  const kind: CreatorKind | undefined = answers.creator ? CREATOR_KINDS[answers.creator] : undefined;
  return { audiences: kind?.userType ? [kind.userType] : [], goals: answers.goal ? [answers.goal] : [] };
}

/**
 * How well a tool fits the answers. Each answered question is worth up to WEIGHT points: the goal
 * if the tool serves it; the creator type if the tool is in that kind's categories (1 point if it
 * only suits that reader); the budget by how close the tool's bracket, read from its pricing facts, is
 * to the reader's (a reader ready to pay more is shown the tools made for that spend first). Skipped
 * questions count nothing. Ties go by fit (byFit): how deeply the answers back each tool, then how high the
 * reader's goal comes among the tool's own goals, how central its category is to that kind of creator
 * (the kind's categories are listed core first), whether it is made for that reader, then the earlier questions.
 */
function fitOf(tool: ToolSummary, answers: FinderAnswers): Fit {
  const kind: CreatorKind | undefined = answers.creator ? CREATOR_KINDS[answers.creator] : undefined;
  const goal = answers.goal !== undefined && tool.goals.includes(answers.goal);
  const creator = kind !== undefined && kind.categories.some((category) => inCategory(tool, category));
  const madeForReader = kind?.userType !== undefined && tool.userTypes.includes(kind.userType);
  const reader = !creator && madeForReader;
  const budget =
    answers.budget === undefined ? 0 : Math.max(0, WEIGHT - (BUDGETS.indexOf(answers.budget) - BUDGETS.indexOf(bracketOf(tool))));
  const points = [goal ? WEIGHT : 0, creator ? WEIGHT : reader ? 1 : 0, budget];
  const core = kind === undefined ? -1 : kind.categories.findIndex((category) => inCategory(tool, category));
  return {
    score: points.reduce((sum, point) => sum + point, 0),
    fits: [goal, creator, answers.budget !== undefined].filter(Boolean).length,
    strongest: Math.max(...points),
    byQuestion: points,
    closeness: [
      goalRank(tool, answers.goal),
      core === -1 ? 0 : kind!.categories.length - core,
      madeForReader ? 1 : 0,
      ...editorialCloseness(tool),
    ],
  };
}

/**
 * Every tool the reader may be shown, best fit first: within the budget (read from its pricing facts,
 * see withinBudget), not one our articles advise against for this reader (their creator type or goal),
 * and pointed to by at least one answer.
 */
export function rankFinderTools(answers: FinderAnswers, tools: readonly ToolSummary[]): { tool: ToolSummary; fit: Fit }[] {
  const reader = readerOf(answers);
  return tools
    .filter((tool) => withinBudget(tool, answers.budget) && !advisedAgainst(tool, reader))
    .map((tool) => ({ tool, fit: fitOf(tool, answers) }))
    .filter(({ fit }) => fit.score > 0)
    .sort(byFit);
}

/** The three tools that fit the answers best (rankFinderTools), together within what the budget buys in a month. */
export function recommendTools(answers: FinderAnswers, tools: readonly ToolSummary[]): ToolMatch[] {
  const answered = [answers.goal, answers.creator, answers.budget].filter((answer) => answer !== undefined).length;
  const ranked = rankFinderTools(answers, tools);
  const cap = answers.budget === undefined ? undefined : MONTHLY_CAP[answers.budget];
  const picked: typeof ranked = [];
  let bill = 0;
  for (const entry of ranked) {
    if (picked.length === RECOMMENDED) break;
    const cost = monthlyBill(entry.tool);
    if (cap !== undefined && bill + cost > cap) continue;
    picked.push(entry);
    bill += cost;
  }
  return toMatches(picked, answered);
}
