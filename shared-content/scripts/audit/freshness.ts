// The audit of The Arsenal's figures: how old each tool's cheapest figure is, where it comes from,
// and how many tools show one. Pages show a figure's age once it is older than SHOW_AGE_AFTER_DAYS
// and read "last seen" past CURRENT_FOR_DAYS (src/plans/record.ts); the audit lists those for the
// editor (warnings), reports the coverage by kind of source, and names each tool without a figure
// with the line its page gives instead.
import { CURRENT_FOR_DAYS, SHOW_AGE_AFTER_DAYS, figureAge, leastFigure } from '../../src/domain/plans/figures';
import { leadFigure, planSummary } from '../../src/domain/plans/summary';
import { asOfLabel } from '../../src/domain/plans/words';
import { PRICE_SOURCE_KINDS } from '../../src/content/tool-taxonomy';
import type { AuditCheck, Finding } from './types';

const HISTORY_FILE = 'shared-content/content/tool-history.json';

export const check: AuditCheck = ({ tools, records, today }) => {
  const findings: Finding[] = [];
  const priced = tools.flatMap((tool) => {
    const record = records.get(tool.id);
    const lead = record ? leadFigure(planSummary(record)) : null;
    return lead ? [{ tool, cheapest: lead }] : [];
  });
  for (const { tool, cheapest } of priced) {
    const { read } = cheapest.source;
    const { days, current } = figureAge(read, today);
    const where = `${HISTORY_FILE}: ${tool.id}`;
    if (!current)
      findings.push({
        level: 'warning',
        where,
        message: `${tool.name}'s figure was read ${asOfLabel(read)}, ${days} days before ${today}: pages say "last seen" (older than ${CURRENT_FOR_DAYS} days) until a newer reading is added`,
      });
    else if (days > SHOW_AGE_AFTER_DAYS)
      findings.push({
        level: 'warning',
        where,
        message: `${tool.name}'s figure was read ${asOfLabel(read)}: pages show its age (${days} days)`,
      });
  }
  const byKind = PRICE_SOURCE_KINDS.map((kind) => `${priced.filter(({ cheapest }) => cheapest.source.kind === kind).length} ${kind}`);
  const ages = priced.map(({ cheapest }) => figureAge(cheapest.source.read, today).days).sort((a, b) => a - b);
  const median = ages.length === 0 ? 0 : ages[Math.floor((ages.length - 1) / 2)]!;
  const unstated = priced.filter(({ cheapest }) => leastFigure(cheapest.plan)?.basis === 'unstated').length;
  findings.push({
    level: 'note',
    where: HISTORY_FILE,
    message: `${priced.length} of ${tools.length} tools show a dated figure (${priced.length - unstated} in a stated billing basis, ${unstated} whose source does not say how it is billed): ${byKind.join(', ')}; median age ${median} days, ${ages.filter((age) => age > SHOW_AGE_AFTER_DAYS).length} older than ${SHOW_AGE_AFTER_DAYS} days`,
  });
  for (const tool of tools) {
    const record = records.get(tool.id);
    if (record && leadFigure(planSummary(record)) === null)
      findings.push({
        level: 'note',
        where: `${HISTORY_FILE}: ${tool.id}`,
        message: `no figure: ${record.noFigure ?? 'no reading and no search recorded'}`,
      });
  }
  return findings;
};
