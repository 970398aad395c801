import type { RemoteServerModule } from '@toolverse/contracts';
import { paths } from '@toolverse/shared-content';
import { toolPages } from '@toolverse/shared-content/tool-pages';
import { TOOL_CATEGORIES, TOOL_PRESETS, USER_TYPES } from '@toolverse/shared-content/tool-taxonomy';
import { compareColumns } from './compare-columns';
import { COMPARING_ARTICLES, COMPARISONS, TOOLS } from './lib/catalogue';
import { COMPARE_DATA_PATH } from './lib/compare';
import { NO_FILTERS, queryFromFilters } from './lib/filters';
import { SORTS } from './lib/sorting';
import { routes } from './routes';

/**
 * The Arsenal's pages for the prerender: the directory, its preset views, a page per category and
 * per kind of reader, the whole directory in each order but the recommended one (so its Sort by
 * form works without a script), every tool's page and its alternatives, the compare page and the
 * comparisons our articles make; and the compare island's columns, one per tool.
 */
export const server: RemoteServerModule = {
  routes,
  pages: [
    paths.tools.index,
    ...TOOL_PRESETS.map((preset) => paths.tools.preset(preset)),
    ...TOOL_CATEGORIES.map((category) => paths.tools.category(category)),
    ...USER_TYPES.map((type) => paths.tools.userType(type)),
    ...SORTS.filter((sort) => sort !== 'recommended').map((sort) => `${paths.tools.index}${queryFromFilters({ ...NO_FILTERS, sort })}`),
    ...Object.keys(toolPages).map((id) => paths.tools.tool(id)),
    paths.tools.changes,
    ...Object.keys(toolPages).map((id) => paths.tools.alternatives(id)),
    paths.tools.compare(),
    ...COMPARISONS.map(({ ids }) => paths.tools.comparison(ids)),
  ],
  files: { [COMPARE_DATA_PATH]: () => JSON.stringify(compareColumns(TOOLS, COMPARING_ARTICLES)) },
};
