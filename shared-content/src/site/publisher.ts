import { absoluteUrl } from '@toolverse/contracts';
import type { JsonLd } from '../ui/page-meta';
import { SITE_NAME } from './constants';

/** The site's logo as a PNG (drawn by the build from the header's logo mark), for structured data. */
export const SITE_LOGO = { path: '/social/logo.png', width: 512, height: 512 } as const;

/** Toolverse as schema.org Organization: the publisher of every article, and the home page's Organization. */
export function publisherJsonLd(siteUrl: string): JsonLd {
  return {
    '@type': 'Organization',
    name: SITE_NAME,
    url: absoluteUrl(siteUrl, '/'),
    logo: { '@type': 'ImageObject', url: absoluteUrl(siteUrl, SITE_LOGO.path), width: SITE_LOGO.width, height: SITE_LOGO.height },
  };
}
