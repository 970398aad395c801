// The editor's audit's runner: every check by name, run over the content, and the report it prints.
// Kept apart from reading the content (../audit.ts), so the checks can be tested on plain objects.
import { check as articles } from './articles';
import { check as freshness } from './freshness';
import { check as tools } from './tools';
import { check as spelling } from './uk-spelling';
import type { AuditCheck, AuditContent, Finding } from './types';

/** Every check the audit runs, by name. */
export const CHECKS: Readonly<Record<string, AuditCheck>> = { tools, freshness, articles, spelling };

/** Runs every check; a check that throws is itself an error finding, so one bug hides nothing else. */
export function runAudit(content: AuditContent, checks: Readonly<Record<string, AuditCheck>> = CHECKS): Finding[] {
  const refused = content.problems.map((problem): Finding => ({ level: 'error', where: 'content build', message: problem }));
  return [
    ...refused,
    ...Object.entries(checks).flatMap(([name, check]) => {
      try {
        return check(content);
      } catch (cause) {
        return [{ level: 'error' as const, where: `audit check "${name}"`, message: `failed: ${(cause as Error).message}` }];
      }
    }),
  ];
}

/** The report: errors first, then warnings, one line each, then the figures and a count. */
export function report(findings: readonly Finding[], errorsOnly = false): string {
  const of = (level: Finding['level']) => findings.filter((finding) => finding.level === level);
  const errors = of('error');
  const warnings = of('warning');
  const label = { error: 'ERROR  ', warning: 'warning', note: 'note   ' };
  const lines = [...errors, ...(errorsOnly ? [] : warnings), ...of('note')].map(
    (finding) => `${label[finding.level]} ${finding.where}: ${finding.message}`,
  );
  return [...lines, `content audit: ${errors.length} error(s), ${warnings.length} warning(s)`].join('\n');
}
