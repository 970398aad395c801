import { BRACKET_WORDS } from '@toolverse/shared-content/domain/plans/words';
import type { ListedTool } from '@toolverse/shared-content/content/tool-index';
import { BUDGETS, inCategory } from '@toolverse/shared-content/content/tool-taxonomy';
import { CATEGORY_LABELS, GOAL_PHRASES, USER_TYPE_LABELS } from '../common/labels';

/** What a tool needs for the ranking and the sentence on how another differs. */
export type Comparable = Pick<ListedTool, 'id' | 'name' | 'category' | 'browserExtension' | 'userTypes' | 'goals' | 'plans'>;

/** The points behind the ranking, in the order the page states them. */
export const ALTERNATIVE_POINTS = { category: 3, goal: 2, userType: 1, budget: 1 } as const;

/** The rule as the pages state it, next to the list. */
export const ALTERNATIVES_RULE =
  'Ranked by what each tool does for you: 3 points for the same category, 2 for each goal it shares (create, automate, earn, decide), 1 for each kind of reader it suits in common and 1 for the same budget bracket; ties keep The Arsenal’s recommended order.';

/** A tool's page lists this many; its alternatives page lists more. */
export const ALTERNATIVES_ON_TOOL_PAGE = 3;
export const ALTERNATIVES_ON_OWN_PAGE = 8;

export interface Alternative<T extends Comparable = Comparable> {
  tool: T;
  score: number;
  /** One sentence on how it differs from the tool it is an alternative to, made from the data. */
  difference: string;
}

/** How close `other` is to `tool` by the stated rule; 0 when they share nothing. */
export function closeness(tool: Comparable, other: Comparable): number {
  const shared = <T>(mine: readonly T[], theirs: readonly T[]) => mine.filter((item) => theirs.includes(item)).length;
  const sameCategory = other.category === tool.category || inCategory(other, tool.category);
  return (
    (sameCategory ? ALTERNATIVE_POINTS.category : 0) +
    ALTERNATIVE_POINTS.goal * shared(tool.goals, other.goals) +
    ALTERNATIVE_POINTS.userType * shared(tool.userTypes, other.userTypes) +
    (tool.plans.bracket !== null && tool.plans.bracket === other.plans.bracket ? ALTERNATIVE_POINTS.budget : 0)
  );
}

const list = (items: readonly string[]) =>
  items.length <= 2 ? items.join(' and ') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
const readers = (types: readonly ListedTool['userTypes'][number][]) =>
  list(types.map((type) => `${USER_TYPE_LABELS[type].toLowerCase()}s`));

/**
 * How `other` differs from `tool`, in one sentence made only of their facts: its free plan or its
 * lack of one, its category, who it suits, what else it helps with and its budget bracket. Where the
 * facts are the same, the sentence says so rather than inventing a difference.
 */
export function difference(tool: Comparable, other: Comparable): string {
  const parts: string[] = [];
  const [otherFree, toolFree] = [other.plans.freePlan, tool.plans.freePlan];
  if (otherFree === true && toolFree === false) parts.push(`has a free plan, which ${tool.name} does not`);
  else if (otherFree === false && toolFree === true) parts.push(`no free plan, unlike ${tool.name}`);
  if (other.category !== tool.category)
    parts.push(`listed under ${CATEGORY_LABELS[other.category]}, not ${CATEGORY_LABELS[tool.category]}`);
  const onlyOther = other.userTypes.filter((type) => !tool.userTypes.includes(type));
  const onlyTool = tool.userTypes.filter((type) => !other.userTypes.includes(type));
  if (onlyOther.length > 0 && onlyTool.length > 0) parts.push(`suits ${readers(onlyOther)} rather than ${readers(onlyTool)}`);
  else if (onlyOther.length > 0) parts.push(`also suits ${readers(onlyOther)}`);
  else if (onlyTool.length > 0) parts.push(`made for fewer readers: not ${readers(onlyTool)}`);
  const extraGoals = other.goals.filter((goal) => !tool.goals.includes(goal));
  if (extraGoals.length > 0) parts.push(`also helps you ${list(extraGoals.map((goal) => GOAL_PHRASES[goal]))}`);
  const [mine, theirs] = [tool.plans.bracket, other.plans.bracket];
  const cheaper = mine === null || theirs === null ? 0 : BUDGETS.indexOf(theirs) - BUDGETS.indexOf(mine);
  if (theirs !== null && cheaper !== 0)
    parts.push(`${cheaper < 0 ? 'a cheaper' : 'a dearer'} budget bracket (${BRACKET_WORDS[theirs].toLowerCase()})`);
  if (parts.length === 0) return `Same category, readers, goals and budget bracket as ${tool.name}: compare their plans and features.`;
  const sentence = parts.join('; ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

/**
 * The tools closest to `tool` by the stated rule (ALTERNATIVES_RULE), closest first, ties in the
 * order of `tools` (The Arsenal's recommended order); tools that share nothing with it are left out.
 */
export function alternativesTo<T extends Comparable>(tool: Comparable, tools: readonly T[], limit: number): Alternative<T>[] {
  return tools
    .map((other, order) => ({ other, order, score: other.id === tool.id ? 0 : closeness(tool, other) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ other, score }) => ({ tool: other, score, difference: difference(tool, other) }));
}
