import { lazy } from 'react';

/** The not-found page is a chunk of its own: every other page of the site loads without it. */
export const NotFoundPage = lazy(() => import('./not-found').then((module) => ({ default: module.NotFoundPage })));
