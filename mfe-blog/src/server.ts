import type { RemoteServerModule } from '@toolverse/contracts';
import { CATEGORIES } from '@toolverse/shared-content/content/categories';
import { HOME_WIDGETS } from '@toolverse/shared-content/site/home-widgets';
import { paths } from '@toolverse/shared-content/site/paths';
import { ARTICLES, ARTICLE_ALIASES } from '@toolverse/shared-content/content/articles';
import { FeaturedArticles } from './blog-index/featured-articles';
import { routes } from './routes';

/** The blog's pages for the prerender: the index, each category view and every article. */
export const server: RemoteServerModule = {
  routes,
  pages: [
    paths.blog.index,
    ...CATEGORIES.map((category) => paths.blog.category(category.title)),
    ...ARTICLES.map((article) => paths.blog.article(article.slug)),
  ],
  widgets: { [HOME_WIDGETS.featuredArticles.name]: FeaturedArticles },
  redirects: Object.fromEntries(
    Object.entries(ARTICLE_ALIASES).map(([alias, slug]) => [paths.blog.article(alias), paths.blog.article(slug)]),
  ),
};
