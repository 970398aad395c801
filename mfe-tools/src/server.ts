import type { RemoteServerModule } from '@toolverse/contracts';
import { paths } from '@toolverse/shared-content';
import { toolPages } from '@toolverse/shared-content/tool-pages';
import { TOOL_CATEGORIES, TOOL_PRESETS, USER_TYPES } from '@toolverse/shared-content/tool-taxonomy';
import { routes } from './routes';

/**
 * The Arsenal's pages for the prerender: the directory, its preset views, a page per category and
 * per kind of reader, and every tool's page.
 */
export const server: RemoteServerModule = {
  routes,
  pages: [
    paths.tools.index,
    ...TOOL_PRESETS.map((preset) => paths.tools.preset(preset)),
    ...TOOL_CATEGORIES.map((category) => paths.tools.category(category)),
    ...USER_TYPES.map((type) => paths.tools.userType(type)),
    ...Object.keys(toolPages).map((id) => paths.tools.tool(id)),
    paths.tools.changes,
  ],
};
