import { Link, Navigate, useParams } from 'react-router-dom';
import { ARTICLE_ALIASES, NotFound, PageMeta, articleBySlug, categoryById, paths, useSiteUrl } from '@toolverse/shared-content';
import { articleJsonLd, breadcrumbJsonLd } from '../structured-data';
import { CategoryBadge } from '../category-badge';

export function ArticlePage() {
  const { slug = '' } = useParams();
  const siteUrl = useSiteUrl();
  const alias = ARTICLE_ALIASES[slug];
  if (alias) return <Navigate to={paths.blog.article(alias)} replace />;

  const article = articleBySlug(slug);
  const category = article && categoryById(article.category);
  if (!article || !category) return <NotFound />;
  const description = `${article.title}: a ${category.title} guide from Toolverse. ${category.description}`;

  return (
    <article className="mx-auto max-w-3xl px-4 py-14">
      <PageMeta
        name={article.title}
        description={description}
        path={paths.blog.article(article.slug)}
        type="article"
        jsonLd={[articleJsonLd(article, description, siteUrl), breadcrumbJsonLd(article, category, siteUrl)]}
      />
      <Link to={paths.blog.index} className="text-sm text-glow-cyan underline">
        Back to all articles
      </Link>
      <header className="mt-6">
        <CategoryBadge category={category} />
        <h1 className="mt-4 text-4xl font-black leading-tight text-ink sm:text-5xl">{article.title}</h1>
      </header>
      <p className="mt-8 text-muted">
        More in{' '}
        <Link to={paths.blog.category(category.title)} className="text-glow-cyan underline">
          {category.title}
        </Link>
        .
      </p>
    </article>
  );
}
