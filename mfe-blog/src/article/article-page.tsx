import { Link, Navigate, useParams } from 'react-router-dom';
import { NotFound, PageMeta, categoryById, paths, useSiteUrl } from '@toolverse/shared-content';
import { ARTICLE_ALIASES, articleBySlug } from '@toolverse/shared-content/articles';
import { CategoryBadge } from '../category-badge';
import { formatDate, readTime } from '../format';
import { articleJsonLd, breadcrumbJsonLd } from '../structured-data';
import { ArticleBody } from './article-body';
import { ArticleNav } from './article-nav';
import { ArticleSidebar } from './article-sidebar';
import { CallToAction } from './call-to-action';
import { COVER_HEIGHT, COVER_WIDTH, coverArt } from './cover-art';
import { ReadingProgress } from './reading-progress';
import { ShareSave } from './share-save';
import { useParallax } from './use-parallax';

/** Title parallax factor (spec §9). */
const PARALLAX = 0.2;

export function ArticlePage() {
  const { slug = '' } = useParams();
  const siteUrl = useSiteUrl();
  const titleRef = useParallax<HTMLDivElement>(PARALLAX);
  const alias = ARTICLE_ALIASES[slug];
  const article = articleBySlug(slug);
  const category = article && categoryById(article.category);

  if (alias) return <Navigate to={paths.blog.article(alias)} replace />;
  if (!article || !category) return <NotFound />;

  return (
    <>
      <PageMeta
        name={article.title}
        description={article.description}
        keywords={article.keywords}
        path={paths.blog.article(article.slug)}
        type="article"
        jsonLd={[articleJsonLd(article, siteUrl), breadcrumbJsonLd(article, category, siteUrl)]}
      />
      <ReadingProgress />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <article className="min-w-0">
          <Link to={paths.blog.index} className="text-sm text-glow-cyan underline">
            Back to all articles
          </Link>
          <header className="mt-6">
            <div className="flex flex-wrap items-center gap-3 text-sm text-muted">
              <CategoryBadge category={category} />
              <time dateTime={article.date}>{formatDate(article.date)}</time>
              <span aria-hidden="true">·</span>
              <span>{readTime(article.readMinutes)}</span>
              {article.trending && <span className="rounded-full bg-glow-pink px-2.5 py-0.5 text-xs font-bold text-space-950">Trending</span>}
            </div>
            <div ref={titleRef} className="will-change-transform">
              <h1 className="mt-4 text-4xl font-black leading-tight text-ink sm:text-5xl">{article.title}</h1>
              <p className="mt-4 text-xl text-muted">{article.subtitle}</p>
            </div>
            <div className="mt-6">
              <ShareSave slug={article.slug} title={article.title} text={article.description} />
            </div>
          </header>
          <figure className="mt-8">
            <img
              src={coverArt(article.slug, category.badge)}
              width={COVER_WIDTH}
              height={COVER_HEIGHT}
              alt={article.hero.alt}
              fetchPriority="high"
              decoding="async"
              className="h-auto w-full rounded-2xl object-cover md:h-[400px]"
            />
            {article.hero.caption && <figcaption className="mt-2 text-sm text-muted">{article.hero.caption}</figcaption>}
          </figure>
          <p className="mt-8 rounded-lg border border-space-700 bg-space-900 px-4 py-3 text-sm text-muted">
            Toolverse is reader-supported: some links to tools are affiliate links, and we may earn a commission at no extra cost to you.
          </p>
          <div className="mt-6">
            <ArticleBody slug={article.slug} />
          </div>
          <CallToAction article={article} />
          <ArticleNav slug={article.slug} />
        </article>
        <ArticleSidebar article={article} category={category} />
      </div>
    </>
  );
}
