import { paths } from '@toolverse/shared-content/site/paths';
import { ARTICLES } from '@toolverse/shared-content/content/articles';
import { ArticleCard } from '../common/article-card';

/** The home page's Featured Explorations: the 9 featured articles, trending first, over a 3-column grid. */
export function FeaturedArticles() {
  const featured = ARTICLES.filter((article) => article.featured).sort((a, b) => Number(b.trending) - Number(a.trending));
  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-6xl px-4 py-16">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="featured-heading" className="text-3xl font-black text-ink sm:text-4xl">
          Featured Explorations
        </h2>
        <a href={paths.blog.index} className="font-semibold text-glow-cyan underline">
          View All<span className="sr-only"> articles</span>
        </a>
      </div>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {featured.map((article, index) => (
          // On a phone (one column) the fourth card onwards lies below the first screens.
          <li key={article.slug} className={index === 0 ? 'sm:col-span-2' : index >= 3 ? 'max-sm:render-lazily-[16rem]' : undefined}>
            <ArticleCard article={article} featured={index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}
