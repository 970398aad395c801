import type { ComponentType } from 'react';

/** What a compiled article body (MDX) module gives its page: a component taking the body's components. */
export interface ArticleBodyProps {
  // Any component: MDX passes each the props its tag was written with.
  components: Readonly<Record<string, ComponentType<never>>>;
}

export interface ArticleBodyModule {
  default: ComponentType<ArticleBodyProps>;
}
