import { absoluteUrl } from '@toolverse/contracts';
import { SITE_NAME } from '@toolverse/shared-content/site/constants';
import { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH, socialImagePath } from '@toolverse/shared-content/ui/social-card';
import { paths } from '@toolverse/shared-content/site/paths';
import { publisherJsonLd } from '@toolverse/shared-content/site/publisher';
import type { Category } from '@toolverse/shared-content/content/categories';
import type { Crumb } from '@toolverse/shared-content/site/breadcrumbs';
import type { JsonLd } from '@toolverse/shared-content/ui/page-meta';
import type { ArticleEntry } from '@toolverse/shared-content/content/articles';
import { headerOf } from '@toolverse/shared-content/content/article-headers';

/** schema.org Article for an article page. */
export function articleJsonLd(article: ArticleEntry, description: string, siteUrl: string): JsonLd {
  const url = absoluteUrl(siteUrl, paths.blog.article(article.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description,
    articleSection: article.category,
    datePublished: article.date,
    dateModified: headerOf(article.slug)?.updated,
    mainEntityOfPage: url,
    url,
    image: {
      '@type': 'ImageObject',
      url: absoluteUrl(siteUrl, socialImagePath(paths.blog.article(article.slug))),
      width: SOCIAL_IMAGE_WIDTH,
      height: SOCIAL_IMAGE_HEIGHT,
    },
    author: { '@type': 'Organization', name: `${SITE_NAME} editorial team`, url: absoluteUrl(siteUrl, paths.about) },
    publisher: publisherJsonLd(siteUrl),
  };
}

/** The trail to an article, Home > Blog > category > article, given as schema.org BreadcrumbList. */
export function articleBreadcrumbs(article: ArticleEntry, category: Category): readonly Crumb[] {
  return [
    { name: 'Home', path: paths.home },
    { name: 'Blog', path: paths.blog.index },
    { name: category.title, path: paths.blog.category(category.title) },
    { name: article.title, path: paths.blog.article(article.slug) },
  ];
}
