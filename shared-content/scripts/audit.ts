// The editor's audit: what a careful reader would catch in the content, before readers do. Lists
// stale facts (warnings), and missing sources, names spelled two ways and the like (errors); exits
// non-zero on any error. `npm run content:audit` (part of `npm test`).
//
//   npm run content:audit                 every finding
//   npm run content:audit -- --errors     errors only
//
// A check is a file in scripts/audit/ exporting `check: AuditCheck` (audit/types.ts); add it below.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkArticleSources as articles } from './audit/articles';
import { check as tools } from './audit/tools';
import { check as spelling } from './audit/uk-spelling';
import type { AuditCheck, AuditContent, Finding } from './audit/types';

/** Every check the audit runs, by name. */
export const CHECKS: Readonly<Record<string, AuditCheck>> = { tools, articles, spelling };

const ROOT = path.resolve(import.meta.dirname, '../..');

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as unknown;
}

/** The content as its files hold it. */
export function loadContent(today: string): AuditContent {
  const articlesDir = 'shared-content/content/articles';
  return {
    today,
    tools: readJson('shared-content/content/tools.json'),
    articles: readdirSync(path.join(ROOT, articlesDir))
      .filter((name) => name.endsWith('.mdx'))
      .sort()
      .map((name) => ({
        slug: name.slice(0, -4),
        file: `${articlesDir}/${name}`,
        text: readFileSync(path.join(ROOT, articlesDir, name), 'utf8'),
      })),
    quizzes: { summaries: readJson('mfe-quizzes/src/data/quizzes.json'), questions: readJson('mfe-quizzes/src/data/questions.json') },
    guide: readJson('mfe-guide/src/data/guide.json'),
  };
}

/** Runs every check; a check that throws is itself an error finding, so one bug hides nothing else. */
export function runAudit(content: AuditContent, checks: Readonly<Record<string, AuditCheck>> = CHECKS): Finding[] {
  return Object.entries(checks).flatMap(([name, check]) => {
    try {
      return check(content);
    } catch (cause) {
      return [{ level: 'error' as const, where: `audit check "${name}"`, message: `failed: ${(cause as Error).message}` }];
    }
  });
}

/** The report: errors first, then warnings, one line each, and a count. */
export function report(findings: readonly Finding[], errorsOnly = false): string {
  const errors = findings.filter((finding) => finding.level === 'error');
  const warnings = findings.filter((finding) => finding.level === 'warning');
  const lines = [...errors, ...(errorsOnly ? [] : warnings)].map(
    (finding) => `${finding.level === 'error' ? 'ERROR  ' : 'warning'} ${finding.where}: ${finding.message}`,
  );
  return [...lines, `content audit: ${errors.length} error(s), ${warnings.length} warning(s)`].join('\n');
}

function main(): void {
  const given = process.env.TOOLVERSE_BUILD_DATE;
  if (given !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(given)) {
    console.error(`TOOLVERSE_BUILD_DATE must be a date as YYYY-MM-DD, got "${given}"`);
    process.exit(2);
  }
  const findings = runAudit(loadContent(given ?? new Date().toISOString().slice(0, 10)));
  console.log(report(findings, process.argv.includes('--errors')));
  if (findings.some((finding) => finding.level === 'error')) process.exit(1);
}

if (process.argv[1] === import.meta.filename) main();
