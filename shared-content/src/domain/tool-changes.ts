import type { CorrectionEntry, FactChangeEntry } from './plans/history';
import type { Article } from '../content/schemas/article';
import type { Tool } from '../content/schemas/tool';

export type { CorrectionEntry, FactChangeEntry } from './plans/history';

/**
 * What changed in The Arsenal, from the content's own dates: the day each tool joined (tools.json
 * `added`), the readings of its plans recorded each day and what they changed in its record
 * (tool-history.json), the facts we corrected (corrections.json), and the articles' updates (each
 * article's `changes`), grouped by day, newest first. The directory page /tools/changes and its Atom
 * feed are made from this, so neither is written by hand.
 */

/** A day's readings of one tool's plans, by the publishers of their sources. */
export interface ReadingDay {
  id: string;
  name: string;
  /** YYYY-MM-DD */
  on: string;
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

/** The tools added, the plans read, the facts they changed, the corrections and the articles updated on one day. */
export interface ChangeDay {
  /** YYYY-MM-DD */
  date: string;
  added: readonly ToolAddedEntry[];
  readings: readonly ReadingDay[];
  /** Price and free-plan changes that day's readings made in the records, old → new. */
  facts: readonly FactChangeEntry[];
  corrections: readonly CorrectionEntry[];
  articles: readonly ArticleUpdateEntry[];
}

type DatedTool = Pick<Tool, 'id' | 'name' | 'added'>;
/** An article as its updates are listed: its own changes, newest first. */
export type ChangedArticle = Pick<Article, 'slug' | 'title' | 'changes'>;

/** What the content build derived from the history (src/content/generated/tool-readings.json, tool-fact-changes.json, tool-corrections.json). */
export interface RecordChanges {
  readings: readonly ReadingDay[];
  facts: readonly FactChangeEntry[];
  corrections: readonly CorrectionEntry[];
}

/**
 * Every tool's addition, readings, fact changes and corrections and every article's changes, newest
 * day first; within a day in the tools' order (the directory's), then the articles' order.
 */
export function toolChanges(
  tools: readonly DatedTool[],
  articles: readonly ChangedArticle[],
  changes: RecordChanges = { readings: [], facts: [], corrections: [] },
): ChangeDay[] {
  type Day = {
    added: ToolAddedEntry[];
    readings: ReadingDay[];
    facts: FactChangeEntry[];
    corrections: CorrectionEntry[];
    articles: ArticleUpdateEntry[];
  };
  const days = new Map<string, Day>();
  const dayOf = (date: string) => {
    const day = days.get(date) ?? { added: [], readings: [], facts: [], corrections: [], articles: [] };
    days.set(date, day);
    return day;
  };
  for (const { id, name, added } of tools) dayOf(added).added.push({ id, name });
  const order = new Map(tools.map((tool, index) => [tool.id, index]));
  const inToolOrder = <T extends { id: string }>(entries: readonly T[]) =>
    [...entries].sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  for (const reading of inToolOrder(changes.readings)) dayOf(reading.on).readings.push(reading);
  for (const fact of inToolOrder(changes.facts)) dayOf(fact.on).facts.push(fact);
  for (const correction of inToolOrder(changes.corrections)) dayOf(correction.on).corrections.push(correction);
  for (const { slug, title, changes: updates = [] } of articles)
    for (const { date, what } of updates) dayOf(date).articles.push({ slug, title, what });
  return [...days.entries()].sort(([a], [b]) => b.localeCompare(a)).map(([date, day]) => ({ date, ...day }));
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 2026-11-25 -> November 25, 2026 */
export function dayLabel(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
}
