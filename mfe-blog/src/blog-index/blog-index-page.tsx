import { useSearchParams } from 'react-router-dom';
import type { ComponentType } from 'react';
import { CATEGORIES, categoryByTitle, type Category } from '@toolverse/shared-content/content/categories';
import { PageMeta } from '@toolverse/shared-content/ui/page-meta';
import { paths } from '@toolverse/shared-content/site/paths';
import { ARTICLES, articlesInCategory, type ArticleEntry } from '@toolverse/shared-content/content/articles';
import { ArticleCard } from '../common/article-card';
import { BlogSidebar } from './blog-sidebar';
import { CategoryIcon } from './category-icon';
import { FeelingLucky } from './feeling-lucky';

/** Articles shown per category in the grouped view; View All shows the rest. */
export const GROUP_SIZE = 4;
/** Where a mission card takes the reader: the category's page, scrolled to its list. */
const LIST_ID = 'articles';

function CategorySection({ category, articles, grouped }: { category: Category; articles: ArticleEntry[]; grouped: boolean }) {
  const shown = grouped ? articles.slice(0, GROUP_SIZE) : articles;
  return (
    <section
      aria-labelledby={`category-${category.id}`}
      className="mt-10 first:mt-0 not-first:render-lazily-[72rem] sm:not-first:render-lazily-[37rem]"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`category-${category.id}`} className="flex items-center gap-2 text-2xl font-bold text-ink">
          <CategoryIcon category={category} />
          {category.title}
        </h2>
        {grouped && (
          <a href={paths.blog.category(category.title)} className="text-sm text-glow-cyan underline">
            View All<span className="sr-only">{` ${category.title} articles`}</span>
          </a>
        )}
      </div>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2">
        {shown.map((article) => (
          <li key={article.slug}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface BlogIndexPageProps {
  /** The reader's saved articles above the lists (saved/, given by the app: routes.tsx). */
  SavedArticles: ComponentType;
}

export function BlogIndexPage({ SavedArticles }: BlogIndexPageProps) {
  const [searchParams] = useSearchParams();
  const selected = categoryByTitle(searchParams.get('category') ?? '');

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PageMeta
        name={selected ? selected.title : 'Blog'}
        path={selected ? paths.blog.category(selected.title) : paths.blog.index}
        description={
          selected
            ? `${selected.title}: ${selected.description} Every Toolverse article in this category.`
            : "Articles on AI tools for creators, sourced from the vendors' own pages: work smarter, earn more, and pick the right tool in every battle."
        }
      />
      <section aria-labelledby="blog-title">
        <p className="text-sm font-semibold uppercase tracking-widest text-glow-cyan">The Toolverse blog</p>
        <h1 id="blog-title" className="mt-2 text-4xl font-black text-ink sm:text-5xl">
          {selected ? selected.title : 'Choose your mission'}
        </h1>
        <p className="mt-3 max-w-2xl text-lg text-muted">
          {selected ? selected.description : `${ARTICLES.length} articles in five missions. Pick one, or let chance decide.`}
        </p>
        <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {CATEGORIES.map((category) => (
            <li key={category.id}>
              <a
                href={`${paths.blog.category(category.title)}#${LIST_ID}`}
                aria-current={selected?.id === category.id ? 'page' : undefined}
                className="flex h-full w-full flex-col gap-2 rounded-2xl border border-space-700 bg-space-900 p-4 text-left transition hover:border-glow-cyan aria-[current=page]:border-glow-cyan aria-[current=page]:bg-space-800"
              >
                <CategoryIcon category={category} className="h-7 w-7 text-glow-cyan" />
                <span className="font-bold text-ink">{category.title}</span>
                <span className="text-xs text-muted">{`${articlesInCategory(category.id).length} articles`}</span>
              </a>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap gap-3">
          {selected && (
            <a href={paths.blog.index} className="rounded-full border border-space-600 px-4 py-2 text-sm text-ink hover:border-glow-cyan">
              View All Categories
            </a>
          )}
          <FeelingLucky />
        </div>
      </section>
      <div className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div id={LIST_ID} className="scroll-mt-24">
          <SavedArticles />
          {(selected ? [selected] : CATEGORIES).map((category) => (
            <CategorySection key={category.id} category={category} articles={articlesInCategory(category.id)} grouped={!selected} />
          ))}
        </div>
        <BlogSidebar />
      </div>
    </div>
  );
}
