import type { RemoteServerModule } from '@toolverse/contracts';
import { paths } from '@toolverse/shared-content';
import { toolPages } from '@toolverse/shared-content/tool-pages';
import { TOOL_CATEGORIES, TOOL_PRESETS, USER_TYPES } from '@toolverse/shared-content/tool-taxonomy';
import { COMPARISONS } from './lib/catalogue';
import { NO_FILTERS, queryFromFilters } from './lib/filters';
import { SORTS } from './lib/sorting';
import { routes } from './routes';

/** The views a reader can sort without a script: the whole directory, each category and each kind of reader. */
const SORTABLE_VIEWS = [
  NO_FILTERS,
  ...TOOL_CATEGORIES.map((category) => ({ ...NO_FILTERS, category })),
  ...USER_TYPES.map((userType) => ({ ...NO_FILTERS, userType })),
];

/**
 * The Arsenal's pages for the prerender: the directory, its preset views, a page per category and
 * per kind of reader (each also in every order but the recommended one, so sorting works without a
 * script), every tool's page and its alternatives, the compare page and the comparisons our
 * articles make.
 */
export const server: RemoteServerModule = {
  routes,
  pages: [
    paths.tools.index,
    ...TOOL_PRESETS.map((preset) => paths.tools.preset(preset)),
    ...TOOL_CATEGORIES.map((category) => paths.tools.category(category)),
    ...USER_TYPES.map((type) => paths.tools.userType(type)),
    ...SORTS.filter((sort) => sort !== 'recommended').flatMap((sort) =>
      SORTABLE_VIEWS.map((view) => `${paths.tools.index}${queryFromFilters({ ...view, sort })}`),
    ),
    ...Object.keys(toolPages).map((id) => paths.tools.tool(id)),
    ...Object.keys(toolPages).map((id) => paths.tools.alternatives(id)),
    paths.tools.compare(),
    ...COMPARISONS.map(({ ids }) => paths.tools.comparison(ids)),
  ],
};
