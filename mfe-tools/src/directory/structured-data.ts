import { absoluteUrl } from '@toolverse/contracts';
import { SITE_NAME, type JsonLd } from '@toolverse/shared-content';
import type { Tool } from '@toolverse/shared-content/schemas';
import { toolItemList } from '../common/structured-data';

/** The directory (or one of its views, or a page of one) as a CollectionPage of the tools the page lists, in the order shown. */
export function directoryJsonLd(
  view: { name: string; path: string },
  page: { tools: readonly Pick<Tool, 'id' | 'name'>[]; first: number; total: number },
  siteUrl: string,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: `${view.name} | ${SITE_NAME}`,
    url: absoluteUrl(siteUrl, view.path),
    mainEntity: toolItemList(page.tools, siteUrl, page.first, page.total),
  };
}
