import index from './generated/tool-index.json';
import type { PlanSummary } from '../domain/plans/summary';
import type { ToolStatus } from '../domain/status';
import type { Tool } from './schemas/tool';

/**
 * A tool as every page lists it: its entry (content/tools.json), the summary of its plans' record,
 * and its status when it is not active (domain/status.ts).
 */
/** A tool as pages show it: its entry without what only the price monitor reads, its plans' summary and its status. */
export type ListedTool = Omit<Tool, 'monitor'> & { plans: PlanSummary; status?: ToolStatus };

/** What a recommender needs to know of a tool; the directory has the rest (src/content/generated/tools.json). */
export type ToolSummary = Pick<
  ListedTool,
  | 'id'
  | 'name'
  | 'category'
  | 'browserExtension'
  | 'hook'
  | 'plans'
  | 'pricingPage'
  | 'userTypes'
  | 'goals'
  | 'topPick'
  | 'trending'
  | 'status'
>;

/** Every tool of The Arsenal, in its order, generated from content/tools.json by the content build. */
export const TOOL_INDEX = index as unknown as readonly ToolSummary[];
