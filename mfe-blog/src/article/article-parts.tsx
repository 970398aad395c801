import { createContext, useContext, type ComponentType } from 'react';
import type { ArticleDetails } from '@toolverse/shared-content/content/articles';

/**
 * What an article shows that other features own, given by the app (routes.tsx): the page leaves a
 * place for each and never imports them.
 */
export interface ArticleParts {
  /** Share and Save, under the article's header. */
  ShareSave: ComponentType<{ slug: string; title: string; text: string }>;
  /** The call to action at the end of the article. */
  CallToAction: ComponentType<{ slug: string; details: ArticleDetails }>;
}

const ArticlePartsContext = createContext<ArticleParts | null>(null);

export const ArticlePartsProvider = ArticlePartsContext.Provider;

/** The parts the app gave the article page (they reach the lazily loaded body too). */
export function useArticleParts(): ArticleParts {
  const parts = useContext(ArticlePartsContext);
  if (!parts) throw new Error('An article is rendered inside ArticlePage, which the app gives its parts (routes.tsx).');
  return parts;
}
