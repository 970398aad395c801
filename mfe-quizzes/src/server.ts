import type { RemoteServerModule } from '@toolverse/contracts';
import { HOME_WIDGETS } from '@toolverse/shared-content/site/home-widgets';
import { paths } from '@toolverse/shared-content/site/paths';
import { routes } from './routes';
import { ToolFinderIsland } from './tool-finder/tool-finder';

/** The quizzes' page for the prerender, and the Tool Finder the home page shows. */
export const server: RemoteServerModule = {
  routes,
  pages: [paths.quizzes.index],
  widgets: { [HOME_WIDGETS.toolFinder.name]: ToolFinderIsland },
};
