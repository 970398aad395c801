import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ARTICLES, CATEGORIES, PageMeta, articlesInCategory, categoryByTitle, paths, toast } from '@toolverse/shared-content';
import { CategoryBadge } from '../category-badge';

/** Opens a random article after announcing it (DESIGN §2: Feeling Lucky). */
function useFeelingLucky() {
  const navigate = useNavigate();
  return () => {
    const article = ARTICLES[Math.floor(Math.random() * ARTICLES.length)];
    if (!article) return;
    toast({ title: 'Feeling lucky!', description: `Your random adventure: ${article.title}` });
    navigate(paths.blog.article(article.slug));
  };
}

export function BlogIndexPage() {
  const [searchParams] = useSearchParams();
  const feelingLucky = useFeelingLucky();
  const selected = categoryByTitle(searchParams.get('category') ?? '');
  const shown = selected ? [selected] : CATEGORIES;

  return (
    <div className="mx-auto max-w-6xl px-4 py-14">
      <PageMeta
        name={selected ? selected.title : 'Blog'}
        path={selected ? paths.blog.category(selected.title) : paths.blog.index}
        description="Field-tested articles on AI tools for creators: work smarter, earn more, and pick the right tool in every battle."
      />
      <p className="text-sm font-semibold uppercase tracking-widest text-glow-cyan">The Toolverse blog</p>
      <h1 className="mt-2 text-4xl font-black text-ink sm:text-5xl">{selected ? selected.title : 'Every article, by mission'}</h1>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        {selected && (
          <Link to={paths.blog.index} className="rounded-full border border-space-600 px-4 py-2 text-sm text-ink hover:border-glow-cyan">
            View All Categories
          </Link>
        )}
        <button
          type="button"
          onClick={feelingLucky}
          className="rounded-full bg-gradient-to-r from-glow-pink to-glow-violet px-4 py-2 text-sm font-bold text-space-950 hover:brightness-110"
        >
          Feeling Lucky
        </button>
      </div>
      {shown.map((category) => (
        <section key={category.id} aria-labelledby={`category-${category.id}`} className="mt-12">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={`category-${category.id}`} className="text-2xl font-bold text-ink">
              <span aria-hidden="true">{category.icon} </span>
              {category.title}
            </h2>
            {!selected && (
              <Link to={paths.blog.category(category.title)} className="text-sm text-glow-cyan underline">
                {`View all ${category.title}`}
              </Link>
            )}
          </div>
          <p className="mt-1 text-muted">{category.description}</p>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {articlesInCategory(category.id).map((article) => (
              <li key={article.slug}>
                <Link
                  to={paths.blog.article(article.slug)}
                  className="flex h-full flex-col gap-3 rounded-2xl border border-space-700 bg-space-900 p-5 hover:border-glow-cyan"
                >
                  <CategoryBadge category={category} />
                  <span className="font-semibold text-ink">{article.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
