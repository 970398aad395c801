import type { Crumb } from '@toolverse/shared-content/site/breadcrumbs';

const linkClass = 'text-glow-cyan underline underline-offset-4 hover:text-white';

export interface BreadcrumbsProps {
  trail: readonly Crumb[];
}

/** The trail above a page of The Arsenal (also given to search engines by shared-content's breadcrumbJsonLd). */
export function Breadcrumbs({ trail }: BreadcrumbsProps) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-2 text-sm text-muted">
        {trail.map((crumb, index) => (
          <li key={crumb.path} className="flex items-center gap-2">
            {index > 0 && <span aria-hidden="true">/</span>}
            {index === trail.length - 1 ? (
              <span aria-current="page" className="text-ink">
                {crumb.name}
              </span>
            ) : (
              <a href={crumb.path} className={linkClass}>
                {crumb.name}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
