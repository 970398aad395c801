import { lazy } from 'react';
import type { RemoteRoute } from '@toolverse/contracts';

// Each page is its own chunk of the Node build: rendering one loads only what it shows.
const BlogIndexPage = lazy(() => import('./pages/blog-index-page').then((module) => ({ default: module.BlogIndexPage })));
const ArticlePage = lazy(() => import('./pages/article-page').then((module) => ({ default: module.ArticlePage })));

/** The blog's routes under /blog. */
export const routes: readonly RemoteRoute[] = [
  { path: '', Component: BlogIndexPage },
  { path: ':slug', Component: ArticlePage },
];
