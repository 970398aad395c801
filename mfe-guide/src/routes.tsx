import type { RemoteRoute } from '@toolverse/contracts';
import { GuidePage } from './pages/guide-page';

/** The guide's routes under /guide; /guide#{path} opens a path. */
export const routes: readonly RemoteRoute[] = [{ path: '', Component: GuidePage }];
