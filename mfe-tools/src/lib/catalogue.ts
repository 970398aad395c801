import { ARTICLES } from '@toolverse/shared-content/content/articles';
import articleTools from '@toolverse/shared-content/content/generated/article-tool-ids.json';
import type { ListedTool } from '@toolverse/shared-content/content/tool-index';
import toolsJson from '@toolverse/shared-content/content/generated/tools.json';
import { articleComparisons, type ComparingArticle } from './compare';

/** Every tool of The Arsenal, in its recommended order (content/tools.json). */
export const TOOLS = toolsJson as ListedTool[];

const byId = new Map(TOOLS.map((tool) => [tool.id, tool]));
export const toolById = (id: string): ListedTool | undefined => byId.get(id);
export const isTool = (id: string): boolean => byId.has(id);

/** The articles with the tools each recommends (its cards, in order). */
export const COMPARING_ARTICLES: readonly ComparingArticle[] = ARTICLES.map(({ slug, title, category }) => ({
  slug,
  title,
  category,
  tools: (articleTools as Record<string, string[]>)[slug] ?? [],
}));

/** The articles whose cards recommend a tool, in the articles' order. */
export const articlesCovering = (toolId: string): readonly ComparingArticle[] =>
  COMPARING_ARTICLES.filter((article) => article.tools.includes(toolId));

/** The comparisons our articles make, prerendered at clean URLs (see articleComparisons), of tools The Arsenal has. */
export const COMPARISONS = articleComparisons(COMPARING_ARTICLES).filter(({ ids }) => ids.every(isTool));
