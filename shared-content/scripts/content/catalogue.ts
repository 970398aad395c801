// The content build's one pass: read the files (./read.ts), parse each part through its schema
// (./parse.ts), run the checks (./checks.ts, ./tool-checks.ts; which run when is listed here). The audit reads the content through the same pass.
import type { Article } from '../../src/content/schemas/article';
import type { QuizId } from '../../src/content/quiz-ids';
import { planRecord, type PlanRecord } from '../../src/domain/plans/record';
import type { Correction, HistoryEntry, Tool } from '../../src/content/schemas/tool';
import {
  ARTICLE_CHECKS,
  aliasesLeadToArticles,
  categoriesHoldEnoughArticles,
  categoriesInOrder,
  everyArticleFileIsOrdered,
  featuredArticlesCount,
  linkedArticlesExist,
  orderListsEachSlugOnce,
  recommendedArticlesExist,
  relatedArticlesExist,
  type CheckedContent,
  type ContentCheck,
} from './checks';
import {
  parseAliases,
  parseArticle,
  parseConfig,
  parseCorrections,
  parseOrder,
  parseQuizTools,
  parseSite,
  parseToolHistory,
  parseTools,
  type ParsedArticle,
} from './parse';
import { ContentError, contentError } from './problems';
import {
  articleClaimsAgreeWithRecords,
  bundledPlansAgree,
  correctionsCorrectSomething,
  toolCardsNameDirectoryTools,
  toolCategoriesHoldEnoughTools,
  toolIdsLeavePresetUrls,
  toolIdsUnique,
  toolsWithoutFigureSayWhy,
  topPicksCount,
  verdictsNameDirectoryTools,
} from './tool-checks';
import { readContent, type ContentInput } from './read';

/** Checks that hold whatever else is wrong. */
const CONTENT_CHECKS: readonly ContentCheck[] = [
  everyArticleFileIsOrdered,
  orderListsEachSlugOnce,
  toolIdsUnique,
  toolIdsLeavePresetUrls,
  topPicksCount,
  toolCategoriesHoldEnoughTools,
  aliasesLeadToArticles,
];

/** Checks across the catalogue, run once every article and tool has parsed (a reference to a broken one would only repeat its problem). */
const CATALOGUE_CHECKS: readonly ContentCheck[] = [
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

/** The content once every check passed: what the generated files are written from. */
export interface Catalogue {
  articles: Article[];
  tools: Tool[];
  /** Other spellings used by links in the wild (content/article-aliases.json): alias -> slug, each a 301. */
  aliases: Record<string, string>;
  /** The quizzes that can recommend each tool, by tool id. */
  quizzesByTool: ReadonlyMap<string, readonly QuizId[]>;
  /** Every tool's history, oldest first (content/tool-history.json). */
  history: ReadonlyMap<string, readonly HistoryEntry[]>;
  /** Every tool's record of plans, derived from its history. */
  records: ReadonlyMap<string, PlanRecord>;
  /** The corrections log, in its order (content/corrections.json). */
  corrections: readonly Correction[];
}

/** The content as far as it parsed, and every problem found on the way. */
export interface LoadedContent extends CheckedContent {
  articles: ParsedArticle[];
  tools: Tool[];
  aliases: Record<string, string>;
  quizzesByTool: ReadonlyMap<string, readonly QuizId[]>;
  history: ReadonlyMap<string, readonly HistoryEntry[]>;
  records: ReadonlyMap<string, PlanRecord>;
  corrections: readonly Correction[];
  problems: string[];
}

/**
 * Reads, parses and checks the content, never throwing for a problem in it: the build stops on the
 * problems, the audit reports them beside its own findings. A config.json the schema refuses
 * throws, as no count can be checked without it.
 */
export function loadContent(input: ContentInput = {}): LoadedContent {
  const raw = readContent(input);
  const config = parseConfig(raw.config);
  if (config.value === null)
    throw new ContentError(`content/config.json is not valid:\n${config.problems.map((problem) => `  ${problem}`).join('\n')}`);
  const tools = parseTools(raw.tools);
  const order = parseOrder(raw.order);
  const quizzes = parseQuizTools(raw.quizzes);
  const aliases = parseAliases(raw.aliases);
  const listedIds = new Set(
    Array.isArray(raw.tools) ? raw.tools.map((entry: unknown) => String((entry as { id?: unknown } | null)?.id)) : [],
  );
  const history = parseToolHistory(raw.history, tools.value, listedIds);
  const corrections = parseCorrections(raw.corrections, listedIds);
  const records = new Map(tools.value.map((tool) => [tool.id, planRecord(history.value.get(tool.id) ?? [], tool.name)]));
  const problems = [
    ...parseSite(raw.site),
    ...tools.problems,
    ...history.problems,
    ...corrections.problems,
    ...order.problems,
    ...quizzes.problems,
    ...aliases.problems,
  ];
  const articles: ParsedArticle[] = [];
  for (const slug of order.value) {
    let source;
    try {
      source = raw.readSource(slug);
    } catch {
      problems.push(`content/article-order.json: "${slug}" has no file content/articles/${slug}.mdx`);
      continue;
    }
    const parsed = parseArticle(source, slug);
    problems.push(...parsed.problems);
    if (parsed.value) {
      articles.push(parsed.value);
      problems.push(...ARTICLE_CHECKS.flatMap((check) => check(parsed.value!, config.value!)));
    }
  }
  const checked: CheckedContent = {
    config: config.value,
    order: order.value,
    articleFiles: raw.articleFiles,
    articles,
    tools: tools.value,
    aliases: aliases.value,
    history: history.value,
    records,
    corrections: corrections.value,
  };
  problems.push(...CONTENT_CHECKS.flatMap((check) => check(checked)));
  if (problems.length === 0) problems.push(...CATALOGUE_CHECKS.flatMap((check) => check(checked)));
  return {
    ...checked,
    articles,
    tools: tools.value,
    aliases: aliases.value,
    quizzesByTool: quizzes.value,
    problems,
  };
}

/** Reads every article and tool and checks them; throws one ContentError listing every problem found. */
export function buildCatalogue(input: ContentInput = {}): Catalogue {
  const content = loadContent(input);
  if (content.problems.length > 0) throw contentError(content.problems);
  return {
    articles: content.articles.map(({ article }) => article),
    tools: content.tools,
    aliases: content.aliases,
    quizzesByTool: content.quizzesByTool,
    history: content.history,
    records: content.records,
    corrections: content.corrections,
  };
}
