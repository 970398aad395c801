import type { ListedTool } from '@toolverse/shared-content/content/tool-index';
import { MAX_COMPARED, MIN_COMPARED } from '../common/compare-limits';

/** The tools a compare URL asks for: the ones The Arsenal has, the ids it does not, and how many were dropped over the limit. */
export interface CompareRequest {
  /** Known ids in the order asked, without repeats, at most MAX_COMPARED. */
  ids: string[];
  /** Ids asked for that are no tool of The Arsenal, as written. */
  unknown: string[];
  /** Known ids beyond MAX_COMPARED, left out. */
  dropped: string[];
}

/**
 * Reads `?ids=a,b,c` (the shareable form) and `?ids=a&ids=b` (what the directory's no-script form
 * sends), or both mixed; blanks and repeats are ignored, case and spaces forgiven.
 */
export function parseCompareIds(params: URLSearchParams, isTool: (id: string) => boolean): CompareRequest {
  const asked = params
    .getAll('ids')
    .flatMap((value) => value.split(','))
    .map((id) => id.trim().toLowerCase())
    .filter((id) => id !== '');
  const known: string[] = [];
  const unknown: string[] = [];
  for (const id of new Set(asked)) (isTool(id) ? known : unknown).push(id);
  return { ids: known.slice(0, MAX_COMPARED), unknown, dropped: known.slice(MAX_COMPARED) };
}

/** The clean URL's last part for a comparison: jasper-vs-copy-ai. */
export const comparisonSlug = (ids: readonly string[]) => ids.join('-vs-');

/** The ids a clean comparison URL names (tool ids never contain "-vs-"), or null for a slug that is not one. */
export function idsOfComparison(slug: string, isTool: (id: string) => boolean): string[] | null {
  const ids = slug.split('-vs-');
  if (ids.length < MIN_COMPARED || ids.length > MAX_COMPARED || !ids.every(isTool) || new Set(ids).size !== ids.length) return null;
  return ids;
}

/** An article as the comparisons read it: its category and the tools its cards recommend, in order. */
export interface ComparingArticle {
  slug: string;
  title: string;
  category: string;
  tools: readonly string[];
}

/** The blog category whose articles put tools head to head ("Tool Battles"). */
export const BATTLE_CATEGORY = 'tool-battles';

/**
 * The comparisons our articles make, each prerendered at its clean URL: every Tool Battles article
 * that recommends two to four tools compares exactly those (a roundup of five or more is a list,
 * not a comparison). Derived from the articles, so a new battle article gets its page by itself.
 */
export function articleComparisons(articles: readonly ComparingArticle[]): { ids: string[]; article: ComparingArticle }[] {
  const seen = new Set<string>();
  return articles
    .filter(
      (article) => article.category === BATTLE_CATEGORY && article.tools.length >= MIN_COMPARED && article.tools.length <= MAX_COMPARED,
    )
    .map((article) => ({ ids: [...article.tools], article }))
    .filter(({ ids }) => {
      const key = [...ids].sort().join(',');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** What the compare table shows of a tool: its own facts and the articles that cover it. */
export type CompareTool = Pick<
  ListedTool,
  'id' | 'name' | 'hook' | 'category' | 'plans' | 'pricingPage' | 'userTypes' | 'goals' | 'benefits' | 'affiliateUrl'
> & {
  articles: readonly { slug: string; title: string }[];
};

/**
 * The compare island's columns, written by the prerender (mfe-tools/src/server.ts) as
 * COMPARE_DATA_PATH: for every tool, keyed by id, the HTML of the compare table with that tool
 * alone. The island fetches it and joins the asked tools' columns into one table, so it carries
 * neither the catalogue nor a renderer in its script.
 */
export const COMPARE_DATA_PATH = '/tools/compare-data.json';

/** The file at COMPARE_DATA_PATH: tool id -> the one-tool compare table's HTML. */
export type CompareColumns = Record<string, string>;

/** The name of a comparison: "Jasper vs Copy.ai". */
export const comparisonName = (ids: readonly string[], nameOf: (id: string) => string | undefined) =>
  ids.map((id) => nameOf(id) ?? id).join(' vs ');

/** A tool as the compare table reads it, with the articles (in the site's order) whose cards recommend it. */
export function compareToolOf(tool: ListedTool, articles: readonly ComparingArticle[]): CompareTool {
  const { id, name, hook, category, plans, pricingPage, userTypes, goals, benefits, affiliateUrl } = tool;
  return {
    id,
    name,
    hook,
    category,
    plans,
    pricingPage,
    userTypes,
    goals,
    benefits,
    affiliateUrl,
    articles: articles.filter((article) => article.tools.includes(id)).map(({ slug, title }) => ({ slug, title })),
  };
}
