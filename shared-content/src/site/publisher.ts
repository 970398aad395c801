import { absoluteUrl } from '@toolverse/contracts';
import type { JsonLd } from '../ui/page-meta';
import { SITE_LOGO, SITE_NAME } from './constants';

/** Toolverse as schema.org Organization: the publisher of every article, and the home page's Organization. */
export function publisherJsonLd(siteUrl: string): JsonLd {
  return {
    '@type': 'Organization',
    name: SITE_NAME,
    url: absoluteUrl(siteUrl, '/'),
    logo: { '@type': 'ImageObject', url: absoluteUrl(siteUrl, SITE_LOGO.path), width: SITE_LOGO.width, height: SITE_LOGO.height },
  };
}
