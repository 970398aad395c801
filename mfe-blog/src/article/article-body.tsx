import { Suspense, use } from 'react';
import type { Category } from '@toolverse/shared-content/content/categories';
import type { ArticleEntry } from '@toolverse/shared-content/content/articles';
import type { ArticleBodyModule } from '@toolverse/shared-content/content/article-body';
import { articleBodies } from '@toolverse/shared-content/content/generated/article-bodies';
import { ArticleContent } from './article-content';

interface ContentProps {
  article: ArticleEntry;
  category: Category;
}

const chunks = new Map<string, Promise<ArticleBodyModule>>();

/** One load per article; each article's body is its own chunk of the blog's Node build. */
function chunkOf(slug: string): Promise<ArticleBodyModule> | undefined {
  const load = articleBodies[slug];
  if (!load) return undefined;
  let chunk = chunks.get(slug);
  if (!chunk) {
    chunk = load();
    chunks.set(slug, chunk);
  }
  return chunk;
}

function LoadedContent({ chunk, article, category }: ContentProps & { chunk: Promise<ArticleBodyModule> }) {
  return <ArticleContent module={use(chunk)} article={article} category={category} />;
}

/** An article's body, hero, call to action and sidebar, rendered in full by the prerender (it waits for the chunk). */
export function ArticleBody({ article, category }: ContentProps) {
  const chunk = chunkOf(article.slug);
  return <Suspense>{chunk && <LoadedContent chunk={chunk} article={article} category={category} />}</Suspense>;
}
