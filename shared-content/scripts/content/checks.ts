// The checks the schemas cannot express: counts held at every size of the catalogue, references
// between files, the order of the previous/next chain. Each check is a small named function that
// returns problems, each naming the file and the field (`content/articles/x.mdx: frontmatter.related.0: ...`).
// Here what they all see and the articles' checks; The Arsenal's are in ./tool-checks.ts, and the
// content build (./catalogue.ts) lists which run when.
import { CATEGORIES } from '../../src/content/categories';
import type { PlanRecord } from '../../src/domain/plans/record';
import type { ContentConfig } from '../../src/content/schemas/content-config';
import type { Correction, HistoryEntry, Tool } from '../../src/content/schemas/tool';
import type { ParsedArticle } from './parse';

/** Everything the checks look at: what parsed, and which file each article came from. */
export interface CheckedContent {
  config: ContentConfig;
  order: readonly string[];
  articleFiles: readonly string[];
  articles: readonly ParsedArticle[];
  tools: readonly Tool[];
  aliases: Readonly<Record<string, string>>;
  history: ReadonlyMap<string, readonly HistoryEntry[]>;
  records: ReadonlyMap<string, PlanRecord>;
  corrections: readonly Correction[];
}

export type ArticleCheck = (parsed: ParsedArticle, config: ContentConfig) => string[];
export type ContentCheck = (content: CheckedContent) => string[];

/** The site paths an article's body may link to. */
const SITE_PAGE = /^\/(blog\/[a-z0-9-]+|tools|quizzes|guide|blog)$/;

/** The number of tool cards a title promises: "7 Best ..." promises 7; a year is not a promise. */
export function promisedCards(slug: string, title: string, config: ContentConfig): number | undefined {
  const opening = /^(\d+) /.exec(title)?.[1];
  return config.toolCardCounts[slug] ?? (opening !== undefined && opening.length < 4 ? Number(opening) : undefined);
}

const internalLinks = ({ mdx }: ParsedArticle) => mdx.links.filter((href) => href.startsWith('/'));

// One article on its own.

export const cardsNumberedInOrder: ArticleCheck = ({ article, source }) =>
  article.tools.flatMap((card, index) =>
    card.rank === index + 1
      ? []
      : [`${source.file}: ToolCard[${index}].rank: is ${card.rank}, expected ${index + 1} (cards are numbered in order)`],
  );

export const cardsKeepTheTitlesPromise: ArticleCheck = ({ article, source }, config) => {
  const expected = promisedCards(article.slug, article.title, config);
  return expected === undefined || article.tools.length === expected
    ? []
    : [`${source.file}: ToolCard: ${article.tools.length} tool cards, the title promises ${expected}`];
};

export const sidebarToolsHaveCards: ArticleCheck = ({ article, source }) => {
  const cardIds = new Set(article.tools.map((card) => card.id));
  return article.sidebarTools.flatMap((id, index) =>
    cardIds.has(id) ? [] : [`${source.file}: frontmatter.sidebarTools.${index}: "${id}" has no tool card in this article`],
  );
};

export const recapTablesHaveThreeColumns: ArticleCheck = ({ mdx, source }) => [
  ...(mdx.tableColumns.length === 0 ? [`${source.file}: body: no recap table (a Markdown table of three columns)`] : []),
  ...mdx.tableColumns.flatMap((columns, index) =>
    columns === 3 ? [] : [`${source.file}: body: recap table ${index + 1} has ${columns} columns, recap tables have 3`],
  ),
];

/** A <Plans id="..."/> shows the plans of a tool the article has a card for (its record travels with the cards). */
export const plansNameCardTools: ArticleCheck = ({ article, mdx, source }) => {
  const cards = new Set(article.tools.map((card) => card.id));
  return mdx.elements
    .filter((element) => element.name === 'Plans')
    .flatMap(({ attributes }, index) =>
      typeof attributes.id === 'string' && cards.has(attributes.id)
        ? []
        : [
            `${source.file}: Plans[${index}].id: "${String(attributes.id)}" has no tool card in this article, so its plans are not on the page`,
          ],
    );
};

export const linksArePagesOfTheSite: ArticleCheck = (parsed) =>
  internalLinks(parsed).flatMap((href) =>
    SITE_PAGE.test(href) ? [] : [`${parsed.source.file}: body: link to ${href} is not a page of the site`],
  );

export const ARTICLE_CHECKS: readonly ArticleCheck[] = [
  cardsNumberedInOrder,
  cardsKeepTheTitlesPromise,
  sidebarToolsHaveCards,
  recapTablesHaveThreeColumns,
  linksArePagesOfTheSite,
  plansNameCardTools,
];

// The article order and its files.

export const everyArticleFileIsOrdered: ContentCheck = ({ order, articleFiles }) =>
  articleFiles.flatMap((slug) => (order.includes(slug) ? [] : [`content/articles/${slug}.mdx: not listed in content/article-order.json`]));

export const orderListsEachSlugOnce: ContentCheck = ({ order }) =>
  new Set(order).size === order.length ? [] : ['content/article-order.json: lists a slug twice'];

// References between articles and the configured counts, at any number of articles.

const slugsOf = (articles: readonly ParsedArticle[]) => new Set(articles.map(({ article }) => article.slug));

export const relatedArticlesExist: ContentCheck = ({ articles }) => {
  const slugs = slugsOf(articles);
  return articles.flatMap(({ article, source }) => [
    ...article.related.flatMap((slug, index) => [
      ...(slugs.has(slug) ? [] : [`${source.file}: frontmatter.related.${index}: unknown article "${slug}"`]),
      ...(slug === article.slug ? [`${source.file}: frontmatter.related.${index}: an article cannot be related to itself`] : []),
    ]),
    ...(new Set(article.related).size === article.related.length ? [] : [`${source.file}: frontmatter.related: lists an article twice`]),
  ]);
};

export const recommendedArticlesExist: ContentCheck = ({ articles }) => {
  const slugs = slugsOf(articles);
  return articles.flatMap(({ article, source }) =>
    article.cta.variant === 'articles'
      ? article.cta.recommendations.flatMap((slug, index) =>
          slugs.has(slug) ? [] : [`${source.file}: frontmatter.cta.recommendations.${index}: unknown article "${slug}"`],
        )
      : [],
  );
};

export const linkedArticlesExist: ContentCheck = ({ articles }) => {
  const slugs = slugsOf(articles);
  return articles.flatMap((parsed) =>
    internalLinks(parsed).flatMap((href) => {
      const linked = /^\/blog\/([a-z0-9-]+)$/.exec(href)?.[1];
      return linked === undefined || slugs.has(linked) ? [] : [`${parsed.source.file}: body: link to unknown article ${href}`];
    }),
  );
};

export const featuredArticlesCount: ContentCheck = ({ articles, config }) => {
  const featured = articles.filter(({ article }) => article.featured).length;
  return featured === config.featuredArticles
    ? []
    : [
        `content/articles: ${featured} articles have featured: true, the home page shows exactly ${config.featuredArticles} (content/config.json)`,
      ];
};

export const categoriesHoldEnoughArticles: ContentCheck = ({ articles, config }) =>
  CATEGORIES.flatMap((category) => {
    const count = articles.filter(({ article }) => article.category === category.id).length;
    const minimum = config.minArticlesPerCategory[category.id] ?? 0;
    return count >= minimum
      ? []
      : [
          `content/article-order.json: category "${category.id}" holds ${count} article(s), content/config.json asks for at least ${minimum}`,
        ];
  });

/** The order is the previous/next chain: each category's articles together, categories in their order. */
export const categoriesInOrder: ContentCheck = ({ articles }) => {
  const rank = new Map<string, number>(CATEGORIES.map((category, index) => [category.id, index]));
  return articles.flatMap(({ article, source }, index) => {
    const before = articles[index - 1]?.article;
    return before && (rank.get(before.category) ?? 0) > (rank.get(article.category) ?? 0)
      ? [
          `${source.file}: frontmatter.category: "${article.category}" out of order in content/article-order.json (after "${before.slug}" of ${before.category}; categories follow ${CATEGORIES.map((c) => c.id).join(', ')})`,
        ]
      : [];
  });
};

/** Every alias leads to an article and none hides one. */
export const aliasesLeadToArticles: ContentCheck = ({ aliases, order }) => {
  const slugs = new Set(order);
  return Object.entries(aliases).flatMap(([alias, slug]) => [
    ...(slugs.has(slug) ? [] : [`content/article-aliases.json: ${alias}: unknown article "${slug}"`]),
    ...(slugs.has(alias) ? [`content/article-aliases.json: ${alias}: is an article's own slug, so the alias would hide it`] : []),
  ]);
};
