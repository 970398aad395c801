// Time to a working control (issue 27) and to a first search result (issue 38): the probe's
// settings, and what it makes of the times it recorded in the page: when the page first painted,
// when each click landed, when the search box opened and when it first listed a result for what was
// typed the moment it opened. The click that opened it is the last one before it opened; the clicks after the paint and
// before that one were lost: the reader saw the control, pressed it, and nothing happened.
import { median } from '../stats';

/** The header's search toggle, and the search box it opens (the page's input, or the reference island's). */
export const SEARCH_TOGGLE = 'button[aria-label="Search articles"]';
export const SEARCH_BOX = 'input[placeholder="Search blog titles..."]';
/** A title the search box lists for what was typed (the page's list, or the reference island's, named alike). */
export const SEARCH_RESULT = '[aria-label="Matching articles"] a';
/** What the probe types once the box is open: every article title holds it. */
export const SEARCH_QUERY = 'ai';

/** Lighthouse's mobile profile (its throttling constants), which the probe applies through the DevTools protocol. */
export const MOBILE_THROTTLING = { cpuSlowdown: 4, latencyMs: 150, downloadKbps: 1_638.4, uploadKbps: 750 };

export const CLICK_EVERY_MS = 100;

/** How long the probe keeps clicking for a box that does not open. */
export const PROBE_LIMIT_MS = 15_000;

/** What the recorder keeps in the page, in ms of the page's clock (performance.now()). */
export interface ProbeRecord {
  clicksMs: number[];
  /** When the box was first seen usable; null if it never was. */
  openMs: number | null;
  /** When the first result was first seen; null if none was. */
  resultMs: number | null;
}

declare global {
  interface Window {
    /** Written by the recorder (probe-recorder.ts), read by the probe (probe.ts). */
    __benchProbe: ProbeRecord;
  }
}

export interface ProbeRun extends ProbeRecord {
  fcpMs: number;
}

export interface ProbeOutcome {
  fcpMs: number;
  /** From the first paint to the click that opened the box (0 if it needed none, or one before the paint); null if it never opened. */
  workingClickMs: number | null;
  /** Clicks after the first paint that did not open the box. */
  lostClicks: number;
  clicks: number;
  openMs: number | null;
  /** From the first paint to the first result of the query typed as soon as the box opened; null if none showed. */
  firstResultMs: number | null;
}

export function probeOutcome({ fcpMs, clicksMs, openMs, resultMs }: ProbeRun): ProbeOutcome {
  const opening = openMs === null ? undefined : clicksMs.filter((at) => at <= openMs).at(-1);
  // Never opened: every click after the paint was lost. Opened: those before the one that did it.
  const lostBefore = openMs === null ? Number.POSITIVE_INFINITY : (opening ?? Number.NEGATIVE_INFINITY);
  return {
    fcpMs: Math.round(fcpMs),
    workingClickMs: openMs === null ? null : opening === undefined ? 0 : Math.round(Math.max(0, opening - fcpMs)),
    lostClicks: clicksMs.filter((at) => at >= fcpMs && at < lostBefore).length,
    clicks: clicksMs.length,
    openMs: openMs === null ? null : Math.round(openMs),
    firstResultMs: resultMs === null ? null : Math.round(Math.max(0, resultMs - fcpMs)),
  };
}

export interface ProbeSummary {
  /** Medians over the runs; a run in which the box never opened counts as the probe's limit. */
  fcpMs: number;
  workingClickMs: number;
  openMs: number;
  /** Median time from the first paint to the first search result; a run that showed none counts as the probe's limit. */
  firstResultMs: number;
  lostClicks: number;
  /** Clicks lost in all runs together: 0 means no run lost one. */
  lostClicksTotal: number;
  notOpened: number;
  runs: ProbeOutcome[];
}

export function summarizeProbe(runs: readonly ProbeRun[]): ProbeSummary {
  if (runs.length === 0) throw new Error('no probe run to summarize');
  const outcomes = runs.map(probeOutcome);
  return {
    fcpMs: median(outcomes.map((run) => run.fcpMs)),
    workingClickMs: median(outcomes.map((run) => run.workingClickMs ?? PROBE_LIMIT_MS)),
    openMs: median(outcomes.map((run) => run.openMs ?? PROBE_LIMIT_MS)),
    firstResultMs: median(outcomes.map((run) => run.firstResultMs ?? PROBE_LIMIT_MS)),
    lostClicks: median(outcomes.map((run) => run.lostClicks)),
    lostClicksTotal: outcomes.reduce((total, run) => total + run.lostClicks, 0),
    notOpened: outcomes.filter((run) => run.openMs === null).length,
    runs: outcomes,
  };
}
