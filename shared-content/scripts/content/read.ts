// Reading the content as its files hold it: a content folder (the live content/ or a test's
// fixtures/content/) and, for the tools' pages, the quizzes' answers that the quizzes remote exposes.
// Nothing here checks anything; every part can be handed in instead of read (tests, the audit).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SourceFile } from './problems';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The live content: articles/, article-order.json, tools.json, tool-history.json, corrections.json, site.json, config.json, article-aliases.json. */
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
  /** The quizzes' questions (the quizzes remote's questions.json by default): which tools each quiz weights. */
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

const require = createRequire(import.meta.url);

export function readJsonFile(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8')) as unknown;
}

/**
 * The quizzes remote owns its questions and checks them fully (mfe-quizzes/scripts/check-content.ts);
 * it exposes the file through its package exports, and the content build reads only which tools
 * each quiz weights, for the tools' pages.
 */
export function readQuizQuestions(): unknown {
  return readJsonFile(require.resolve('mfe-quizzes/questions.json'));
}

/** The quizzes' titles and the guide: the audit reads the words readers see in them. */
export function readQuizSummaries(): unknown {
  return readJsonFile(require.resolve('mfe-quizzes/quizzes.json'));
}

export function readGuide(): unknown {
  return readJsonFile(require.resolve('mfe-guide/guide.json'));
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
    quizzes: input.quizzes ?? readQuizQuestions(),
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
