// Vendors built from the site's record: each tool's standing reading (public dated copies of its plan
// page) served on the host of its pricing page. The record is read as data, like the service reads it;
// the standing reading is chosen by the site's rule (shared-content/src/domain/plans/readings.ts),
// restated here in brief because the service cannot compile the site's modules.
import { readFileSync } from 'node:fs';
import type { PlanFigure } from '../../../src/monitor/types.js';
import { SHAPES, type Shape, type Vendor } from './vendors.js';

const CONTENT = new URL('../../../../shared-content/content/', import.meta.url);

interface RecordTool {
  id: string;
  name: string;
  pricingPage?: string | null;
  check?: { owner?: string | null };
}

type RecordPlan = PlanFigure & { includes?: string; bundle?: string };

interface HistoryEntry {
  read?: string;
  owner?: string | null;
  currency?: string;
  source?: { kind: string; url: string; publisher: string };
  plans?: RecordPlan[];
}

type Reading = HistoryEntry & Required<Pick<HistoryEntry, 'read' | 'source' | 'plans'>>;

/** The site's trust in each kind of source (lower is better), and how far back a more trusted one still stands. */
const SOURCE_RANK: Record<string, number> = { 'vendor-page': 0, 'vendor-page-copy': 0, 'licensed-dataset': 1, 'third-party-report': 2 };
const PREFER_HIGHER_RANK_WITHIN_DAYS = 90;

const readJson = <T>(file: string): T => JSON.parse(readFileSync(new URL(file, CONTENT), 'utf8')) as T;
const dayNumber = (day: string) => Date.parse(`${day.length === 7 ? `${day}-01` : day}T00:00:00Z`) / 86_400_000;
const rank = (reading: Reading) => SOURCE_RANK[reading.source.kind] ?? 9;
const FIGURES = ['monthly', 'yearly', 'annual', 'unstated', 'once'] as const;
const isFree = (plan: PlanFigure) => plan.monthly === 0;
const givesFigure = (reading: Reading) =>
  reading.plans.some((plan) => FIGURES.some((key) => plan[key] !== undefined) && !isFree(plan)) || reading.plans.every(isFree);

/** The reading that stands: the newest that gives a figure, unless a more trusted one was read within the window before it. */
function standingReading(history: HistoryEntry[]): Reading | undefined {
  const readings = new Map<string, Reading>();
  for (const entry of history)
    if (entry.source && entry.plans && entry.read) {
      // A copy recorded again replaces its earlier recording: the history is append-only.
      const key = `${entry.source.url} ${entry.source.publisher} ${entry.read}`;
      readings.delete(key);
      readings.set(key, entry as Reading);
    }
  const all = [...readings.values()];
  const priced = all.filter(givesFigure);
  const newestFirst = (priced.length > 0 ? priced : all).sort((a, b) => dayNumber(b.read) - dayNumber(a.read) || rank(a) - rank(b));
  const newest = newestFirst[0];
  if (!newest) return undefined;
  return newestFirst
    .filter((reading) => dayNumber(newest.read) - dayNumber(reading.read) <= PREFER_HIGHER_RANK_WITHIN_DAYS)
    .reduce((best, reading) => (rank(reading) < rank(best) ? reading : best), newest);
}

/** A plan as a vendor page shows it: the record's figures without its notes. */
const figureOf = ({ includes: _includes, bundle: _bundle, ...plan }: RecordPlan): PlanFigure => plan;

/**
 * Vendors built from the site's record: each tool whose standing reading prices its plans in US dollars,
 * on the host and path of its pricing page, with the owner the record last named (else the tool's
 * name), shapes taken in turn over the four.
 */
export function vendorsFromRecord(limit?: number): Vendor[] {
  const tools = readJson<RecordTool[]>('tools.json');
  const history = readJson<Record<string, HistoryEntry[]>>('tool-history.json');
  const vendors: Vendor[] = [];
  for (const tool of tools) {
    const entries = history[tool.id] ?? [];
    const standing = standingReading(entries);
    if (!tool.pricingPage || !standing || !givesFigure(standing) || (standing.currency ?? 'USD') !== 'USD') continue;
    const page = new URL(tool.pricingPage);
    const named = entries.findLast((entry) => entry.owner)?.owner ?? tool.check?.owner;
    vendors.push({
      host: page.hostname,
      toolId: tool.id,
      name: tool.name,
      owner: named ?? tool.name,
      shape: SHAPES[vendors.length % SHAPES.length] as Shape,
      path: page.pathname,
      plans: standing.plans.map(figureOf),
    });
  }
  return vendors.slice(0, limit);
}
