import type { ListedTool } from '@toolverse/shared-content/content/tool-index';
import toolsJson from '@toolverse/shared-content/content/generated/tools.json';

/** Every tool of The Arsenal, in its recommended order (content/tools.json). */
export const TOOLS = toolsJson as ListedTool[];

const byId = new Map(TOOLS.map((tool) => [tool.id, tool]));
export const toolById = (id: string): ListedTool | undefined => byId.get(id);
export const isTool = (id: string): boolean => byId.has(id);
