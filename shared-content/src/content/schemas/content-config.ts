import * as z from 'zod';
import { CATEGORIES } from '../categories';

const count = z.number().int().nonnegative();
const categoryIds = CATEGORIES.map((category) => category.id);

/**
 * The counts the content build holds the content to (content/config.json). They are checked at
 * every size of the catalogue, so an editor who adds an article meets the same rules as the first 23.
 */
export const ContentConfigSchema = z.strictObject({
  /** How many articles have `featured: true`: the home page's Featured Explorations show exactly these. */
  featuredArticles: count,
  /** The fewest articles each blog category holds (a category page with fewer looks abandoned); every category is listed. */
  minArticlesPerCategory: z.record(z.enum(categoryIds), count),
  /**
   * Articles whose title promises a number of tools somewhere other than its first word ("How to
   * Automate Your Freelance Workflow with 7 AI Tools"). A title that opens with a number ("7 Best
   * ...") promises that many tool cards without being listed here.
   */
  toolCardCounts: z.record(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a kebab-case slug'), count.positive()),
  /** How many tools of content/tools.json have `topPick: true`: The Arsenal's "Top 5 This Month". */
  topPicks: count,
  /** The fewest tools a category of The Arsenal holds: a filter button needs a few to be worth pressing. */
  minToolsPerCategory: count,
});

export type ContentConfig = z.infer<typeof ContentConfigSchema>;

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a kebab-case slug');

/** content/article-aliases.json: a slug used by links in the wild -> the article it means. */
export const AliasesSchema = z.record(slug, slug);
