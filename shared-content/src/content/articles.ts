import type { Article } from './schemas/article';
import type { CategoryId } from './categories';
import catalogue from './generated/article-index.json';
import { SEARCH_TITLE_WORDS } from '../site/constants';

/**
 * The articles, derived from content/articles/*.mdx by scripts/build-content.ts (which checks
 * every field and reference), in the order of content/article-order.json. Imported through its own entry
 * (@toolverse/shared-content/content/articles), so pages that show no article list do not download it.
 */
export type { Article, ArticleSource, ToolCard, CallToAction } from './schemas/article';
export type { ArticleDetails } from './article-body';

/**
 * What every list of articles shows. An article's own page adds its header (article-headers.ts) and
 * loads the rest with its body.
 */
export type ArticleEntry = Pick<Article, 'slug' | 'title' | 'category' | 'date' | 'trending' | 'featured' | 'readMinutes'>;

export const ARTICLES: readonly ArticleEntry[] = catalogue.articles as ArticleEntry[];

/** The tools the articles recommend most often (computed by the content build). */
export const TOP_TOOLS: readonly { id: string; name: string; url: string; category: string; count: number }[] = catalogue.topTools;

/** Other spellings used by links in the wild (content/article-aliases.json); each answers with a 301 to its article. */
export const ARTICLE_ALIASES: Readonly<Record<string, string>> = catalogue.aliases;

export function articleBySlug(slug: string): ArticleEntry | undefined {
  return ARTICLES.find((article) => article.slug === slug);
}

export function articlesInCategory(category: CategoryId): ArticleEntry[] {
  return ARTICLES.filter((article) => article.category === category);
}

/** Previous and next in the reading chain: the spec's order, the last leading back to the first. */
export function neighbours(slug: string): { previous: ArticleEntry | undefined; next: ArticleEntry | undefined } {
  const index = ARTICLES.findIndex((article) => article.slug === slug);
  if (index === -1) return { previous: undefined, next: undefined };
  return { previous: ARTICLES[index - 1], next: ARTICLES[(index + 1) % ARTICLES.length] };
}

/** Case-insensitive substring match over the article titles, from the first character typed. */
export function searchArticles(query: string, articles: readonly ArticleEntry[] = ARTICLES): ArticleEntry[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [];
  return articles.filter((article) => article.title.toLowerCase().includes(needle));
}

/** The first `words` words of a title, followed by an ellipsis when anything was cut. */
export function truncateWords(text: string, words: number = SEARCH_TITLE_WORDS): string {
  const parts = text.trim().split(/\s+/);
  return parts.length <= words ? parts.join(' ') : `${parts.slice(0, words).join(' ')}...`;
}
