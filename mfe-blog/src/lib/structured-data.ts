import { absoluteUrl } from '@toolverse/contracts';
import {
  SITE_NAME,
  SOCIAL_IMAGE_HEIGHT,
  SOCIAL_IMAGE_WIDTH,
  paths,
  publisherJsonLd,
  socialImagePath,
  type Category,
  type JsonLd,
} from '@toolverse/shared-content';
import type { ArticleEntry } from '@toolverse/shared-content/articles';
import { headerOf } from '@toolverse/shared-content/article-headers';

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

/** schema.org BreadcrumbList: Home > Blog > category > article. */
export function breadcrumbJsonLd(article: ArticleEntry, category: Category, siteUrl: string): JsonLd {
  const trail = [
    { name: 'Home', path: paths.home },
    { name: 'Blog', path: paths.blog.index },
    { name: category.title, path: paths.blog.category(category.title) },
    { name: article.title, path: paths.blog.article(article.slug) },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}
