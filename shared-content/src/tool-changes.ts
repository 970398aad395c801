import type { Article } from './schemas/article';
import type { Tool } from './schemas/tool';
import type { FactChangeEntry } from './tool-history';

export type { FactChangeEntry } from './tool-history';

/**
 * What changed in The Arsenal, from the tools' own dates: the day each tool joined (tools.json
 * `added`) and each tool's last fact check (`check`), grouped by day, newest first, beside the
 * articles' updates (each article's `changes`). The directory page /tools/changes and its Atom feed
 * are made from this, so neither is written by hand. A check replaces the one before it in
 * tools.json, so only each tool's last check is listed; an article keeps every change.
 */

/** One tool's last fact check, as the page and the feed show it. */
export interface ToolCheckEntry {
  id: string;
  name: string;
  /** YYYY-MM-DD */
  on: string;
  owner?: string;
  summary: string;
  /** The vendor pages the check relied on. */
  sources: readonly string[];
}

/** A tool that joined The Arsenal. */
export interface ToolAddedEntry {
  id: string;
  name: string;
}

/** An article's update: what changed in it, as its byline says under the Updated date. */
export interface ArticleUpdateEntry {
  slug: string;
  title: string;
  what: string;
}

/** The tools added, the checks made, the facts they changed and the articles updated on one day. */
export interface ChangeDay {
  /** YYYY-MM-DD */
  date: string;
  added: readonly ToolAddedEntry[];
  checks: readonly ToolCheckEntry[];
  /** Price, free-plan and owner changes found that day (content/tool-history.json), old → new. */
  facts: readonly FactChangeEntry[];
  articles: readonly ArticleUpdateEntry[];
}

type DatedTool = Pick<Tool, 'id' | 'name' | 'added' | 'check'>;
/** An article as its updates are listed: its own changes, newest first. */
export type ChangedArticle = Pick<Article, 'slug' | 'title' | 'changes'>;

/**
 * Every tool's addition, last check and fact changes (from its history: `facts`, as the content
 * build writes them to generated/tool-fact-changes.json) and every article's changes, newest day
 * first; within a day in the tools' order (the directory's), then the articles' order.
 */
export function toolChanges(
  tools: readonly DatedTool[],
  articles: readonly ChangedArticle[],
  facts: readonly FactChangeEntry[] = [],
): ChangeDay[] {
  const days = new Map<
    string,
    { added: ToolAddedEntry[]; checks: ToolCheckEntry[]; facts: FactChangeEntry[]; articles: ArticleUpdateEntry[] }
  >();
  const dayOf = (date: string) => {
    const day = days.get(date) ?? { added: [], checks: [], facts: [], articles: [] };
    days.set(date, day);
    return day;
  };
  for (const { id, name, added, check } of tools) {
    dayOf(added).added.push({ id, name });
    if (!check) continue;
    const entry: ToolCheckEntry = {
      id,
      name,
      on: check.on,
      ...(check.owner ? { owner: check.owner } : {}),
      summary: check.summary,
      sources: check.sources.map((source) => source.url),
    };
    dayOf(check.on).checks.push(entry);
  }
  const order = new Map(tools.map((tool, index) => [tool.id, index]));
  for (const fact of [...facts].sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))) dayOf(fact.on).facts.push(fact);
  for (const { slug, title, changes = [] } of articles)
    for (const { date, what } of changes) dayOf(date).articles.push({ slug, title, what });
  return [...days.entries()].sort(([a], [b]) => b.localeCompare(a)).map(([date, day]) => ({ date, ...day }));
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 2026-11-25 -> November 25, 2026 */
export function dayLabel(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
}
