import { useSiteUrl } from '@toolverse/contracts';
import { LINK_DISCLOSURE } from '@toolverse/shared-content/site/constants';
import { StructuredData } from '@toolverse/shared-content/ui/page-meta';
import { breadcrumbJsonLd } from '@toolverse/shared-content/site/breadcrumbs';
import { type Category } from '@toolverse/shared-content/content/categories';
import type { ArticleEntry } from '@toolverse/shared-content/content/articles';
import { articleBreadcrumbs, articleJsonLd } from './structured-data';
import type { ArticleBodyModule } from '@toolverse/shared-content/content/article-body';
import { ArticleNav } from './article-nav';
import { useArticleParts } from './article-parts';
import { ArticleSources } from './article-sources';
import { ArticleSidebar } from './article-sidebar';
import { COVER_HEIGHT, COVER_WIDTH, coverArt } from '@toolverse/shared-content/ui/cover-art';
import { EditorsNote } from './editors-note';
import { MDX_COMPONENTS, ToolCardsProvider } from './mdx-components';

// Prose links are the ones without classes of their own: a link that carries classes is a
// component (a tool card's "Visit" button) and keeps its own colours, which a plain `[&_a]`
// selector would outrank (it made the cyan button's label cyan on cyan).
const PROSE =
  'text-lg leading-relaxed text-muted [&_a:not([class])]:text-glow-cyan [&_a:not([class])]:underline [&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-3xl [&_h2]:font-bold [&_h2]:text-ink [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-ink [&_li]:my-1 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-5 [&_strong]:text-ink [&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6';
// After its opening (the first five blocks), the body's paragraphs, headings, tool cards, asides and
// tables are rendered as the reader nears them. Lists and quotes are not: their items' and
// paragraphs' margins collapse through their edges, which the containment that comes with it stops.
const LATER_BLOCKS = '[&>:is(p,section,h2,h3,aside,div):nth-child(n+6)]:render-lazily-[20rem]';

export interface ArticleContentProps {
  module: ArticleBodyModule;
  article: ArticleEntry;
  category: Category;
}

/** Everything below an article's header: editor's note, hero, disclosure, body, sources, call to action, chain, sidebar. */
export function ArticleContent({ module, article, category }: ArticleContentProps) {
  const { default: Body, details } = module;
  const { slug } = article;
  const siteUrl = useSiteUrl();
  const { CallToAction } = useArticleParts();
  return (
    <div id={`article-content-${slug}`} className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
      {/* React hoists these into the page's head. */}
      <meta name="description" content={details.description} />
      <meta property="og:description" content={details.description} />
      <meta name="twitter:description" content={details.description} />
      <meta name="keywords" content={details.keywords.join(', ')} />
      <StructuredData
        data={[articleJsonLd(article, details.description, siteUrl), breadcrumbJsonLd(articleBreadcrumbs(article, category), siteUrl)]}
      />
      <div className="min-w-0">
        {details.editorsNote && <EditorsNote note={details.editorsNote} />}
        <figure>
          <img
            src={coverArt(slug, category.badge)}
            width={COVER_WIDTH}
            height={COVER_HEIGHT}
            alt={details.hero.alt}
            fetchPriority="high"
            decoding="async"
            className="h-auto w-full rounded-2xl object-cover md:h-[400px]"
          />
          {details.hero.caption && <figcaption className="mt-2 text-sm text-muted">{details.hero.caption}</figcaption>}
        </figure>
        <p className="mt-8 rounded-lg border border-space-700 bg-space-900 px-4 py-3 text-sm text-muted">{LINK_DISCLOSURE}</p>
        <div className={`mt-6 ${PROSE} ${LATER_BLOCKS}`}>
          <ToolCardsProvider cards={details.tools}>
            <Body components={MDX_COMPONENTS} />
          </ToolCardsProvider>
        </div>
        <ArticleSources sources={details.sources} />
        <CallToAction slug={slug} details={details} />
        <ArticleNav slug={slug} />
      </div>
      <ArticleSidebar details={details} category={category} />
    </div>
  );
}
