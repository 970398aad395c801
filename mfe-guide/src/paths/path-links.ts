import { QUIZ_FACTS } from '@toolverse/shared-content/content/quiz-ids';
import { paths } from '@toolverse/shared-content/site/paths';
import type { GuidePath, ToolCategoryCard } from '@toolverse/shared-content/content/schemas/guide';
import type { ArticleEntry } from '@toolverse/shared-content/content/articles';
import type { ToolSummary } from '@toolverse/shared-content/content/tool-index';

export type LinkKind = 'article' | 'category' | 'quiz' | 'tool';

/** One link of a path, with the words the search looks in. */
export interface PathLink {
  kind: LinkKind;
  key: string;
  label: string;
  detail: string;
  href: string;
  card?: ToolCategoryCard;
}

export interface PathSources {
  /** An article's entry and its subtitle (article-headers), which the link shows. */
  article: (slug: string) => (ArticleEntry & { subtitle: string }) | undefined;
  category: (id: ToolCategoryCard['id']) => ToolCategoryCard;
  tool: (id: string) => ToolSummary | undefined;
}

/** Every link a path offers, in the order the page shows them. */
export function pathLinks(path: GuidePath, sources: PathSources): PathLink[] {
  return [
    ...path.articles.flatMap((slug): PathLink[] => {
      const article = sources.article(slug);
      return article
        ? [{ kind: 'article', key: slug, label: article.title, detail: article.subtitle, href: paths.blog.article(slug) }]
        : [];
    }),
    ...path.toolCategories.map((id): PathLink => {
      const card = sources.category(id);
      return { kind: 'category', key: id, label: card.name, detail: card.description, href: paths.tools.category(id), card };
    }),
    ...path.quizzes.map((id): PathLink => {
      const facts = QUIZ_FACTS[id];
      return {
        kind: 'quiz',
        key: id,
        label: `Take the ${facts.name}`,
        detail: `${facts.questions} questions · ${facts.minutes} min`,
        href: paths.quizzes.quiz(id),
      };
    }),
    ...path.quickPicks.flatMap((id): PathLink[] => {
      const tool = sources.tool(id);
      return tool ? [{ kind: 'tool', key: id, label: tool.name, detail: tool.hook, href: paths.tools.tool(id) }] : [];
    }),
  ];
}

/** The links whose words hold every word typed (case-insensitive); all of them for an empty search. */
export function filterLinks(links: readonly PathLink[], query: string): PathLink[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...links];
  return links.filter((link) => {
    const text = `${link.label} ${link.detail}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
