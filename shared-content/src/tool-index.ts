import index from './generated/tool-index.json';
import type { Tool } from './schemas/tool';

/** What a recommender needs to know of a tool; the directory has the rest (content/tools.json). */
export type ToolSummary = Pick<
  Tool,
  'id' | 'name' | 'category' | 'browserExtension' | 'hook' | 'pricing' | 'userTypes' | 'goals' | 'budget' | 'topPick' | 'trending'
>;

/** Every tool of The Arsenal, in its order, generated from content/tools.json by the content build. */
export const TOOL_INDEX = index as readonly ToolSummary[];
