// What the browser tests expect, read from the built content rather than written down, so an
// editor who adds an article (README, "Adding an article") keeps them green.
import path from 'node:path';
import { readJson } from '../../platform/read-json.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** A JSON file of the checkout, by its path from the root. */
const checkoutJson = <T>(file: string): T => readJson<T>(path.join(ROOT, file));

export interface BuiltArticle {
  slug: string;
  title: string;
  category: string;
  featured: boolean;
}

/** Every article in the order of content/article-order.json (the previous/next chain). */
export const ARTICLES = checkoutJson<{ articles: BuiltArticle[] }>('shared-content/src/generated/article-index.json').articles;

/** How many articles the home page's Featured Explorations show (content/config.json). */
export const FEATURED_COUNT = checkoutJson<{ featuredArticles: number }>('shared-content/content/config.json').featuredArticles;

export const articlesIn = (categoryId: string): BuiltArticle[] => ARTICLES.filter((article) => article.category === categoryId);

export interface BuiltTool {
  id: string;
  name: string;
  category: string;
  userTypes: string[];
  browserExtension?: boolean;
  pricing: { model: string };
}

/** The Arsenal's tools (content/tools.json). */
export const TOOLS = checkoutJson<BuiltTool[]>('shared-content/content/tools.json');

/** The tools a category's page lists: its own, and for "extensions" every tool with a browser extension. */
export const toolsInCategory = (category: string): string[] =>
  TOOLS.filter((tool) => tool.category === category || (category === 'extensions' && tool.browserExtension === true)).map(
    (tool) => tool.id,
  );

export const toolsForUserType = (userType: string): string[] =>
  TOOLS.filter((tool) => tool.userTypes.includes(userType)).map((tool) => tool.id);
