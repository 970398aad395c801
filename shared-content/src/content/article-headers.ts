import type { Article } from './schemas/article';
import headers from './generated/article-headers.json';

/** What an article's own header shows beyond its entry in the lists: the subtitle, the last revision and what changed on each. */
export type ArticleHeader = Pick<Article, 'subtitle' | 'updated' | 'changes'>;

/**
 * An article's header, for its own page and the guide's links. Kept out of the article index, so the
 * blog's lists and the home page do not download every subtitle.
 */
export function headerOf(slug: string): ArticleHeader | undefined {
  return (headers as Record<string, ArticleHeader>)[slug];
}
