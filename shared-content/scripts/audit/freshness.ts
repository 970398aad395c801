// The audit of how old The Arsenal's facts are. Pages mark facts older than STALE_AFTER_MONTHS "may be
// out of date"; the audit lists them for the editor (warnings) and fails on a price older than
// EXPIRED_AFTER_MONTHS (src/pricing.ts). It also reports how many tools have a price a re-check
// confirmed on a vendor page (or found to be quote-only) and the oldest re-check.
import { asOfLabel, EXPIRED_AFTER_MONTHS, isExpired, isStale, monthsSince, STALE_AFTER_MONTHS } from '../../src/pricing';
import type { AuditCheck, Finding } from './types';

const TOOLS_FILE = 'shared-content/content/tools.json';

export const check: AuditCheck = ({ tools, today }) => {
  const findings: Finding[] = [];
  for (const tool of tools) {
    const { asOf } = tool.pricing;
    const where = `${TOOLS_FILE}: ${tool.id}.pricing.asOf`;
    const age = `${monthsSince(asOf, today)} months before ${today}`;
    if (isExpired(asOf, today)) {
      findings.push({
        level: 'error',
        where,
        message: `${tool.name}'s price is as of ${asOfLabel(asOf)} (${asOf}), ${age}: older than ${EXPIRED_AFTER_MONTHS} months, re-check it against the vendor's page`,
      });
    } else if (isStale(asOf, today)) {
      findings.push({
        level: 'warning',
        where,
        message: `facts as of ${asOfLabel(asOf)}, ${age}: pages mark them "may be out of date" (older than ${STALE_AFTER_MONTHS} months) until re-checked`,
      });
    }
  }
  const checked = tools.filter((tool) => tool.check !== undefined && tool.check.price !== 'not-found');
  const oldest = tools
    .flatMap((tool) => (tool.check === undefined ? [] : [{ tool, on: tool.check.on }]))
    .sort((a, b) => a.on.localeCompare(b.on) || a.tool.id.localeCompare(b.tool.id))[0];
  const neverChecked = tools.filter((tool) => tool.check === undefined).length;
  findings.push(
    {
      level: 'note',
      where: TOOLS_FILE,
      message: `${checked.length} of ${tools.length} tools have a checked price (confirmed on the vendor's page, or quote-only)`,
    },
    {
      level: 'note',
      where: TOOLS_FILE,
      message: `${oldest === undefined ? 'no tool has been re-checked' : `oldest re-check ${oldest.on} (${oldest.tool.id})`}${neverChecked > 0 ? `; ${neverChecked} tool(s) never re-checked` : ''}`,
    },
  );
  return findings;
};
