import type { Tool, ToolCheck } from './schemas/tool';

/**
 * What changed in The Arsenal, from the tools' own dates: each tool's last fact check (tools.json
 * `check`), grouped by day, newest first. The directory page /tools/changes and its Atom feed are
 * made from this, so neither is written by hand. tools.json records no date a tool was added, so
 * additions are not listed: a date that is not in the content is not made up here.
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

/** The checks made on one day. */
export interface ChangeDay {
  /** YYYY-MM-DD */
  date: string;
  checks: readonly ToolCheckEntry[];
}

type CheckedTool = Pick<Tool, 'id' | 'name' | 'check'>;

/** Every tool's last check, newest day first; within a day in the tools' order (the directory's). */
export function toolChanges(tools: readonly CheckedTool[]): ChangeDay[] {
  const days = new Map<string, ToolCheckEntry[]>();
  for (const { id, name, check } of tools) {
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
    days.set(check.on, [...(days.get(check.on) ?? []), entry]);
  }
  return [...days.entries()].sort(([a], [b]) => b.localeCompare(a)).map(([date, checks]) => ({ date, checks }));
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
