import { paths } from '@toolverse/shared-content/site/paths';
import { articleBySlug, type ArticleEntry } from '@toolverse/shared-content/content/articles';

/** The articles behind a list of slugs, skipping any that no longer exists. */
export function articlesFor(slugs: readonly string[]): ArticleEntry[] {
  return slugs.map((slug) => articleBySlug(slug)).filter((article): article is ArticleEntry => article !== undefined);
}

export interface ArticleLinksProps {
  articles: readonly ArticleEntry[];
  className: string;
  linkClassName: string;
}

/** A list of links to articles by title: related posts, recommendations, saved articles. */
export function ArticleLinks({ articles, className, linkClassName }: ArticleLinksProps) {
  return (
    <ul className={className}>
      {articles.map((article) => (
        <li key={article.slug}>
          <a href={paths.blog.article(article.slug)} className={linkClassName}>
            {article.title}
          </a>
        </li>
      ))}
    </ul>
  );
}
