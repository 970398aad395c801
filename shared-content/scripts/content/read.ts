// Reading the content as its files hold it: a content folder (the live content/ or a test's
// fixtures/content/), nothing outside it. Nothing here checks anything; every part can be handed in
// instead of read (tests, the audit).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SourceFile } from './problems';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The live content: articles/, article-order.json, tools.json, tool-history.json, corrections.json, site.json, config.json, article-aliases.json, quiz-tools.json. */
export const CONTENT_DIR = path.join(ROOT, 'content');
/** The unit tests' own small content (four articles, nine tools). */
export const FIXTURES_DIR = path.join(ROOT, 'fixtures/content');

/** Where the content comes from: a content folder (the live one, or a test's fixtures), each part replaceable. */
export interface ContentInput {
  /** A folder laid out like content/. */
  dir?: string;
  readSource?: (slug: string) => SourceFile;
  order?: unknown;
  tools?: unknown;
  /** Every tool's readings of its plans (tool-history.json). */
  history?: unknown;
  /** The corrections log (corrections.json). */
  corrections?: unknown;
  site?: unknown;
  config?: unknown;
  aliases?: unknown;
  /** Which tools each quiz weights (quiz-tools.json, written by the quizzes remote's check). */
  quizzes?: unknown;
}

/** Every part of the content, read but not yet checked. */
export interface RawContent {
  config: unknown;
  site: unknown;
  tools: unknown;
  history: unknown;
  corrections: unknown;
  order: unknown;
  aliases: unknown;
  quizzes: unknown;
  /** The slugs of the .mdx files in articles/, whether listed in the order or not. */
  articleFiles: string[];
  readSource: (slug: string) => SourceFile;
}

export function readJsonFile(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8')) as unknown;
}

export function readContent(input: ContentInput = {}): RawContent {
  const dir = input.dir ?? CONTENT_DIR;
  const articlesDir = path.join(dir, 'articles');
  const json = (name: string) => readJsonFile(path.join(dir, name));
  return {
    config: input.config ?? json('config.json'),
    site: input.site ?? json('site.json'),
    tools: input.tools ?? json('tools.json'),
    history: input.history ?? json('tool-history.json'),
    corrections: input.corrections ?? json('corrections.json'),
    order: input.order ?? json('article-order.json'),
    aliases: input.aliases ?? json('article-aliases.json'),
    quizzes: input.quizzes ?? json('quiz-tools.json'),
    articleFiles: readdirSync(articlesDir)
      .filter((name) => name.endsWith('.mdx'))
      .map((name) => name.slice(0, -4)),
    readSource:
      input.readSource ??
      ((slug: string): SourceFile => ({
        file: `content/articles/${slug}.mdx`,
        text: readFileSync(path.join(articlesDir, `${slug}.mdx`), 'utf8'),
      })),
  };
}
