// rss.xml: every article, from the content build's catalogue.
import path from 'node:path';
import { rssXml, type FeedArticle } from './feeds.ts';
import { writeWithVariants } from '../bundle/precompress.ts';
import type { SharedContent } from './builds.ts';
import { ROOT, fail } from './errors.ts';
import { readJson } from '../../platform/read-json.ts';

const FEED_DESCRIPTION = "Guides to the AI tools that help creators, freelancers and marketers, built from the vendors' own pages.";

/** The articles as the feeds need them, from the content build's catalogue. */
export function feedArticles(content: SharedContent): FeedArticle[] {
  type Entry = Omit<FeedArticle, 'description' | 'category' | 'updated'> & { category: string };
  const { articles } = readJson<{ articles: Entry[] }>(
    path.join(ROOT, 'shared-content/src/content/generated/article-index.json'),
    'the article catalogue',
  );
  const descriptions = readJson<Record<string, string>>(
    path.join(ROOT, 'shared-content/src/content/generated/article-descriptions.json'),
    'the article descriptions',
  );
  const headers = readJson<Record<string, { updated: string }>>(
    path.join(ROOT, 'shared-content/src/content/generated/article-headers.json'),
    'the article headers',
  );
  return articles.map((article) => ({
    ...article,
    updated: headers[article.slug]?.updated ?? fail(`shared-content's article-headers.json has no ${article.slug}`),
    description: descriptions[article.slug] ?? '',
    category: content.categoryById(article.category)?.title ?? article.category,
  }));
}

export function writeRss(siteUrl: string, content: SharedContent, outDir: string): void {
  const rss = rssXml({
    siteUrl,
    siteName: content.SITE_NAME,
    description: FEED_DESCRIPTION,
    articles: feedArticles(content),
    articleUrl: content.paths.blog.article,
  });
  writeWithVariants(path.join(outDir, 'rss.xml'), rss);
}
