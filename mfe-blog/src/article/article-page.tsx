import { Navigate, useParams } from 'react-router-dom';
import { NotFound, domIsland } from '@toolverse/contracts';
import { PageMeta } from '@toolverse/shared-content/ui/page-meta';
import { categoryById } from '@toolverse/shared-content/content/categories';
import { paths } from '@toolverse/shared-content/site/paths';
import { ARTICLE_ALIASES, articleBySlug } from '@toolverse/shared-content/content/articles';
import { headerOf } from '@toolverse/shared-content/content/article-headers';
import { CategoryBadge } from '../common/category-badge';
import { readTime } from '../common/format';
import { ArticleBody } from './article-body';
import { ArticleByline } from './article-byline';
import { ArticlePartsProvider, useArticleParts, type ArticleParts } from './article-parts';
import { mount } from './island';
import { ReadingProgress } from './reading-progress';

/** An article with its reading-progress bar. */
function ArticleView({ slug }: { slug: string }) {
  const article = articleBySlug(slug);
  const category = article && categoryById(article.category);
  const header = article && headerOf(slug);
  const { ShareSave } = useArticleParts();
  if (!article || !category || !header) return null;
  return (
    <>
      <ReadingProgress />
      <article className="mx-auto max-w-6xl px-4 py-10">
        <a href={paths.blog.index} className="text-sm text-glow-cyan underline">
          Back to all articles
        </a>
        <header className="mt-6 max-w-4xl">
          <div className="flex flex-wrap items-center gap-3 text-sm text-muted">
            <CategoryBadge category={category} />
            <span>{readTime(article.readMinutes)}</span>
            {article.trending && <span className="rounded-full bg-glow-pink px-2.5 py-0.5 text-xs font-bold text-space-950">Trending</span>}
          </div>
          <div data-parallax="" className="will-change-transform">
            <h1 className="mt-4 text-4xl font-black leading-tight text-ink sm:text-5xl">{article.title}</h1>
            <p className="mt-4 text-xl text-muted">{header.subtitle}</p>
          </div>
          <ArticleByline date={article.date} updated={header.updated} changes={header.changes} />
          <div className="mt-6">
            <ShareSave slug={slug} title={article.title} text={header.subtitle} />
          </div>
        </header>
        <ArticleBody article={article} category={category} />
      </article>
    </>
  );
}

/**
 * The article and its motion (reading progress, headings that fade in, the title's parallax): a DOM
 * island that starts when the browser is idle (island.ts). Share and Save inside it
 * are an island of their own (share-save/, given by the app with the call to action).
 */
const ArticleWithMotion = domIsland('blog/ArticleMotion', ArticleView, { load: 'scroll', mount });

export function ArticlePage({ parts }: { parts: ArticleParts }) {
  const { slug = '' } = useParams();
  const alias = ARTICLE_ALIASES[slug];
  const article = articleBySlug(slug);
  const category = article && categoryById(article.category);

  if (alias) return <Navigate to={paths.blog.article(alias)} replace />;
  if (!article || !category || !headerOf(slug)) return <NotFound />;

  return (
    <>
      {/* The description, keywords and structured data come with the article's chunk (ArticleContent). */}
      <PageMeta
        name={article.title}
        path={paths.blog.article(article.slug)}
        type="article"
        cover={{ seed: article.slug, colour: category.badge }}
      />
      <ArticlePartsProvider value={parts}>
        <ArticleWithMotion slug={article.slug} />
      </ArticlePartsProvider>
    </>
  );
}
