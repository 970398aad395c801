import { paths } from '@toolverse/shared-content/site/paths';

const linkClass = 'text-glow-cyan underline underline-offset-4 hover:text-white';

/** The articles that cover a tool, each link landing on the tool's card in the article. */
export function ArticleLinks({
  articles,
  toolId,
  className,
}: {
  articles: readonly { slug: string; title: string }[];
  toolId: string;
  className: string;
}) {
  return (
    <ul className={className}>
      {articles.map((article) => (
        <li key={article.slug}>
          <a href={paths.blog.articleTool(article.slug, toolId)} className={linkClass}>
            {article.title}
          </a>
        </li>
      ))}
    </ul>
  );
}
