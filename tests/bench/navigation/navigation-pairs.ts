// Navigation (issue 27): which page leads to which, which link a reader presses, and the time from
// the press to the next page's first paint.
import { median } from '../stats';
import type { Route } from '../routes';

/** The desktop window the navigation runs in. */
export const NAVIGATION_WINDOW = { width: 1280, height: 720 };

/** How long the pointer rests on the link before the press: none (pressed at once), and 300 ms (issue 38). */
export const HOVERS = { pressed: 0, rested: 300 } as const;
export type Hover = keyof typeof HOVERS;
export const HOVER_KINDS = Object.keys(HOVERS) as Hover[];

export interface NavigationPair {
  from: Route;
  to: Route;
}

/**
 * Each chosen route with the one after it in the bench's order, the last leading back to the first
 * (home -> blog -> an article -> tools -> a tool's page -> a comparison -> quizzes -> guide -> search
 * -> home), so a quick run
 * of a few routes measures the same pairs as the full one.
 */
export function navigationPairs(all: readonly Route[], chosen: readonly Route[]): NavigationPair[] {
  return chosen.map((from) => {
    const index = all.findIndex((route) => route.path === from.path);
    if (index < 0) throw new Error(`${from.path} is not one of the bench's routes`);
    return { from, to: all[(index + 1) % all.length] as Route };
  });
}

/** A link to the next page, as the page lays it out. */
export interface LinkCandidate {
  /** Laid out and shown (checkVisibility). */
  shown: boolean;
  /** Wholly inside the window as the page opens. */
  inWindow: boolean;
  inHeaderOrFooter: boolean;
}

/**
 * The link a reader would press, by its index: the first one in sight; else the header's or the
 * footer's (scrolled to); else the first shown anywhere (a card further down a list). -1 if none is shown.
 */
export function chooseLink(links: readonly LinkCandidate[]): number {
  const first = (test: (link: LinkCandidate) => boolean) => links.findIndex((link) => link.shown && test(link));
  const inSight = first((link) => link.inWindow);
  if (inSight >= 0) return inSight;
  const headerOrFooter = first((link) => link.inHeaderOrFooter);
  return headerOrFooter >= 0 ? headerOrFooter : first(() => true);
}

/** What the next page reports: its clock's origin, when it was activated (0 if it was not prerendered), its first paint. */
export interface NextPageTimes {
  timeOrigin: number;
  activationStart: number;
  fcpStartTime: number;
}

/**
 * From the press (`clickEpoch`, ms since the epoch) to the next page's first paint. A prerendered
 * page's clock starts with its prerender, and it paints no earlier than its activation: the later
 * of the two is when the reader sees it.
 */
export function clickToPaintMs(clickEpoch: number, { timeOrigin, activationStart, fcpStartTime }: NextPageTimes): number {
  return Math.round(Math.max(timeOrigin + fcpStartTime, timeOrigin + activationStart) - clickEpoch);
}

export interface NavigationRun {
  clickToPaintMs: number;
  prerendered: boolean;
}

export interface NavigationSummary {
  from: string;
  to: string;
  /** The link pressed, as the page wrote it (its text or label). */
  link: string;
  clickToPaintMs: number;
  /** Runs in which the next page had been prerendered. */
  prerendered: number;
  runs: NavigationRun[];
}

/**
 * A pair's navigation on the site and on the plain multi-page copy of the same pages (no script, no
 * speculation: reference-mpa.ts), pressed at once and after a rest, measured interleaved in one run.
 */
export interface NavigationMeasures {
  site: Record<Hover, NavigationSummary>;
  plain: Record<Hover, NavigationSummary>;
}

export function summarizeNavigation(pair: NavigationPair, link: string, runs: readonly NavigationRun[]): NavigationSummary {
  if (runs.length === 0) throw new Error(`no navigation run from ${pair.from.path} to ${pair.to.path}`);
  return {
    from: pair.from.path,
    to: pair.to.path,
    link,
    clickToPaintMs: median(runs.map((run) => run.clickToPaintMs)),
    prerendered: runs.filter((run) => run.prerendered).length,
    runs: [...runs],
  };
}
