import { paths, type RemoteServerModule } from '@toolverse/shared-content';
import { routes } from './routes';

export const server: RemoteServerModule = { routes, pages: [paths.quizzes.index] };
