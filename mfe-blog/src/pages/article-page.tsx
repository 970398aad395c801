import { Link, Navigate, useParams } from 'react-router-dom';
import { NotFound } from '@toolverse/contracts';
import { PageMeta, categoryById, paths } from '@toolverse/shared-content';
import { ARTICLE_ALIASES, articleBySlug } from '@toolverse/shared-content/articles';
import { headerOf } from '@toolverse/shared-content/article-headers';
import { CategoryBadge } from '../components/category-badge';
import { readTime } from '../lib/format';
import { ArticleByline } from '../components/article/article-byline';
import { ArticleBody } from '../components/article/article-body';
import { ReadingProgress } from '../components/article/reading-progress';
import { ShareSave } from '../components/article/share-save';
import { useParallax } from '../components/article/use-parallax';

/** Title parallax factor: the title moves at half the scroll speed. */
const PARALLAX = 0.2;

export function ArticlePage() {
  const { slug = '' } = useParams();
  const titleRef = useParallax<HTMLDivElement>(PARALLAX);
  const alias = ARTICLE_ALIASES[slug];
  const article = articleBySlug(slug);
  const category = article && categoryById(article.category);
  const header = article && headerOf(article.slug);

  if (alias) return <Navigate to={paths.blog.article(alias)} replace />;
  if (!article || !category || !header) return <NotFound />;

  return (
    <>
      {/* The description, keywords and structured data come with the article's chunk (ArticleContent). */}
      <PageMeta
        name={article.title}
        path={paths.blog.article(article.slug)}
        type="article"
        cover={{ seed: article.slug, colour: category.badge }}
      />
      <ReadingProgress />
      <article className="mx-auto max-w-6xl px-4 py-10">
        <Link to={paths.blog.index} className="text-sm text-glow-cyan underline">
          Back to all articles
        </Link>
        <header className="mt-6 max-w-4xl">
          <div className="flex flex-wrap items-center gap-3 text-sm text-muted">
            <CategoryBadge category={category} />
            <span>{readTime(article.readMinutes)}</span>
            {article.trending && <span className="rounded-full bg-glow-pink px-2.5 py-0.5 text-xs font-bold text-space-950">Trending</span>}
          </div>
          <div ref={titleRef} className="will-change-transform">
            <h1 className="mt-4 text-4xl font-black leading-tight text-ink sm:text-5xl">{article.title}</h1>
            <p className="mt-4 text-xl text-muted">{header.subtitle}</p>
          </div>
          <ArticleByline date={article.date} updated={header.updated} />
          <div className="mt-6">
            <ShareSave slug={article.slug} title={article.title} text={header.subtitle} />
          </div>
        </header>
        <ArticleBody key={article.slug} article={article} category={category} />
      </article>
    </>
  );
}
