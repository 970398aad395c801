import type { ToolSummary } from '@toolverse/shared-content/tool-index';
import type { BUDGETS, GOALS, TOOL_CATEGORIES, USER_TYPES } from '@toolverse/shared-content/tool-taxonomy';
import { RECOMMENDED, topMatches, type ToolMatch } from '../recommendation';

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
  designer: { categories: ['design'], userType: 'designers' },
  developer: { categories: ['automation', 'assistants', 'extensions'], userType: 'developers' },
} satisfies Record<string, CreatorKind>;

/** Points per question: a full fit earns WEIGHT, a partial one (the right reader, not the category) 1. */
const WEIGHT = 3;

function budgetFits(tool: ToolSummary, budget: Budget): boolean {
  const order: readonly Budget[] = ['free', 'under-50', '50-200', '200-plus'];
  return order.indexOf(tool.budget) <= order.indexOf(budget);
}

/**
 * The three tools that fit the answers best. Each answered question is worth WEIGHT points: the
 * goal if the tool serves it, the creator type if the tool is in that kind's categories (1 point
 * if it only suits that reader), the budget if its plans fit. A tool over budget is left out
 * unless too few fit. Skipped questions count for nothing either way.
 */
export function recommendTools(answers: FinderAnswers, tools: readonly ToolSummary[]): ToolMatch[] {
  const kind: CreatorKind | undefined = answers.creator ? CREATOR_KINDS[answers.creator] : undefined;
  const answered = [answers.goal, answers.creator, answers.budget].filter((answer) => answer !== undefined).length;
  const scoreOf = (tool: ToolSummary): number =>
    (answers.goal && tool.goals.includes(answers.goal) ? WEIGHT : 0) +
    (kind ? (kind.categories.includes(tool.category) ? WEIGHT : kind.userType && tool.userTypes.includes(kind.userType) ? 1 : 0) : 0) +
    (answers.budget && budgetFits(tool, answers.budget) ? WEIGHT : 0);

  const { budget } = answers;
  const affordable = budget ? tools.filter((tool) => budgetFits(tool, budget)) : tools;
  const pool = affordable.length >= RECOMMENDED ? affordable : tools;
  return topMatches(new Map(pool.map((tool) => [tool.id, scoreOf(tool)])), pool, answered * WEIGHT);
}
