import { absoluteUrl } from '@toolverse/contracts';
import type { JsonLd } from '../ui/page-meta';

/** One step of a breadcrumb trail: its name and its path on the site. */
export interface Crumb {
  name: string;
  path: string;
}

/** A trail from the home page to the page it ends on, as schema.org BreadcrumbList with absolute URLs. */
export function breadcrumbJsonLd(trail: readonly Crumb[], siteUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}
