import type { RemoteServerModule } from '@toolverse/contracts';
import { paths } from '@toolverse/shared-content/site/paths';
import { routes } from './routes';

export const server: RemoteServerModule = { routes, pages: [paths.guide.index] };
