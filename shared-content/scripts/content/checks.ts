// The checks the schemas cannot express: counts held at every size of the catalogue, references
// between files, the order of the previous/next chain. Each check is a small named function that
// returns problems, each naming the file and the field (`content/articles/x.mdx: frontmatter.related.0: ...`).
import { CATEGORIES } from '../../src/content/categories';
import { recordOn, factText } from '../../src/domain/plans/history';
import { figuresOf, planKey, type Basis, type PlanRecord } from '../../src/domain/plans/record';
import { money } from '../../src/domain/plans/words';
import { claimProblems } from './claims';
import type { ContentConfig } from '../../src/content/schemas/content-config';
import { TOOL_CATEGORIES, type Correction, type HistoryEntry, type Tool } from '../../src/content/schemas/tool';
import { TOOL_PATH_WORDS, inCategory } from '../../src/content/tool-taxonomy';
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

type ArticleCheck = (parsed: ParsedArticle, config: ContentConfig) => string[];
type ContentCheck = (content: CheckedContent) => string[];

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

// The Arsenal: one entry per id, the configured top picks, every category with a few tools.

export const toolIdsUnique: ContentCheck = ({ tools }) => {
  const seen = new Set<string>();
  return tools.flatMap((tool) => {
    const repeated = seen.has(tool.id);
    seen.add(tool.id);
    return repeated ? [`content/tools.json: "${tool.id}" is listed twice`] : [];
  });
};

export const toolIdsLeavePresetUrls: ContentCheck = ({ tools }) =>
  tools.flatMap((tool) =>
    TOOL_PATH_WORDS.includes(tool.id)
      ? [
          `content/tools.json: "${tool.id}" would take the URL /tools/${tool.id}, which is a page of the directory (a preset view or the compare page); choose another id`,
        ]
      : [],
  );

export const topPicksCount: ContentCheck = ({ tools, config }) => {
  const picks = tools.filter((tool) => tool.topPick).length;
  return picks === config.topPicks
    ? []
    : [`content/tools.json: ${picks} tools have topPick: true, The Arsenal shows exactly ${config.topPicks}`];
};

export const toolCategoriesHoldEnoughTools: ContentCheck = ({ tools, config }) =>
  TOOL_CATEGORIES.flatMap((category) => {
    const count = tools.filter((tool) => inCategory(tool, category)).length;
    return count >= config.minToolsPerCategory
      ? []
      : [
          `content/tools.json: category "${category}" has ${count} tool(s); a filter button needs at least ${config.minToolsPerCategory} to be worth pressing`,
        ];
  });

// Between the articles and The Arsenal.

/** Every tool card of an article is a tool of the directory, under the same vendor URL. */
export const toolCardsNameDirectoryTools: ContentCheck = ({ articles, tools }) => {
  const byId = new Map(tools.map((tool) => [tool.id, tool]));
  return articles.flatMap(({ article, source }) =>
    article.tools.flatMap((card, index) => {
      const tool = byId.get(card.id);
      const where = `${source.file}: ToolCard[${index}]`;
      if (!tool) return [`${where}: "${card.id}" is not a tool of content/tools.json`];
      return tool.url === card.url ? [] : [`${where}: links ${card.url}, content/tools.json has ${tool.url} for ${card.id}`];
    }),
  );
};

/** An article can advise against a tool only by the id The Arsenal gives it, so the quizzes can be held to it. */
export const verdictsNameDirectoryTools: ContentCheck = ({ articles, tools }) => {
  const ids = new Set(tools.map((tool) => tool.id));
  return articles.flatMap(({ article, source }) =>
    (article.advisesAgainst ?? []).flatMap((verdict, index) =>
      ids.has(verdict.tool)
        ? []
        : [`${source.file}: frontmatter.advisesAgainst.${index}.tool: "${verdict.tool}" is not a tool of content/tools.json`],
    ),
  );
};

/** What an article says of a tool's plans agrees with the tool's record (./claims.ts). */
export const articleClaimsAgreeWithRecords: ContentCheck = ({ articles, tools, records }) => {
  const claimed = tools.map((tool) => ({ tool, record: records.get(tool.id)! }));
  return articles.flatMap((article) => claimProblems(article, claimed));
};

/**
 * A plan one product sells for several tools (the same `bundle` on each tool's plan) has one price:
 * two tools' records that price it differently on the same basis are refused, naming both.
 */
export const bundledPlansAgree: ContentCheck = ({ tools, records }) => {
  const priced = new Map<string, { id: string; name: string; figures: Partial<Record<Basis, number>> }[]>();
  for (const tool of tools)
    for (const plan of records.get(tool.id)?.plans ?? []) {
      if (!plan.bundle) continue;
      const key = `${plan.bundle}: ${planKey(plan.name, tool.name)}`;
      priced.set(key, [...(priced.get(key) ?? []), { id: tool.id, name: plan.name, figures: figuresOf(plan) }]);
    }
  return [...priced.entries()].flatMap(([key, entries]) =>
    entries.flatMap((entry, index) =>
      entries.slice(index + 1).flatMap((other) => {
        const basis = (Object.keys(entry.figures) as Basis[]).find(
          (each) => other.figures[each] !== undefined && other.figures[each] !== entry.figures[each],
        );
        return basis === undefined
          ? []
          : [
              `content/tool-history.json: ${entry.id} and ${other.id} price "${entry.name}" (bundle ${key.split(':')[0]}) differently: ${money(entry.figures[basis]!)} and ${money(other.figures[basis]!)} a month (${basis}); one plan sold for both has one price`,
            ];
      }),
    ),
  );
};

/** Every tool shows a dated figure, or its record says why: a search that found none. */
export const toolsWithoutFigureSayWhy: ContentCheck = ({ tools, records }) =>
  tools.flatMap((tool) => {
    const record = records.get(tool.id)!;
    if (record.cheapest !== null || record.model === 'free') return [];
    if (record.noFigure === null)
      return [
        `content/tool-history.json: ${tool.id} has no dated figure: add a reading, or a search ({"on", "searched"}) that says in one line what was searched`,
      ];
    // The page shows the newest search as it is written: a whole sentence, in a reader's words.
    return /[.!?]$/.test(record.noFigure)
      ? []
      : [`content/tool-history.json: ${tool.id}: the search its page shows must be a whole sentence, ending with a full stop: add one`];
  });

/** A correction changes something: what we said before is not what the record says since. */
export const correctionsCorrectSomething: ContentCheck = ({ corrections, history, tools }) => {
  const names = new Map(tools.map((tool) => [tool.id, tool.name]));
  return corrections.flatMap((correction, index) => {
    const now = factText(correction.fact, recordOn(history.get(correction.tool) ?? [], correction.on, names.get(correction.tool)));
    return now === correction.from
      ? [
          `content/corrections.json: ${index} (${correction.tool}, ${correction.fact}): "${correction.from}" is what the record says on ${correction.on}: nothing was corrected`,
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

/** Checks that hold whatever else is wrong. */
export const CONTENT_CHECKS: readonly ContentCheck[] = [
  everyArticleFileIsOrdered,
  orderListsEachSlugOnce,
  toolIdsUnique,
  toolIdsLeavePresetUrls,
  topPicksCount,
  toolCategoriesHoldEnoughTools,
  aliasesLeadToArticles,
];

/** Checks across the catalogue, run once every article and tool has parsed (a reference to a broken one would only repeat its problem). */
export const CATALOGUE_CHECKS: readonly ContentCheck[] = [
  relatedArticlesExist,
  recommendedArticlesExist,
  linkedArticlesExist,
  featuredArticlesCount,
  categoriesHoldEnoughArticles,
  categoriesInOrder,
  toolCardsNameDirectoryTools,
  verdictsNameDirectoryTools,
  articleClaimsAgreeWithRecords,
  bundledPlansAgree,
  toolsWithoutFigureSayWhy,
  correctionsCorrectSomething,
];
