import type { RemoteServerModule } from '@toolverse/contracts';
import { paths } from '@toolverse/shared-content';
import { routes } from './routes';

export const server: RemoteServerModule = { routes, pages: [paths.guide.index] };
