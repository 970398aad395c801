// What the browser tests expect, read from the built content rather than written down, so an
// editor who adds an article (README, "Adding an article") keeps them green.
import path from 'node:path';
import { readJson } from '../../platform/read-json.ts';
import { planRecord, type PlanRecord } from '../../shared-content/src/domain/plans/record.ts';
import { planSummary, type PlanSummary } from '../../shared-content/src/domain/plans/summary.ts';
import type { HistoryEntry } from '../../shared-content/src/content/schemas/plans.ts';

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
export const ARTICLES = checkoutJson<{ articles: BuiltArticle[] }>('shared-content/src/content/generated/article-index.json').articles;

/** Each article's last revision (YYYY-MM-DD), as its byline's Updated date shows it. */
export const updatedOf = (slug: string): string | undefined =>
  checkoutJson<Record<string, { updated: string }>>('shared-content/src/content/generated/article-headers.json')[slug]?.updated;

/** How many articles the home page's Featured Explorations show (content/config.json). */
export const FEATURED_COUNT = checkoutJson<{ featuredArticles: number }>('shared-content/content/config.json').featuredArticles;

export const articlesIn = (categoryId: string): BuiltArticle[] => ARTICLES.filter((article) => article.category === categoryId);

export interface BuiltTool {
  id: string;
  name: string;
  /** The day it joined The Arsenal (YYYY-MM-DD). */
  added: string;
  category: string;
  userTypes: string[];
  browserExtension?: boolean;
  url: string;
  affiliateUrl?: string;
  /** The vendor's own pricing page: "Current prices on {vendor}". */
  pricingPage: string;
  check?: { on: string; owner?: string; sources: { url: string }[] };
}

/** The Arsenal's tools (content/tools.json). */
export const TOOLS = checkoutJson<BuiltTool[]>('shared-content/content/tools.json');

/** Every tool's readings of its plans (content/tool-history.json), oldest first. */
const HISTORY = checkoutJson<Record<string, HistoryEntry[]>>('shared-content/content/tool-history.json');

/** A tool's history: its readings of plans and searches, and checks as recorded before readings. */
export const historyOf = (tool: Pick<BuiltTool, 'id'>): HistoryEntry[] => HISTORY[tool.id] ?? [];

/**
 * The record of a tool's plans, derived from its readings by the function every page uses
 * (shared-content/src/domain/plans/record.ts), so a test expects what the record says, not a copied figure.
 */
export const recordOf = (tool: Pick<BuiltTool, 'id' | 'name'>): PlanRecord => planRecord(historyOf(tool), tool.name);

/** What every card shows of a tool's record: its model, free plan, cheapest paid plan with its source, plan names. */
export const plansOf = (tool: Pick<BuiltTool, 'id' | 'name'>): PlanSummary => planSummary(recordOf(tool));

export const toolById = (id: string): BuiltTool => {
  const tool = TOOLS.find((candidate) => candidate.id === id);
  if (!tool) throw new Error(`no tool "${id}" in content/tools.json`);
  return tool;
};

/** The tools a category's page lists: its own, and for "extensions" every tool with a browser extension. */
export const toolsInCategory = (category: string): string[] =>
  TOOLS.filter((tool) => tool.category === category || (category === 'extensions' && tool.browserExtension === true)).map(
    (tool) => tool.id,
  );

export const toolsForUserType = (userType: string): string[] =>
  TOOLS.filter((tool) => tool.userTypes.includes(userType)).map((tool) => tool.id);
