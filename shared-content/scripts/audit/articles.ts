// The editor's audit of the articles (issue 15): what a careful reader would catch.
//   error    an article without an Updated date or without Sources
//   error    "in our testing" and the like, with no editor's note saying what was done
//   error    a first-person story (the title says I, me or my) with no editor's note at its top
//   error    a UK spelling (the site is written in US English)
//   warning  a figure an article was commissioned around that it no longer carries
// The content build (build-content.ts) already refuses a schema-invalid article; the audit reads the
// raw files on its own so it reports every finding at once, even on an article the build would stop at.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';

import type { AuditCheck, Finding } from './types';
import { UK_SPELLINGS } from './uk-spelling';

/** One article as the audit reads it: the file shown in findings, its frontmatter and its body. */
export interface AuditArticle {
  file: string;
  frontmatter: Record<string, unknown>;
  body: string;
  /** The line of the file the body starts on, so findings name lines an editor can open. */
  bodyLine: number;
}

export interface ArticleAuditContent {
  articles: readonly AuditArticle[];
}

const ARTICLES_DIR = path.resolve(import.meta.dirname, '../../content/articles');

/** Splits one article file into frontmatter and body; a file that cannot be read that way is an empty frontmatter. */
export function parseArticleFile(file: string, text: string): AuditArticle {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  if (!match) return { file, frontmatter: {}, body: text, bodyLine: 1 };
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? '');
  } catch {
    data = {};
  }
  const frontmatter = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  return { file, frontmatter, body: text.slice(match[0].length), bodyLine: match[0].split('\n').length };
}

/** Every article of content/articles/, in file-name order. */
export function loadArticles(dir: string = ARTICLES_DIR): AuditArticle[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.mdx'))
    .sort()
    .map((name) => parseArticleFile(`content/articles/${name}`, readFileSync(path.join(dir, name), 'utf8')));
}

/**
 * Claims of first-hand testing. Allowed only when the article's editor's note says what was done
 * (it mentions a test, a trial or what was compared), because a reader cannot tell otherwise.
 */
const TESTING_CLAIM =
  /\b(?:in (?:our|my) (?:own )?(?:testing|tests|trials?)|we (?:have |'ve )?(?:tested|tried|benchmarked)|I (?:have |'ve )?(?:tested|tried)|our tests? (?:showed|found)|hands-on (?:testing|tests?))\b|in our experience/i;
const NOTE_SAYS_WHAT_WAS_DONE = /\bwe (?:tested|tried|compared|ran|used)\b/i;

/** The site's list of UK spellings (./uk-spelling.ts), shared with the check of the data files. */
export { UK_SPELLINGS } from './uk-spelling';

/**
 * The figures the articles were commissioned around (the product brief's subjects and constants). An article
 * that drops one is not wrong, but the editor should know: a warning, not an error.
 */
export const SPEC_FIGURES: readonly { file: string; figure: string; spec: string }[] = [
  {
    file: 'content/articles/chrome-extensions-save-time.mdx',
    figure: '15 hours',
    spec: 'commissioned: Chrome extensions saving 15 hours a week',
  },
  { file: 'content/articles/post-daily-linkedin-ai.mdx', figure: '3-5 themes', spec: 'commissioned: 3-5 core themes' },
  { file: 'content/articles/post-daily-linkedin-ai.mdx', figure: '3-5 posts', spec: 'commissioned: 3-5 posts a week' },
  { file: 'content/articles/post-daily-linkedin-ai.mdx', figure: '15-30 minutes', spec: 'commissioned: 15-30 minutes of daily engagement' },
];

/** The publication dates the articles were commissioned with, where one was given. */
export const SPEC_DATES: readonly { file: string; date: string }[] = [
  { file: 'content/articles/ai-tools-replace-assistant.mdx', date: '2025-04-25' },
  { file: 'content/articles/automate-freelance-workflow.mdx', date: '2025-04-27' },
  { file: 'content/articles/chrome-extensions-save-time.mdx', date: '2025-04-29' },
  { file: 'content/articles/affiliate-ai-earnings.mdx', date: '2025-05-01' },
  { file: 'content/articles/build-online-course-ai-tools.mdx', date: '2025-05-01' },
];

/** Prose a reader sees: the body without URLs (a vendor's domain is not our spelling), and the frontmatter's texts. */
function readerText(article: AuditArticle): string {
  const { title, subtitle, description, editorsNote, hero } = article.frontmatter;
  const heroTexts = typeof hero === 'object' && hero !== null ? Object.values(hero as Record<string, unknown>) : [];
  const texts = [title, subtitle, description, editorsNote, ...heroTexts].filter((value): value is string => typeof value === 'string');
  return [...texts, article.body].join('\n').replace(/\b(?:url|href)="[^"]*"|https?:\/\/\S+/g, ' ');
}

/** The line of the file a match in the body is on. */
function lineOf(article: AuditArticle, index: number): number {
  return article.bodyLine + article.body.slice(0, index).split('\n').length - 1;
}

function datesAndSources(article: AuditArticle): Finding[] {
  const findings: Finding[] = [];
  const { updated, sources } = article.frontmatter;
  // YAML reads an unquoted 2026-11-23 as a Date; either form is a date.
  const isDate = updated instanceof Date || (typeof updated === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(updated));
  if (!isDate)
    findings.push({
      level: 'error',
      where: `${article.file}: frontmatter.updated`,
      message: 'no Updated date (YYYY-MM-DD): readers need to know when the article was last revised',
    });
  if (!Array.isArray(sources) || sources.length === 0) {
    findings.push({
      level: 'error',
      where: `${article.file}: frontmatter.sources`,
      message: 'no Sources: list the vendor pages and docs the article relies on',
    });
  }
  return findings;
}

function testingClaims(article: AuditArticle): Finding[] {
  const note = article.frontmatter.editorsNote;
  if (typeof note === 'string' && NOTE_SAYS_WHAT_WAS_DONE.test(note)) return [];
  const findings: Finding[] = [];
  for (const match of article.body.matchAll(new RegExp(TESTING_CLAIM.source, 'gi'))) {
    findings.push({
      level: 'error',
      where: `${article.file}: line ${lineOf(article, match.index)}`,
      message: `"${match[0]}" with no editor's note saying what was done: add editorsNote, or say what the article can honestly say (vendor documentation, published features)`,
    });
  }
  return findings;
}

/** A story told as "I" is either one real person's or a composite; the reader is told which before it starts. */
function firstPersonStory(article: AuditArticle): Finding[] {
  const { title, editorsNote } = article.frontmatter;
  if (typeof title !== 'string' || !/\b(?:I|me|my|I'm|I've)\b/i.test(title)) return [];
  if (typeof editorsNote === 'string' && editorsNote.trim() !== '') return [];
  return [
    {
      level: 'error',
      where: `${article.file}: frontmatter.editorsNote`,
      message: "a first-person story needs an editor's note at its top saying whose story it is (a composite, or one real person)",
    },
  ];
}

function ukSpellings(article: AuditArticle): Finding[] {
  const text = readerText(article);
  const findings: Finding[] = [];
  for (const { uk, us } of UK_SPELLINGS) {
    for (const match of text.matchAll(new RegExp(uk.source, 'gi'))) {
      findings.push({
        level: 'error',
        where: `${article.file}: "${match[0]}"`,
        message: `UK spelling; the site is written in US English (${us})`,
      });
    }
  }
  return findings;
}

function specFigures(articles: readonly AuditArticle[]): Finding[] {
  const byFile = new Map(articles.map((article) => [article.file, article]));
  const findings: Finding[] = [];
  for (const { file, figure, spec } of SPEC_FIGURES) {
    const article = byFile.get(file);
    if (!article || !readerText(article).includes(figure))
      findings.push({ level: 'warning', where: file, message: `no longer says "${figure}" (${spec})` });
  }
  for (const { file, date } of SPEC_DATES) {
    const value = byFile.get(file)?.frontmatter.date;
    const iso = value instanceof Date ? value.toISOString().slice(0, 10) : value;
    if (iso !== date)
      findings.push({
        level: 'warning',
        where: `${file}: frontmatter.date`,
        message: `is ${String(iso)}, it was commissioned for ${date}`,
      });
  }
  return findings;
}

/**
 * The article checks, in the shape of the audit runner's checks. A runner whose content does not
 * carry the articles gets them read from content/articles/.
 */
export const check = (content: Partial<ArticleAuditContent>): Finding[] => {
  const articles = content.articles ?? loadArticles();
  return [
    ...articles.flatMap((article) => [
      ...datesAndSources(article),
      ...testingClaims(article),
      ...firstPersonStory(article),
      ...ukSpellings(article),
    ]),
    ...specFigures(articles),
  ];
};

/** The audit runner's entry: the articles as their files hold them, parsed here (paths from shared-content/). */
export const checkArticleSources: AuditCheck = (content) =>
  check({ articles: content.articles.map((article) => parseArticleFile(article.file.replace(/^shared-content\//, ''), article.text)) });
