// The editor's audit end to end on the fixture content: read through the content build, judged on a
// given day. (The checks themselves are tested on plain objects in src/audit*.test.ts.)
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { CHECKS, loadAuditContent, runAudit } from './audit';
import { readQuizQuestions } from './audit/remote-words';
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
        '8 of 9 tools show a dated figure (7 in a stated billing basis, 1 whose source does not say how it is billed): 0 vendor-page, 2 vendor-page-copy, 0 licensed-dataset, 6 third-party-report; median age 55 days, 0 older than 180 days',
        "no figure: No dated copy of Canva's plan page or dataset in the fixtures gives Canva Pro a figure.",
      ],
    );
  });

  it('lists a figure past a year as "last seen", and never fails the build for its age: the record says how old it is', () => {
    const aYearOn = runAudit(loadAuditContent('2027-11-25', { dir: FIXTURES_DIR }), CHECKS);
    const lastSeen = aYearOn.filter((finding) => finding.level === 'warning' && finding.message.includes('"last seen"'));
    assert.equal(lastSeen.length, 8);
    assert.match(lastSeen[0]!.message, /^ChatGPT's figure was read November 5, 2026, 385 days before 2027-11-25/);
    assert.deepEqual(
      aYearOn.filter((finding) => finding.level === 'error'),
      [],
    );
  });

  it('reports what the content build refuses as an error naming the file and the field', () => {
    const tools = fixtureTools().map((entry) => (entry.id === 'jasper' ? { ...entry, budget: 'free' } : entry));
    assert.deepEqual(errorsOf('2026-11-25', tools), [
      { level: 'error', where: 'content build', message: 'content/tools.json: 2 (jasper): Unrecognized key: "budget"' },
    ]);
  });

  it('exits non-zero on an error, and zero without one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'audit-'));
    try {
      cpSync(FIXTURES_DIR, dir, { recursive: true });
      const run = () =>
        execFileSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'audit.ts'), '--errors', '--content', dir], {
          env: { ...process.env, TOOLVERSE_BUILD_DATE: '2026-11-25' },
          encoding: 'utf8',
        });
      assert.match(run(), /content audit: 0 error\(s\)/);
      const tools = fixtureTools().map((entry) => (entry.id === 'zapier' ? { ...entry, pricingPage: 'http://zapier.example' } : entry));
      writeFileSync(path.join(dir, 'tools.json'), JSON.stringify(tools));
      assert.throws(
        () => run(),
        (error: { status: number; stdout: string }) =>
          error.status === 1 && /ERROR {3}content build: content\/tools\.json: \d+ \(zapier\)\.pricingPage/.test(error.stdout),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reads the quizzes' answers through the quizzes remote's package exports", () => {
    const questions = readQuizQuestions() as Record<string, unknown[]>;
    assert.ok(Object.keys(questions).length > 0 && Object.values(questions).every((list) => Array.isArray(list)));
  });
});
