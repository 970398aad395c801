import { absoluteUrl } from '@toolverse/contracts';
import { SITE_NAME } from '@toolverse/shared-content/site/constants';
import { paths } from '@toolverse/shared-content/site/paths';
import { type JsonLd } from '@toolverse/shared-content/ui/page-meta';
import type { Tool } from '@toolverse/shared-content/content/schemas/tool';
import { TOOL_CATEGORY_LABELS } from '@toolverse/shared-content/content/tool-taxonomy';
import { queryFromFilters, type Preset, type ToolFilters } from './filters';
import { USER_TYPE_LABELS } from '../common/labels';
import { toolItemList } from '../common/structured-data';
import { SORT_LABELS } from './sorting';

export const PRESETS: Record<Preset, { label: string; text: string }> = {
  automation: { label: 'Automate my work', text: 'Tools that take repetitive tasks off your plate.' },
  trending: { label: 'Trending now', text: 'The AI tools creators are talking about this month.' },
  monetize: { label: 'Make money with AI', text: 'Tools that help you earn: courses, stores, affiliate content, newsletters.' },
};

/** The directory's own title (the spec's), used for the whole directory and any view without a name of its own. */
export const DIRECTORY_TITLE = 'Explore the AI Tool Universe';

export interface DirectoryView {
  /** The page's name (its title is `{name} | Toolverse`). */
  name: string;
  description: string;
  /** The view's URL path with its query: the page's canonical URL when it is prerendered. */
  path: string;
}

const plural = (label: string) => (label.endsWith('s') ? label : `${label}s`);

/**
 * What the directory shows under a set of filters and a preset, named: the whole directory, a preset,
 * a category (/tools?category=writing) or a kind of reader (/tools?type=writers) are pages of their
 * own, prerendered with these names; other combinations are views of the directory's page.
 */
export function directoryView(filters: ToolFilters, preset: Preset | null): DirectoryView {
  if (filters.page > 1) {
    // Each page is a page of its own (its canonical URL is itself), named after the list it is part of.
    const first = directoryView({ ...filters, page: 1 }, preset);
    return {
      name: `${first.name}, page ${filters.page}`,
      description: `${first.description} Page ${filters.page}.`,
      path: `${preset ? paths.tools.preset(preset) : paths.tools.index}${queryFromFilters(filters)}`,
    };
  }
  const unsorted = unsortedView({ ...filters, sort: 'recommended' }, preset);
  if (filters.sort === 'recommended') return unsorted;
  const { label } = SORT_LABELS[filters.sort];
  return {
    name: `${unsorted.name} (${label})`,
    description: `${unsorted.description} Sorted: ${label}.`,
    path: `${preset ? paths.tools.preset(preset) : paths.tools.index}${queryFromFilters(filters)}`,
  };
}

function unsortedView(filters: ToolFilters, preset: Preset | null): DirectoryView {
  const base = preset ? paths.tools.preset(preset) : paths.tools.index;
  const path = `${base}${queryFromFilters(filters)}`;
  const onlyCategory = filters.category !== 'all' && queryFromFilters({ ...filters, category: 'all' }) === '';
  const onlyType = filters.userType !== 'all' && queryFromFilters({ ...filters, userType: 'all' }) === '';
  if (!preset && onlyCategory && filters.category !== 'all') {
    const label = TOOL_CATEGORY_LABELS[filters.category];
    return {
      name: `${label} AI tools`,
      description: `The ${label.toLowerCase()} tools in The Arsenal: what each costs (dated, with its source), who it suits and a link to try it.`,
      path,
    };
  }
  if (!preset && onlyType && filters.userType !== 'all') {
    const who = plural(USER_TYPE_LABELS[filters.userType]).toLowerCase();
    return {
      name: `AI tools for ${who}`,
      description: `The tools in The Arsenal that suit ${who}: what each costs (dated, with its source), what it does and a link to try it.`,
      path,
    };
  }
  if (preset)
    return {
      name: `${PRESETS[preset].label}: AI tools`,
      description: `${PRESETS[preset].text} What each costs (dated, with its source), who it suits and a link to try it.`,
      path,
    };
  return {
    name: DIRECTORY_TITLE,
    description: 'The Arsenal: every AI tool Toolverse recommends, with what it costs, who it suits and a link to try it.',
    path,
  };
}

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
