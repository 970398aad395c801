import { lazy } from 'react';
import type { RemoteRoute } from '@toolverse/contracts';
import type { ArticleParts } from './article/article-parts';
import { CallToAction } from './call-to-action/call-to-action';
import { SavedArticles } from './saved/saved-articles';
import { ShareSave } from './share-save/share-save';

// Each page is its own chunk of the Node build: rendering one loads only what it shows.
const BlogIndexPage = lazy(() => import('./blog-index/blog-index-page').then((module) => ({ default: module.BlogIndexPage })));
const ArticlePage = lazy(() => import('./article/article-page').then((module) => ({ default: module.ArticlePage })));

/** An article shows Share and Save under its header and a call to action at its end: features of their own, met here. */
const ARTICLE_PARTS: ArticleParts = { ShareSave, CallToAction };

/** The blog's routes under /blog; the index shows the reader's saved articles (saved/). */
export const routes: readonly RemoteRoute[] = [
  { path: '', Component: () => <BlogIndexPage SavedArticles={SavedArticles} /> },
  { path: ':slug', Component: () => <ArticlePage parts={ARTICLE_PARTS} /> },
];
