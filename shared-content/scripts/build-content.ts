// Reads the articles (content/articles/*.mdx, in the order of content/article-order.json), checks
// every field and reference, and writes the catalogue the apps import (src/generated/). Any problem
// stops the build with the file and the field it is in.
//
//   npm run content -w @toolverse/shared-content            rewrite src/generated/
//   npm run content -w @toolverse/shared-content -- --check fail if src/generated/ is out of date
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import { CATEGORIES } from '../src/categories';
import {
  ArticleFrontmatterSchema,
  ArticleSchema,
  CalloutSchema,
  ToolCardSchema,
  type Article,
  type ToolCard,
} from '../src/schemas/article';
import { AliasesSchema, ContentConfigSchema, type ContentConfig } from '../src/schemas/content-config';
import { QUIZ_IDS, type QuizId } from '../src/quiz-ids';
import { SiteSchema } from '../src/schemas/site';
import { TOOL_CATEGORIES, ToolSchema, type Tool } from '../src/schemas/tool';
import { TOOL_PRESETS, inCategory } from '../src/tool-taxonomy';
import type { ToolPageData } from '../src/tool-page';
import { parseMdx, type ParsedMdx } from './mdx';

const ROOT = path.resolve(import.meta.dirname, '..');
/** The live content: articles/, article-order.json, tools.json, site.json and config.json. */
export const CONTENT_DIR = path.join(ROOT, 'content');
/** Where the live content's catalogue is written; a test's fixtures have their own (--out). */
export const GENERATED_DIR = path.join(ROOT, 'src/generated');
const ARTICLE_BODY_MODULE = path.join(ROOT, 'src/article-body');
/**
 * The quizzes' answers and the tools they weight. The quizzes remote owns and fully checks this file
 * (mfe-quizzes/scripts/check-content.ts); the content build reads only which tools each quiz can
 * recommend, for the tools' pages.
 */
const QUIZ_QUESTIONS_FILE = path.join(ROOT, '../mfe-quizzes/src/data/questions.json');
/** A tool's page lists at most this many alternatives from its category. */
const MAX_ALTERNATIVES = 6;
const WORDS_PER_MINUTE = 230;

export class ContentError extends Error {
  override name = 'ContentError';
}

export interface SourceFile {
  /** Path shown in errors, e.g. content/articles/x.mdx. */
  file: string;
  text: string;
}

function issuesOf(error: z.ZodError, file: string, prefix: string): string[] {
  return error.issues.map((issue) => `${file}: ${[prefix, ...issue.path].filter((part) => part !== '').join('.')}: ${issue.message}`);
}

/** An article as checked, with the site paths its body links to (checked against the catalogue). */
interface ParsedArticle {
  article: Article;
  links: string[];
}

/** The number of tool cards a title promises: "7 Best ..." promises 7; a year is not a promise. */
function promisedCards(slug: string, title: string, config: ContentConfig): number | undefined {
  const opening = /^(\d+) /.exec(title)?.[1];
  return config.toolCardCounts[slug] ?? (opening !== undefined && opening.length < 4 ? Number(opening) : undefined);
}

/** Checks one article on its own; cross-references are checked by buildCatalogue. */
function checkArticle(
  source: SourceFile,
  slug: string,
  parsed: ParsedMdx,
  config: ContentConfig,
  problems: string[],
): ParsedArticle | null {
  const frontmatter = ArticleFrontmatterSchema.safeParse(parsed.frontmatter);
  if (!frontmatter.success) problems.push(...issuesOf(frontmatter.error, source.file, 'frontmatter'));
  const tools: ToolCard[] = [];
  parsed.elements
    .filter((element) => element.name === 'ToolCard')
    .forEach(({ attributes }, index) => {
      const card = ToolCardSchema.safeParse(attributes);
      if (card.success) tools.push(card.data);
      else problems.push(...issuesOf(card.error, source.file, `ToolCard[${index}]`));
    });
  if (!frontmatter.success) return null;
  const article = ArticleSchema.safeParse({
    ...frontmatter.data,
    slug,
    tools,
    readMinutes: Math.max(1, Math.ceil(parsed.words / WORDS_PER_MINUTE)),
  });
  if (!article.success) {
    problems.push(...issuesOf(article.error, source.file, ''));
    return null;
  }
  const { data } = article;
  data.tools.forEach((card, index) => {
    if (card.rank !== index + 1)
      problems.push(`${source.file}: ToolCard[${index}].rank: is ${card.rank}, expected ${index + 1} (cards are numbered in order)`);
  });
  const expectedCards = promisedCards(slug, data.title, config);
  if (expectedCards !== undefined && data.tools.length !== expectedCards) {
    problems.push(`${source.file}: ToolCard: ${data.tools.length} tool cards, the title promises ${expectedCards}`);
  }
  const cardIds = new Set(data.tools.map((card) => card.id));
  data.sidebarTools.forEach((id, index) => {
    if (!cardIds.has(id)) problems.push(`${source.file}: frontmatter.sidebarTools.${index}: "${id}" has no tool card in this article`);
  });
  for (const kind of ['Tip', 'Insight'] as const) {
    parsed.elements
      .filter((element) => element.name === kind)
      .forEach(({ attributes }, index) => {
        const callout = CalloutSchema.safeParse({ kind: kind.toLowerCase(), title: attributes.title });
        if (!callout.success) problems.push(...issuesOf(callout.error, source.file, `${kind}[${index}]`));
      });
  }
  if (parsed.tableColumns.length === 0) problems.push(`${source.file}: body: no recap table (a Markdown table of three columns)`);
  parsed.tableColumns.forEach((columns, index) => {
    if (columns !== 3) problems.push(`${source.file}: body: recap table ${index + 1} has ${columns} columns, recap tables have 3`);
  });
  const links = parsed.links.filter((href) => href.startsWith('/'));
  for (const href of links) {
    if (!/^\/(blog\/[a-z0-9-]+|tools|quizzes|guide|blog)$/.test(href))
      problems.push(`${source.file}: body: link to ${href} is not a page of the site`);
  }
  return { article: data, links };
}

/** Parses and checks one article on its own; cross-references are checked by buildCatalogue. */
export function parseArticle(source: SourceFile, slug: string, problems: string[], config: ContentConfig): ParsedArticle | null {
  try {
    return checkArticle(source, slug, parseMdx(source.file, source.text), config, problems);
  } catch (error) {
    problems.push((error as Error).message);
    return null;
  }
}

/** Checks references between articles and the configured counts, at any number of articles. */
function checkCatalogue(parsed: ParsedArticle[], files: Map<string, string>, config: ContentConfig, problems: string[]): void {
  const articles = parsed.map(({ article }) => article);
  const slugs = new Set(articles.map((article) => article.slug));
  const fileOf = (slug: string) => files.get(slug) ?? slug;
  for (const { article, links } of parsed) {
    const file = fileOf(article.slug);
    article.related.forEach((slug, index) => {
      if (!slugs.has(slug)) problems.push(`${file}: frontmatter.related.${index}: unknown article "${slug}"`);
      if (slug === article.slug) problems.push(`${file}: frontmatter.related.${index}: an article cannot be related to itself`);
    });
    if (new Set(article.related).size !== article.related.length) problems.push(`${file}: frontmatter.related: lists an article twice`);
    if (article.cta.variant === 'articles') {
      article.cta.recommendations.forEach((slug, index) => {
        if (!slugs.has(slug)) problems.push(`${file}: frontmatter.cta.recommendations.${index}: unknown article "${slug}"`);
      });
    }
    for (const href of links) {
      const linked = /^\/blog\/([a-z0-9-]+)$/.exec(href)?.[1];
      if (linked !== undefined && !slugs.has(linked)) problems.push(`${file}: body: link to unknown article ${href}`);
    }
  }
  const featured = articles.filter((article) => article.featured).length;
  if (featured !== config.featuredArticles) {
    problems.push(
      `content/articles: ${featured} articles have featured: true, the home page shows exactly ${config.featuredArticles} (content/config.json)`,
    );
  }
  for (const category of CATEGORIES) {
    const count = articles.filter((article) => article.category === category.id).length;
    const minimum = config.minArticlesPerCategory[category.id] ?? 0;
    if (count < minimum)
      problems.push(
        `content/article-order.json: category "${category.id}" holds ${count} article(s), content/config.json asks for at least ${minimum}`,
      );
  }
  // The order is the previous/next chain: each category's articles together, categories in their order.
  const rank = new Map<string, number>(CATEGORIES.map((category, index) => [category.id, index]));
  articles.forEach((article, index) => {
    const before = articles[index - 1];
    if (before && (rank.get(before.category) ?? 0) > (rank.get(article.category) ?? 0)) {
      problems.push(
        `${fileOf(article.slug)}: frontmatter.category: "${article.category}" out of order in content/article-order.json (after "${before.slug}" of ${before.category}; categories follow ${CATEGORIES.map((c) => c.id).join(', ')})`,
      );
    }
  });
}

/** The Arsenal: every entry valid, one per id, the configured top picks, every category with a few tools. */
function parseTools(data: unknown, config: ContentConfig, problems: string[]): Tool[] {
  if (!Array.isArray(data)) {
    problems.push('content/tools.json: must be a list of tools');
    return [];
  }
  const tools: Tool[] = [];
  data.forEach((entry: unknown, index) => {
    const tool = ToolSchema.safeParse(entry);
    const id = (entry as { id?: unknown } | null)?.id;
    if (tool.success) tools.push(tool.data);
    else problems.push(...issuesOf(tool.error, 'content/tools.json', `${index}${typeof id === 'string' ? ` (${id})` : ''}`));
  });
  const seen = new Set<string>();
  for (const tool of tools) {
    if (seen.has(tool.id)) problems.push(`content/tools.json: "${tool.id}" is listed twice`);
    if ((TOOL_PRESETS as readonly string[]).includes(tool.id)) {
      problems.push(
        `content/tools.json: "${tool.id}" would take the URL /tools/${tool.id}, which is a preset view of the directory; choose another id`,
      );
    }
    seen.add(tool.id);
  }
  const picks = tools.filter((tool) => tool.topPick).length;
  if (picks !== config.topPicks)
    problems.push(`content/tools.json: ${picks} tools have topPick: true, The Arsenal shows exactly ${config.topPicks}`);
  for (const category of TOOL_CATEGORIES) {
    const count = tools.filter((tool) => inCategory(tool, category)).length;
    if (count < config.minToolsPerCategory) {
      problems.push(
        `content/tools.json: category "${category}" has ${count} tool(s); a filter button needs at least ${config.minToolsPerCategory} to be worth pressing`,
      );
    }
  }
  return tools;
}

/** Every tool card of an article is a tool of the directory, under the same vendor URL. */
function checkToolCards(articles: Article[], tools: Tool[], files: Map<string, string>, problems: string[]): void {
  const byId = new Map(tools.map((tool) => [tool.id, tool]));
  for (const article of articles) {
    article.tools.forEach((card, index) => {
      const tool = byId.get(card.id);
      const where = `${files.get(article.slug) ?? article.slug}: ToolCard[${index}]`;
      if (!tool) problems.push(`${where}: "${card.id}" is not a tool of content/tools.json`);
      else if (tool.url !== card.url) problems.push(`${where}: links ${card.url}, content/tools.json has ${tool.url} for ${card.id}`);
    });
  }
}

/** An article can advise against a tool only by the id The Arsenal gives it, so the quizzes can be held to it. */
function checkVerdicts(articles: readonly Article[], tools: readonly Tool[], files: Map<string, string>, problems: string[]): void {
  const ids = new Set(tools.map((tool) => tool.id));
  for (const article of articles) {
    article.advisesAgainst?.forEach((verdict, index) => {
      if (!ids.has(verdict.tool))
        problems.push(
          `${files.get(article.slug) ?? article.slug}: frontmatter.advisesAgainst.${index}.tool: "${verdict.tool}" is not a tool of content/tools.json`,
        );
    });
  }
}

/** Only what the tools' pages need of the quizzes: the tool ids each answer weights. */
const QuizWeightsSchema = z.partialRecord(
  z.enum(QUIZ_IDS),
  z.array(z.looseObject({ options: z.array(z.looseObject({ weights: z.record(z.string(), z.number()) })) })),
);

/** Which quizzes weight each tool (so can recommend it), by tool id. */
function parseQuizWeights(data: unknown, problems: string[]): Map<string, QuizId[]> {
  const parsed = QuizWeightsSchema.safeParse(data);
  const byTool = new Map<string, QuizId[]>();
  if (!parsed.success) {
    problems.push(...issuesOf(parsed.error, 'mfe-quizzes/src/data/questions.json', ''));
    return byTool;
  }
  for (const quiz of QUIZ_IDS) {
    const toolIds = new Set(
      (parsed.data[quiz] ?? []).flatMap((question) => question.options.flatMap((option) => Object.keys(option.weights))),
    );
    for (const id of toolIds) byTool.set(id, [...(byTool.get(id) ?? []), quiz]);
  }
  return byTool;
}

export interface Catalogue {
  articles: Article[];
  tools: Tool[];
  /** Other spellings used by links in the wild (content/article-aliases.json): alias -> slug, each a 301. */
  aliases: Record<string, string>;
  /** The quizzes that can recommend each tool, by tool id. */
  quizzesByTool: ReadonlyMap<string, readonly QuizId[]>;
}

/** Where the content comes from: a content folder (the live one, or a test's fixtures), each part replaceable. */
export interface ContentInput {
  /** A folder laid out like content/: articles/, article-order.json, tools.json, site.json, config.json. */
  dir?: string;
  readSource?: (slug: string) => SourceFile;
  order?: unknown;
  tools?: unknown;
  site?: unknown;
  config?: unknown;
  aliases?: unknown;
  /** The quizzes' questions (mfe-quizzes/src/data/questions.json by default): which tools each quiz weights. */
  quizzes?: unknown;
}

function readJson(dir: string, name: string): unknown {
  return JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as unknown;
}

/** Every alias leads to an article and none hides one. */
function checkAliases(data: unknown, slugs: Set<string>, problems: string[]): Record<string, string> {
  const aliases = AliasesSchema.safeParse(data);
  if (!aliases.success) {
    problems.push(...issuesOf(aliases.error, 'content/article-aliases.json', ''));
    return {};
  }
  for (const [alias, slug] of Object.entries(aliases.data)) {
    if (!slugs.has(slug)) problems.push(`content/article-aliases.json: ${alias}: unknown article "${slug}"`);
    if (slugs.has(alias)) problems.push(`content/article-aliases.json: ${alias}: is an article's own slug, so the alias would hide it`);
  }
  return aliases.data;
}

/** Reads every article and checks it; throws one ContentError listing every problem found. */
export function buildCatalogue(input: ContentInput = {}): Catalogue {
  const dir = input.dir ?? CONTENT_DIR;
  const articlesDir = path.join(dir, 'articles');
  const readSource =
    input.readSource ??
    ((slug: string): SourceFile => ({
      file: `content/articles/${slug}.mdx`,
      text: readFileSync(path.join(articlesDir, `${slug}.mdx`), 'utf8'),
    }));
  const problems: string[] = [];
  const config = ContentConfigSchema.safeParse(input.config ?? readJson(dir, 'config.json'));
  if (!config.success) {
    throw new ContentError(
      `content/config.json is not valid:\n${issuesOf(config.error, 'content/config.json', '')
        .map((p) => `  ${p}`)
        .join('\n')}`,
    );
  }
  const site = SiteSchema.safeParse(input.site ?? readJson(dir, 'site.json'));
  if (!site.success) problems.push(...issuesOf(site.error, 'content/site.json', ''));
  const tools = parseTools(input.tools ?? readJson(dir, 'tools.json'), config.data, problems);
  const orderData = input.order ?? readJson(dir, 'article-order.json');
  const order = Array.isArray(orderData) ? orderData.filter((slug): slug is string => typeof slug === 'string') : [];
  if (!Array.isArray(orderData) || order.length !== orderData.length)
    problems.push('content/article-order.json: must be a list of article slugs');
  const quizzesByTool = parseQuizWeights(input.quizzes ?? JSON.parse(readFileSync(QUIZ_QUESTIONS_FILE, 'utf8')), problems);
  const files = new Map<string, string>();
  const parsed: ParsedArticle[] = [];
  const onDisk = readdirSync(articlesDir)
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => name.slice(0, -4));
  for (const slug of onDisk)
    if (!order.includes(slug)) problems.push(`content/articles/${slug}.mdx: not listed in content/article-order.json`);
  if (new Set(order).size !== order.length) problems.push('content/article-order.json: lists a slug twice');
  for (const slug of order) {
    let source: SourceFile;
    try {
      source = readSource(slug);
    } catch {
      problems.push(`content/article-order.json: "${slug}" has no file content/articles/${slug}.mdx`);
      continue;
    }
    files.set(slug, source.file);
    const article = parseArticle(source, slug, problems, config.data);
    if (article) parsed.push(article);
  }
  if (problems.length === 0) {
    checkCatalogue(parsed, files, config.data, problems);
    checkToolCards(
      parsed.map(({ article }) => article),
      tools,
      files,
      problems,
    );
    checkVerdicts(
      parsed.map(({ article }) => article),
      tools,
      files,
      problems,
    );
  }
  const aliases = checkAliases(input.aliases ?? readJson(dir, 'article-aliases.json'), new Set(order), problems);
  if (problems.length > 0)
    throw new ContentError(`${problems.length} problem(s) in the content:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return { articles: parsed.map(({ article }) => article), tools, aliases, quizzesByTool };
}

/** Fields every list needs; the rest of an article travels with its body chunk. */
const INDEX_FIELDS = ['slug', 'title', 'category', 'date', 'trending', 'featured', 'readMinutes'] as const;
/** The tools in the sidebar's "Top tools of the month": those our articles recommend most. */
const TOP_TOOLS = 5;

function topTools(articles: Article[]) {
  const counts = new Map<string, { id: string; name: string; url: string; category: string; count: number }>();
  for (const tool of articles.flatMap((article) => article.tools)) {
    const entry = counts.get(tool.id) ?? { id: tool.id, name: tool.name, url: tool.url, category: tool.category, count: 0 };
    entry.count++;
    counts.set(tool.id, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)).slice(0, TOP_TOOLS);
}

/** What a recommender needs of each tool (quizzes, the home Tool Finder): no descriptions or benefits. */
const TOOL_INDEX_FIELDS = [
  'id',
  'name',
  'category',
  'browserExtension',
  'hook',
  'pricing',
  'userTypes',
  'goals',
  'budget',
  'topPick',
  'trending',
] as const;

/** What each tool's page shows besides the tool: its articles, alternatives and quizzes. */
function toolPageData(tool: Tool, catalogue: Catalogue): ToolPageData {
  return {
    tool,
    articles: catalogue.articles
      .filter((article) => article.tools.some((card) => card.id === tool.id))
      .map(({ slug, title }) => ({ slug, title })),
    alternatives: catalogue.tools
      .filter((other) => other.category === tool.category && other.id !== tool.id)
      .slice(0, MAX_ALTERNATIVES)
      .map(({ id, name, hook }) => ({ id, name, hook })),
    quizzes: catalogue.quizzesByTool.get(tool.id) ?? [],
  };
}

/** The generated files, as text, keyed by their path under src/generated/. */
export function generatedFiles(
  catalogue: Catalogue,
  contentDir: string = CONTENT_DIR,
  outDir: string = GENERATED_DIR,
): Record<string, string> {
  const importPath = (from: string, to: string) => path.relative(from, to).split(path.sep).join('/');
  const bodyTypes = importPath(outDir, ARTICLE_BODY_MODULE);
  const toolPageTypes = (from: string) => importPath(from, path.join(ROOT, 'src/tool-page'));
  const header = '// Generated by shared-content/scripts/build-content.ts from content/articles/: do not edit.\n';
  const index = catalogue.articles.map((article) => Object.fromEntries(INDEX_FIELDS.map((field) => [field, article[field]])));
  const files: Record<string, string> = {
    'article-index.json': `${JSON.stringify({ articles: index, topTools: topTools(catalogue.articles), aliases: catalogue.aliases }, null, 2)}\n`,
    // The directory's ?article= filter needs only the ids.
    'article-tool-ids.json': `${JSON.stringify(Object.fromEntries(catalogue.articles.map((article) => [article.slug, article.tools.map((tool) => tool.id)])))}\n`,
    // Which tools each article recommends, with names and links: the directory's tests check them.
    'tool-references.json': `${JSON.stringify(
      Object.fromEntries(
        catalogue.articles.map((article) => [article.slug, article.tools.map(({ id, name, url }) => ({ id, name, url }))]),
      ),
      null,
      2,
    )}\n`,
    'tool-index.json': `${JSON.stringify(catalogue.tools.map((tool) => Object.fromEntries(TOOL_INDEX_FIELDS.map((field) => [field, tool[field]]))))}\n`,
    // The subtitle and the last revision, for an article's own page and the guide's links: lists of cards show neither.
    'article-headers.json': `${JSON.stringify(
      Object.fromEntries(catalogue.articles.map(({ slug, subtitle, updated }) => [slug, { subtitle, updated }])),
      null,
      2,
    )}\n`,
    // What each article advises against, for whom: the quizzes are tested against it.
    'article-verdicts.json': `${JSON.stringify(
      catalogue.articles.flatMap((article) => (article.advisesAgainst ?? []).map((verdict) => ({ article: article.slug, ...verdict }))),
      null,
      2,
    )}\n`,
    // Descriptions are only for lists of cards; an article's page has its own in its chunk.
    'article-descriptions.json': `${JSON.stringify(Object.fromEntries(catalogue.articles.map((article) => [article.slug, article.description])), null, 2)}\n`,
    'article-bodies.ts': `${header}import type { ArticleBodyModule } from '${bodyTypes}';\n\n/** Each article's body and details are one chunk, loaded when the article is shown. */\nexport const articleBodies: Record<string, () => Promise<ArticleBodyModule>> = {\n${catalogue.articles
      .map((article) => `  '${article.slug}': () => import('./articles/${article.slug}'),`)
      .join('\n')}\n};\n`,
    'tool-pages.ts': `${header}import type { ToolPageModule } from '${toolPageTypes(outDir)}';\n\n/** Each tool's page data is one small chunk, loaded when its page is shown. */\nexport const toolPages: Readonly<Record<string, () => Promise<ToolPageModule>>> = {\n${catalogue.tools
      .map((tool) => `  '${tool.id}': () => import('./tool-pages/${tool.id}'),`)
      .join('\n')}\n};\n`,
  };
  for (const tool of catalogue.tools) {
    files[`tool-pages/${tool.id}.ts`] =
      `${header}import type { ToolPageData } from '${toolPageTypes(path.join(outDir, 'tool-pages'))}';\n\nconst page: ToolPageData = ${JSON.stringify(toolPageData(tool, catalogue), null, 2)};\n\nexport default page;\n`;
  }
  const toolOf = new Map(catalogue.tools.map((tool) => [tool.id, tool]));
  for (const article of catalogue.articles) {
    // A card shows its tool's price from The Arsenal, dated and sourced, never a figure of its own;
    // its link is sponsored only when The Arsenal gives the tool an affiliate URL.
    const tools = article.tools.map((card) => {
      const tool = toolOf.get(card.id);
      return { ...card, pricing: tool?.pricing, ...(tool?.affiliateUrl ? { affiliateUrl: tool.affiliateUrl } : {}) };
    });
    const details = {
      description: article.description,
      keywords: article.keywords,
      hero: article.hero,
      ...(article.editorsNote === undefined ? {} : { editorsNote: article.editorsNote }),
      related: article.related,
      sidebarTools: article.sidebarTools,
      cta: article.cta,
      tools,
      sources: article.sources,
    };
    files[`articles/${article.slug}.ts`] =
      `${header}import type { ArticleDetails } from '${importPath(path.join(outDir, 'articles'), ARTICLE_BODY_MODULE)}';\n\nexport { default } from '${importPath(path.join(outDir, 'articles'), path.join(contentDir, 'articles', article.slug))}.mdx';\n\nexport const details: ArticleDetails = ${JSON.stringify(details, null, 2)};\n`;
  }
  return files;
}

/** The value after a flag (`--content fixtures/content`), as an absolute path. */
function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  const value = index === -1 ? undefined : process.argv[index + 1];
  if (index !== -1 && (value === undefined || value.startsWith('--'))) throw new ContentError(`${name} needs a folder`);
  return value === undefined ? fallback : path.resolve(value);
}

function main(): void {
  const check = process.argv.includes('--check');
  let catalogue: Catalogue;
  let files: Record<string, string>;
  let outDir: string;
  try {
    const contentDir = option('--content', CONTENT_DIR);
    outDir = option('--out', GENERATED_DIR);
    catalogue = buildCatalogue({ dir: contentDir });
    files = generatedFiles(catalogue, contentDir, outDir);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const stale = Object.entries(files).filter(([name, text]) => {
    try {
      return readFileSync(path.join(outDir, name), 'utf8') !== text;
    } catch {
      return true;
    }
  });
  const where = path.relative(ROOT, outDir);
  if (check) {
    if (stale.length > 0) {
      console.error(
        `${where}/ is out of date (${stale.map(([name]) => name).join(', ')}): run "npm run content -w @toolverse/shared-content"`,
      );
      process.exit(1);
    }
    console.log(`content: ${catalogue.articles.length} articles and ${catalogue.tools.length} tools checked, ${where}/ is up to date`);
    return;
  }
  mkdirSync(path.join(outDir, 'articles'), { recursive: true });
  mkdirSync(path.join(outDir, 'tool-pages'), { recursive: true });
  for (const [name, text] of stale) writeFileSync(path.join(outDir, name), text);
  console.log(
    `content: ${catalogue.articles.length} articles, ${Object.keys(files).length} files in ${where}/ (${stale.length} rewritten)`,
  );
}

if (process.argv[1] === import.meta.filename) main();
