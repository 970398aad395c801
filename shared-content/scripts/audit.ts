// The editor's audit: what a careful reader would catch in the content, before readers do. It reads
// the content through the content build (scripts/content/), so what a schema or the build refuses is
// an error here too, and adds what no schema can say: the age of facts (figures older than 180 days, or past
// a year), claims, spelling, names. Exits non-zero on any error. `npm run content:audit` (part of `npm test`).
//
//   npm run content:audit                 every finding
//   npm run content:audit -- --errors     errors and the figures only
//   ... -- --content shared-content/fixtures/content   another content folder (the tests' fixtures)
//
// A check is a file in scripts/audit/ exporting `check: AuditCheck` (audit/types.ts), listed in CHECKS (audit/run.ts).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { report, runAudit } from './audit/run';
import type { AuditArticle, AuditContent } from './audit/types';
import { loadContent } from './content/catalogue';
import type { ParsedArticle } from './content/parse';

export { CHECKS, report, runAudit } from './audit/run';
import { readGuide, readQuizQuestions, readQuizSummaries } from './audit/remote-words';
import { readContent, type ContentInput } from './content/read';

/** What the audit reads of an article the content build parsed. */
export function auditArticle({ article, mdx, source }: ParsedArticle): AuditArticle {
  const { title, subtitle, description, editorsNote, hero } = article;
  return {
    file: `shared-content/${source.file}`,
    prose: { title, subtitle, description, hero, ...(editorsNote === undefined ? {} : { editorsNote }) },
    cards: article.tools.map(({ id, name }) => ({ id, name })),
    body: mdx.body,
    bodyLine: mdx.bodyLine,
  };
}

/** The content as the content build reads and checks it (the live content/, or `input`'s), judged on `today`. */
export function loadAuditContent(today: string, input: ContentInput = {}): AuditContent {
  let loaded;
  try {
    loaded = loadContent(input);
  } catch (error) {
    return {
      today,
      problems: [(error as Error).message],
      tools: [],
      records: new Map(),
      toolsData: [],
      articles: [],
      quizzes: { summaries: [], questions: {} },
      guide: {},
    };
  }
  return {
    today,
    problems: loaded.problems,
    tools: loaded.tools,
    records: loaded.records,
    toolsData: readContent(input).tools,
    articles: loaded.articles.map(auditArticle),
    quizzes: { summaries: readQuizSummaries(), questions: readQuizQuestions() },
    guide: readGuide(),
  };
}

function main(): void {
  const given = process.env.TOOLVERSE_BUILD_DATE;
  if (given !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(given)) {
    console.error(`TOOLVERSE_BUILD_DATE must be a date as YYYY-MM-DD, got "${given}"`);
    process.exit(2);
  }
  const { values } = parseArgs({ options: { errors: { type: 'boolean', default: false }, content: { type: 'string' } } });
  const input = values.content === undefined ? {} : { dir: path.resolve(values.content) };
  const findings = runAudit(loadAuditContent(given ?? new Date().toISOString().slice(0, 10), input));
  console.log(report(findings, values.errors));
  if (findings.some((finding) => finding.level === 'error')) process.exit(1);
}

if (process.argv[1] === import.meta.filename) main();
