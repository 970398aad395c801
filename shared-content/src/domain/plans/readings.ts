// Which of a tool's readings (content/tool-history.json) count: each source's copy once, the reading
// that stands and the current ones beside it, by the trust of their kind and the day they were read
// (docs/decisions/2026-11-28-one-record-of-plans.md).
import type { HistoryEntry, PlanSource, Reading, Search } from '../../content/schemas/plans';
import { dayNumber, hasFigure, isFree } from './figures';

/** A reading of a lower rank stands over a newer one read at most this many days later. */
export const PREFER_HIGHER_RANK_WITHIN_DAYS = 90;

/**
 * How much a kind of source is trusted: lower is better (docs/decisions/2026-11-28-one-record-of-plans.md).
 * The vendor's own page, read by our monitor with a snapshot of what it read, outranks a copy of that
 * page made by someone else.
 */
export const SOURCE_RANK: Record<PlanSource['kind'], number> = {
  'vendor-page': 0,
  'vendor-page-copy': 1,
  'licensed-dataset': 2,
  'third-party-report': 3,
};

export const isReading = (entry: HistoryEntry): entry is Reading => 'source' in entry && 'plans' in entry;

/**
 * A tool's readings, each source's copy once: a copy recorded again (the same address, publisher and
 * day read, with more of what it says) replaces the earlier recording, as the history is append-only.
 */
export function readingsOf(history: readonly HistoryEntry[]): Reading[] {
  const key = (reading: Reading) => `${reading.source.url} ${reading.source.publisher} ${reading.read}`;
  const latest = new Map<string, Reading>();
  for (const reading of history.filter(isReading)) {
    latest.delete(key(reading));
    latest.set(key(reading), reading);
  }
  return [...latest.values()];
}

export const isSearch = (entry: HistoryEntry): entry is Search => 'searched' in entry;

/**
 * Whether a reading gives a figure: a price of a paid plan, or only free plans (a free tool). A list
 * of plan names, or a free plan beside paid plans it does not price, prices nothing.
 */
export const givesFigure = (reading: Reading): boolean =>
  reading.plans.some((plan) => hasFigure(plan) && !isFree(plan)) || reading.plans.every(isFree);

/**
 * The reading that stands: among the readings that give a figure (or, when none does, all of them),
 * the newest, unless a reading of a more trusted kind was read at most PREFER_HIGHER_RANK_WITHIN_DAYS
 * before it (then the most trusted of those, newest first). Readings of the same day compete by the
 * day they were recorded, newest first, then by rank; further ties keep the history's order.
 */
export function standingReading(readings: readonly Reading[]): Reading | null {
  const priced = readings.filter(givesFigure);
  const newestFirst = [...(priced.length > 0 ? priced : readings)].sort(
    (a, b) =>
      dayNumber(b.read) - dayNumber(a.read) || dayNumber(b.on) - dayNumber(a.on) || SOURCE_RANK[a.source.kind] - SOURCE_RANK[b.source.kind],
  );
  const newest = newestFirst[0];
  if (!newest) return null;
  const window = newestFirst.filter((reading) => dayNumber(newest.read) - dayNumber(reading.read) <= PREFER_HIGHER_RANK_WITHIN_DAYS);
  return window.reduce((best, reading) => (SOURCE_RANK[reading.source.kind] < SOURCE_RANK[best.source.kind] ? reading : best), newest);
}

/**
 * The readings that count beside the standing one: read within the window before it, or after it,
 * and not superseded by a newer reading from the same publisher.
 */
export function currentReadings(readings: readonly Reading[], standing: Reading): Reading[] {
  const superseded = (reading: Reading) =>
    [standing, ...readings].some(
      (other) => other.source.publisher === reading.source.publisher && dayNumber(other.read) > dayNumber(reading.read),
    );
  return readings.filter(
    (reading) =>
      reading !== standing && dayNumber(standing.read) - dayNumber(reading.read) <= PREFER_HIGHER_RANK_WITHIN_DAYS && !superseded(reading),
  );
}
