import { lazy, Suspense, type LazyExoticComponent } from 'react';
import type { ArticleBodyProps } from '@toolverse/shared-content/article-body';
import { articleBodies } from '@toolverse/shared-content/article-bodies';
import { MDX_COMPONENTS } from './mdx-components';

type Body = LazyExoticComponent<React.ComponentType<ArticleBodyProps>>;
const bodies = new Map<string, Body>();

/** One lazy component per article, created once: each body is its own chunk. */
function bodyOf(slug: string): Body | undefined {
  const load = articleBodies[slug];
  if (!load) return undefined;
  let body = bodies.get(slug);
  if (!body) {
    body = lazy(load);
    bodies.set(slug, body);
  }
  return body;
}

const PROSE =
  'text-lg leading-relaxed text-muted [&_a]:text-glow-cyan [&_a]:underline [&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-3xl [&_h2]:font-bold [&_h2]:text-ink [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-ink [&_li]:my-1 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-5 [&_strong]:text-ink [&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6';

export function ArticleBody({ slug }: { slug: string }) {
  const Body = bodyOf(slug);
  if (!Body) return null;
  return (
    <div className={PROSE}>
      {/* On a prerendered page the server's HTML stays in place until the chunk arrives. */}
      <Suspense fallback={<div className="min-h-[60vh] animate-pulse rounded-2xl bg-space-900" aria-label="Loading the article" />}>
        <Body components={MDX_COMPONENTS} />
      </Suspense>
    </div>
  );
}
