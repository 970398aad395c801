import { ARTICLES } from '@toolverse/shared-content/content/articles';
import articleTools from '@toolverse/shared-content/content/generated/article-tool-ids.json';
import { isTool } from '../common/catalogue';
import { articleComparisons, type ComparingArticle } from './compare';

/** The articles with the tools each recommends (its cards, in order). */
export const COMPARING_ARTICLES: readonly ComparingArticle[] = ARTICLES.map(({ slug, title, category }) => ({
  slug,
  title,
  category,
  tools: (articleTools as Record<string, string[]>)[slug] ?? [],
}));

/** The comparisons our articles make, prerendered at clean URLs (see articleComparisons), of tools The Arsenal has. */
export const COMPARISONS = articleComparisons(COMPARING_ARTICLES).filter(({ ids }) => ids.every(isTool));
