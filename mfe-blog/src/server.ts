import type { RemoteServerModule } from '@toolverse/contracts';
import { CATEGORIES, HOME_WIDGETS, paths } from '@toolverse/shared-content';
import { ARTICLES, ARTICLE_ALIASES } from '@toolverse/shared-content/articles';
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
