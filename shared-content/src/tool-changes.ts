import type { Tool, ToolCheck } from './schemas/tool';

/**
 * What changed in The Arsenal, from the tools' own dates: the day each tool joined (tools.json
 * `added`) and each tool's last fact check (`check`), grouped by day, newest first. The directory
 * page /tools/changes and its Atom feed are made from this, so neither is written by hand. A check
 * replaces the one before it in tools.json, so only each tool's last check is listed.
 */

/** One tool's last fact check, as the page and the feed show it. */
export interface ToolCheckEntry {
  id: string;
  name: string;
  /** YYYY-MM-DD */
  on: string;
  price: ToolCheck['price'];
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

/** The tools added and the checks made on one day. */
export interface ChangeDay {
  /** YYYY-MM-DD */
  date: string;
  added: readonly ToolAddedEntry[];
  checks: readonly ToolCheckEntry[];
}

type DatedTool = Pick<Tool, 'id' | 'name' | 'added' | 'check'>;

/** Every tool's addition and last check, newest day first; within a day in the tools' order (the directory's). */
export function toolChanges(tools: readonly DatedTool[]): ChangeDay[] {
  const days = new Map<string, { added: ToolAddedEntry[]; checks: ToolCheckEntry[] }>();
  const dayOf = (date: string) => {
    const day = days.get(date) ?? { added: [], checks: [] };
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
      price: check.price,
      ...(check.owner ? { owner: check.owner } : {}),
      summary: check.summary,
      sources: check.sources.map((source) => source.url),
    };
    dayOf(check.on).checks.push(entry);
  }
  return [...days.entries()].sort(([a], [b]) => b.localeCompare(a)).map(([date, day]) => ({ date, ...day }));
}

/** What a check found about the price, in a few words. */
export const PRICE_FINDINGS: Record<ToolCheck['price'], string> = {
  confirmed: 'from-price confirmed on a vendor page',
  'quote-only': 'paid plans priced only on request',
  'not-found': 'no from-price on a vendor page',
};

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 2026-11-25 -> November 25, 2026 */
export function dayLabel(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
}
