/**
 * Outbound clicks, counted without tracking: a click is the tool, the kind of page it came from and
 * the day (UTC). No cookie is set or read, and no IP address or user agent is stored. A click counts
 * once per network (IPv4 /24, IPv6 /48), tool and day, and each day counts its readers (IPv4
 * address, IPv6 /64) once; each counted click of a day not over yet is kept in the store as keyed
 * hashes of the day (`click_seen`: its network and tool, its network, its reader; deleted once the
 * day is over), so every instance on one database agrees. The counts stay: one row per (day, tool,
 * page kind), one per day with its readers, and one per day with what the operator checks before an
 * export (clicks without Fetch Metadata, how many networks the clicks came from, what the top three
 * gave).
 */
export interface ClickCount {
  /** YYYY-MM-DD, UTC. */
  day: string;
  toolId: string;
  pageKind: string;
  clicks: number;
}

export interface ClickStore {
  /**
   * Counts a reader's click unless its network has been counted on this tool today; resolves once
   * that is durably committed (the redirect is answered only then, so an acknowledged click is
   * never lost).
   */
  recordClick(click: ClickToCount): Promise<void>;
  /** Adds one to the day's tally of navigations sent on uncounted for want of Fetch Metadata. */
  recordWithoutFetchMetadata(day: string): Promise<void>;
  /** Every count from `sinceDay` (YYYY-MM-DD, inclusive; all when undefined), oldest day first. */
  clickCounts(sinceDay?: string): Promise<ClickCount[]>;
  /** Per day from `sinceDay`, how many readers clicked (each reader once a day), oldest day first. */
  readerCounts(sinceDay?: string): Promise<ReaderCount[]>;
  /** Per day from `sinceDay`, the anomaly figures (DayFigures), oldest day first. */
  dayFigures(sinceDay?: string): Promise<DayFigures[]>;
  /**
   * Forgets who clicked on the days before `today`: their figures are kept (DayFigures), their
   * keyed hashes deleted. Resolves how many were deleted.
   */
  sweepClickDays(today: string): Promise<number>;
}

/** A reader's click to count: the day its keys were made for, the tool, the kind of page, the keys. */
export interface ClickToCount {
  day: string;
  toolId: string;
  pageKind: string;
  keys: ClickKeys;
}

/** A click's keys in the store: keyed hashes only, under a key of the day (clickKeys in http/clients.ts). */
export interface ClickKeys {
  /** The network (clientNetwork) and the tool: one counted click per network, tool and day. */
  networkTool: string;
  /** The network alone, so the operator can see how much of a day one network gave. */
  network: string;
  /** The reader (clientGroup): each day's readers are counted once. */
  reader: string;
}

/** What the operator checks about a day before accepting an export. */
export interface DayFigures {
  day: string;
  /** Navigations sent on uncounted because they carried no Fetch Metadata. */
  withoutFetchMetadata: number;
  /** Networks with a counted click (null: none recorded). */
  networks: number | null;
  /** Counted clicks of the day's three busiest networks (null: none recorded). */
  topNetworkClicks: number | null;
}

/** A day and how many readers followed a link to a tool that day (each counted once). */
export interface ReaderCount {
  day: string;
  readers: number;
}

/** What waits for the group commit: a click to count, or a navigation without Fetch Metadata. */
export type PendingClick = ClickToCount | { day: string; withoutFetchMetadata: true };

/** A click's day, in UTC, as stored. */
export function utcDay(date: Date = new Date()): string {
  return date.toISOString().slice(0, 10);
}

/** The day `days` days before `date` (UTC). */
export function daysBefore(days: number, date: Date = new Date()): string {
  return utcDay(new Date(date.getTime() - days * 86_400_000));
}

/** A batch of clicks as one count per (day, tool, page kind): what one upsert adds. */
export function tally(clicks: readonly { day: string; toolId: string; pageKind: string }[]): ClickCount[] {
  const counts = new Map<string, ClickCount>();
  for (const { day, toolId, pageKind } of clicks) {
    const key = `${day}\u0000${toolId}\u0000${pageKind}`;
    const entry = counts.get(key);
    if (entry) entry.clicks += 1;
    else counts.set(key, { day, toolId, pageKind, clicks: 1 });
  }
  return [...counts.values()];
}

/** How many times each value occurs, in the order of first occurrence. */
export function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/** Totals by one field, largest first (ties by name). */
export function totalsBy(counts: readonly ClickCount[], field: 'toolId' | 'pageKind' | 'day'): [string, number][] {
  const totals = new Map<string, number>();
  for (const count of counts) totals.set(count[field], (totals.get(count[field]) ?? 0) + count.clicks);
  return [...totals].sort((a, b) => (field === 'day' ? a[0].localeCompare(b[0]) : b[1] - a[1] || a[0].localeCompare(b[0])));
}

/** Every day from `from` to `to` (inclusive) with its total, zero where nobody clicked. */
export function dailyTotals(counts: readonly ClickCount[], from: string, to: string): [string, number][] {
  const byDay = new Map(totalsBy(counts, 'day'));
  const days: [string, number][] = [];
  for (let day = new Date(`${from}T00:00:00Z`); utcDay(day) <= to; day = new Date(day.getTime() + 86_400_000)) {
    days.push([utcDay(day), byDay.get(utcDay(day)) ?? 0]);
  }
  return days;
}

/** The days popularity looks back over, and the shorter window "Trending" uses. */
export const POPULARITY_DAYS = 30;
export const TRENDING_DAYS = 7;

/**
 * What the site's build reads to rank tools by measured clicks (shared-content/content/popularity.json,
 * written by `newsletter-cli popularity`): per tool, its clicks in the last 30 and 7 days up to `to`.
 * The site decides whether there are enough to use (shared-content/src/domain/popularity.ts).
 */
export interface PopularityExport {
  /** The last day counted (UTC), or null when no export has been made. */
  to: string | null;
  days: number;
  trendingDays: number;
  tools: Record<string, { clicks: number; recent: number }>;
  /** Readers who clicked, each once per day they did, summed over the days (distinct readers a day). */
  readerDays: number;
  /** Days with at least one click. */
  activeDays: number;
  /** Confirmed newsletter subscribers when the export was made (the home page's Community Impact), or null. */
  confirmedSubscribers: number | null;
}

export function popularityExport(
  counts: readonly ClickCount[],
  readers: readonly ReaderCount[],
  now: Date = new Date(),
  confirmedSubscribers: number | null = null,
): PopularityExport {
  const to = utcDay(now);
  const since = daysBefore(POPULARITY_DAYS - 1, now);
  const recentSince = daysBefore(TRENDING_DAYS - 1, now);
  const tools: Record<string, { clicks: number; recent: number }> = {};
  for (const count of counts) {
    if (count.day < since || count.day > to) continue;
    const entry = (tools[count.toolId] ??= { clicks: 0, recent: 0 });
    entry.clicks += count.clicks;
    if (count.day >= recentSince) entry.recent += count.clicks;
  }
  const sorted = Object.fromEntries(Object.entries(tools).sort(([a], [b]) => a.localeCompare(b)));
  const inWindow = ({ day }: { day: string }) => day >= since && day <= to;
  const readerDays = readers.filter(inWindow).reduce((sum, count) => sum + count.readers, 0);
  const activeDays = new Set(counts.filter((count) => inWindow(count) && count.clicks > 0).map((count) => count.day)).size;
  return { to, days: POPULARITY_DAYS, trendingDays: TRENDING_DAYS, tools: sorted, readerDays, activeDays, confirmedSubscribers };
}
