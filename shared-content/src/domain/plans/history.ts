// A tool's history over time: the readings as the tool page lists them, what changed in the record
// as readings were added (for /tools/changes, its feed and the watch mails), and the corrections log
// with what each corrected fact reads as now. All of it derived from content/tool-history.json and
// content/corrections.json by the same record functions the pages use.
import { CORRECTION_REASONS, type Correction, type HistoryEntry, type Reading } from '../../content/schemas/plans';
import { cheapestPaid, dayNumber, leastFigure } from './figures';
import { planRecord, type PlanRecord } from './record';
import { planSummary } from './summary';
import { readingsOf } from './readings';
import { bracketText, cheapestText, freePlanText, planNamesText } from './words';

/** One reading as the tool page's history lists it: when its source read the plans, the source, and what it found. */
export interface HistoryRow {
  read: string;
  on: string;
  dated?: 'commit';
  currency?: Reading['currency'];
  source: Reading['source'];
  /** The cheapest paid plan it prices, in the site's words, or null. */
  cheapest: string | null;
  /** The cheapest paid plan's figure a month, for the chart; null for none or a one-time price. */
  monthly: number | null;
  freePlan: boolean;
  plans: number;
}

/** Every reading of a tool, oldest read first (ties by the day recorded): the tool page's history. */
export function historyRows(history: readonly HistoryEntry[]): HistoryRow[] {
  return readingsOf(history)
    .map((reading, order) => ({ reading, order }))
    .sort((a, b) => dayNumber(a.reading.read) - dayNumber(b.reading.read) || a.order - b.order)
    .map(({ reading }) => {
      const alone = planRecord([reading]);
      const index = cheapestPaid(reading.plans);
      const figure = index === null ? null : leastFigure(reading.plans[index]!);
      return {
        read: reading.read,
        on: reading.on,
        ...(reading.dated ? { dated: reading.dated } : {}),
        ...(reading.currency ? { currency: reading.currency } : {}),
        source: reading.source,
        cheapest: cheapestText(planSummary(alone)),
        monthly: figure && figure.basis !== 'once' ? figure.amount : null,
        freePlan: alone.freePlan === true,
        plans: reading.plans.length,
      };
    });
}

/** The facts a change or a correction is about, and how each reads from a record. */
export type Fact = Correction['fact'];

export function factText(fact: Fact, record: PlanRecord): string {
  switch (fact) {
    case 'price':
      return cheapestText(planSummary(record)) ?? 'no dated figure';
    case 'free plan':
      return freePlanText(record);
    case 'budget':
      return bracketText(record.bracket);
    case 'plans':
      return record.plans.length === 0 ? 'no plans read' : planNamesText(planSummary(record));
  }
}

/** One change of the record a day's readings made: old → new. */
export interface FactChangeEntry {
  id: string;
  name: string;
  /** The day the reading that changed it was recorded (YYYY-MM-DD). */
  on: string;
  what: 'price' | 'free plan';
  from: string;
  to: string;
}

/** The entries the record is made of: readings and searches (checks of the old kind are kept, never read; status entries are ../status.ts's). */
const current = (history: readonly HistoryEntry[]) => history.filter((entry) => !('model' in entry) && !('status' in entry));

/**
 * What each day's readings changed in the record: the cheapest paid plan and the free plan, old →
 * new. The day of a tool's first reading changes nothing (the record starts there); what replaced a
 * check of the old kind is in the corrections log, not here.
 */
export function historyChanges(tool: { id: string; name: string }, history: readonly HistoryEntry[]): FactChangeEntry[] {
  const entries = current(history);
  const days = [...new Set(entries.map((entry) => entry.on))];
  const changes: FactChangeEntry[] = [];
  days.forEach((day, index) => {
    if (index === 0) return;
    const before = planRecord(
      entries.filter((entry) => entry.on < day),
      tool.name,
    );
    const after = planRecord(
      entries.filter((entry) => entry.on <= day),
      tool.name,
    );
    for (const what of ['price', 'free plan'] as const) {
      const [from, to] = [factText(what, before), factText(what, after)];
      if (from !== to) changes.push({ id: tool.id, name: tool.name, on: day, what, from, to });
    }
  });
  return changes;
}

/** A correction as the log shows it: what we said, what the record says since, and why. */
export interface CorrectionEntry {
  id: string;
  name: string;
  on: string;
  fact: Fact;
  from: string;
  to: string;
  why: string;
  note?: string;
}

/** The record of a tool as it stood at the end of `day`. */
export const recordOn = (history: readonly HistoryEntry[], day: string, toolName = ''): PlanRecord =>
  planRecord(
    current(history).filter((entry) => entry.on <= day),
    toolName,
  );

/** Each correction with what the fact read as once it was made, derived from the record that day. */
export function correctionEntries(
  corrections: readonly Correction[],
  tools: ReadonlyMap<string, { name: string }>,
  history: ReadonlyMap<string, readonly HistoryEntry[]>,
): CorrectionEntry[] {
  return corrections.map(({ tool: id, on, fact, from, why, note }) => {
    const name = tools.get(id)?.name ?? id;
    return {
      id,
      name,
      on,
      fact,
      from,
      to: factText(fact, recordOn(history.get(id) ?? [], on, name)),
      why: CORRECTION_REASONS[why],
      ...(note ? { note } : {}),
    };
  });
}
