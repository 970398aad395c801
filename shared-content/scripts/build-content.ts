// Reads the articles (content/articles/*.mdx, in the order of content/article-order.json), checks
// every field and reference, and writes the catalogue the apps import (src/generated/). Any problem
// stops the build with the file and the field it is in.
//
//   npm run content -w @toolverse/shared-content            rewrite src/generated/
//   npm run content -w @toolverse/shared-content -- --check fail if src/generated/ is out of date
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import * as z from 'zod';
import { CATEGORIES } from '../src/categories';
import { ArticleFrontmatterSchema, ArticleSchema, CalloutSchema, ToolCardSchema, type Article, type ToolCard } from '../src/schemas/article';
import { QUIZ_IDS, type QuizId } from '../src/quiz-ids';
import { SiteSchema } from '../src/schemas/site';
import { TOOL_CATEGORIES, ToolSchema, type Tool } from '../src/schemas/tool';
import { TOOL_PRESETS, inCategory } from '../src/tool-taxonomy';
import type { ToolPageData } from '../src/tool-page';

const ROOT = path.resolve(import.meta.dirname, '..');
export const ARTICLES_DIR = path.join(ROOT, 'content/articles');
const ORDER_FILE = path.join(ROOT, 'content/article-order.json');
const TOOLS_FILE = path.join(ROOT, 'content/tools.json');
const SITE_FILE = path.join(ROOT, 'content/site.json');
/**
 * The quizzes' answers and the tools they weight. The quizzes remote owns and fully checks this file
 * (mfe-quizzes/scripts/check-content.ts); the content build reads only which tools each quiz can
 * recommend, for the tools' pages.
 */
const QUIZ_QUESTIONS_FILE = path.join(ROOT, '../mfe-quizzes/src/data/questions.json');
/** A tool's page lists at most this many alternatives from its category. */
const MAX_ALTERNATIVES = 6;
/** The Arsenal's "Top 5 This Month" (spec §9). */
const TOP_PICKS = 5;
/** The fewest tools a category of the directory may hold. */
const MIN_PER_CATEGORY = 3;
const GENERATED = path.join(ROOT, 'src/generated');
const WORDS_PER_MINUTE = 230;
/** The spec's card counts: 10, 7 and 8 in the first three articles. */
const FIXED_CARD_COUNTS: Record<string, number> = {
  'ai-tools-replace-assistant': 10,
  'automate-freelance-workflow': 7,
  'ai-copywriting-tools': 8,
};
/** Featured Explorations on the home page (spec §9). */
const FEATURED_COUNT = 9;
/** The spec's category counts, in category order. */
const CATEGORY_COUNTS = [4, 4, 5, 5, 5];

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

function splitFrontmatter({ file, text }: SourceFile): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  if (!match) throw new ContentError(`${file}: frontmatter: missing (the file must start with a --- block)`);
  try {
    return { data: parseYaml(match[1] ?? ''), body: text.slice(match[0].length) };
  } catch (error) {
    throw new ContentError(`${file}: frontmatter: not valid YAML (${(error as Error).message.split('\n')[0]})`);
  }
}

/** <ToolCard rank={1} id="x" name="X" ...> → its attributes. */
function toolCardsOf(body: string): Record<string, unknown>[] {
  return [...body.matchAll(/<ToolCard\b([^>]*)>/g)].map((match) => {
    const attributes: Record<string, unknown> = {};
    for (const attribute of (match[1] ?? '').matchAll(/(\w+)=(?:"([^"]*)"|\{(\d+)\})/g)) {
      attributes[attribute[1] ?? ''] = attribute[2] ?? Number(attribute[3]);
    }
    return attributes;
  });
}

function wordCount(body: string): number {
  const prose = body.replace(/<[^>]+>/g, ' ').replace(/[#*_|>`[\]()-]/g, ' ');
  return prose.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

/** Parses and checks one article on its own; cross-references are checked by buildCatalogue. */
export function parseArticle(source: SourceFile, slug: string, problems: string[]): Article | null {
  let parsed: { data: unknown; body: string };
  try {
    parsed = splitFrontmatter(source);
  } catch (error) {
    problems.push((error as Error).message);
    return null;
  }
  const frontmatter = ArticleFrontmatterSchema.safeParse(parsed.data);
  if (!frontmatter.success) problems.push(...issuesOf(frontmatter.error, source.file, 'frontmatter'));
  const tools: ToolCard[] = [];
  toolCardsOf(parsed.body).forEach((attributes, index) => {
    const card = ToolCardSchema.safeParse(attributes);
    if (card.success) tools.push(card.data);
    else problems.push(...issuesOf(card.error, source.file, `ToolCard[${index}]`));
  });
  if (!frontmatter.success) return null;
  const article = ArticleSchema.safeParse({
    ...frontmatter.data,
    slug,
    tools,
    readMinutes: Math.max(1, Math.ceil(wordCount(parsed.body) / WORDS_PER_MINUTE)),
  });
  if (!article.success) {
    problems.push(...issuesOf(article.error, source.file, ''));
    return null;
  }
  const { data } = article;
  data.tools.forEach((card, index) => {
    if (card.rank !== index + 1) problems.push(`${source.file}: ToolCard[${index}].rank: is ${card.rank}, expected ${index + 1} (cards are numbered in order)`);
  });
  const expectedCards = FIXED_CARD_COUNTS[slug] ?? (/^7 /.test(data.title) ? 7 : undefined);
  if (expectedCards !== undefined && data.tools.length !== expectedCards) {
    problems.push(`${source.file}: ToolCard: ${data.tools.length} tool cards, the spec asks for ${expectedCards}`);
  }
  const cardIds = new Set(data.tools.map((card) => card.id));
  data.sidebarTools.forEach((id, index) => {
    if (!cardIds.has(id)) problems.push(`${source.file}: frontmatter.sidebarTools.${index}: "${id}" has no tool card in this article`);
  });
  for (const [index, match] of [...parsed.body.matchAll(/<(Tip|Insight)\b([^>]*)>/g)].entries()) {
    const title = /title="([^"]*)"/.exec(match[2] ?? '')?.[1];
    const callout = CalloutSchema.safeParse({ kind: match[1]?.toLowerCase(), title });
    if (!callout.success) problems.push(...issuesOf(callout.error, source.file, `${match[1]}[${index}]`));
  }
  const tables = [...parsed.body.matchAll(/^\|(.+)\|\s*\n\|[\s:|-]+\|\s*$/gm)];
  if (tables.length === 0) problems.push(`${source.file}: body: no recap table (a Markdown table of three columns)`);
  tables.forEach((table, index) => {
    const columns = (table[1] ?? '').split('|').length;
    if (columns !== 3) problems.push(`${source.file}: body: recap table ${index + 1} has ${columns} columns, recap tables have 3`);
  });
  for (const match of parsed.body.matchAll(/\]\((\/[^)\s]*)\)/g)) {
    const href = match[1] ?? '';
    if (!/^\/(blog\/[a-z0-9-]+|tools|quizzes|guide|blog)$/.test(href)) problems.push(`${source.file}: body: link to ${href} is not a page of the site`);
  }
  return data;
}

/** Checks references between articles and the spec's counts. */
function checkCatalogue(articles: Article[], files: Map<string, string>, problems: string[]): void {
  const slugs = new Set(articles.map((article) => article.slug));
  const fileOf = (slug: string) => files.get(slug) ?? slug;
  for (const article of articles) {
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
    const bodyLinks = readFileSync(path.join(ARTICLES_DIR, `${article.slug}.mdx`), 'utf8').matchAll(/\]\(\/blog\/([a-z0-9-]+)\)/g);
    for (const link of bodyLinks) {
      if (!slugs.has(link[1] ?? '')) problems.push(`${file}: body: link to unknown article /blog/${link[1]}`);
    }
  }
  const featured = articles.filter((article) => article.featured).length;
  if (articles.length === 23 && featured !== FEATURED_COUNT) {
    problems.push(`content/articles: ${featured} articles have featured: true, the home page shows exactly ${FEATURED_COUNT}`);
  }
  const counts = CATEGORIES.map((category) => articles.filter((article) => article.category === category.id).length);
  if (articles.length === 23 && counts.join('/') !== CATEGORY_COUNTS.join('/')) {
    problems.push(`content/article-order.json: categories hold ${counts.join('/')} articles, the spec asks for ${CATEGORY_COUNTS.join('/')}`);
  }
  let position = 0;
  for (const [index, category] of CATEGORIES.entries()) {
    for (let n = 0; n < (CATEGORY_COUNTS[index] ?? 0); n++, position++) {
      const article = articles[position];
      if (article && article.category !== category.id) {
        problems.push(`${fileOf(article.slug)}: frontmatter.category: "${article.category}" out of order; position ${position + 1} belongs to ${category.id}`);
      }
    }
  }
}

/** The Arsenal: every entry valid, one per id, five top picks, every category with a few tools. */
function parseTools(data: unknown, problems: string[]): Tool[] {
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
      problems.push(`content/tools.json: "${tool.id}" would take the URL /tools/${tool.id}, which is a preset view of the directory; choose another id`);
    }
    seen.add(tool.id);
  }
  const picks = tools.filter((tool) => tool.topPick).length;
  if (tools.length > 0 && picks !== TOP_PICKS) problems.push(`content/tools.json: ${picks} tools have topPick: true, The Arsenal shows exactly ${TOP_PICKS}`);
  for (const category of TOOL_CATEGORIES) {
    const count = tools.filter((tool) => inCategory(tool, category)).length;
    if (tools.length > 0 && count < MIN_PER_CATEGORY) {
      problems.push(`content/tools.json: category "${category}" has ${count} tool(s); a filter button needs at least ${MIN_PER_CATEGORY} to be worth pressing`);
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
    const toolIds = new Set((parsed.data[quiz] ?? []).flatMap((question) => question.options.flatMap((option) => Object.keys(option.weights))));
    for (const id of toolIds) byTool.set(id, [...(byTool.get(id) ?? []), quiz]);
  }
  return byTool;
}

export interface Catalogue {
  articles: Article[];
  tools: Tool[];
  /** The quizzes that can recommend each tool, by tool id. */
  quizzesByTool: ReadonlyMap<string, readonly QuizId[]>;
}

/** Reads every article and checks it; throws one ContentError listing every problem found. */
export function buildCatalogue(
  readSource: (slug: string) => SourceFile = defaultSource,
  order: string[] = readOrder(),
  toolData: unknown = readTools(),
  siteData: unknown = readSite(),
  quizData: unknown = readQuizQuestions(),
): Catalogue {
  const problems: string[] = [];
  const site = SiteSchema.safeParse(siteData);
  if (!site.success) problems.push(...issuesOf(site.error, 'content/site.json', ''));
  const tools = parseTools(toolData, problems);
  const quizzesByTool = parseQuizWeights(quizData, problems);
  const files = new Map<string, string>();
  const articles: Article[] = [];
  const onDisk = readdirSync(ARTICLES_DIR).filter((name) => name.endsWith('.mdx')).map((name) => name.slice(0, -4));
  for (const slug of onDisk) if (!order.includes(slug)) problems.push(`content/articles/${slug}.mdx: not listed in content/article-order.json`);
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
    const article = parseArticle(source, slug, problems);
    if (article) articles.push(article);
  }
  if (problems.length === 0) {
    checkCatalogue(articles, files, problems);
    checkToolCards(articles, tools, files, problems);
  }
  if (problems.length > 0) throw new ContentError(`${problems.length} problem(s) in the content:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return { articles, tools, quizzesByTool };
}

function defaultSource(slug: string): SourceFile {
  return { file: `content/articles/${slug}.mdx`, text: readFileSync(path.join(ARTICLES_DIR, `${slug}.mdx`), 'utf8') };
}

function readTools(): unknown {
  return JSON.parse(readFileSync(TOOLS_FILE, 'utf8')) as unknown;
}

function readQuizQuestions(): unknown {
  return JSON.parse(readFileSync(QUIZ_QUESTIONS_FILE, 'utf8')) as unknown;
}

function readSite(): unknown {
  return JSON.parse(readFileSync(SITE_FILE, 'utf8')) as unknown;
}

function readOrder(): string[] {
  return JSON.parse(readFileSync(ORDER_FILE, 'utf8')) as string[];
}

/** Fields every list needs; the rest of an article travels with its body chunk. */
const INDEX_FIELDS = ['slug', 'title', 'subtitle', 'category', 'date', 'updated', 'trending', 'featured', 'readMinutes'] as const;
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
const TOOL_INDEX_FIELDS = ['id', 'name', 'category', 'browserExtension', 'hook', 'pricing', 'userTypes', 'goals', 'budget', 'topPick', 'trending'] as const;

/** What each tool's page shows besides the tool: its articles, alternatives and quizzes. */
function toolPageData(tool: Tool, catalogue: Catalogue): ToolPageData {
  return {
    tool,
    articles: catalogue.articles.filter((article) => article.tools.some((card) => card.id === tool.id)).map(({ slug, title }) => ({ slug, title })),
    alternatives: catalogue.tools
      .filter((other) => other.category === tool.category && other.id !== tool.id)
      .slice(0, MAX_ALTERNATIVES)
      .map(({ id, name, hook }) => ({ id, name, hook })),
    quizzes: catalogue.quizzesByTool.get(tool.id) ?? [],
  };
}

/** The generated files, as text, keyed by their path under src/generated/. */
export function generatedFiles(catalogue: Catalogue): Record<string, string> {
  const header = '// Generated by shared-content/scripts/build-content.ts from content/articles/: do not edit.\n';
  const index = catalogue.articles.map((article) => Object.fromEntries(INDEX_FIELDS.map((field) => [field, article[field]])));
  const files: Record<string, string> = {
    'article-index.json': `${JSON.stringify({ articles: index, topTools: topTools(catalogue.articles) }, null, 2)}\n`,
    // The directory's ?article= filter needs only the ids.
    'article-tool-ids.json': `${JSON.stringify(Object.fromEntries(catalogue.articles.map((article) => [article.slug, article.tools.map((tool) => tool.id)])))}\n`,
    // Which tools each article recommends, with names and links: the directory's tests check them.
    'tool-references.json': `${JSON.stringify(
      Object.fromEntries(catalogue.articles.map((article) => [article.slug, article.tools.map(({ id, name, url }) => ({ id, name, url }))])),
      null,
      2,
    )}\n`,
    'tool-index.json': `${JSON.stringify(catalogue.tools.map((tool) => Object.fromEntries(TOOL_INDEX_FIELDS.map((field) => [field, tool[field]]))))}\n`,
    // Descriptions are only for lists of cards; an article's page has its own in its chunk.
    'article-descriptions.json': `${JSON.stringify(Object.fromEntries(catalogue.articles.map((article) => [article.slug, article.description])), null, 2)}\n`,
    'article-bodies.ts': `${header}import type { ArticleBodyModule } from '../article-body';\n\n/** Each article's body and details are one chunk, loaded when the article is shown. */\nexport const articleBodies: Record<string, () => Promise<ArticleBodyModule>> = {\n${catalogue.articles
      .map((article) => `  '${article.slug}': () => import('./articles/${article.slug}'),`)
      .join('\n')}\n};\n`,
    'tool-pages.ts': `${header}import type { ToolPageModule } from '../tool-page';\n\n/** Each tool's page data is one small chunk, loaded when its page is shown. */\nexport const toolPages: Readonly<Record<string, () => Promise<ToolPageModule>>> = {\n${catalogue.tools
      .map((tool) => `  '${tool.id}': () => import('./tool-pages/${tool.id}'),`)
      .join('\n')}\n};\n`,
  };
  for (const tool of catalogue.tools) {
    files[`tool-pages/${tool.id}.ts`] =
      `${header}import type { ToolPageData } from '../../tool-page';\n\nconst page: ToolPageData = ${JSON.stringify(toolPageData(tool, catalogue), null, 2)};\n\nexport default page;\n`;
  }
  const pricingOf = new Map(catalogue.tools.map((tool) => [tool.id, tool.pricing]));
  for (const article of catalogue.articles) {
    // A card shows its tool's price from The Arsenal, dated and sourced, never a figure of its own.
    const tools = article.tools.map((card) => ({ ...card, pricing: pricingOf.get(card.id) }));
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
      `${header}import type { ArticleDetails } from '../../article-body';\n\nexport { default } from '../../../content/articles/${article.slug}.mdx';\n\nexport const details: ArticleDetails = ${JSON.stringify(details, null, 2)};\n`;
  }
  return files;
}

function main(): void {
  const check = process.argv.includes('--check');
  let files: Record<string, string>;
  try {
    files = generatedFiles(buildCatalogue());
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const stale = Object.entries(files).filter(([name, text]) => {
    try {
      return readFileSync(path.join(GENERATED, name), 'utf8') !== text;
    } catch {
      return true;
    }
  });
  if (check) {
    if (stale.length > 0) {
      console.error(`src/generated/ is out of date (${stale.map(([name]) => name).join(', ')}): run "npm run content -w @toolverse/shared-content"`);
      process.exit(1);
    }
    console.log('content: 23 articles and the tools checked, src/generated/ is up to date');
    return;
  }
  mkdirSync(path.join(GENERATED, 'articles'), { recursive: true });
  mkdirSync(path.join(GENERATED, 'tool-pages'), { recursive: true });
  for (const [name, text] of stale) writeFileSync(path.join(GENERATED, name), text);
  console.log(`content: ${Object.keys(files).length} files in src/generated/ (${stale.length} rewritten)`);
}

if (process.argv[1] === import.meta.filename) main();
