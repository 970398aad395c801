import type { ComponentType } from 'react';
import type { Article } from './schemas/article';

/** What a compiled article body (MDX) takes: the components its tags stand for. */
export interface ArticleBodyProps {
  // Any component: MDX passes each the props its tag was written with.
  components: Readonly<Record<string, ComponentType<never>>>;
}

/** The parts of an article only its own page needs; they travel in the article's chunk. */
export type ArticleDetails = Pick<Article, 'description' | 'keywords' | 'hero' | 'editorsNote' | 'related' | 'sidebarTools' | 'cta' | 'tools' | 'sources'>;

/** One article's chunk: its body and its details. */
export interface ArticleBodyModule {
  default: ComponentType<ArticleBodyProps>;
  details: ArticleDetails;
}
