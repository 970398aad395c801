import exported from '../../content/popularity.json';
import { TOOL_INDEX } from '../content/tool-index';

/**
 * "Top 5 This Month" and the "Trending" badges, from clicks when enough were counted, else from the
 * editors' flags in content/tools.json, and said which. The pages are prerendered, so the counts
 * reach them at build time: content/popularity.json is what the service's CLI exports
 * (`newsletter-cli popularity`, the last 30 days per tool, and the last 7 as `recent`), committed or
 * written before `npm run build`. A page built from it shows the day the counts run to.
 */
export interface PopularityFile {
  to: string | null;
  days: number;
  trendingDays: number;
  tools: Record<string, { clicks: number; recent: number }>;
  /** Readers who clicked, each counted once per day they did, over the days (absent in an older export: 0). */
  readerDays?: number;
  /** Days with at least one click (absent in an older export: 0). */
  activeDays?: number;
  /** Confirmed newsletter subscribers when the export was made; null (or absent, in an older export) when not counted. */
  confirmedSubscribers?: number | null;
}

/**
 * Enough clicks to rank by, in the 30 days: this many, on at least this many tools, from at least
 * this many readers (the service counts a reader once a tool and day, and each day's readers
 * once), on at least this many days. One script, or one busy afternoon, cannot make the list.
 */
export const POPULARITY_THRESHOLD = { clicks: 50, tools: 5, readers: 25, days: 7 } as const;
/** Badges at most, and the clicks in the last 7 days a tool needs for one. */
export const TRENDING_MAX = 10;
export const TRENDING_MIN_RECENT = 3;

export interface Popularity {
  basis: 'measured' | 'editors';
  /** What the ranking is, shown under "Top 5 This Month". */
  label: string;
  /** How it was made, in a sentence for the reader. */
  note: string;
  /** Tool ids, first the most visited (or the editors' order). */
  topFive: readonly string[];
  trending: ReadonlySet<string>;
}

type Flagged = { id: string; topPick: boolean; trending: boolean };

const longDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export function popularityFrom(file: PopularityFile, tools: readonly Flagged[]): Popularity {
  const order = new Map(tools.map((tool, index) => [tool.id, index]));
  // Counts of tools the site no longer has do not count towards the threshold.
  const counted = Object.entries(file.tools).filter(([id, count]) => order.has(id) && count.clicks > 0);
  const total = counted.reduce((sum, [, count]) => sum + count.clicks, 0);
  const enough =
    total >= POPULARITY_THRESHOLD.clicks &&
    counted.length >= POPULARITY_THRESHOLD.tools &&
    (file.readerDays ?? 0) >= POPULARITY_THRESHOLD.readers &&
    (file.activeDays ?? 0) >= POPULARITY_THRESHOLD.days;
  if (file.to !== null && enough) {
    const byOrder = (a: string, b: string) => (order.get(a) ?? 0) - (order.get(b) ?? 0);
    const topFive = [...counted].sort(([a, x], [b, y]) => y.clicks - x.clicks || byOrder(a, b)).slice(0, 5);
    const trending = counted
      .filter(([, count]) => count.recent >= TRENDING_MIN_RECENT)
      .sort(([a, x], [b, y]) => y.recent - x.recent || byOrder(a, b))
      .slice(0, TRENDING_MAX);
    return {
      basis: 'measured',
      label: `Most visited in the last ${file.days} days`,
      note: `Ranked by readers' clicks on links to tools in the ${file.days} days to ${longDate(file.to)} (${total} clicks, each reader counted once a tool and day; no data about who clicked). "Trending" marks the tools clicked most in the last ${file.trendingDays} of those days.`,
      topFive: topFive.map(([id]) => id),
      trending: new Set(trending.map(([id]) => id)),
    };
  }
  return {
    basis: 'editors',
    label: "Editors' picks",
    note: `Chosen by our editors: too few clicks on links to tools have been counted to rank by visits (it takes ${POPULARITY_THRESHOLD.clicks} in ${file.days} days across ${POPULARITY_THRESHOLD.tools} tools, from ${POPULARITY_THRESHOLD.readers} readers on ${POPULARITY_THRESHOLD.days} days). "Trending" is the editors' call too.`,
    topFive: tools.filter((tool) => tool.topPick).map((tool) => tool.id),
    trending: new Set(tools.filter((tool) => tool.trending).map((tool) => tool.id)),
  };
}

/** The ranking the pages of this build show. */
export const POPULARITY = popularityFrom(exported as PopularityFile, TOOL_INDEX);
