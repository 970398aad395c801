// The editor's audit end to end on the fixture content: read through the content build, judged on a
// given day. (The checks themselves are tested on plain objects in src/audit*.test.ts.)
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { CHECKS, loadAuditContent, runAudit } from './audit';
import { FIXTURES_DIR } from './content/read';

const fixtureTools = () => JSON.parse(readFileSync(path.join(FIXTURES_DIR, 'tools.json'), 'utf8')) as Record<string, unknown>[];
const errorsOf = (today: string, tools?: unknown) =>
  runAudit(loadAuditContent(today, { dir: FIXTURES_DIR, ...(tools === undefined ? {} : { tools }) }), CHECKS).filter(
    (finding) => finding.level === 'error',
  );

describe("the editor's audit", () => {
  it('reads the content through the content build: sound content has no error, and its figures are reported', () => {
    const findings = runAudit(loadAuditContent('2026-11-25', { dir: FIXTURES_DIR }), CHECKS);
    assert.deepEqual(
      findings.filter((finding) => finding.level === 'error'),
      [],
    );
    assert.deepEqual(
      findings.filter((finding) => finding.level === 'note').map((finding) => finding.message),
      [
        '4 of 9 tools show a price read on or after 2025-07-01: 0 vendor-page, 0 vendor-page-copy, 4 third-party-report; 5 show "No public figure found" or an older figure',
        'no tool has been re-checked; 9 tool(s) never re-checked',
      ],
    );
    // The fixtures' four figures were read October 2026: 13 months old a year later, so listed but not failing.
    const aYearOn = runAudit(loadAuditContent('2027-11-25', { dir: FIXTURES_DIR }), CHECKS);
    assert.equal(aYearOn.filter((finding) => finding.level === 'warning' && finding.where.endsWith('.pricing.from.source.read')).length, 4);
    assert.deepEqual(
      aYearOn.filter((finding) => finding.level === 'error'),
      [],
    );
  });

  it('reports what the content build refuses as an error naming the file and the field', () => {
    const tools = fixtureTools().map((entry) => (entry.id === 'jasper' ? { ...entry, budget: 'free' } : entry));
    assert.deepEqual(errorsOf('2026-11-25', tools), [
      {
        level: 'error',
        where: 'content build',
        message: 'content/tools.json: 2 (jasper).budget: is "free", but a free-trial tool has no free plan',
      },
    ]);
  });

  it('fails, naming each tool and its date, once a price was read more than 24 months ago', () => {
    const errors = errorsOf('2028-11-25');
    assert.equal(errors.length, 4);
    assert.deepEqual(errors[0], {
      level: 'error',
      where: 'shared-content/content/tools.json: chatgpt.pricing.from.source.read',
      message:
        "ChatGPT's price was read October 1, 2026 (2026-10-01), 25 months before 2028-11-25: older than 24 months, find a newer source or remove the figure",
    });
  });

  it('exits non-zero on an error, judging the day TOOLVERSE_BUILD_DATE gives', () => {
    const run = (date: string) =>
      execFileSync(
        process.execPath,
        ['--import', 'tsx', path.join(import.meta.dirname, 'audit.ts'), '--errors', '--content', FIXTURES_DIR],
        {
          env: { ...process.env, TOOLVERSE_BUILD_DATE: date },
          encoding: 'utf8',
        },
      );
    assert.match(run('2026-11-25'), /content audit: 0 error\(s\)/);
    assert.throws(
      () => run('2028-11-25'),
      (error: { status: number; stdout: string }) =>
        error.status === 1 &&
        /ERROR {3}shared-content\/content\/tools\.json: \S+\.pricing\.from\.source\.read: .* older than 24 months/.test(error.stdout),
    );
  });
});
