import type { RemoteRoute } from '@toolverse/contracts';
import { GuidePage } from './paths/guide-page';

/** The guide's routes under /guide; /guide#{path} opens a path. */
export const routes: readonly RemoteRoute[] = [{ path: '', Component: GuidePage }];
