// The audit of The Arsenal's prices: how old each figure is and where it comes from. Pages show a
// figure read more than STALE_AFTER_MONTHS ago only as "Last seen"; the audit lists those for the
// editor (warnings) and fails on one older than EXPIRED_AFTER_MONTHS (src/pricing.ts). It reports how
// many tools show a figure read on or after FIGURES_SINCE, by source kind, and the oldest re-check.
// (A figure without a source kind, address or date does not pass the schema.)
import { asOfLabel, EXPIRED_AFTER_MONTHS, isExpired, isStale, monthsSince, STALE_AFTER_MONTHS } from '../../src/pricing';
import { PRICE_SOURCE_KINDS } from '../../src/tool-taxonomy';
import type { AuditCheck, Finding } from './types';

const TOOLS_FILE = 'shared-content/content/tools.json';

/** Issue 35's bar: a figure read on or after this day counts as a dated price. */
export const FIGURES_SINCE = '2025-07-01';

export const check: AuditCheck = ({ tools, today }) => {
  const findings: Finding[] = [];
  for (const tool of tools) {
    const { from } = tool.pricing;
    if (!from) continue;
    const { read } = from.source;
    const where = `${TOOLS_FILE}: ${tool.id}.pricing.from.source.read`;
    const age = `${monthsSince(read, today)} months before ${today}`;
    if (isExpired(read, today)) {
      findings.push({
        level: 'error',
        where,
        message: `${tool.name}'s price was read ${asOfLabel(read)} (${read}), ${age}: older than ${EXPIRED_AFTER_MONTHS} months, find a newer source or remove the figure`,
      });
    } else if (isStale(read, today)) {
      findings.push({
        level: 'warning',
        where,
        message: `price read ${asOfLabel(read)}, ${age}: pages show it only as "Last seen" (older than ${STALE_AFTER_MONTHS} months) until a newer source is found`,
      });
    }
  }
  const dated = tools.filter(
    (tool) => tool.pricing.from && tool.pricing.from.source.read >= FIGURES_SINCE.slice(0, tool.pricing.from.source.read.length),
  );
  const byKind = PRICE_SOURCE_KINDS.map((kind) => `${dated.filter((tool) => tool.pricing.from?.source.kind === kind).length} ${kind}`);
  const oldest = tools
    .flatMap((tool) => (tool.check === undefined ? [] : [{ tool, on: tool.check.on }]))
    .sort((a, b) => a.on.localeCompare(b.on) || a.tool.id.localeCompare(b.tool.id))[0];
  const neverChecked = tools.filter((tool) => tool.check === undefined).length;
  findings.push(
    {
      level: 'note',
      where: TOOLS_FILE,
      message: `${dated.length} of ${tools.length} tools show a price read on or after ${FIGURES_SINCE}: ${byKind.join(', ')}; ${tools.length - dated.length} show "No public figure found" or an older figure`,
    },
    {
      level: 'note',
      where: TOOLS_FILE,
      message: `${oldest === undefined ? 'no tool has been re-checked' : `oldest re-check of plans and owner ${oldest.on} (${oldest.tool.id})`}${neverChecked > 0 ? `; ${neverChecked} tool(s) never re-checked` : ''}`,
    },
  );
  return findings;
};
