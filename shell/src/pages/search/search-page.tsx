import { PageMeta } from '@toolverse/shared-content/ui/page-meta';
import { SITE_NAME } from '@toolverse/shared-content/site/constants';
import { paths } from '@toolverse/shared-content/site/paths';
import { TOOL_CATEGORIES, TOOL_CATEGORY_LABELS } from '@toolverse/shared-content/content/tool-taxonomy';
import { useSiteUrl, absoluteUrl } from '@toolverse/contracts';
import { BLOG_CATEGORY_LINKS, LinkList, type ListedLink } from '../../components/link-list';
import { SearchEverythingIsland } from './search-everything';

const NAME = 'Search articles and tools';
const DESCRIPTION = `Search every ${SITE_NAME} article by its title and text, and every tool in The Arsenal by name, description and category, in one place.`;

const linkClass = 'text-glow-cyan underline hover:text-ink focus-visible:outline-2 focus-visible:outline-glow-cyan';

const TOOL_CATEGORY_LINKS: readonly ListedLink[] = TOOL_CATEGORIES.map((category) => ({
  href: paths.tools.category(category),
  label: TOOL_CATEGORY_LABELS[category],
}));

/** What to browse instead of searching: the blog's categories, and The Arsenal's in two columns. */
const BROWSE = [
  {
    id: 'search-browse-blog',
    lead: 'Browse the',
    name: 'blog',
    href: paths.blog.index,
    links: BLOG_CATEGORY_LINKS,
    list: 'mt-3 space-y-2 text-sm',
  },
  {
    id: 'search-browse-tools',
    lead: 'Browse',
    name: 'The Arsenal',
    href: paths.tools.index,
    links: TOOL_CATEGORY_LINKS,
    list: 'mt-3 columns-2 space-y-2 text-sm',
  },
] as const;

/**
 * One search over the site: articles (title, description and text) and tools (name, description,
 * category). Results are found in the browser from an index the build writes beside the pages, so
 * any host serves it; without JavaScript the form still submits, and the page offers the blog's and
 * The Arsenal's categories to browse instead.
 */
export function SearchPage() {
  const siteUrl = useSiteUrl();
  const url = absoluteUrl(siteUrl, paths.search());
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <PageMeta
        name={NAME}
        description={DESCRIPTION}
        path={paths.search()}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'SearchResultsPage',
            name: NAME,
            description: DESCRIPTION,
            url,
            isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: absoluteUrl(siteUrl, paths.home) },
          },
        ]}
      />
      <h1 className="text-4xl font-black text-ink">{NAME}</h1>
      <p className="mt-3 text-muted">
        Finds articles by their title and text, and the tools of The Arsenal by name, description and category. Results show as you type.
      </p>
      <div className="mt-8">
        <SearchEverythingIsland url={paths.search()} />
      </div>
      <noscript>
        <p className="mt-6 rounded-xl border border-space-700 bg-space-900 px-5 py-4 text-muted">
          Searching happens in your browser and needs JavaScript, which is off. You can still browse every article by category and every
          tool by category below.
        </p>
      </noscript>
      <div className="mt-12 grid gap-8 sm:grid-cols-2">
        {BROWSE.map(({ id, lead, name, href, links, list }) => (
          <LinkList
            key={id}
            headingId={id}
            heading={
              <>
                {lead}{' '}
                <a href={href} className={linkClass}>
                  {name}
                </a>
              </>
            }
            links={links}
            classNames={{ heading: 'text-lg font-semibold text-ink', list, link: linkClass }}
          />
        ))}
      </div>
    </section>
  );
}
