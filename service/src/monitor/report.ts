import type { Failure } from './decisions.js';
import type { RunCounts } from './run.js';

// The monitor's words on a terminal: the progress line and the failures.

export const progressLine = (done: number, total: number, counts: RunCounts): string =>
  `monitor: ${done}/${total} sources, ${counts.failed} failed, ${counts.proposed} proposal(s)`;

const when = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ');

/** One line per source that could not be read: since when, why, and the last reading that worked. */
export function failureLines(failures: readonly Failure[]): string[] {
  return failures.map((failure) => {
    const good = failure.lastGood ? `last good reading ${when(failure.lastGood.at)} (fetch ${failure.lastGood.id})` : 'never read';
    return `${failure.raised ? 'FAILING FOR DAYS' : 'could not read'}: ${failure.sourceId} since ${when(failure.failingSince)} (${failure.failures} tries): ${failure.last?.error ?? failure.last?.outcome ?? ''}; ${good}`;
  });
}
