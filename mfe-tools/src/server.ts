import type { RemoteServerModule } from '@toolverse/contracts';
import { paths } from '@toolverse/shared-content/site/paths';
import { toolPages } from '@toolverse/shared-content/content/generated/tool-pages';
import { TOOL_CATEGORIES, TOOL_PRESETS, USER_TYPES } from '@toolverse/shared-content/content/tool-taxonomy';
import { TOOLS } from './common/catalogue';
import { COMPARE_DATA_PATH } from './compare/compare';
import { compareColumns } from './compare/compare-columns';
import { COMPARING_ARTICLES, COMPARISONS } from './compare/comparisons';
import { NO_FILTERS, filterTools, queryFromFilters, type Preset, type ToolFilters } from './directory/filters';
import { pageCount } from './directory/paging';
import { SORTS } from './directory/sorting';
import { routes } from './routes';

/** The directory's prerendered views: the whole directory in each order, each preset, category and kind of reader. */
const VIEWS: { filters: ToolFilters; preset: Preset | null }[] = [
  ...SORTS.map((sort) => ({ filters: { ...NO_FILTERS, sort }, preset: null })),
  ...TOOL_PRESETS.map((preset) => ({ filters: NO_FILTERS, preset })),
  ...TOOL_CATEGORIES.map((category) => ({ filters: { ...NO_FILTERS, category }, preset: null })),
  ...USER_TYPES.map((userType) => ({ filters: { ...NO_FILTERS, userType }, preset: null })),
];

/** Every page of a view: its first at the view's own URL, the next ones with ?page=N. */
function viewPages({ filters, preset }: (typeof VIEWS)[number]): string[] {
  const base = preset ? paths.tools.preset(preset) : paths.tools.index;
  const pages = pageCount(filterTools(TOOLS, filters, preset).length);
  return Array.from({ length: pages }, (_, index) => `${base}${queryFromFilters({ ...filters, page: index + 1 })}`);
}

/**
 * The Arsenal's pages for the prerender: the directory, its preset views, a page per category and
 * per kind of reader, the whole directory in each order (so its Sort by form works without a
 * script), each of them page by page (12 tools a page, every page prerendered, so every tool is
 * reachable from /tools without a script), every tool's page and its alternatives, the compare page and the
 * comparisons our articles make; and the compare island's columns, one per tool.
 */
export const server: RemoteServerModule = {
  routes,
  pages: [
    ...VIEWS.flatMap(viewPages),
    ...Object.keys(toolPages).map((id) => paths.tools.tool(id)),
    paths.tools.changes,
    ...Object.keys(toolPages).map((id) => paths.tools.alternatives(id)),
    paths.tools.compare(),
    ...COMPARISONS.map(({ ids }) => paths.tools.comparison(ids)),
  ],
  files: { [COMPARE_DATA_PATH]: () => JSON.stringify(compareColumns(TOOLS, COMPARING_ARTICLES)) },
};
