// Turning the files into the content model: each part through its zod schema (src/content/schemas/),
// articles through the same MDX parser the site compiles them with. A part the schema refuses
// becomes problems naming the file and the field; the checks (./checks.ts) then see only what parsed.
import {
  ArticleFrontmatterSchema,
  ArticleSchema,
  CalloutSchema,
  ToolCardSchema,
  type Article,
  type ToolCard,
} from '../../src/content/schemas/article';
import { AliasesSchema, ContentConfigSchema, type ContentConfig } from '../../src/content/schemas/content-config';
import { QUIZ_IDS, type QuizId } from '../../src/content/quiz-ids';
import { QuizToolsSchema } from '../../src/content/schemas/quiz';
import { SiteSchema } from '../../src/content/schemas/site';
import {
  CorrectionsSchema,
  ToolHistorySchema,
  ToolSchema,
  historyEntrySchema,
  type Correction,
  type HistoryEntry,
  type Tool,
} from '../../src/content/schemas/tool';
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
 * Every tool's history (content/tool-history.json), checked against the tools: one list per tool and
 * none for a tool the site does not have; each entry through its schema (a reading, a search, or a
 * check recorded before readings); days never going back, none before the tool was added, and no
 * check of the old kind after the first reading.
 */
export function parseToolHistory(
  data: unknown,
  tools: readonly Tool[],
  listedIds: ReadonlySet<string>,
): Parsed<Map<string, HistoryEntry[]>> {
  const file = 'content/tool-history.json';
  const parsed = ToolHistorySchema.safeParse(data);
  if (!parsed.success) return { value: new Map(), problems: issuesOf(parsed.error, file, '') };
  const problems: string[] = [];
  const history = new Map<string, HistoryEntry[]>();
  // A tool that tools.json lists but its schema refuses is reported there, not here again.
  for (const id of Object.keys(parsed.data)) if (!listedIds.has(id)) problems.push(`${file}: "${id}" is not a tool of tools.json`);
  for (const tool of tools) {
    const raw = parsed.data[tool.id];
    if (!raw) {
      problems.push(`${file}: ${tool.id} has no entries (add a reading of its plans, or a search that found none)`);
      continue;
    }
    const entries: HistoryEntry[] = [];
    raw.forEach((entry, index) => {
      const result = historyEntrySchema(entry).safeParse(entry);
      if (result.success) entries.push(result.data);
      else problems.push(...issuesOf(result.error, file, `${tool.id}.${index}`));
    });
    entries.forEach((entry, index) => {
      const before = entries[index - 1];
      if (before && entry.on < before.on)
        problems.push(`${file}: ${tool.id}, entry ${index + 1} (${entry.on}) is before the one above it (${before.on})`);
      if (entry.on < tool.added)
        problems.push(`${file}: ${tool.id}, entry ${index + 1} (${entry.on}) is before the tool was added (${tool.added})`);
      if (before && 'model' in entry && !('model' in before))
        problems.push(`${file}: ${tool.id}, entry ${index + 1}: a check of the old kind cannot follow a reading or a search`);
    });
    history.set(tool.id, entries);
  }
  return { value: history, problems };
}

/** The corrections log (content/corrections.json): each names a tool of tools.json. */
export function parseCorrections(data: unknown, listedIds: ReadonlySet<string>): Parsed<Correction[]> {
  const file = 'content/corrections.json';
  const parsed = CorrectionsSchema.safeParse(data);
  if (!parsed.success) return { value: [], problems: issuesOf(parsed.error, file, '') };
  const problems = parsed.data.flatMap((correction, index) =>
    listedIds.has(correction.tool) ? [] : [`${file}: ${index}.tool: "${correction.tool}" is not a tool of tools.json`],
  );
  return { value: parsed.data, problems };
}

/** Which quizzes weight each tool (so can recommend it), by tool id, from what the quizzes' check wrote (quiz-tools.json). */
export function parseQuizTools(data: unknown): Parsed<Map<string, QuizId[]>> {
  const parsed = QuizToolsSchema.safeParse(data);
  const byTool = new Map<string, QuizId[]>();
  if (!parsed.success) return { value: byTool, problems: issuesOf(parsed.error, 'content/quiz-tools.json', '') };
  for (const quiz of QUIZ_IDS) {
    for (const id of parsed.data[quiz] ?? []) byTool.set(id, [...(byTool.get(id) ?? []), quiz]);
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
