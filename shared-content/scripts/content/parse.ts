// Turning the files into the content model: each part through its zod schema (src/schemas/),
// articles through the same MDX parser the site compiles them with. A part the schema refuses
// becomes problems naming the file and the field; the checks (./checks.ts) then see only what parsed.
import { isDeepStrictEqual } from 'node:util';
import * as z from 'zod';
import {
  ArticleFrontmatterSchema,
  ArticleSchema,
  CalloutSchema,
  ToolCardSchema,
  type Article,
  type ToolCard,
} from '../../src/schemas/article';
import { AliasesSchema, ContentConfigSchema, type ContentConfig } from '../../src/schemas/content-config';
import { QUIZ_IDS, type QuizId } from '../../src/quiz-ids';
import { SiteSchema } from '../../src/schemas/site';
import { ToolHistorySchema, ToolSchema, type PriceCheck, type Tool } from '../../src/schemas/tool';
import { parseMdx, type ParsedMdx } from '../mdx';
import { issuesOf, type SourceFile } from './problems';

const WORDS_PER_MINUTE = 230;

/** An article as the schema accepts it, with what its MDX holds beyond the frontmatter and the file it came from. */
export interface ParsedArticle {
  article: Article;
  mdx: ParsedMdx;
  source: SourceFile;
}

/** A part of the content and the problems its schema found. */
export interface Parsed<T> {
  value: T;
  problems: string[];
}

export function parseConfig(data: unknown): Parsed<ContentConfig | null> {
  const config = ContentConfigSchema.safeParse(data);
  return config.success
    ? { value: config.data, problems: [] }
    : { value: null, problems: issuesOf(config.error, 'content/config.json', '') };
}

export function parseSite(data: unknown): string[] {
  const site = SiteSchema.safeParse(data);
  return site.success ? [] : issuesOf(site.error, 'content/site.json', '');
}

/** The article order: a list of slugs. */
export function parseOrder(data: unknown): Parsed<string[]> {
  const order = Array.isArray(data) ? data.filter((slug): slug is string => typeof slug === 'string') : [];
  const valid = Array.isArray(data) && order.length === data.length;
  return { value: order, problems: valid ? [] : ['content/article-order.json: must be a list of article slugs'] };
}

export function parseAliases(data: unknown): Parsed<Record<string, string>> {
  const aliases = AliasesSchema.safeParse(data);
  return aliases.success
    ? { value: aliases.data, problems: [] }
    : { value: {}, problems: issuesOf(aliases.error, 'content/article-aliases.json', '') };
}

/** Every entry of tools.json through ToolSchema; an entry it refuses is named by its place and id. */
export function parseTools(data: unknown): Parsed<Tool[]> {
  if (!Array.isArray(data)) return { value: [], problems: ['content/tools.json: must be a list of tools'] };
  const tools: Tool[] = [];
  const problems: string[] = [];
  data.forEach((entry: unknown, index) => {
    const tool = ToolSchema.safeParse(entry);
    const id = (entry as { id?: unknown } | null)?.id;
    if (tool.success) tools.push(tool.data);
    else problems.push(...issuesOf(tool.error, 'content/tools.json', `${index}${typeof id === 'string' ? ` (${id})` : ''}`));
  });
  return { value: tools, problems };
}

/**
 * Every tool's checks (content/tool-history.json), checked against the tools: one list per tool and
 * none for a tool the site does not have; days strictly increasing, none before the tool was added;
 * and the last check is what tools.json says today (model, figure, owner), so the two cannot drift.
 */
export function parseToolHistory(data: unknown, tools: readonly Tool[], listedIds: ReadonlySet<string>): Parsed<Map<string, PriceCheck[]>> {
  const file = 'content/tool-history.json';
  const parsed = ToolHistorySchema.safeParse(data);
  if (!parsed.success) return { value: new Map(), problems: issuesOf(parsed.error, file, '') };
  const problems: string[] = [];
  const history = new Map(Object.entries(parsed.data));
  // A tool that tools.json lists but its schema refuses is reported there, not here again.
  for (const id of history.keys()) if (!listedIds.has(id)) problems.push(`${file}: "${id}" is not a tool of tools.json`);
  for (const tool of tools) {
    const checks = history.get(tool.id);
    if (!checks) {
      problems.push(`${file}: ${tool.id} has no checks (add one that says what tools.json says today)`);
      continue;
    }
    checks.forEach((check, index) => {
      if (index > 0 && check.on <= (checks[index - 1] as PriceCheck).on)
        problems.push(`${file}: ${tool.id}, check ${index + 1} (${check.on}) is not after the one before it`);
      if (check.on < tool.added)
        problems.push(`${file}: ${tool.id}, check ${index + 1} (${check.on}) is before the tool was added (${tool.added})`);
    });
    const last = checks.at(-1) as PriceCheck;
    const today = { model: tool.pricing.model, price: tool.pricing.from ?? null, owner: tool.check?.owner };
    const recorded = { model: last.model, price: last.price, owner: last.owner };
    if (!isDeepStrictEqual(recorded, today))
      problems.push(
        `${file}: ${tool.id}, the last check (${last.on}) does not say what tools.json says (model, pricing.from, check.owner): add a check`,
      );
  }
  return { value: history, problems };
}

/** Only what the tools' pages need of the quizzes: the tool ids each answer weights. */
const QuizWeightsSchema = z.partialRecord(
  z.enum(QUIZ_IDS),
  z.array(z.looseObject({ options: z.array(z.looseObject({ weights: z.record(z.string(), z.number()) })) })),
);

/** Which quizzes weight each tool (so can recommend it), by tool id. */
export function parseQuizWeights(data: unknown): Parsed<Map<string, QuizId[]>> {
  const parsed = QuizWeightsSchema.safeParse(data);
  const byTool = new Map<string, QuizId[]>();
  if (!parsed.success) return { value: byTool, problems: issuesOf(parsed.error, 'mfe-quizzes/src/data/questions.json', '') };
  for (const quiz of QUIZ_IDS) {
    const toolIds = new Set(
      (parsed.data[quiz] ?? []).flatMap((question) => question.options.flatMap((option) => Object.keys(option.weights))),
    );
    for (const id of toolIds) byTool.set(id, [...(byTool.get(id) ?? []), quiz]);
  }
  return { value: byTool, problems: [] };
}

/**
 * One article: its MDX parsed, its frontmatter, tool cards and callouts through their schemas, its
 * read time from the words of its prose. Null (with the problems) when the MDX or the schema refuses it.
 */
export function parseArticle(source: SourceFile, slug: string): Parsed<ParsedArticle | null> {
  let mdx: ParsedMdx;
  try {
    mdx = parseMdx(source.file, source.text);
  } catch (error) {
    return { value: null, problems: [(error as Error).message] };
  }
  const problems: string[] = [];
  const frontmatter = ArticleFrontmatterSchema.safeParse(mdx.frontmatter);
  if (!frontmatter.success) problems.push(...issuesOf(frontmatter.error, source.file, 'frontmatter'));
  const tools: ToolCard[] = [];
  mdx.elements
    .filter((element) => element.name === 'ToolCard')
    .forEach(({ attributes }, index) => {
      const card = ToolCardSchema.safeParse(attributes);
      if (card.success) tools.push(card.data);
      else problems.push(...issuesOf(card.error, source.file, `ToolCard[${index}]`));
    });
  if (!frontmatter.success) return { value: null, problems };
  const article = ArticleSchema.safeParse({
    ...frontmatter.data,
    slug,
    tools,
    readMinutes: Math.max(1, Math.ceil(mdx.words / WORDS_PER_MINUTE)),
  });
  if (!article.success) return { value: null, problems: [...problems, ...issuesOf(article.error, source.file, '')] };
  for (const kind of ['Tip', 'Insight'] as const) {
    mdx.elements
      .filter((element) => element.name === kind)
      .forEach(({ attributes }, index) => {
        const callout = CalloutSchema.safeParse({ kind: kind.toLowerCase(), title: attributes.title });
        if (!callout.success) problems.push(...issuesOf(callout.error, source.file, `${kind}[${index}]`));
      });
  }
  return { value: { article: article.data, mdx, source }, problems };
}
