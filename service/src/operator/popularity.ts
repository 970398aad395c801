import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { daysBefore, popularityExport, POPULARITY_DAYS, utcDay, type PopularityExport } from '../clicks/store.js';
import type { ServiceStore } from '../open-store.js';
import { anomalyReport, SPIKE_BASELINE_DAYS } from './anomalies.js';

/** The export the site's build reads. */
export const POPULARITY_FILE = fileURLToPath(new URL('../../../shared-content/content/popularity.json', import.meta.url));

/** Where a proposed export waits for the operator's --accept, beside the export. */
export const proposedFile = (file: string): string => file.replace(/(\.json)?$/, '.proposed.json');

/**
 * `popularity`: prints the anomalies of the export's days and writes the export as a proposal
 * (popularity.proposed.json), never over the file the build reads. `popularity --accept` then moves
 * that very proposal into place: the export the build uses is the one the operator read about.
 * Resolves the lines to print and the exit code.
 */
export async function popularityCommand(
  store: ServiceStore,
  file: string,
  accept: boolean,
  now: Date = new Date(),
): Promise<{ out: string; err: string; code: number }> {
  const proposal = proposedFile(file);
  if (accept) return acceptProposal(proposal, file);
  const since = daysBefore(POPULARITY_DAYS - 1, now);
  const counts = await store.clickCounts(daysBefore(POPULARITY_DAYS - 1 + SPIKE_BASELINE_DAYS, now));
  const confirmed = (await store.list()).filter((signup) => signup.status === 'confirmed').length;
  const exported = popularityExport(counts, await store.readerCounts(since), now, confirmed);
  const report = anomalyReport(counts, await store.dayFigures(since), since, utcDay(now));
  writeFileSync(proposal, `${JSON.stringify(exported, null, 2)}\n`);
  const clicks = Object.values(exported.tools).reduce((sum, tool) => sum + tool.clicks, 0);
  return {
    out: `${report}\nProposed export: ${clicks} click(s) on ${Object.keys(exported.tools).length} tool(s), ${exported.readerDays} reader-day(s), ${exported.activeDays} active day(s), up to ${exported.to}.\nWritten to ${proposal}; ${file} is unchanged.\nIf the figures above look right: newsletter-cli popularity --accept\n`,
    err: '',
    code: 0,
  };
}

function acceptProposal(proposal: string, file: string): { out: string; err: string; code: number } {
  if (!existsSync(proposal)) {
    return {
      out: '',
      err: `newsletter-cli: no proposed export at ${proposal}: run newsletter-cli popularity first, and read its anomalies\n`,
      code: 1,
    };
  }
  let exported: PopularityExport;
  try {
    exported = JSON.parse(readFileSync(proposal, 'utf8')) as PopularityExport;
  } catch (error) {
    return {
      out: '',
      err: `newsletter-cli: ${proposal} is not an export: ${error instanceof Error ? error.message : String(error)}\n`,
      code: 1,
    };
  }
  // A rename in one directory: the build reads the old file or the new one, never half of one.
  renameSync(proposal, file);
  return { out: `Accepted the export of the ${exported.days} days up to ${exported.to}: written to ${file}\n`, err: '', code: 0 };
}
