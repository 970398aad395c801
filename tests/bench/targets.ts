// The targets of issues 13, 14, 27 and 38 (and the earlier reports' accessibility ones), each a test of
// one figure of a route. Issue 27 holds a route against the reference page (a static page with one
// React island, reference.ts) measured in the same run, so a target is tested in a context: the
// route, and the reference's figures.
import type { Figures } from './measures';
import { HOVERS } from './navigation/navigation-pairs';
import { ARTICLE_ROUTE } from './routes';

export interface TargetContext {
  /** The route's name (routes.ts). */
  route: string;
  /** The reference page's figures from the same run; null when it was not measured. */
  reference: Figures | null;
}

export interface Target {
  figure: string;
  label: string;
  /** Whether the figure meets the target. */
  met: (value: number, context: TargetContext) => boolean;
  /** Whether the target is one for this route (every route's when absent). */
  applies?: (context: TargetContext) => boolean;
  issue: string;
}

const KB = 1024;

/** The reference's value of `figure`; only asked where `measuredOnReference(figure)` applies. */
const reference = (context: TargetContext, figure: string) => context.reference?.[figure] as number;
const measuredOnReference = (figure: string) => (context: TargetContext) => context.reference?.[figure] !== undefined;
const onArticle = (context: TargetContext) => context.route === ARTICLE_ROUTE;

export const TARGETS: Target[] = [
  {
    figure: 'performance',
    label: "Lighthouse performance >= the reference page's",
    met: (value, context) => value >= reference(context, 'performance'),
    applies: measuredOnReference('performance'),
    issue: '27',
  },
  { figure: 'lcpRatio', label: 'LCP(route) / LCP(twin) <= 1.10', met: (value) => value <= 1.1, issue: '14' },
  {
    figure: 'tbtMs',
    label: "TBT <= the reference page's + 50 ms",
    met: (value, context) => value <= reference(context, 'tbtMs') + 50,
    applies: measuredOnReference('tbtMs'),
    issue: '38',
  },
  { figure: 'renderBlockingStylesheets', label: 'at most 1 render-blocking stylesheet', met: (value) => value <= 1, issue: '14' },
  {
    figure: 'node.js',
    label: 'JS <= 75 KB as sent on an article (Node)',
    met: (value) => value <= 75 * KB,
    applies: onArticle,
    issue: '27',
  },
  {
    figure: 'nginx.js',
    label: 'JS <= 75 KB as sent on an article (nginx)',
    met: (value) => value <= 75 * KB,
    applies: onArticle,
    issue: '27',
  },
  { figure: 'node.js', label: 'JS <= 90 KB as sent (Node)', met: (value) => value <= 90 * KB, issue: '27' },
  { figure: 'nginx.js', label: 'JS <= 90 KB as sent (nginx)', met: (value) => value <= 90 * KB, issue: '27' },
  { figure: 'cls', label: 'CLS 0', met: (value) => value === 0, issue: '14' },
  {
    figure: 'probe.workingClickMs',
    label: 'search toggle working <= 1000 ms after the first paint',
    met: (value) => value <= 1000,
    issue: '27',
  },
  { figure: 'probe.lostClicksTotal', label: 'no click on the search toggle lost', met: (value) => value === 0, issue: '27' },
  {
    figure: 'probe.firstResultMs',
    label: "first search result after typing at first paint <= the reference page's",
    met: (value, context) => value <= reference(context, 'probe.firstResultMs'),
    applies: measuredOnReference('probe.firstResultMs'),
    issue: '38',
  },
  {
    figure: 'navigation.pressedOverPlainMs',
    label: 'next page shown no later than on the plain multi-page copy, pressed at once (median)',
    met: (value) => value <= 0,
    issue: '38',
  },
  {
    figure: 'navigation.restedOverPlainMs',
    label: `next page shown no later than on the plain multi-page copy, pressed after ${HOVERS.rested} ms (median)`,
    met: (value) => value <= 0,
    issue: '38',
  },
  { figure: 'textCompressionSavings', label: 'uses-text-compression finds nothing', met: (value) => value === 0, issue: '13' },
  { figure: 'node.uncompressedText', label: 'every text response compressed (Node)', met: (value) => value === 0, issue: '13' },
  { figure: 'nginx.uncompressedText', label: 'every text response compressed (nginx)', met: (value) => value === 0, issue: '13' },
  { figure: 'accessibility', label: 'accessibility 100', met: (value) => value >= 100, issue: 'earlier reports' },
  { figure: 'bestPractices', label: 'best practices 100', met: (value) => value >= 100, issue: 'earlier reports' },
  { figure: 'seo', label: 'SEO 100', met: (value) => value >= 100, issue: 'earlier reports' },
  { figure: 'axeViolations', label: '0 axe violations', met: (value) => value === 0, issue: 'earlier reports' },
];

export const RESTART_TARGET_MS = 5_000;

/** The context of a route's targets: its name, and the reference page's figures if it was measured. */
export function contextOf(route: { name: string }, reference: { figures: Figures } | null | undefined): TargetContext {
  return { route: route.name, reference: reference?.figures ?? null };
}

/** The targets that hold `figures[figure]` in this context (none when the route has no such figure). */
export function targetsFor(figures: Figures, figure: string, context: TargetContext): Target[] {
  if (figures[figure] === undefined) return [];
  return TARGETS.filter((target) => target.figure === figure && (target.applies?.(context) ?? true));
}

/** The targets a route misses, by label. */
export function missed(figures: Figures, context: TargetContext): string[] {
  return TARGETS.filter(
    (target) => targetsFor(figures, target.figure, context).includes(target) && !target.met(figures[target.figure] as number, context),
  ).map((target) => target.label);
}
