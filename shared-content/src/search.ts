import { ARTICLES, type ArticleSummary } from './articles';
import { SEARCH_TITLE_WORDS } from './site';

/** Case-insensitive substring match over the article titles, from the first character typed. */
export function searchArticles(query: string, articles: readonly ArticleSummary[] = ARTICLES): ArticleSummary[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [];
  return articles.filter((article) => article.title.toLowerCase().includes(needle));
}

/** The first `words` words of a title, followed by an ellipsis when anything was cut. */
export function truncateWords(text: string, words: number = SEARCH_TITLE_WORDS): string {
  const parts = text.trim().split(/\s+/);
  return parts.length <= words ? parts.join(' ') : `${parts.slice(0, words).join(' ')}...`;
}
