import { paths } from '@toolverse/shared-content/site/paths';
import { neighbours } from '@toolverse/shared-content/content/articles';

const cardClass = 'flex flex-col gap-1 rounded-xl border border-space-700 bg-space-900 p-4 hover:border-glow-cyan';

/** Previous and next in the reading chain; the first article offers Back to Blog instead. */
export function ArticleNav({ slug }: { slug: string }) {
  const { previous, next } = neighbours(slug);
  return (
    <nav aria-label="More articles" className="mt-12 grid gap-4 sm:grid-cols-2 render-lazily-[10rem] sm:render-lazily-[5rem]">
      {previous ? (
        <a href={paths.blog.article(previous.slug)} rel="prev" className={cardClass}>
          <span className="text-xs uppercase tracking-widest text-muted">Previous</span>
          <span className="font-semibold text-ink">{previous.title}</span>
        </a>
      ) : (
        <a href={paths.blog.index} className={cardClass}>
          <span className="text-xs uppercase tracking-widest text-muted">Previous</span>
          <span className="font-semibold text-ink">Back to Blog</span>
        </a>
      )}
      {next && (
        <a href={paths.blog.article(next.slug)} rel="next" className={`${cardClass} sm:text-right`}>
          <span className="text-xs uppercase tracking-widest text-muted">Next</span>
          <span className="font-semibold text-ink">{next.title}</span>
        </a>
      )}
    </nav>
  );
}
