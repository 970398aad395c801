import { categoryById } from '@toolverse/shared-content/content/categories';
import { paths } from '@toolverse/shared-content/site/paths';
import { descriptionOf } from '@toolverse/shared-content/content/article-descriptions';
import type { ArticleEntry } from '@toolverse/shared-content/content/articles';
import { CategoryBadge } from './category-badge';
import { formatDate, readTime } from './format';

export function ArticleCard({ article, featured = false }: { article: ArticleEntry; featured?: boolean }) {
  const category = categoryById(article.category);
  return (
    <a
      href={paths.blog.article(article.slug)}
      className={`flex h-full flex-col gap-3 rounded-2xl border border-space-700 bg-space-900 p-5 transition hover:-translate-y-0.5 hover:border-glow-cyan ${
        featured ? 'sm:p-7' : ''
      }`}
    >
      <span className="flex flex-wrap items-center gap-2">
        {category && <CategoryBadge category={category} />}
        {article.trending && <span className="rounded-full bg-glow-pink px-2 py-0.5 text-xs font-bold text-space-950">Trending</span>}
      </span>
      <span className={`font-bold text-ink ${featured ? 'text-2xl sm:text-3xl' : 'text-lg'}`}>{article.title}</span>
      <span className="flex-1 text-sm text-muted">{descriptionOf(article.slug)}</span>
      <span className="text-xs text-muted">
        <time dateTime={article.date}>{formatDate(article.date)}</time> · {readTime(article.readMinutes)}
      </span>
    </a>
  );
}
