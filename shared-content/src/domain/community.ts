// The home page's Community Impact: only figures the build or the services count, each saying what
// it counts. The tools re-checked lately and the articles come from the content; the clicks sent to
// vendors and the confirmed subscribers from the service's export (content/popularity.json,
// `newsletter-cli popularity`), shown only when an export holds them.
import exported from '../../content/popularity.json';
import checkDates from '../content/generated/tool-check-dates.json';
import { ARTICLES } from '../content/articles';
import type { PopularityFile } from './popularity';

/** How far back "re-checked lately" looks. */
export const RECHECK_WINDOW_DAYS = 90;

export interface CommunityFigure {
  /** The number, as the page shows it. */
  value: string;
  /** What it counts, in words. */
  label: string;
  /** Where the number comes from, for the reader. */
  basis: string;
}

interface CommunitySources {
  /** The day each tool's plans were last read or searched for (YYYY-MM-DD). */
  checkDates: readonly string[];
  articles: number;
  popularity: PopularityFile;
  /** The build's date (BUILD_DATE). */
  today: string;
}

const count = (value: number) => value.toLocaleString('en-US');
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
const longDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export function communityFigures({ checkDates, articles, popularity, today }: CommunitySources): CommunityFigure[] {
  const rechecked = checkDates.filter((day) => daysBetween(day, today) >= 0 && daysBetween(day, today) <= RECHECK_WINDOW_DAYS).length;
  const figures: CommunityFigure[] = [
    {
      value: count(rechecked),
      label: `tools whose plans we looked up again in the last ${RECHECK_WINDOW_DAYS} days`,
      basis: `of ${checkDates.length} in The Arsenal; each tool page lists the dated sources read`,
    },
    { value: count(articles), label: 'articles in the blog', basis: 'each with its publication date and sources' },
  ];
  if (popularity.to !== null) {
    const clicks = Object.values(popularity.tools).reduce((sum, tool) => sum + tool.clicks, 0);
    figures.push({
      value: count(clicks),
      label: `clicks sent to vendors in the last ${popularity.days} days`,
      basis: `counted by our /go/ links, to ${longDate(popularity.to)}; no data about who clicked`,
    });
    if (typeof popularity.confirmedSubscribers === 'number')
      figures.push({
        value: count(popularity.confirmedSubscribers),
        label: 'confirmed newsletter subscribers',
        basis: `double opt-in, counted ${longDate(popularity.to)}`,
      });
  }
  return figures;
}

/** The figures this build shows. */
export function siteCommunityFigures(today: string): CommunityFigure[] {
  return communityFigures({ checkDates, articles: ARTICLES.length, popularity: exported as PopularityFile, today });
}
