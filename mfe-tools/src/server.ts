import type { RemoteServerModule } from '@toolverse/contracts';
import { paths } from '@toolverse/shared-content';
import { toolPages } from '@toolverse/shared-content/tool-pages';
import { TOOL_PRESETS } from '@toolverse/shared-content/tool-taxonomy';
import { routes } from './routes';

/** The Arsenal's pages for the prerender: the directory, its preset views and every tool's page. */
export const server: RemoteServerModule = {
  routes,
  pages: [
    paths.tools.index,
    ...TOOL_PRESETS.map((preset) => paths.tools.preset(preset)),
    ...Object.keys(toolPages).map((id) => paths.tools.tool(id)),
  ],
};
