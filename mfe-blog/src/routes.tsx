import type { RemoteRoute } from '@toolverse/shared-content';
import { ArticlePage } from './article/article-page';
import { BlogIndexPage } from './index/blog-index-page';
import './styles.css';

/** The blog's routes under /blog. */
export const routes: readonly RemoteRoute[] = [
  { path: '', Component: BlogIndexPage },
  { path: ':slug', Component: ArticlePage },
];
