import { lazy, Suspense, use, useEffect } from 'react';
import { KeptHtml, useServerHtml, type Category } from '@toolverse/shared-content';
import type { ArticleEntry } from '@toolverse/shared-content/articles';
import type { ArticleBodyModule } from '@toolverse/shared-content/article-body';
import { articleBodies } from '@toolverse/shared-content/article-bodies';

// Rendered only after a client-side navigation (a prerendered article keeps its server HTML), so it
// and the MDX components are a chunk of their own, off a prerendered article's first load.
const ArticleContent = lazy(() => import('./article-content').then((module) => ({ default: module.ArticleContent })));

interface ContentProps {
  article: ArticleEntry;
  category: Category;
}

const chunks = new Map<string, Promise<ArticleBodyModule>>();

/** One load per article and page visit; each article is its own chunk. */
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

/**
 * An article's body, hero, call to action and sidebar: one chunk per article. On the server it is
 * rendered in full (the prerender waits for it). On a prerendered page the browser keeps that HTML
 * as it is, without downloading the chunk: it is text, links and a picture, with nothing to hydrate.
 * After a client-side navigation the chunk is loaded and rendered.
 */
export function ArticleBody({ article, category }: ContentProps) {
  const { slug } = article;
  const id = `article-body-${slug}`;
  const serverHtml = useServerHtml(id);
  const prerendered = serverHtml !== null;
  const chunk = prerendered ? undefined : chunkOf(slug);
  // The server's head tags for this part are nobody's to remove once the reader moves on.
  useEffect(() => {
    if (!prerendered) return;
    return () => document.head.querySelectorAll('[data-article-meta]').forEach((node) => node.remove());
  }, [prerendered]);
  return (
    <KeptHtml id={id} html={serverHtml}>
      <Suspense fallback={<div className="min-h-[80vh] animate-pulse rounded-2xl bg-space-900" aria-label="Loading the article" />}>
        {chunk && <LoadedContent chunk={chunk} article={article} category={category} />}
      </Suspense>
    </KeptHtml>
  );
}
