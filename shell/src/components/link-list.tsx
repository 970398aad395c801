import type { ReactNode } from 'react';
import { CATEGORIES } from '@toolverse/shared-content/content/categories';
import { paths } from '@toolverse/shared-content/site/paths';

export interface ListedLink {
  href: string;
  label: string;
}

/** The blog's categories, each a link to its list of articles. */
export const BLOG_CATEGORY_LINKS: readonly ListedLink[] = CATEGORIES.map((category) => ({
  href: paths.blog.category(category.title),
  label: category.title,
}));

export interface LinkListProps {
  /** The heading's id, which names the navigation landmark. */
  headingId: string;
  heading: ReactNode;
  links: readonly ListedLink[];
  /** Each place styles the list its own way (the footer quietly, the search page as links to follow). */
  classNames: { heading: string; list: string; link: string };
}

/** A list of links under a heading, as a navigation landmark named by the heading. */
export function LinkList({ headingId, heading, links, classNames }: LinkListProps) {
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className={classNames.heading}>
        {heading}
      </h2>
      <ul className={classNames.list}>
        {links.map(({ href, label }) => (
          <li key={href}>
            <a href={href} className={classNames.link}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
