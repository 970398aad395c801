// The site's feeds, written by the prerender: rss.xml and The Arsenal's changes (Atom) with `feed`,
// and sitemap.xml with `sitemap`, so escaping, dates and namespaces are the libraries' job rather
// than string templates'.
import { Readable } from 'node:stream';
import { Feed } from 'feed';
import { SitemapStream, streamToPromise } from 'sitemap';
import type { ChangeDay } from '@toolverse/shared-content/domain/tool-changes';

export interface FeedArticle {
  slug: string;
  title: string;
  description: string;
  /** The category's title, as the blog shows it. */
  category: string;
  /** First published, YYYY-MM-DD. */
  date: string;
  /** Last revised, YYYY-MM-DD. */
  updated: string;
}

export interface RssInput {
  siteUrl: string;
  siteName: string;
  description: string;
  articles: readonly FeedArticle[];
  articleUrl: (slug: string) => string;
}

const day = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** RSS 2.0 of every article, newest first. The build date is the latest revision, so a rebuild of the same content writes the same file. */
export function rssXml({ siteUrl, siteName, description, articles, articleUrl }: RssInput): string {
  const newestFirst = [...articles].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  const lastRevision = articles.reduce((latest, article) => (article.updated > latest ? article.updated : latest), '1970-01-01');
  const feed = new Feed({
    title: siteName,
    description,
    id: `${siteUrl}/`,
    link: `${siteUrl}/`,
    language: 'en',
    updated: day(lastRevision),
    feedLinks: { rss: `${siteUrl}/rss.xml` },
    generator: false,
  });
  for (const article of newestFirst) {
    const link = siteUrl + articleUrl(article.slug);
    feed.addItem({
      title: article.title,
      id: link,
      link,
      description: article.description,
      category: [{ name: article.category }],
      date: day(article.date),
    });
  }
  return feed.rss2();
}

/**
 * sitemap.xml of the given paths (each starting with "/") under the site's origin, each with the
 * date its content last changed where `lastmod` knows one (YYYY-MM-DD), else none.
 */
export async function sitemapXml(
  siteUrl: string,
  paths: readonly string[],
  lastmod: (path: string) => string | undefined = () => undefined,
): Promise<string> {
  const stream = new SitemapStream({
    hostname: siteUrl,
    lastmodDateOnly: true,
    xmlns: { news: false, xhtml: false, image: false, video: false },
  });
  const entries = paths.map((url) => {
    const date = lastmod(url);
    return date ? { url: siteUrl + url, lastmod: date } : { url: siteUrl + url };
  });
  const xml = await streamToPromise(Readable.from(entries).pipe(stream));
  return `${xml.toString('utf8')}\n`;
}

export interface ChangesFeedInput {
  siteUrl: string;
  siteName: string;
  /** The page the feed follows (/tools/changes) and the feed's own path. */
  pagePath: string;
  feedPath: string;
  days: readonly ChangeDay[];
  toolUrl: (id: string) => string;
  articleUrl: (slug: string) => string;
  /** The feed's title and description, where it follows less than all of The Arsenal (one tool). */
  title?: string;
  description?: string;
}

/** "free plan" -> "free-plan": words as part of an id. */
const slug = (words: string) => words.replaceAll(' ', '-');

/** The names of the tools added on a day, as a title reads them: at most three, then how many more. */
const SHOWN_NAMES = 3;
const addedNames = (names: readonly string[]) =>
  names.length <= SHOWN_NAMES ? names.join(', ') : `${names.slice(0, SHOWN_NAMES).join(', ')} and ${names.length - SHOWN_NAMES} more`;

/**
 * Atom feed of The Arsenal's changes, newest first, dated by the content's own days (so a rebuild
 * of the same content writes the same file): one entry per day's additions (the tool's page for
 * one, the day on the changes page for several), one per tool whose plans were read that day, one
 * per fact a reading changed (old → new), one per correction (old → new, and why) and one per
 * article update.
 */
export function toolChangesAtom({
  siteUrl,
  siteName,
  pagePath,
  feedPath,
  days,
  toolUrl,
  articleUrl,
  title,
  description,
}: ChangesFeedInput): string {
  const latest = days[0]?.date ?? '1970-01-01';
  const feed = new Feed({
    title: `${title ?? "What's new in The Arsenal"} | ${siteName}`,
    description:
      description ??
      'Tools added to The Arsenal, the dated sources of their plans we read, what that changed, every fact we corrected, and what changed in our articles when we updated them.',
    id: siteUrl + pagePath,
    link: siteUrl + pagePath,
    language: 'en',
    updated: day(latest),
    feedLinks: { atom: siteUrl + feedPath },
    // Atom asks for an author of the feed where its entries name none.
    author: { name: siteName, link: `${siteUrl}/` },
    copyright: siteName,
    generator: false,
  });
  // An entry's id is its address and what it is about; a second entry of the same kind on the same
  // day (two corrections of one fact) takes a number, so no two entries share an id.
  const seen = new Map<string, number>();
  const uniqueId = (id: string) => {
    const count = (seen.get(id) ?? 0) + 1;
    seen.set(id, count);
    return count === 1 ? id : `${id}-${count}`;
  };
  for (const { date, added, readings, facts, corrections, articles } of days) {
    const [only] = added;
    if (added.length === 1 && only) {
      const link = siteUrl + toolUrl(only.id);
      feed.addItem({ title: `Added to The Arsenal: ${only.name}`, id: `${link}#added-${date}`, link, date: day(date) });
    } else if (added.length > 1) {
      const link = `${siteUrl}${pagePath}#changes-${date}`;
      const names = added.map((tool) => tool.name);
      feed.addItem({
        title: `${added.length} tools added to The Arsenal: ${addedNames(names)}`,
        id: link,
        link,
        description: `Added: ${names.join(', ')}.`,
        date: day(date),
      });
    }
    for (const reading of readings) {
      const link = `${siteUrl}${toolUrl(reading.id)}#history`;
      const count = `${reading.sources.length} dated source${reading.sources.length === 1 ? '' : 's'}`;
      feed.addItem({
        title: `${reading.name}: plans read from ${count}`,
        id: `${link}-read-${date}`,
        link,
        description: `We recorded ${reading.name}'s plans from ${count}: ${reading.sources.join(', ')}.`,
        date: day(date),
      });
    }
    for (const fact of facts) {
      const link = `${siteUrl}${toolUrl(fact.id)}#history`;
      feed.addItem({
        title: `${fact.name}, ${fact.what}: ${fact.from} → ${fact.to}`,
        id: uniqueId(`${link}-${slug(fact.what)}-${date}`),
        link,
        description: `The sources we read on ${date} changed ${fact.name}'s ${fact.what} in our records from ${fact.from} to ${fact.to}.`,
        date: day(date),
      });
    }
    for (const correction of corrections) {
      const link = `${siteUrl}${toolUrl(correction.id)}#tool-corrections`;
      feed.addItem({
        title: `Corrected: ${correction.name}, ${correction.fact}: ${correction.from} → ${correction.to}`,
        id: uniqueId(`${link}-${slug(correction.fact)}-${date}`),
        link,
        description: `We had ${correction.name}'s ${correction.fact} wrong. Why: ${correction.why}.${correction.note ? ` ${correction.note}` : ''}`,
        date: day(date),
      });
    }
    for (const article of articles) {
      const link = siteUrl + articleUrl(article.slug);
      feed.addItem({ title: `${article.title}: updated`, id: `${link}#updated-${date}`, link, description: article.what, date: day(date) });
    }
  }
  return feed.atom1();
}
