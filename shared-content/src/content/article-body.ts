import type { ComponentType } from 'react';
import type { Article, ToolCard } from './schemas/article';
import type { PlanSummary } from '../domain/plans/summary';

/** What a compiled article body (MDX) takes: the components its tags stand for. */
export interface ArticleBodyProps {
  // Any component: MDX passes each the props its tag was written with.
  components: Readonly<Record<string, ComponentType<never>>>;
}

/**
 * A tool card with the summary of the tool's plans from its record, which the card shows with its
 * date and source, the vendor's pricing page, and its affiliate URL when it has one (the card's link
 * is then marked sponsored).
 */
export type ArticleToolCard = ToolCard & { plans: PlanSummary; pricingPage: string; affiliateUrl?: string };

/** The parts of an article only its own page needs; they travel in the article's chunk. */
export type ArticleDetails = Pick<
  Article,
  'description' | 'keywords' | 'hero' | 'editorsNote' | 'related' | 'sidebarTools' | 'cta' | 'sources'
> & { tools: ArticleToolCard[] };

/** One article's chunk: its body and its details. */
export interface ArticleBodyModule {
  default: ComponentType<ArticleBodyProps>;
  details: ArticleDetails;
}
