import { dailyTotals, daysBefore, type ClickCount, type DayFigures } from '../clicks/store.js';

/** A day is a spike for a tool when it has this many times the median of the tool's days before it… */
export const SPIKE_FACTOR = 5;
/** …over this many days (days without a click count as 0)… */
export const SPIKE_BASELINE_DAYS = 14;
/** …and at least this many clicks: a tool going from 1 to 6 clicks is not news. */
export const SPIKE_MIN_CLICKS = 20;
/** A day whose three busiest networks gave more than this share of at least SPIKE_MIN_CLICKS clicks is listed. */
export const TOP_NETWORKS_SHARE = 0.5;

export interface Spike {
  day: string;
  toolId: string;
  clicks: number;
  median: number;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * Day-over-day spikes per tool from `from` to `to`: a day with at least SPIKE_MIN_CLICKS clicks and
 * more than SPIKE_FACTOR times the median of the tool's SPIKE_BASELINE_DAYS days before it. `counts`
 * must reach back that far before `from`.
 */
export function spikes(counts: readonly ClickCount[], from: string, to: string): Spike[] {
  const start = daysBefore(SPIKE_BASELINE_DAYS, new Date(`${from}T00:00:00Z`));
  const found: Spike[] = [];
  for (const toolId of new Set(counts.map((count) => count.toolId))) {
    const days = dailyTotals(
      counts.filter((count) => count.toolId === toolId),
      start,
      to,
    );
    days.forEach(([day, clicks], index) => {
      if (day < from || clicks < SPIKE_MIN_CLICKS) return;
      const before = median(days.slice(Math.max(0, index - SPIKE_BASELINE_DAYS), index).map(([, n]) => n));
      if (clicks > SPIKE_FACTOR * before) found.push({ day, toolId, clicks, median: before });
    });
  }
  return found.sort((a, b) => a.day.localeCompare(b.day) || a.toolId.localeCompare(b.toolId));
}

const percent = (part: number, whole: number) => `${whole === 0 ? 0 : Math.round((1000 * part) / whole) / 10}%`;

/** The lines about the busiest networks: their share over the window, and the days where they gave most. */
function networkLines(clicksByDay: ReadonlyMap<string, number>, figures: readonly DayFigures[]): string[] {
  const known = figures.filter((day) => day.topNetworkClicks !== null && (clicksByDay.get(day.day) ?? 0) > 0);
  const top = known.reduce((sum, day) => sum + (day.topNetworkClicks ?? 0), 0);
  const clicks = known.reduce((sum, day) => sum + (clicksByDay.get(day.day) ?? 0), 0);
  const lines = [
    `Busiest networks: each day's top 3 networks (IPv4 /24, IPv6 /48) gave ${top} of ${clicks} counted click(s) (${percent(top, clicks)}).`,
  ];
  for (const day of known) {
    const total = clicksByDay.get(day.day) ?? 0;
    const share = (day.topNetworkClicks ?? 0) / total;
    if (total >= SPIKE_MIN_CLICKS && share > TOP_NETWORKS_SHARE)
      lines.push(
        `  ${day.day}: top 3 networks gave ${day.topNetworkClicks} of ${total} (${percent(day.topNetworkClicks ?? 0, total)}), from ${day.networks} network(s)`,
      );
  }
  return lines;
}

/**
 * What `newsletter-cli popularity` prints before the export is accepted: how concentrated the counted
 * clicks of `from`..`to` are in a few networks, how many navigations came without Fetch Metadata, and
 * the spikes per tool. Figures only: the operator decides.
 */
export function anomalyReport(counts: readonly ClickCount[], figures: readonly DayFigures[], from: string, to: string): string {
  const inWindow = <T extends { day: string }>(rows: readonly T[]) => rows.filter((row) => row.day >= from && row.day <= to);
  const clicksByDay = new Map(dailyTotals(inWindow(counts), from, to));
  const days = inWindow(figures);
  const unmarked = days.filter((day) => day.withoutFetchMetadata > 0);
  const unmarkedTotal = unmarked.reduce((sum, day) => sum + day.withoutFetchMetadata, 0);
  const found = spikes(counts, from, to);
  return [
    `Anomalies from ${from} to ${to} (UTC): check them before accepting the export.`,
    ...networkLines(clicksByDay, days),
    `Without Fetch Metadata (sent on, not counted): ${unmarkedTotal}${unmarked.length > 0 ? '; per day:' : ''}`,
    ...unmarked.map((day) => `  ${day.day}: ${day.withoutFetchMetadata}`),
    `Spikes (a day over ${SPIKE_FACTOR}x the tool's median of the ${SPIKE_BASELINE_DAYS} days before, ${SPIKE_MIN_CLICKS} clicks at least): ${found.length === 0 ? 'none' : found.length}`,
    ...found.map((spike) => `  ${spike.day}: ${spike.toolId}: ${spike.clicks} click(s), median before ${spike.median}`),
    '',
  ].join('\n');
}
