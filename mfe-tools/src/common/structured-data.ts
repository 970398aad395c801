import { absoluteUrl } from '@toolverse/contracts';
import { SITE_NAME } from '@toolverse/shared-content/site/constants';
import { paths } from '@toolverse/shared-content/site/paths';
import { type Crumb } from '@toolverse/shared-content/site/breadcrumbs';
import { type JsonLd } from '@toolverse/shared-content/ui/page-meta';
import type { Tool } from '@toolverse/shared-content/content/schemas/tool';
import { CATEGORY_LABELS } from './labels';

/** The trail shown above a tool's page, also as schema.org BreadcrumbList. */
export function toolBreadcrumbs(tool: Tool): readonly Crumb[] {
  return [
    { name: 'Home', path: paths.home },
    { name: 'The Arsenal', path: paths.tools.index },
    { name: CATEGORY_LABELS[tool.category], path: paths.tools.category(tool.category) },
    { name: tool.name, path: paths.tools.tool(tool.id) },
  ];
}

/**
 * A list of tools as a schema.org ItemList, in the order shown: each entry is the tool's page on this
 * site, never the vendor's. A page of a longer list passes where its
 * first tool stands in it (`first`, from 0) and how long the whole list is (`total`).
 */
export function toolItemList(tools: readonly Pick<Tool, 'id' | 'name'>[], siteUrl: string, first = 0, total = tools.length): JsonLd {
  return {
    '@type': 'ItemList',
    numberOfItems: total,
    itemListElement: tools.map((tool, index) => ({
      '@type': 'ListItem',
      position: first + index + 1,
      name: tool.name,
      url: absoluteUrl(siteUrl, paths.tools.tool(tool.id)),
    })),
  };
}

/** A page about a set of tools (alternatives, a comparison): a WebPage whose main entity is the list. */
export function toolListPageJsonLd(
  page: { name: string; description: string; path: string },
  tools: readonly Pick<Tool, 'id' | 'name'>[],
  siteUrl: string,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: `${page.name} | ${SITE_NAME}`,
    description: page.description,
    url: absoluteUrl(siteUrl, page.path),
    mainEntity: toolItemList(tools, siteUrl),
  };
}
