import type { RemoteServerModule } from '@toolverse/contracts';
import { HOME_WIDGETS, paths } from '@toolverse/shared-content';
import { routes } from './routes';
import { ToolFinderIsland } from './tool-finder/tool-finder';

/** The quizzes' page for the prerender, and the Tool Finder the home page shows. */
export const server: RemoteServerModule = {
  routes,
  pages: [paths.quizzes.index],
  widgets: { [HOME_WIDGETS.toolFinder.name]: ToolFinderIsland },
};
