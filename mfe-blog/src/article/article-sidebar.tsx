import { LINK_DISCLOSURE } from '@toolverse/shared-content/site/constants';
import { initials } from '@toolverse/shared-content/ui/initials';
import { outboundHref, outboundRel } from '@toolverse/shared-content/site/outbound';
import { paths } from '@toolverse/shared-content/site/paths';
import { type Category } from '@toolverse/shared-content/content/categories';
import type { ArticleDetails } from '@toolverse/shared-content/content/articles';
import { ArticleLinks, articlesFor } from '../common/article-links';

const panelClass = 'rounded-2xl border border-space-700 bg-space-900 p-5';

export function ArticleSidebar({ details, category }: { details: ArticleDetails; category: Category }) {
  const article = details;
  const sidebarTools = article.sidebarTools.map((id) => article.tools.find((tool) => tool.id === id)).filter((tool) => tool !== undefined);
  return (
    <aside aria-label="About this article" className="space-y-6 max-lg:render-lazily-[55rem] lg:sticky lg:top-24">
      <section aria-labelledby="related-heading" className={panelClass}>
        <h2 id="related-heading" className="font-bold text-ink">
          Related posts
        </h2>
        <ArticleLinks
          articles={articlesFor(article.related)}
          className="mt-3 space-y-3 text-sm"
          linkClassName="text-muted hover:text-ink"
        />
      </section>
      <section aria-labelledby="sidebar-tools-heading" className={panelClass}>
        <h2 id="sidebar-tools-heading" className="font-bold text-ink">
          Tools in this article
        </h2>
        <ul className="mt-3 space-y-2">
          {sidebarTools.map((tool) => (
            <li key={tool.id}>
              <a
                href={outboundHref(tool, 'article')}
                target="_blank"
                rel={outboundRel(tool)}
                className="flex items-center gap-3 rounded-lg p-1.5 text-sm text-ink hover:bg-space-800"
              >
                <span
                  aria-hidden="true"
                  className="flex h-[18px] w-[18px] items-center justify-center rounded bg-glow-violet text-[9px] font-black text-space-950"
                >
                  {initials(tool.name)}
                </span>
                {tool.name}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-xs text-muted">{LINK_DISCLOSURE}</p>
      </section>
      <section aria-labelledby="mentioned-heading" className={panelClass}>
        <h2 id="mentioned-heading" className="font-bold text-ink">
          Tools mentioned
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {article.tools.map((tool) => (
            <li key={tool.id}>
              <a href={`#tool-${tool.id}`} className="inline-block rounded-full bg-space-800 px-3 py-1 text-xs text-ink hover:bg-space-700">
                {tool.name}
              </a>
            </li>
          ))}
        </ul>
        <a href={paths.blog.category(category.title)} className="mt-4 inline-block text-sm text-glow-cyan underline">
          {`More in ${category.title}`}
        </a>
      </section>
    </aside>
  );
}
