import type { ArticleSource } from '@toolverse/shared-content/content/articles';

export interface ArticleSourcesProps {
  sources: readonly ArticleSource[];
}

/** The vendor pages and docs an article relies on, so a reader can check its facts where they came from. */
export function ArticleSources({ sources }: ArticleSourcesProps) {
  return (
    <section
      aria-labelledby="sources-heading"
      className="mt-12 border-t border-space-700 pt-6 render-lazily-[27rem] lg:render-lazily-[25rem]"
    >
      <h2 id="sources-heading" className="text-xl font-bold text-ink">
        Sources
      </h2>
      <p className="mt-1 text-sm text-muted">
        The vendors&apos; own pages this article relies on. Prices and plans change: check them there before you buy.
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-6 text-sm">
        {sources.map((source) => (
          <li key={source.url}>
            <a href={source.url} target="_blank" rel="noopener noreferrer" className="text-glow-cyan underline">
              {source.title}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
