import type { MouseEvent } from 'react';

export interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  pages: number;
  /** A page's URL: a prerendered page of its own, so the pager works without a script. */
  href: (page: number) => string;
  /** With the island running: shows a page in place (the handler decides whether the click is its). */
  onPage: (page: number, event: MouseEvent<HTMLAnchorElement>) => void;
  /** What the pages are pages of, for the navigation's name ("Pages of tools"). */
  of: string;
}

const linkClass =
  'inline-flex min-w-11 items-center justify-center rounded-full border border-space-600 px-3 py-2 text-sm text-ink hover:border-glow-cyan aria-[current=page]:border-glow-cyan aria-[current=page]:bg-space-700 aria-[current=page]:font-semibold';

/** Previous, each page by number, Next: links to each page's URL, the current one marked. Nothing when there is one page. */
export function Pager({ page, pages, href, onPage, of }: PagerProps) {
  if (pages <= 1) return null;
  const link = (target: number, label: string, name: string, current = false) => (
    <a
      href={href(target)}
      aria-label={name}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => onPage(target, event)}
      className={linkClass}
    >
      {label}
    </a>
  );
  return (
    // The page's own background: the cards above lay out as they near the screen, and a contrast
    // check run before they have measures the text against whatever their estimated boxes cover.
    <nav aria-label={`Pages of ${of}`} className="mt-8 flex flex-col items-center gap-3 bg-space-950">
      <p className="text-sm text-muted">{`Page ${page} of ${pages}`}</p>
      <ul className="flex flex-wrap justify-center gap-2">
        {page > 1 && <li>{link(page - 1, '← Previous', `Previous page, ${page - 1} of ${pages}`)}</li>}
        {Array.from({ length: pages }, (_, index) => index + 1).map((target) => (
          <li key={target}>{link(target, String(target), `Page ${target} of ${pages}`, target === page)}</li>
        ))}
        {page < pages && <li>{link(page + 1, 'Next →', `Next page, ${page + 1} of ${pages}`)}</li>}
      </ul>
    </nav>
  );
}
