// The site's feeds, written by the prerender: rss.xml with `feed` and sitemap.xml with `sitemap`,
// so escaping, dates and namespaces are the libraries' job rather than string templates'.
import { Readable } from 'node:stream';
import { Feed } from 'feed';
import { SitemapStream, streamToPromise } from 'sitemap';

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

/** sitemap.xml of the given paths (each starting with "/") under the site's origin. */
export async function sitemapXml(siteUrl: string, paths: readonly string[]): Promise<string> {
  const stream = new SitemapStream({ hostname: siteUrl, xmlns: { news: false, xhtml: false, image: false, video: false } });
  const xml = await streamToPromise(Readable.from(paths.map((url) => ({ url: siteUrl + url }))).pipe(stream));
  return `${xml.toString('utf8')}\n`;
}
