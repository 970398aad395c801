// One route's measures put together: the median of the Lighthouse runs of the page and of its
// twin, the bytes both servers sent, the axe pass, the probe and the navigation to the next route;
// and the reference page's. Flattened into figures for targets and comparison with the previous
// report.
import type { AxeViolation, RemoteLoad } from './audits/axe';
import type { RouteBytes } from './bytes';
import type { LighthouseRun } from './audits/lighthouse';
import type { NavigationMeasures } from './navigation/navigation-pairs';
import type { ProbeSummary } from './probe/probe-outcome';
import type { ReferencePage } from './references/reference';
import { median } from './stats';

export interface LighthouseSummary extends Omit<LighthouseRun, 'failing'> {
  renderBlockingStylesheets: number;
  failing: string[];
  /** Every run's figures, for the JSON (longestTaskMs 0: no task of 50 ms or more). */
  runs: (Pick<LighthouseRun, 'performance' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls'> & {
    longestTaskMs: number;
    longestScriptTaskMs: number;
  })[];
}

export interface RouteResult {
  name: string;
  path: string;
  twinPath: string;
  lighthouse: LighthouseSummary;
  twin: LighthouseSummary;
  /** On the phone screen from both servers; on a desktop window from the Node server. */
  bytes: { node: RouteBytes; nginx: RouteBytes; desktop: RouteBytes };
  axe: AxeViolation[];
  remoteLoads: RemoteLoad[];
  probe: ProbeSummary;
  /** From this route to the next one, and the same pair on the plain copy (navigation-pairs.ts). */
  navigation: NavigationMeasures;
  figures: Figures;
}

/** The reference page (reference.ts) as measured in the same run. */
export interface ReferenceResult extends ReferencePage {
  lighthouse: LighthouseSummary;
  probe: ProbeSummary;
  figures: Figures;
}

/** Every figure of a route by a stable key, the unit in the key (bytes unless named). */
export type Figures = Record<string, number>;

const isStylesheet = (url: string) => /\.css$/i.test(new URL(url).pathname);

type Task = LighthouseRun['longestTask'];

/**
 * The task of the median run: runs with no long task count as 0 ms, and the median of 0 is no task.
 * One noisy run can then neither hide a long task nor invent one.
 */
function medianTask(tasks: readonly Task[]): Task {
  const ms = median(tasks.map((task) => task?.ms ?? 0));
  return tasks.find((task) => (task?.ms ?? 0) === ms) ?? null;
}

/**
 * Numbers are each the median over the runs, the longest tasks too (each named from the run that
 * gave the median); what else names things (the render-blocking list, the failing audits) comes from
 * the run whose performance score is the median.
 */
export function summarizeRuns(runs: readonly LighthouseRun[]): LighthouseSummary {
  if (runs.length === 0) throw new Error('no Lighthouse run to summarize');
  const of = (pick: (run: LighthouseRun) => number) => median(runs.map(pick));
  const performance = of((run) => run.performance);
  const middle = runs.find((run) => run.performance === performance) ?? (runs[0] as LighthouseRun);
  return {
    ...middle,
    performance,
    accessibility: of((run) => run.accessibility),
    bestPractices: of((run) => run.bestPractices),
    seo: of((run) => run.seo),
    fcpMs: of((run) => run.fcpMs),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    longestTask: medianTask(runs.map((run) => run.longestTask)),
    longestScriptTask: medianTask(runs.map((run) => run.longestScriptTask)),
    textCompressionSavings: Math.max(...runs.map((run) => run.textCompressionSavings)),
    renderBlockingStylesheets: middle.renderBlocking.filter(isStylesheet).length,
    runs: runs.map(({ performance: perf, fcpMs, lcpMs, tbtMs, cls, longestTask, longestScriptTask }) => ({
      performance: perf,
      fcpMs,
      lcpMs,
      tbtMs,
      cls,
      longestTaskMs: longestTask?.ms ?? 0,
      longestScriptTaskMs: longestScriptTask?.ms ?? 0,
    })),
  };
}

/** Click to first paint, pressed at once and after a rest, on the site and the plain copy; and the site's excess over the plain copy. */
function navigationFigures({ site, plain }: NavigationMeasures): Figures {
  return {
    'navigation.pressedMs': site.pressed.clickToPaintMs,
    'navigation.restedMs': site.rested.clickToPaintMs,
    'navigation.plainPressedMs': plain.pressed.clickToPaintMs,
    'navigation.plainRestedMs': plain.rested.clickToPaintMs,
    'navigation.pressedOverPlainMs': site.pressed.clickToPaintMs - plain.pressed.clickToPaintMs,
    'navigation.restedOverPlainMs': site.rested.clickToPaintMs - plain.rested.clickToPaintMs,
    'navigation.restedPrerendered': site.rested.prerendered,
  };
}

function probeFigures(probe: ProbeSummary): Figures {
  return {
    'probe.firstResultMs': probe.firstResultMs,
    'probe.fcpMs': probe.fcpMs,
    'probe.workingClickMs': probe.workingClickMs,
    'probe.lostClicks': probe.lostClicks,
    'probe.lostClicksTotal': probe.lostClicksTotal,
    'probe.openMs': probe.openMs,
  };
}

export function referenceFigures({ lighthouse: lh, probe }: Omit<ReferenceResult, 'figures'>): Figures {
  return { performance: lh.performance, fcpMs: lh.fcpMs, lcpMs: lh.lcpMs, tbtMs: lh.tbtMs, cls: lh.cls, ...probeFigures(probe) };
}

export function routeFigures(result: Omit<RouteResult, 'figures'>): Figures {
  const { lighthouse: lh, twin, bytes } = result;
  const figures: Figures = {
    performance: lh.performance,
    fcpMs: lh.fcpMs,
    lcpMs: lh.lcpMs,
    twinLcpMs: twin.lcpMs,
    lcpRatio: Number((lh.lcpMs / twin.lcpMs).toFixed(2)),
    twinPerformance: twin.performance,
    twinTbtMs: twin.tbtMs,
    tbtMs: lh.tbtMs,
    cls: lh.cls,
    longestTaskMs: lh.longestTask?.ms ?? 0,
    longestScriptTaskMs: lh.longestScriptTask?.ms ?? 0,
    // The same page with nothing to run: its parsing, style, layout and paint, the route's floor.
    twinLongestTaskMs: twin.longestTask?.ms ?? 0,
    renderBlocking: lh.renderBlocking.length,
    renderBlockingStylesheets: lh.renderBlockingStylesheets,
    textCompressionSavings: lh.textCompressionSavings,
    accessibility: lh.accessibility,
    bestPractices: lh.bestPractices,
    seo: lh.seo,
    axeViolations: result.axe.length,
    ...probeFigures(result.probe),
    ...navigationFigures(result.navigation),
  };
  for (const server of ['node', 'nginx'] as const) {
    for (const kind of ['html', 'js', 'css', 'other', 'total'] as const) figures[`${server}.${kind}`] = bytes[server][kind];
    figures[`${server}.uncompressedText`] = bytes[server].uncompressedText.length;
  }
  for (const kind of ['js', 'total'] as const) {
    figures[`desktop.${kind}`] = bytes.desktop[kind];
  }
  return figures;
}
