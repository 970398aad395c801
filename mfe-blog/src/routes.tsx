import { lazy } from 'react';
import type { RemoteRoute } from '@toolverse/contracts';
import './styles.css';

// Each page is its own chunk: the blog index does not download the article page and vice versa.
const BlogIndexPage = lazy(() => import('./pages/blog-index-page').then((module) => ({ default: module.BlogIndexPage })));
const ArticlePage = lazy(() => import('./pages/article-page').then((module) => ({ default: module.ArticlePage })));

/** The blog's routes under /blog. */
export const routes: readonly RemoteRoute[] = [
  { path: '', Component: BlogIndexPage },
  { path: ':slug', Component: ArticlePage },
];
